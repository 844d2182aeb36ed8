/// Erosion of a page's paintable runs by a disc: the paintable pixels whose every pixel within
/// `radius` (offsets with dx² + dy² <= radius²) is paintable and inside the page (outside counts
/// as line). Gap closing's cores are these pixels (the complement of the lines dilated by the disc).
///
/// Row by row: the runs of each row within `radius` rows, each shrunk by the disc's half-width at
/// that row offset, intersected. The work grows with the runs near each row, not with the page's
/// pixels, and no per-pixel plane is allocated.
enum RunErosion {
    /// The eroded runs, maximal within each row, rows in order (as `RunLabelling` takes them).
    static func eroded(_ page: RunLabelling, width: Int, radius r: Int) -> (runX0: [Int32], runX1: [Int32], rowFirst: [Int32]) {
        precondition(r >= 1)
        let h = page.height
        var x0s: [Int32] = [], x1s: [Int32] = []
        x0s.reserveCapacity(page.runX0.count); x1s.reserveCapacity(page.runX0.count)
        var rowFirst = [Int32](repeating: 0, count: h + 1)
        // (Separate runs in a row of `width` pixels: at most every other pixel starts one.)
        let capacity = width / 2 + 1
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * capacity)
        defer { scratch.deallocate() }
        let halfWidth = halfWidths(radius: r)
        PageRuns.with(page) { rows in
            // Rows closer than `radius` to the top or bottom have no core (the disc reaches outside).
            for y in r..<max(r, h - r) {
                rowFirst[y] = Int32(x0s.count)
                // Two lists of runs: the intersection so far, and the next one. The middle row
                // first (the narrowest runs), then outwards.
                var a0 = scratch, a1 = scratch + capacity, b0 = scratch + 2 * capacity, b1 = scratch + 3 * capacity
                var n = 0
                for k in Int(rows.rowFirst[y])..<Int(rows.rowFirst[y + 1]) {
                    let x0 = rows.runX0[k] &+ halfWidth[0], x1 = rows.runX1[k] &- halfWidth[0]
                    a0[n] = x0; a1[n] = x1
                    n &+= x0 < x1 ? 1 : 0
                }
                for d in 1...r where n > 0 {
                    n = rows.intersect(a0, a1, n, row: y + d, shrinkBy: halfWidth[d], into: b0, b1)
                    swap(&a0, &b0); swap(&a1, &b1)
                    guard n > 0 else { break }
                    n = rows.intersect(a0, a1, n, row: y - d, shrinkBy: halfWidth[d], into: b0, b1)
                    swap(&a0, &b0); swap(&a1, &b1)
                }
                for k in 0..<n { x0s.append(a0[k]); x1s.append(a1[k]) }
            }
        }
        for y in stride(from: max(r, h - r), through: h, by: 1) { rowFirst[y] = Int32(x0s.count) }
        return (x0s, x1s, rowFirst)
    }

    /// Marks `kept[label[k]]` for every run `k` of `runs` (runs of the page's paintable pixels,
    /// such as cores, labelled) of which some pixel survives erosion by the disc of `radius`.
    /// Rows in order; the runs of labels marked already are not eroded again, so once a big
    /// region has shown one surviving pixel its other rows cost a look-up each.
    static func markSurvivors(of runs: (runX0: [Int32], runX1: [Int32], rowFirst: [Int32]), label: [Int32], in page: RunLabelling,
                              width: Int, radius r: Int, kept: inout [Bool]) {
        let h = page.height
        guard h > 2 * r else { return }
        let capacity = width / 2 + 1
        let scratch = UnsafeMutablePointer<Int32>.allocate(capacity: 4 * capacity)
        defer { scratch.deallocate() }
        let halfWidth = halfWidths(radius: r)
        PageRuns.with(page) { rows in
            for y in r..<(h - r) {
                var a0 = scratch, a1 = scratch + capacity, b0 = scratch + 2 * capacity, b1 = scratch + 3 * capacity
                var n = 0
                for k in Int(runs.rowFirst[y])..<Int(runs.rowFirst[y + 1]) where !kept[Int(label[k])] {
                    a0[n] = runs.runX0[k]; a1[n] = runs.runX1[k]; n += 1
                }
                guard n > 0 else { continue }
                n = rows.intersect(a0, a1, n, row: y, shrinkBy: halfWidth[0], into: b0, b1)
                swap(&a0, &b0); swap(&a1, &b1)
                for d in 1...r where n > 0 {
                    n = rows.intersect(a0, a1, n, row: y + d, shrinkBy: halfWidth[d], into: b0, b1)
                    swap(&a0, &b0); swap(&a1, &b1)
                    guard n > 0 else { break }
                    n = rows.intersect(a0, a1, n, row: y - d, shrinkBy: halfWidth[d], into: b0, b1)
                    swap(&a0, &b0); swap(&a1, &b1)
                }
                // Each piece left lies inside one of the runs it started from.
                var k = Int(runs.rowFirst[y])
                for p in 0..<n {
                    while runs.runX1[k] <= a0[p] { k += 1 }
                    kept[Int(label[k])] = true
                }
            }
        }
    }

    /// The disc's half-width at each row offset 0 ... radius.
    static func halfWidths(radius r: Int) -> [Int32] {
        (0...r).map { Int32(Double(r * r - $0 * $0).squareRoot()) }
    }

    /// The page's runs through pointers (no bounds checks in the merge loops).
    struct PageRuns {
        let runX0: UnsafePointer<Int32>, runX1: UnsafePointer<Int32>, rowFirst: UnsafePointer<Int32>

        static func with<R>(_ page: RunLabelling, _ body: (PageRuns) -> R) -> R {
            page.runX0.withUnsafeBufferPointer { x0 in
                page.runX1.withUnsafeBufferPointer { x1 in
                    page.rowFirst.withUnsafeBufferPointer { rf in
                        body(PageRuns(runX0: x0.baseAddress!, runX1: x1.baseAddress!, rowFirst: rf.baseAddress!))
                    }
                }
            }
        }

        /// The `n` runs at `a0`, `a1` intersected with row `y`'s runs shrunk by `hw` on each side,
        /// written to `b0`, `b1`; returns how many. Branch-free steps: which list advances, and
        /// whether a piece is kept, are arithmetic (the merge's branches would be unpredictable).
        @inline(__always)
        func intersect(_ a0: UnsafeMutablePointer<Int32>, _ a1: UnsafeMutablePointer<Int32>, _ n: Int, row y: Int, shrinkBy hw: Int32,
                       into b0: UnsafeMutablePointer<Int32>, _ b1: UnsafeMutablePointer<Int32>) -> Int {
            var i = 0, j = Int(rowFirst[y]), m = 0
            let jEnd = Int(rowFirst[y + 1])
            // Few runs against a long row (the survivor test): skip by binary search to the
            // first run that ends (shrunk) past the first run's start.
            if n > 0 && jEnd - j > 8 * n {
                var hi = jEnd
                while j < hi {
                    let mid = (j + hi) >> 1
                    if runX1[mid] &- hw <= a0[0] { j = mid + 1 } else { hi = mid }
                }
            }
            while i < n && j < jEnd {
                let bx0 = runX0[j] &+ hw, bx1 = runX1[j] &- hw, ax1 = a1[i]
                let lo = max(a0[i], bx0), hi = min(ax1, bx1)
                b0[m] = lo; b1[m] = hi
                m &+= lo < hi ? 1 : 0
                let advanceA = ax1 < bx1 ? 1 : 0
                i &+= advanceA; j &+= 1 &- advanceA
            }
            return m
        }
    }
}
