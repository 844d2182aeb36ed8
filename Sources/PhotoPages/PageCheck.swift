import ColorCore

/// The last step of a conversion: the page checked by the region rule.
enum PageCheck {
    /// A region covers at least this many cells at fit zoom on a 200x60 terminal (`BrushReach`).
    static let leastCells = 2.0

    /// What the check left and inked.
    struct Outcome: Equatable {
        /// Regions left, each holding a seed and at least the least pixels.
        var regions = 0
        /// Pixels of specks no seed lies in (left where lines meet).
        var specksInked = 0
        /// Seeds whose region was under the least pixels, and that region's pixels, inked.
        var smallSeeds = 0, smallInked = 0
    }

    /// Labels the page's regions once; inks every region that no segment's deepest pixel
    /// (`seeds`, page pixels) lies in (a speck left where lines meet), and every region of fewer
    /// than `least` pixels (a segment that came out smaller than the working grid said).
    static func inkSpecks(in page: inout Page, seeds: [(Int, Int)], least: Int = 0) -> Outcome {
        let index = RegionIndex(lineArt: LineArt(page: page))
        var seedsIn = [Int](repeating: 0, count: index.regions.count)
        for (x, y) in seeds { if let id = index.regionID(atX: x, y: y) { seedsIn[id] += 1 } }
        var outcome = Outcome()
        for (id, region) in index.regions.enumerated() {
            if seedsIn[id] == 0 {
                outcome.specksInked += ink(region, in: &page)
            } else if region.pixelCount < least {
                outcome.smallSeeds += seedsIn[id]
                outcome.smallInked += ink(region, in: &page)
            } else {
                outcome.regions += 1
            }
        }
        return outcome
    }

    /// Paints `region` black; returns its pixels.
    private static func ink(_ region: RegionMask, in page: inout Page) -> Int {
        region.forEachRun { x0, x1, y in
            for x in x0..<x1 { page.setPixel(x, y, .black) }
        }
        return region.pixelCount
    }
}
