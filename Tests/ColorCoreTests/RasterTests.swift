@testable import ColorCore
import Testing
import TestSupport

@Suite struct RasterTests {
    static func distanceToSegment(_ px: Double, _ py: Double, _ a: StrokePoint, _ b: StrokePoint) -> Double {
        SmoothingTests.distance(StrokePoint(x: px, y: py), a, b)
    }

    @Test func capsuleColumnsAreExactlyThePixelsWithinTheRadius() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<100 {
            let a = StrokePoint(x: .random(in: 0...60, using: &rng), y: .random(in: 0...60, using: &rng))
            let b = Bool.random(using: &rng) ? a : StrokePoint(x: .random(in: 0...60, using: &rng), y: .random(in: 0...60, using: &rng))
            let cap = Capsule(from: a, to: b, radius: .random(in: 1.25...15, using: &rng))
            for r in [cap.outerRadius, cap.innerRadius] {
                for y in -2..<62 {
                    let cy = Double(y) + 0.5
                    let (lo, hi) = cap.columns(rowCentre: cy, within: r)
                    for x in -2..<62 {
                        let d = RasterTests.distanceToSegment(Double(x) + 0.5, cy, a, b)
                        if abs(d - r) < 1e-9 { continue }  // a tie: either answer is right
                        #expect((x >= lo && x < hi) == (d < r), "pixel (\(x), \(y)), d \(d), r \(r), columns \(lo)..<\(hi)")
                    }
                }
            }
        }
    }

    @Test func paintMaskIsTheRegionPlusNearbyLinePixels() {
        for seed: UInt64 in 1...6 {
            let art = LineArt(page: StrokeTestPages.page(width: 56, height: 40, shapes: 6, seed: seed))
            let reference = ReferenceRegions(art)
            for region in RegionLabelling.regions(of: art) {
                let mask = PaintMask(region: region, lineArt: art)
                let id = reference.labels[region.bounds.y * art.width + region.runStart(0)]
                var count = 0
                for y in 0..<art.height {
                    for x in 0..<art.width {
                        var expected = reference.labels[y * art.width + x] == id
                        if !expected && art.isLine(x, y) {
                            for ny in max(0, y - 2)...min(art.height - 1, y + 2) {
                                for nx in max(0, x - 2)...min(art.width - 1, x + 2) where reference.labels[ny * art.width + nx] == id {
                                    expected = true
                                }
                            }
                        }
                        if expected { count += 1 }
                        if mask.contains(x, y) != expected { Issue.record("seed \(seed): pixel (\(x), \(y)) in mask \(!expected)") }
                    }
                }
                #expect(mask.pixelCount == count)
            }
        }
    }

    /// A zigzag linear stroke on a blank page: every pixel must be exactly the blend of white and
    /// the colour by the coverage of the nearest point of the polyline (no gaps, however far apart
    /// the points; overlaps never darker than one pass).
    @Test(arguments: [2.5, 5, 16, 41])
    func strokeCoverageIsTheDistanceToThePolyline(brush: Double) {
        let page = Page(width: 160, height: 120)
        let art = LineArt(page: page)
        var rng = SeededRandom(seed: UInt64(brush * 10))
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art), smoothing: .linear)
        let colour = RGB(r: 20, g: 120, b: 240)
        session.apply(.color(.rgb(colour)))
        session.apply(.brush(brush))
        var points: [StrokePoint] = []
        for _ in 0..<7 {
            points.append(StrokePoint(x: .random(in: 10...150, using: &rng), y: .random(in: 10...110, using: &rng)))
        }
        session.apply(.down(x: points[0].x, y: points[0].y, t: nil))
        for p in points.dropFirst() { session.apply(.move(x: p.x, y: p.y, t: nil)) }
        session.apply(.up(t: nil))
        let r = max(brush / 2, 1.25)
        var wrong = 0
        for y in 0..<120 {
            for x in 0..<160 {
                var d = Double.infinity
                for k in 0..<(points.count - 1) {
                    d = min(d, RasterTests.distanceToSegment(Double(x) + 0.5, Double(y) + 0.5, points[k], points[k + 1]))
                }
                let c = min(max(r + 0.5 - d, 0), 1)
                let want = PackedPixel.blend(PackedPixel.white, colour.packed, coverage: UInt32((c * 255).rounded()))
                let got = session.canvas.paint(at: y * 160 + x)
                if got != want && abs(c * 255 - (c * 255).rounded(.down) - 0.5) > 1e-6 { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }

    @Test func blendAndMultiplyRoundLikeExactArithmetic() {
        var rng = SeededRandom(seed: 4)
        for _ in 0..<20_000 {
            let a = UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000
            let b = UInt32.random(in: 0...UInt32.max, using: &rng) | 0xFF00_0000
            let c = UInt32.random(in: 0...255, using: &rng)
            let blended = PackedPixel.blend(a, b, coverage: c), product = PackedPixel.multiply(a, b)
            for shift: UInt32 in [0, 8, 16] {
                let x = Double(a >> shift & 255), y = Double(b >> shift & 255)
                #expect(Double(blended >> shift & 255) == ((x * Double(255 - c) + y * Double(c)) / 255).rounded())
                #expect(Double(product >> shift & 255) == (x * y / 255).rounded())
            }
            #expect(blended >> 24 == 255 && product >> 24 == 255)
        }
    }
}
