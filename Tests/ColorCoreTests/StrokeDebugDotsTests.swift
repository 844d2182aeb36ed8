import Testing
@testable import ColorCore

/// `-debugStrokes`: only small dots at the received points, no segments between them.
@Suite struct StrokeDebugDotsTests {
    @Test(arguments: [4.0, 12, 40])
    func debugStrokesPaintOnlyDotsAtReceivedPoints(brush: Double) {
        let page = Page(width: 120, height: 80)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)), debugStrokes: true)
        session.apply(.brush(brush))
        let points = [StrokePoint(x: 10.2, y: 10.7), StrokePoint(x: 40.5, y: 20.1), StrokePoint(x: 40.9, y: 20.4),
                      StrokePoint(x: 95.3, y: 60.6)]
        session.apply(.down(x: points[0].x, y: points[0].y, t: nil))
        for p in points.dropFirst() { session.apply(.move(x: p.x, y: p.y, t: nil)) }
        session.apply(.up(t: nil))
        let dotRadius = max(1.5, brush / 8)
        var painted = 0
        for y in 0..<80 {
            for x in 0..<120 where session.canvas.paint(at: y * 120 + x) != PackedPixel.white {
                painted += 1
                let centre = StrokePoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let nearest = points.map { $0.distance(to: centre) }.min()!
                #expect(nearest < dotRadius + 0.5, "pixel (\(x), \(y)) is \(nearest) px from every point")
            }
        }
        for p in points { #expect(session.canvas.paint(at: p.pixel.y * 120 + p.pixel.x) == Session.defaultColor.packed) }
        // Far fewer pixels than a stroke joining the points would paint.
        #expect(painted < points.count * Int((dotRadius + 1) * (dotRadius + 1) * 4))
        // Midway between the first two points nothing is painted.
        let mid = StrokePoint(x: 25.35, y: 15.4)
        #expect(session.canvas.paint(at: mid.pixel.y * 120 + mid.pixel.x) == PackedPixel.white)
    }
}
