import ColorCore

/// Regions too small to paint by number go to a neighbour: each is joined to the neighbour it
/// shares the most border with, by erasing the line pixels between the two. A line pixel is
/// erased only when no third region touches it (its 3x3 neighbourhood), so every other region
/// keeps its outline closed. A region that cannot be joined that way (it borders only lines that
/// also bound others) is inked, as the converter inks specks where lines meet.
struct SmallRegionMerging {
    /// How far across a line a neighbour is looked for, in pixels (a converted page's outlines
    /// are at most a few pixels wide even at 2048 pixels).
    static let reach = 12

    private(set) var page: Page
    private(set) var merged = 0, inked = 0

    init(page: Page) { self.page = page }

    /// Joins or inks every region under `least` pixels, smallest first; returns whether the page
    /// changed.
    @discardableResult
    mutating func mergeRegions(under least: Int) -> Bool {
        let index = RegionIndex(lineArt: LineArt(page: page))
        let small = index.regions.indices.filter { index.regions[$0].pixelCount < least }
            .sorted { (index.regions[$0].pixelCount, $0) < (index.regions[$1].pixelCount, $1) }
        guard !small.isEmpty else { return false }
        let w = page.width, h = page.height
        var owner = [Int32](repeating: -1, count: w * h)
        for (id, r) in index.regions.enumerated() {
            r.forEachRun { x0, x1, y in for x in x0..<x1 { owner[y * w + x] = Int32(id) } }
        }
        let art = LineArt(page: page)
        for id in small {
            let region = index.regions[id]
            // Border shared with each neighbour: straight walks across the line from the region's pixels.
            var shared: [Int32: Int] = [:]
            var walks: [(Int32, [(Int, Int)])] = []
            region.forEachRun { x0, x1, y in
                for x in x0..<x1 {
                    for (dx, dy) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        var path: [(Int, Int)] = []
                        var px = x + dx, py = y + dy
                        while px >= 0, py >= 0, px < w, py < h, path.count < Self.reach, art.isLine(px, py) {
                            path.append((px, py)); px += dx; py += dy
                        }
                        guard !path.isEmpty, px >= 0, py >= 0, px < w, py < h else { continue }
                        let other = owner[py * w + px]
                        guard other >= 0, other != Int32(id) else { continue }
                        shared[other, default: 0] += 1
                        walks.append((other, path))
                    }
                }
            }
            let best = shared.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key
            var joined = false
            if let best {
                for (other, path) in walks where other == best {
                    let clear = path.allSatisfy { x, y in
                        for ny in max(0, y - 1)...min(h - 1, y + 1) {
                            for nx in max(0, x - 1)...min(w - 1, x + 1) {
                                let o = owner[ny * w + nx]
                                if o >= 0 && o != Int32(id) && o != best { return false }
                            }
                        }
                        return true
                    }
                    guard clear else { continue }
                    for (x, y) in path { page.setPixel(x, y, .white); owner[y * w + x] = best }
                    joined = true
                }
            }
            if joined {
                // The joined pixels are the neighbour's now: a later small region sees one region.
                region.forEachRun { x0, x1, y in for x in x0..<x1 { owner[y * w + x] = best! } }
                merged += 1
            } else {
                region.forEachRun { x0, x1, y in
                    for x in x0..<x1 { page.setPixel(x, y, .black); owner[y * w + x] = -1 }
                }
                inked += 1
            }
        }
        return true
    }
}
