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
        var list = RunList(width: width)
        defer { list.deallocate() }
        let halfWidth = halfWidths(radius: r)
        PageRuns.with(page) { rows in
            // Rows closer than `radius` to the top or bottom have no core (the disc reaches outside).
            for y in r..<max(r, h - r) {
                rowFirst[y] = Int32(x0s.count)
                // The middle row first (the narrowest runs), then outwards.
                var n = 0
                for k in Int(rows.rowFirst[y])..<Int(rows.rowFirst[y + 1]) {
                    let x0 = rows.runX0[k] &+ halfWidth[0], x1 = rows.runX1[k] &- halfWidth[0]
                    list.x0[n] = x0; list.x1[n] = x1
                    n &+= x0 < x1 ? 1 : 0
                }
                list.count = n
                list.intersectRows(around: y, of: rows, halfWidth: halfWidth)
                for k in 0..<list.count { x0s.append(list.x0[k]); x1s.append(list.x1[k]) }
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
        var list = RunList(width: width)
        defer { list.deallocate() }
        let halfWidth = halfWidths(radius: r)
        PageRuns.with(page) { rows in
            for y in r..<(h - r) {
                var n = 0
                for k in Int(runs.rowFirst[y])..<Int(runs.rowFirst[y + 1]) where !kept[Int(label[k])] {
                    list.x0[n] = runs.runX0[k]; list.x1[n] = runs.runX1[k]; n += 1
                }
                guard n > 0 else { continue }
                list.count = n
                list.intersect(row: y, of: rows, shrinkBy: halfWidth[0])
                list.intersectRows(around: y, of: rows, halfWidth: halfWidth)
                // Each piece left lies inside one of the runs it started from.
                var k = Int(runs.rowFirst[y])
                for p in 0..<list.count {
                    while runs.runX1[k] <= list.x0[p] { k += 1 }
                    kept[Int(label[k])] = true
                }
            }
        }
    }

    /// The disc's half-width at each row offset 0 ... radius.
    static func halfWidths(radius r: Int) -> [Int32] {
        (0...r).map { Int32(Double(r * r - $0 * $0).squareRoot()) }
    }

    /// A list of runs in scratch memory (the intersection so far) and room for the next one.
    struct RunList {
        var x0: UnsafeMutablePointer<Int32>, x1: UnsafeMutablePointer<Int32>
        private var next0: UnsafeMutablePointer<Int32>, next1: UnsafeMutablePointer<Int32>
        private let memory: UnsafeMutablePointer<Int32>
        var count = 0

        /// Room for any list of separate runs in a row of `width` pixels (at most every other
        /// pixel starts one).
        init(width: Int) {
            let capacity = width / 2 + 1
            memory = .allocate(capacity: 4 * capacity)
            x0 = memory; x1 = memory + capacity; next0 = memory + 2 * capacity; next1 = memory + 3 * capacity
        }

        func deallocate() { memory.deallocate() }

        /// The list intersected with row `y`'s runs shrunk by `hw` on each side.
        @inline(__always) mutating func intersect(row y: Int, of rows: PageRuns, shrinkBy hw: Int32) {
            count = rows.intersect(x0, x1, count, row: y, shrinkBy: hw, into: next0, next1)
            swap(&x0, &next0); swap(&x1, &next1)
        }

        /// The list intersected with rows y ± 1 ... y ± radius, each shrunk by the disc's
        /// half-width at its offset (`halfWidth`, offsets 0 ... radius); stops once empty.
        @inline(__always) mutating func intersectRows(around y: Int, of rows: PageRuns, halfWidth: [Int32]) {
            for d in 1..<halfWidth.count where count > 0 {
                intersect(row: y + d, of: rows, shrinkBy: halfWidth[d])
                if count > 0 { intersect(row: y - d, of: rows, shrinkBy: halfWidth[d]) }
            }
        }
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
