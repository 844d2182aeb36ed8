@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// The region engine on real coloring pages from other projects (the shared test data):
/// region count, order, rectangles and pixel counts equal the independent reference, and the
/// naive and optimized finders agree at sampled points.
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct RealPageRegionTests {
    @Test(arguments: SharedTestData.pagePaths)
    func regionsMatchReference(path: String) throws {
        let art = LineArt(page: try PNGCodec.read(path: path))
        let ref = ReferenceRegions(art)
        let index = RegionIndex(lineArt: art)
        try #require(index.regions.count == ref.regions.count, "\(path)")
        for (id, (mine, theirs)) in zip(index.regions, ref.regions).enumerated() {
            #expect(mine.bounds == theirs.bounds, "region \(id) of \(path)")
            #expect(mine.pixelCount == theirs.pixels, "region \(id) of \(path)")
        }
        let naive = FloodFill(lineArt: art)
        var rng = SeededRandom(seed: 99)
        for _ in 0..<300 {
            let x = Int.random(in: 0..<art.width, using: &rng), y = Int.random(in: 0..<art.height, using: &rng)
            let expected = ref.labels[y * art.width + x]
            #expect(index.regionID(atX: x, y: y) == (expected < 0 ? nil : expected))
            #expect(naive.region(atX: x, y: y) == index.region(atX: x, y: y), "\(path) at \(x),\(y)")
        }
    }
}
