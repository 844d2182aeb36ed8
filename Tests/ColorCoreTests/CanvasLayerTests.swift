#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ColorCore
import TestSupport

/// The canvas keeps what a person sees as its one dense layer, the paint complemented in memory
/// taken only where written, and the page under the paint (from the darkness on grey pages):
/// whatever is painted, undone or cleared, these must always agree with the page and the paint.
@Suite struct CanvasLayerTests {
    /// Every pixel: the picture is the paint over the page (`PaintOverPage`), the page is still the page, and the
    /// kept paint-alone layer is the paint.
    static func checkLayers(_ canvas: Canvas, page: Page, _ what: String) {
        var wrong = 0
        for i in 0..<(canvas.width * canvas.height) where wrong < 3 {
            let p = page.rgba
            let original = PackedPixel.overWhite(r: p[4 * i], g: p[4 * i + 1], b: p[4 * i + 2], a: p[4 * i + 3])
            let paint = canvas.paint(at: i)
            var ok = canvas.page(at: i) == original && canvas.finalPixel(i) == PaintOverPage.composite(page: original, paint: paint)
            if let alone = canvas.paintAlone { ok = ok && alone[i] == paint }
            if !ok {
                wrong += 1
                Issue.record("\(what): pixel \(i): picture \(String(canvas.finalPixel(i), radix: 16)), page \(String(canvas.page(at: i), radix: 16)) (was \(String(original, radix: 16))), paint \(String(paint, radix: 16))")
            }
        }
    }

    /// Strokes (in colours, the eraser and the rainbow), fills, undo, redo and clear on a grey page (the page comes from the darkness) and
    /// on pages with colour and transparency (the page under the paint is kept), with the
    /// paint-alone layer kept part of the time.
    @Test(arguments: [(UInt64(1), false), (2, true), (3, true), (4, false)])
    func layersAgreeThroughEdits(seed: UInt64, colour: Bool) {
        var page = StrokeTestPages.page(width: 90, height: 70, shapes: 5, seed: seed)
        if colour {  // tint the page, so it is not grey
            for i in stride(from: 0, to: page.rgba.count, by: 4) { page.rgba[i + 2] = page.rgba[i + 2] / 2 + 100 }
        }
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        #expect(session.canvas.keepsPageUnderPaint == !PageLayers(page: page).isOpaqueGrey)
        var rng = SeededRandom(seed: seed)
        for step in 0..<40 {
            let x = Double.random(in: 0..<90, using: &rng), y = Double.random(in: 0..<70, using: &rng)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: session.apply(.fill(x: x, y: y))
            case 1: session.apply(.undo)
            case 2: session.apply(.redo)
            case 3 where step % 3 == 0: session.apply(.clear)
            case 4: session.keepPaintAlone(session.canvas.paintAlone == nil)
            case 10: session.apply(.color(.eraser))
            case 11: session.apply(.color(.rainbow))
            case 5: session.apply(.color(.rgb(RGB(r: .random(in: 0...255, using: &rng), g: 40, b: .random(in: 0...255, using: &rng)))))
            default:
                session.apply(.brush(Double.random(in: 2...14, using: &rng)))
                session.apply(.down(x: x, y: y, t: nil))
                for _ in 0..<5 {
                    session.apply(.move(x: x + Double.random(in: -20...20, using: &rng), y: y + Double.random(in: -20...20, using: &rng), t: nil))
                }
                session.apply(.up(t: nil))
            }
            Self.checkLayers(session.canvas, page: page, "seed \(seed) step \(step)")
        }
    }

    /// Pages (4 KiB) of the paint memory that hold memory of their own, from /proc/self/pagemap:
    /// present and mapped by this process alone (bit 56). A page only read maps the kernel's
    /// shared zero page, which is not counted (nor is it in the resident size).
    static func ownedInkPages(_ canvas: Canvas) -> Int {
        canvas.withInk { ink in
            let first = Int(bitPattern: ink) / 4096, last = (Int(bitPattern: ink) + canvas.width * canvas.height * 4 - 1) / 4096
            let fd = open("/proc/self/pagemap", O_RDONLY)
            guard fd >= 0 else { return -1 }
            defer { close(fd) }
            var entries = [UInt64](repeating: 0, count: last - first + 1)
            let got = entries.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(first * 8)) }
            guard got == entries.count * 8 else { return -1 }
            return entries.filter { $0 >> 63 & 1 == 1 && $0 >> 56 & 1 == 1 }.count
        }
    }

    /// Paint costs memory where it is: one small stroke on a 2048x2048 page (16 MiB of paint
    /// layer, 4096 pages of memory) takes the memory of the pages it crosses (one a row, about
    /// 34 rows; bands of 64 whole rows would be 128 pages or more), not the layer; undoing it and
    /// a clear take none more.
    @Test func paintMemoryIsTakenOnlyWherePainted() {
        let side = 2048
        let page = Page(width: side, height: side)
        let art = LineArt(width: side, height: side, darkness: [UInt8](repeating: 0, count: side * side))
        var session = Session(page: page, finder: RegionMode.naive.makeFinder(for: art))
        #expect(Self.ownedInkPages(session.canvas) == 0)
        session.apply(.brush(12))
        session.apply(.down(x: 1000, y: 1000, t: nil))
        session.apply(.move(x: 1010, y: 1020, t: nil))
        session.apply(.up(t: nil))
        let afterStroke = Self.ownedInkPages(session.canvas)
        #expect(afterStroke > 0 && afterStroke <= 40, "\(afterStroke) pages after one small stroke")
        session.apply(.undo)
        session.apply(.clear)
        #expect(Self.ownedInkPages(session.canvas) == afterStroke)
        #expect(!session.canvas.keepsPageUnderPaint)  // a white page is grey: nothing kept under the paint
    }
}
