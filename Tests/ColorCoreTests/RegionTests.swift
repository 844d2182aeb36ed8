import Testing
@testable import ColorCore
import TestSupport

@Suite struct RegionTests {
    let twoRooms = TestPages.grid([
        "..#....",
        "..#.#..",
        "###.#..",
        "....#..",
    ])

    @Test func labellingFindsRegionsOfALiteralGrid() {
        let regions = RegionLabelling.regions(of: twoRooms)
        // The closed top-left room, and the rest winding around the walls.
        #expect(regions.count == 2)
        #expect(regions[0].bounds == Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(regions[0].pixelCount == 4)
        #expect(regions[1].bounds == Rect(x: 0, y: 0, width: 7, height: 4))
        #expect(regions[1].pixelCount == 16)
        #expect(regions[1].runRange(row: 1).count == 2)  // column 3, and columns 5-6
    }

    @Test func diagonalNeighboursAreNotConnected() {
        let art = TestPages.grid([".#", "#."])
        #expect(RegionLabelling.regions(of: art).count == 2)
        #expect(FloodFill(lineArt: art).region(atX: 0, y: 0)?.pixelCount == 1)
    }

    @Test func linePixelsAndOutsideHaveNoRegion() {
        for finder in [RegionMode.optimized, .naive].map({ $0.makeFinder(for: twoRooms) }) {
            #expect(finder.region(atX: 2, y: 0) == nil)
            #expect(finder.region(atX: -1, y: 0) == nil)
            #expect(finder.region(atX: 7, y: 0) == nil)
            #expect(finder.region(atX: 0, y: 4) == nil)
        }
    }

    @Test func thresholdIsDarkness128() {
        let art = LineArt(width: 3, height: 1, darkness: [127, 128, 127])
        #expect(RegionLabelling.regions(of: art).count == 2)
        let allPaintable = LineArt(width: 3, height: 1, darkness: [0, 127, 0])
        #expect(RegionLabelling.regions(of: allPaintable).count == 1)
    }

    @Test func allLinePageHasNoRegions() {
        let art = LineArt(width: 4, height: 3, darkness: [UInt8](repeating: 200, count: 12))
        #expect(RegionLabelling.regions(of: art).isEmpty)
        #expect(RegionIndex(lineArt: art).region(atX: 1, y: 1) == nil)
    }

    @Test(arguments: [
        (17, 13, 0.3, UInt64(1)), (64, 64, 0.45, 2), (65, 9, 0.55, 3), (9, 70, 0.2, 4),
        (1, 50, 0.3, 5), (50, 1, 0.3, 6), (128, 96, 0.5, 7), (200, 150, 0.42, 8),
    ])
    func labellingMatchesReferenceOnNoise(w: Int, h: Int, density: Double, seed: UInt64) {
        let art = TestPages.noise(width: w, height: h, density: density, seed: seed)
        checkAgainstReference(art)
    }

    @Test(arguments: UInt64(10)..<UInt64(16))
    func labellingMatchesReferenceOnShapes(seed: UInt64) {
        let art = TestPages.shapes(width: 160 + Int(seed) * 7, height: 120, count: 25, seed: seed)
        checkAgainstReference(art)
    }

    /// Region count, order, rectangles and pixel counts equal the reference; every pixel's naive
    /// mask equals its optimized mask; masks partition the paintable pixels.
    func checkAgainstReference(_ art: LineArt) {
        let ref = ReferenceRegions(art)
        let index = RegionIndex(lineArt: art)
        let naive = FloodFill(lineArt: art)
        #expect(index.regions.count == ref.regions.count)
        for (mine, theirs) in zip(index.regions, ref.regions) {
            #expect(mine.bounds == theirs.bounds)
            #expect(mine.pixelCount == theirs.pixels)
        }
        for y in 0..<art.height {
            for x in 0..<art.width {
                let id = index.regionID(atX: x, y: y)
                let expected = ref.labels[y * art.width + x]
                #expect(id == (expected < 0 ? nil : expected), "hit test at \(x),\(y)")
                // Naive vs optimized at every pixel of small pages, a sample of larger ones.
                if art.width * art.height <= 5000 || (x * 7 + y * 13) % 37 == 0 {
                    #expect(naive.region(atX: x, y: y) == index.region(atX: x, y: y), "naive vs optimized at \(x),\(y)")
                }
                // Partition: the pixel lies in exactly the mask of its own label.
                if expected >= 0 {
                    #expect(index.regions[expected].contains(x, y))
                }
            }
        }
        // Partition: no pixel counted twice (counts add up to the paintable total).
        let paintable = art.darkness.filter { $0 < 128 }.count
        #expect(index.regions.map(\.pixelCount).reduce(0, +) == paintable)
    }

    @Test func maskFromPixelsIsCanonical() {
        let a = RegionMask(pixels: [(3, 1), (1, 1), (2, 1), (5, 1), (2, 2)])
        #expect(a.bounds == Rect(x: 1, y: 1, width: 5, height: 2))
        #expect(a.pixelCount == 5)
        #expect(a.runRange(row: 1).count == 2)
        #expect(a.contains(5, 1) && !a.contains(4, 1) && a.contains(2, 2) && !a.contains(1, 2))
    }

    @Test func spatialHashListsEveryOverlappingRect() {
        let rects = [Rect(x: 0, y: 0, width: 100, height: 100), Rect(x: 10, y: 10, width: 5, height: 5),
                     Rect(x: 90, y: 0, width: 10, height: 3)]
        let hash = SpatialHash(rects: rects, pageWidth: 100, pageHeight: 100)
        for y in 0..<100 {
            for x in 0..<100 {
                let c = Set(hash.candidates(atX: x, y: y).map(Int.init))
                for (i, r) in rects.enumerated() where r.contains(x, y) { #expect(c.contains(i)) }
            }
        }
    }
}
