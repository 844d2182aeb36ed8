import ColorCore

/// The last step of a conversion: the page checked by the region rule.
enum PageCheck {
    /// Labels the page's regions; every region that no segment's deepest pixel (`seeds`, page
    /// pixels) lies in is a speck left where lines meet, and is inked. Returns the regions left
    /// and the pixels inked.
    static func inkSpecks(in page: inout Page, seeds: [(Int, Int)]) -> (regions: Int, inked: Int) {
        let index = RegionIndex(lineArt: LineArt(page: page))
        var hit = [Bool](repeating: false, count: index.regions.count)
        for (x, y) in seeds { if let id = index.regionID(atX: x, y: y) { hit[id] = true } }
        var left = 0, inked = 0
        for (id, region) in index.regions.enumerated() {
            if hit[id] { left += 1; continue }
            inked += ink(region, in: &page)
        }
        return (left, inked)
    }

    /// Paints `region` black; returns its pixels.
    private static func ink(_ region: RegionMask, in page: inout Page) -> Int {
        region.forEachRun { x0, x1, y in
            for x in x0..<x1 { page.setPixel(x, y, .black) }
        }
        return region.pixelCount
    }

    /// Inks the regions that `points` lie in; returns the pixels inked.
    static func ink(_ points: [(Int, Int)], in page: inout Page) -> Int {
        guard !points.isEmpty else { return 0 }
        let index = RegionIndex(lineArt: LineArt(page: page))
        var inked = 0
        for id in Set(points.compactMap { index.regionID(atX: $0.0, y: $0.1) }) { inked += ink(index.regions[id], in: &page) }
        return inked
    }

    /// A region covers at least this many cells at fit zoom on a 200x60 terminal (`BrushReach`).
    static let leastCells = 2.0

    /// The segments (indices into `seeds`) whose seed lies in a region of fewer than `pixels`
    /// pixels.
    static func segments(in page: Page, seeds: [(Int, Int)], smallerThan pixels: Int) -> [Int] {
        let index = RegionIndex(lineArt: LineArt(page: page))
        return seeds.indices.filter { i in
            index.regionID(atX: seeds[i].0, y: seeds[i].1).map { index.regions[$0].pixelCount < pixels } ?? false
        }
    }
}
