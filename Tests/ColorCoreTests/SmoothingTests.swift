import Foundation
import Testing
@testable import ColorCore
import TestSupport

@Suite struct SmoothingTests {
    /// The whole-stroke Catmull-Rom, computed the plain way from all points at once.
    static func referenceHermite(_ p: [StrokePoint]) -> [CubicSegment] {
        let n = p.count
        func tangent(_ i: Int) -> StrokePoint {
            if i == 0 { return (p[1] - p[0]) * 0.5 }
            if i == n - 1 { return (p[n - 1] - p[n - 2]) * 0.5 }
            return (p[i + 1] - p[i - 1]) * 0.5
        }
        return (0..<(n - 1)).map { i in
            CubicSegment(p[i], p[i] + tangent(i) * (1.0 / 3), p[i + 1] - tangent(i + 1) * (1.0 / 3), p[i + 1])
        }
    }

    static func randomWalk(count: Int, seed: UInt64) -> [StrokePoint] {
        var rng = SeededRandom(seed: seed)
        var p = StrokePoint(x: 50, y: 50), points = [p]
        while points.count < count {
            p = p + StrokePoint(x: .random(in: -20...20, using: &rng), y: .random(in: -20...20, using: &rng))
            if p.distance(to: points[points.count - 1]) >= 1 { points.append(p) }
        }
        return points
    }

    /// Feeds points one at a time, collecting what the smoother releases, as the session does.
    static func incremental(_ points: [StrokePoint], _ smoothing: Smoothing) -> [CubicSegment] {
        var s = StrokeSmoother(smoothing: smoothing, start: points[0])
        var out: [CubicSegment] = []
        for p in points.dropFirst() { if let seg = s.add(p) { out.append(seg) } }
        if let last = s.finish() { out.append(last) }
        return out
    }

    @Test(arguments: [2, 3, 4, 5, 17])
    func incrementalHermiteEqualsTheWholeStrokeCurve(count: Int) {
        let points = SmoothingTests.randomWalk(count: count, seed: UInt64(count))
        let got = SmoothingTests.incremental(points, .hermite)
        let want = SmoothingTests.referenceHermite(points)
        #expect(got.count == want.count)
        for (g, w) in zip(got, want) {
            for (a, b) in [(g.p0, w.p0), (g.p1, w.p1), (g.p2, w.p2), (g.p3, w.p3)] {
                #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9)
            }
        }
    }

    @Test func bothSmoothingsPassThroughEveryPointAndLinearIsStraight() {
        let points = SmoothingTests.randomWalk(count: 12, seed: 5)
        for smoothing in Smoothing.allCases {
            let segs = SmoothingTests.incremental(points, smoothing)
            #expect(segs.map(\.p0) == Array(points.dropLast()))
            #expect(segs.map(\.p3) == Array(points.dropFirst()))
            #expect(segs.allSatisfy { $0.point(at: 0) == $0.p0 && $0.point(at: 1).distance(to: $0.p3) < 1e-9 })
        }
        for seg in SmoothingTests.incremental(points, .linear) {
            // Every sample lies on the chord.
            let d = seg.p3 - seg.p0
            for t in stride(from: 0.0, through: 1, by: 0.125) {
                let q = seg.point(at: t) - seg.p0
                #expect(abs(q.x * d.y - q.y * d.x) < 1e-6 * max(1, d.x * d.x + d.y * d.y))
            }
        }
    }

    @Test func pointsCloserThanOnePixelAreNotKept() {
        let s = StrokeSmoother(smoothing: .hermite, start: StrokePoint(x: 10, y: 10))
        #expect(!s.keeps(StrokePoint(x: 10.6, y: 10.6)))
        #expect(s.keeps(StrokePoint(x: 10.8, y: 10.8)))
    }

    @Test func flatteningStaysCloseToTheCurve() {
        for seg in SmoothingTests.incremental(SmoothingTests.randomWalk(count: 30, seed: 8), .hermite) {
            let n = seg.pieceCount(tolerance: 0.2)
            // Worst distance from the curve to its chord pieces, sampled densely.
            var worst = 0.0
            for i in 0..<n {
                let a = seg.point(at: Double(i) / Double(n)), b = seg.point(at: Double(i + 1) / Double(n))
                for k in 1..<8 {
                    let q = seg.point(at: (Double(i) + Double(k) / 8) / Double(n))
                    worst = max(worst, SmoothingTests.distance(q, a, b))
                }
            }
            #expect(worst <= 0.2 + 1e-9, "piece error \(worst) with \(n) pieces")
        }
    }

    static func distance(_ p: StrokePoint, _ a: StrokePoint, _ b: StrokePoint) -> Double {
        let d = b - a, l2 = d.x * d.x + d.y * d.y
        let t = l2 > 0 ? min(max(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2, 0), 1) : 0
        return p.distance(to: a + d * t)
    }

    /// Points on a circle, far apart: Hermite follows the circle between them, linear cuts the chord.
    @Test func hermiteAndLinearDifferOnACurvedStroke() {
        let page = Page(width: 200, height: 200)
        let art = LineArt(page: page)
        let centre = StrokePoint(x: 100.3, y: 100.6), radius = 80.0, step = 0.5
        let points = (0..<6).map { k in
            centre + StrokePoint(x: cos(Double(k) * step), y: sin(Double(k) * step)) * radius
        }
        var paints: [Smoothing: [UInt32]] = [:]
        for smoothing in Smoothing.allCases {
            var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art), smoothing: smoothing)
            session.apply(.brush(2.5))
            session.apply(.down(x: points[0].x, y: points[0].y, t: nil))
            for p in points.dropFirst() { session.apply(.move(x: p.x, y: p.y, t: nil)) }
            session.apply(.up(t: nil))
            let paint = session.canvas.paintPixels
            for p in points { #expect(paint[p.pixel.y * 200 + p.pixel.x] == Session.defaultColor.packed, "\(smoothing) misses \(p)") }
            paints[smoothing] = paint
        }
        #expect(paints[.hermite] != paints[.linear])
        // Mid-way between inner points (chord sagitta ~2.5 px) the circle is painted by Hermite only.
        for k in 1..<4 {
            let mid = centre + StrokePoint(x: cos((Double(k) + 0.5) * step), y: sin((Double(k) + 0.5) * step)) * radius
            let i = mid.pixel.y * 200 + mid.pixel.x
            #expect(paints[.hermite]![i] != PackedPixel.white, "Hermite leaves the arc at \(mid)")
            #expect(paints[.linear]![i] == PackedPixel.white, "linear reaches the arc at \(mid)")
        }
    }
}
