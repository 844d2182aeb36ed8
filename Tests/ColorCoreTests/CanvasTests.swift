import Testing
@testable import ColorCore
import TestSupport

@Suite struct CanvasTests {
    /// Every grey and alpha, plus random colours: a line pixel by the region rule stays dark
    /// (luma < 128) once composited over white, whatever paint is multiplied in.
    @Test func linePixelsStayDarkAfterCompositingAndAnyPaint() {
        var rng = SeededRandom(seed: 2)
        var samples: [(UInt8, UInt8, UInt8, UInt8)] = []
        for v in 0...255 { for a in 0...255 { samples.append((UInt8(v), UInt8(v), UInt8(v), UInt8(a))) } }
        for _ in 0..<50_000 {
            samples.append((.random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng),
                            .random(in: 0...255, using: &rng), .random(in: 0...255, using: &rng)))
        }
        var lines = 0
        let threshold = Int(LineArt.lineThreshold)
        for (r, g, b, a) in samples where LineArtTests.specDarkness(r: Int(r), g: Int(g), b: Int(b), a: Int(a)) >= threshold {
            lines += 1
            let page = PackedPixel.overWhite(r: r, g: g, b: b, a: a)
            #expect(PackedPixel.luma(page) < 128, "\((r, g, b, a))")
            let paint = UInt32.random(in: 0...UInt32.max, using: &rng)
            #expect(PackedPixel.luma(PackedPixel.multiply(page, paint)) <= PackedPixel.luma(page))
        }
        #expect(lines > 10_000)
    }

    @Test func compositeOverWhiteFollowsTheFormula() {
        #expect(PackedPixel.overWhite(r: 0, g: 0, b: 0, a: 0) == PackedPixel.white)
        #expect(PackedPixel.overWhite(r: 12, g: 34, b: 56, a: 255) == RGB(r: 12, g: 34, b: 56).packed)
        var rng = SeededRandom(seed: 3)
        for _ in 0..<5000 {
            let c = UInt8.random(in: 0...255, using: &rng), a = UInt8.random(in: 0...255, using: &rng)
            let want = (Double(c) * Double(a) + 255 * Double(255 - Int(a))) / 255
            #expect(Double(PackedPixel.overWhite(r: c, g: c, b: c, a: a) & 0xFF) == want.rounded(.down))
        }
    }

    @Test func unpaintedCanvasShowsThePageAndPaintMultiplies() {
        let page = StrokeTestPages.page(width: 50, height: 40, shapes: 5, seed: 12)
        var session = Session(page: page, finder: RegionMode.naive.makeFinder(for: LineArt(page: page)))
        let rendered = session.renderedPage()
        for y in 0..<40 {
            for x in 0..<50 {
                let p = page.pixel(x, y), q = rendered.pixel(x, y)
                #expect(RGB(r: q.r, g: q.g, b: q.b).packed == PackedPixel.overWhite(r: p.r, g: p.g, b: p.b, a: p.a))
                #expect(q.a == 255)
            }
        }
        session.apply(.fill(x: 0.5, y: 0.5))
        let canvas = session.canvas
        for i in 0..<(50 * 40) {
            let f = canvas.finalPixel(i), pg = canvas.page(at: i), pt = canvas.paint(at: i)
            for s: UInt32 in [0, 8, 16] {
                #expect(f >> s & 255 <= min(pg >> s & 255, pt >> s & 255))
            }
        }
    }
}
