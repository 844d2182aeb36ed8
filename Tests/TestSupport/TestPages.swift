import ColorCore

public enum TestPages {
    /// Line art from rows of text: `#` is a line pixel (darkness 255), anything else paintable.
    public static func grid(_ rows: [String]) -> LineArt {
        let w = rows[0].count
        let d = rows.flatMap { $0.map { $0 == "#" ? UInt8(255) : UInt8(0) } }
        return LineArt(width: w, height: rows.count, darkness: d)
    }

    /// Random darkness noise: each pixel a line with probability `density`; darkness values
    /// straddle the threshold (127, 128) so the rule's boundary is exercised.
    public static func noise(width: Int, height: Int, density: Double, seed: UInt64) -> LineArt {
        var rng = SeededRandom(seed: seed)
        let d = (0..<(width * height)).map { _ -> UInt8 in
            Double.random(in: 0..<1, using: &rng) < density
                ? UInt8.random(in: 128...255, using: &rng) : UInt8.random(in: 0...127, using: &rng)
        }
        return LineArt(width: width, height: height, darkness: d)
    }

    /// A coloring-page-like grid: random rectangles and circles outlined with lines of width 1-3.
    public static func shapes(width: Int, height: Int, count: Int, seed: UInt64) -> LineArt {
        var rng = SeededRandom(seed: seed)
        var d = [UInt8](repeating: 0, count: width * height)
        for _ in 0..<count {
            let cx = Int.random(in: 0..<width, using: &rng), cy = Int.random(in: 0..<height, using: &rng)
            let r = Int.random(in: 2...max(3, min(width, height) / 3), using: &rng)
            let t = Double.random(in: 0.6...1.8, using: &rng)
            let circle = Bool.random(using: &rng)
            for y in max(0, cy - r - 2)..<min(height, cy + r + 3) {
                for x in max(0, cx - r - 2)..<min(width, cx + r + 3) {
                    let dx = Double(x - cx), dy = Double(y - cy)
                    let dist = circle ? abs((dx * dx + dy * dy).squareRoot() - Double(r))
                                      : abs(max(abs(dx), abs(dy)) - Double(r))
                    if dist < t { d[y * width + x] = 255 }
                }
            }
        }
        return LineArt(width: width, height: height, darkness: d)
    }
}

/// The independent reference for the region rule: a per-pixel breadth-first search in raster
/// order, written as plainly as possible (no runs, no word tricks).
public struct ReferenceRegions {
    public struct Region: Equatable { public var bounds: Rect; public var pixels: Int }
    public let width: Int, height: Int
    /// Darkness of every pixel (line pixels: >= 128).
    public let darkness: [UInt8]
    public let labels: [Int]      // -1 on line pixels
    public let regions: [Region]

    public init(_ art: LineArt) { self.init(width: art.width, height: art.height, darkness: art.darkness) }

    /// From the page's own pixels by the region rule, computed here rather than
    /// by `LineArt`: composite over white, `d = (255 - luma) * alpha / 255` with
    /// `luma = (299 R + 587 G + 114 B) / 1000` in integers.
    public init(page: Page) {
        let darkness = (0..<(page.width * page.height)).map { i -> UInt8 in
            let r = Int(page.rgba[4 * i]), g = Int(page.rgba[4 * i + 1]), b = Int(page.rgba[4 * i + 2]), a = Int(page.rgba[4 * i + 3])
            let luma = (299 * r + 587 * g + 114 * b) / 1000
            return UInt8((255 - luma) * a / 255)
        }
        self.init(width: page.width, height: page.height, darkness: darkness)
    }

    public init(width w: Int, height h: Int, darkness: [UInt8]) {
        var labels = [Int](repeating: -1, count: w * h)
        var regions: [Region] = []
        var queue: [Int] = []
        for start in 0..<(w * h) where labels[start] == -1 && darkness[start] < 128 {
            let id = regions.count
            var minX = w, minY = h, maxX = -1, maxY = -1, n = 0
            labels[start] = id
            queue.removeAll(keepingCapacity: true)
            queue.append(start)
            var head = 0
            while head < queue.count {
                let p = queue[head]; head += 1
                let x = p % w, y = p / w
                n += 1; minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                // The four neighbours, each only if it is on the page.
                if x > 0 { visit(p - 1) }
                if x < w - 1 { visit(p + 1) }
                if y > 0 { visit(p - w) }
                if y < h - 1 { visit(p + w) }
                func visit(_ q: Int) {
                    if labels[q] == -1 && darkness[q] < 128 { labels[q] = id; queue.append(q) }
                }
            }
            regions.append(Region(bounds: Rect(minX: minX, minY: minY, maxX: maxX, maxY: maxY), pixels: n))
        }
        width = w
        height = h
        self.darkness = darkness
        self.labels = labels
        self.regions = regions
    }

    public func isLine(_ x: Int, _ y: Int) -> Bool { darkness[y * width + x] >= 128 }

    /// The region of pixel (x, y), nil on a line or off the page.
    public func region(_ x: Int, _ y: Int) -> Int? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let id = labels[y * width + x]
        return id >= 0 ? id : nil
    }
}
