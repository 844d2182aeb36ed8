import Foundation
import Testing
@testable import ColorCore
import TestSupport

/// The rainbow brush (`"rgb": "rainbow"`): the hue advances with the distance a stroke travels,
/// deterministically, so a replay reproduces it.
@Suite struct RainbowTests {
    /// A blank 400x60 page: one region.
    static let page = Page(width: 400, height: 60, rgba: [UInt8](repeating: 255, count: 400 * 60 * 4))
    static let art = LineArt(page: page)

    static func straightStroke(from x0: Double, to x1: Double, y: Double = 30) -> [StrokeEvent] {
        [.down(x: x0, y: y, t: nil)] + stride(from: x0 + 5, through: x1, by: 5).map { .move(x: $0, y: y, t: nil) } + [.up(t: nil)]
    }

    static func paint(_ events: [StrokeEvent], mode: RegionMode = .optimized, smoothing: Smoothing = .hermite) -> Session {
        var s = Session(page: page, finder: mode.makeFinder(for: art), smoothing: smoothing)
        for e in events { s.apply(e) }
        return s
    }

    static func hue(_ packed: UInt32) -> Double {
        let c = RGB(packed: packed)
        return OKLab(r: c.r, g: c.g, b: c.b).hueRadians
    }

    /// Mouse reports on a 5 x 10 grid (the points pass the input filter stage).
    static let filtered = StrokeEvent.input(InputGrid(width: 5, height: 10))

    @Test(arguments: [Smoothing.hermite, .linear], [false, true])
    func theHueAdvancesAlongAStroke(smoothing: Smoothing, filtered: Bool) {
        let s = RainbowTests.paint((filtered ? [Self.filtered] : []) + [.color(.rainbow), .brush(8)]
                                   + RainbowTests.straightStroke(from: 10, to: 390), smoothing: smoothing)
        // One turn per 16 diameters = 128 px: samples 8 px apart are 1/16 turn apart.
        let samples = stride(from: 20, through: 380, by: 8).map { s.canvas.paint(at: 30 * 400 + $0) }
        #expect(Set(samples).count >= samples.count - 2, "\(Set(samples).count) colours in \(samples.count) samples")
        for (a, b) in zip(samples, samples.dropFirst()) {
            var step = RainbowTests.hue(b) - RainbowTests.hue(a)
            if step < 0 { step += 2 * Double.pi }
            #expect(step > 0.1 && step < 0.8, "hue step \(step) between \(RGB(packed: a)) and \(RGB(packed: b))")
        }
        #expect(samples.allSatisfy { Rainbow.wheel.contains($0) })
    }

    /// The same log gives the same paint every time, in both region modes.
    @Test func aReplayGivesTheSameColours() {
        let events: [StrokeEvent] = [.color(.rainbow), .brush(10)] + RainbowTests.straightStroke(from: 10, to: 200)
            + [.brush(4)] + RainbowTests.straightStroke(from: 30, to: 350, y: 12) + [.fill(x: 5, y: 55)]
        let first = RainbowTests.paint(events).canvas.paintPixels
        #expect(RainbowTests.paint(events).canvas.paintPixels == first)
        #expect(RainbowTests.paint(events, mode: .naive).canvas.paintPixels == first)
    }

    /// The rainbow carries on from stroke to stroke: the second stroke does not start red again.
    @Test(arguments: [false, true])
    func theNextStrokeStartsWhereTheLastEnded(filtered: Bool) {
        let one = RainbowTests.straightStroke(from: 10, to: 70, y: 15), two = RainbowTests.straightStroke(from: 10, to: 70, y: 45)
        let s = RainbowTests.paint((filtered ? [Self.filtered] : []) + [.color(.rainbow), .brush(8)] + one + two)
        let firstStart = s.canvas.paint(at: 15 * 400 + 12), secondStart = s.canvas.paint(at: 45 * 400 + 12)
        let firstEnd = s.canvas.paint(at: 15 * 400 + 68)
        #expect(firstStart != secondStart)
        // 60 px of travel is about half a turn: the second stroke starts near the first one's end.
        var gap = abs(RainbowTests.hue(secondStart) - RainbowTests.hue(firstEnd))
        gap = min(gap, 2 * Double.pi - gap)
        #expect(gap < 0.6, "second stroke starts \(gap) rad of hue from where the first ended")
    }

    /// A rainbow fill is one colour of the wheel; the next rainbow fill is another.
    @Test func rainbowFillsTakeTheNextColour() {
        let art = TestPages.grid(["....#....", "....#....", "....#...."])
        let page = Page(width: 9, height: 3, rgba: art.darkness.flatMap { d in [255 - d, 255 - d, 255 - d, 255] })
        var s = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        s.apply(.color(.rainbow)); s.apply(.fill(x: 1, y: 1)); s.apply(.fill(x: 7, y: 1))
        let left = s.canvas.paint(at: 9 + 1), right = s.canvas.paint(at: 9 + 7)
        #expect(Rainbow.wheel.contains(left) && Rainbow.wheel.contains(right) && left != right)
        #expect((0..<4).allSatisfy { s.canvas.paint(at: $0) == left && s.canvas.paint(at: 18 + $0) == left })
    }

    /// Undo and redo of rainbow strokes restore the exact paint, with paint under them.
    @Test(arguments: [Smoothing.hermite, .linear])
    func undoAndRedoAreExact(smoothing: Smoothing) {
        var s = RainbowTests.paint([.color(.rgb(RGB(r: 10, g: 200, b: 90))), .brush(30)] + RainbowTests.straightStroke(from: 50, to: 300),
                                   smoothing: smoothing)
        let before = s.canvas.paintPixels
        for e in [StrokeEvent.color(.rainbow), .brush(7)] + RainbowTests.straightStroke(from: 20, to: 380, y: 33) { s.apply(e) }
        let after = s.canvas.paintPixels
        #expect(after != before)
        s.apply(.undo)
        #expect(s.canvas.paintPixels == before)
        s.apply(.redo)
        #expect(s.canvas.paintPixels == after)
    }

    /// The provisional piece of a Hermite stroke is taken back to the exact pixels it covered,
    /// even where earlier pieces of the same stroke painted other colours.
    @Test func revertingAProvisionalPieceRestoresManyColouredPaint() {
        var canvas = Canvas(page: RainbowTests.page, lineArt: RainbowTests.art)
        var backup = TileBackup(width: 400, height: 60)
        let mask = PaintMask(region: RegionMode.optimized.makeFinder(for: RainbowTests.art).region(atX: 1, y: 1)!,
                             lineArt: RainbowTests.art)
        backup.begin(trackingCoverage: true)
        for (k, x) in stride(from: 20.0, to: 200, by: 6).enumerated() {
            let colour = Rainbow.colour(atHue: Double(k) / 30)
            _ = BrushPainter.stamp(Capsule(from: StrokePoint(x: x, y: 30), to: StrokePoint(x: x + 6, y: 31), radius: 9),
                                   colour: colour, mask: mask, canvas: &canvas, backup: &backup)
        }
        let before = canvas.paintPixels, picture = canvas.picture
        _ = BrushPainter.stamp(Capsule(from: StrokePoint(x: 100, y: 25), to: StrokePoint(x: 230, y: 36), radius: 11),
                               colour: RGB(r: 1, g: 2, b: 3).packed, mask: mask, provisional: true, canvas: &canvas, backup: &backup)
        #expect(canvas.paintPixels != before)
        _ = BrushPainter.revertProvisional(canvas: &canvas, backup: &backup)
        #expect(canvas.paintPixels == before)
        #expect(canvas.picture == picture)
    }
}
