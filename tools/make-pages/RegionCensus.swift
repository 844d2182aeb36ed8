import ColorCore

/// The regions of a page by the region rule (4-connected paintable pixels): the generator
/// reports how colourable a page is, and fills in slivers too small to colour.
struct RegionCensus {
    /// Region number of every pixel, -1 on lines.
    let labels: [Int32]
    let sizes: [Int]

    init(width w: Int, height h: Int, paintable: [Bool]) {
        var labels = [Int32](repeating: -1, count: w * h)
        var sizes: [Int] = []
        var stack: [Int] = []
        for start in 0..<(w * h) where paintable[start] && labels[start] < 0 {
            let label = Int32(sizes.count)
            labels[start] = label
            stack.append(start)
            var size = 0
            while let i = stack.popLast() {
                size += 1
                let x = i % w
                for (ok, j) in [(x > 0, i - 1), (x < w - 1, i + 1), (i >= w, i - w), (i + w < w * h, i + w)]
                where ok && paintable[j] && labels[j] < 0 {
                    labels[j] = label
                    stack.append(j)
                }
            }
            sizes.append(size)
        }
        self.labels = labels
        self.sizes = sizes
    }

    init(page: Page) {
        let art = LineArt(page: page)
        self.init(width: art.width, height: art.height, paintable: art.darkness.map { $0 < LineArt.lineThreshold })
    }

    /// Regions too small to colour comfortably.
    static let sliverSize = 60
    var slivers: Int { sizes.filter { $0 < Self.sliverSize }.count }
}
