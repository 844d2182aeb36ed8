/// Naive mode: the region under a point, found by a scanline flood fill when asked.
///
/// Each stack entry is a maximal run of paintable pixels, so the runs the fill discovers are
/// exactly the region's runs, each found once. A run is marked visited by one bit at its first
/// pixel; finding a run's ends uses the word-at-a-time scans of `RowScan`, so the work grows with
/// the number of runs and the width of the region, not with its area.
public struct FloodFill: RegionFinder {
    public let lineArt: LineArt

    public init(lineArt: LineArt) { self.lineArt = lineArt }

    public func region(atX x: Int, y: Int) -> RegionMask? {
        guard lineArt.isPaintable(x, y) else { return nil }
        let w = lineArt.width, h = lineArt.height
        return lineArt.darkness.withUnsafeBufferPointer { buf -> RegionMask in
            let base = buf.baseAddress!
            var visited = [UInt64](repeating: 0, count: (w * h + 63) / 64)
            var found: [Int32] = []        // (y, x0, x1) triples
            var stack: [Int32] = []        // (y, x0, x1) triples
            visited.withUnsafeMutableBufferPointer { seen in
                // Marks the run starting at page index i; false if it was already marked.
                @inline(__always) func claim(_ i: Int) -> Bool {
                    let word = i >> 6, bit = UInt64(1) << UInt64(i & 63)
                    if seen[word] & bit != 0 { return false }
                    seen[word] |= bit
                    return true
                }
                let row0 = base + y * w
                let s = RowScan.runStart(row0, containing: x)
                let e = RowScan.nextLine(row0, from: x, end: w)
                _ = claim(y * w + s)
                stack.append(Int32(y)); stack.append(Int32(s)); stack.append(Int32(e))
                while !stack.isEmpty {
                    let x1 = Int(stack.removeLast()), x0 = Int(stack.removeLast()), ry = Int(stack.removeLast())
                    found.append(Int32(ry)); found.append(Int32(x0)); found.append(Int32(x1))
                    for ny in stride(from: ry - 1, through: ry + 1, by: 2) where ny >= 0 && ny < h {
                        let row = base + ny * w
                        var cx = RowScan.nextPaintable(row, from: x0, end: x1)
                        while cx < x1 {
                            let start = cx == x0 ? RowScan.runStart(row, containing: cx) : cx
                            let end = RowScan.nextLine(row, from: cx, end: w)
                            if claim(ny * w + start) {
                                stack.append(Int32(ny)); stack.append(Int32(start)); stack.append(Int32(end))
                            }
                            cx = end < x1 ? RowScan.nextPaintable(row, from: end, end: x1) : x1
                        }
                    }
                }
            }
            return FloodFill.mask(fromTriples: found)
        }
    }

    /// Canonical mask from unordered (y, x0, x1) runs of one region (rows contiguous, runs disjoint).
    static func mask(fromTriples t: [Int32]) -> RegionMask {
        var minY = Int32.max, maxY = Int32.min
        var i = 0
        while i < t.count { minY = min(minY, t[i]); maxY = max(maxY, t[i]); i += 3 }
        let rows = Int(maxY - minY) + 1
        // Counting sort by row, then order each row's few runs by start.
        var rowStart = [Int32](repeating: 0, count: rows + 1)
        i = 0
        while i < t.count { rowStart[Int(t[i] - minY) + 1] += 1; i += 3 }
        for r in 0..<rows { rowStart[r + 1] += rowStart[r] }
        var fill = rowStart
        var runs = [Int32](repeating: 0, count: t.count / 3 * 2)
        i = 0
        while i < t.count {
            let r = Int(t[i] - minY), k = Int(fill[r])
            runs[2 * k] = t[i + 1]; runs[2 * k + 1] = t[i + 2]
            fill[r] += 1
            i += 3
        }
        for r in 0..<rows {
            let lo = Int(rowStart[r]), hi = Int(rowStart[r + 1])
            if hi - lo < 2 { continue }
            if hi - lo > 16 {
                var pairs = (lo..<hi).map { (runs[2 * $0], runs[2 * $0 + 1]) }
                pairs.sort { $0.0 < $1.0 }
                for (k, p) in pairs.enumerated() { runs[2 * (lo + k)] = p.0; runs[2 * (lo + k) + 1] = p.1 }
                continue
            }
            for a in (lo + 1)..<hi {  // insertion sort: rows hold few runs
                let s = runs[2 * a], e = runs[2 * a + 1]
                var b = a - 1
                while b >= lo && runs[2 * b] > s { runs[2 * b + 2] = runs[2 * b]; runs[2 * b + 3] = runs[2 * b + 1]; b -= 1 }
                runs[2 * b + 2] = s; runs[2 * b + 3] = e
            }
        }
        return RegionMask(top: Int(minY), rowStart: rowStart, runBounds: runs)
    }
}
