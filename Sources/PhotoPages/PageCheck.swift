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
            inked += region.pixelCount
            region.forEachRun { x0, x1, y in
                for x in x0..<x1 { page.setPixel(x, y, .black) }
            }
        }
        return (left, inked)
    }
}
