/// The paintable runs of a page, row by row, each labelled with its region: connected-component
/// labelling over runs, the first step of the optimized-mode preload (and of gap closing).
///
/// A run joins every run of the row above whose columns overlap it (that is 4-connectivity); a
/// union-find whose root is always the earliest run gives each component the raster-order
/// position of its first pixel, which is the region's id.
struct RunLabelling {
    /// Run `i` is columns `runX0[i] ..< runX1[i]`; the runs of row `y` are `rowFirst[y] ..< rowFirst[y + 1]`.
    var runX0: [Int32] = [], runX1: [Int32] = []
    var rowFirst: [Int32]
    /// The region id of each run.
    var label: [Int32] = []
    var regionCount = 0

    /// The maximal runs of paintable pixels of `lineArt`, found with word-at-a-time scans, and
    /// labelled unless `labelled` is false (`labelRuns()` then labels them later).
    init(lineArt: LineArt, labelled: Bool = true) {
        let w = lineArt.width, h = lineArt.height
        rowFirst = [Int32](repeating: 0, count: h + 1)
        runX0.reserveCapacity(h * 4); runX1.reserveCapacity(h * 4)
        lineArt.darkness.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress!
            for y in 0..<h {
                rowFirst[y] = Int32(runX0.count)
                let row = base + y * w
                var x = RowScan.nextPaintable(row, from: 0, end: w)
                while x < w {
                    let e = RowScan.nextLine(row, from: x, end: w)
                    runX0.append(Int32(x)); runX1.append(Int32(e))
                    x = RowScan.nextPaintable(row, from: e, end: w)
                }
            }
            rowFirst[h] = Int32(runX0.count)
        }
        if labelled { labelRuns() }
    }

    /// Labels runs found elsewhere (sorted and disjoint within each row, rows in order).
    init(runX0: [Int32], runX1: [Int32], rowFirst: [Int32]) {
        self.runX0 = runX0
        self.runX1 = runX1
        self.rowFirst = rowFirst
        labelRuns()
    }

    /// Runs labelled already (ids numbered by first run in raster order, as `labelRuns` numbers them).
    init(runX0: [Int32], runX1: [Int32], rowFirst: [Int32], label: [Int32], regionCount: Int) {
        self.runX0 = runX0
        self.runX1 = runX1
        self.rowFirst = rowFirst
        self.label = label
        self.regionCount = regionCount
    }

    var height: Int { rowFirst.count - 1 }

    /// The region id of paintable pixel (x, y), nil on a line pixel.
    func label(atX x: Int, y: Int) -> Int32? {
        var lo = Int(rowFirst[y]), hi = Int(rowFirst[y + 1])
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Int(runX1[mid]) <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo < Int(rowFirst[y + 1]) && Int(runX0[lo]) <= x ? label[lo] : nil
    }

    mutating func labelRuns() {
        let runCount = runX0.count, h = height
        label = [Int32](repeating: 0, count: runCount)
        regionCount = 0
        guard runCount > 0 else { return }
        // Union-find over runs; parent[i] <= i always, so a root is its component's first run.
        var parent = [Int32](unsafeUninitializedCapacity: runCount) { p, n in
            for i in 0..<runCount { p[i] = Int32(i) }
            n = runCount
        }
        var count = 0
        parent.withUnsafeMutableBufferPointer { parent in
            runX0.withUnsafeBufferPointer { x0 in
                runX1.withUnsafeBufferPointer { x1 in
                    @inline(__always) func find(_ i: Int32) -> Int32 {
                        var r = i
                        while parent[Int(r)] != r { r = parent[Int(r)] }
                        var c = i
                        while parent[Int(c)] != r { let n = parent[Int(c)]; parent[Int(c)] = r; c = n }
                        return r
                    }
                    for y in 1..<max(h, 1) {
                        var a = Int(rowFirst[y - 1])
                        let aEnd = Int(rowFirst[y])
                        var b = Int(rowFirst[y])
                        let bEnd = Int(rowFirst[y + 1])
                        while a < aEnd && b < bEnd {
                            if x1[a] > x0[b] && x1[b] > x0[a] {  // columns overlap: 4-connected
                                let ra = find(Int32(a)), rb = find(Int32(b))
                                if ra < rb { parent[Int(rb)] = ra } else if rb < ra { parent[Int(ra)] = rb }
                            }
                            // Advance whichever run ends first; both when they end together.
                            if x1[a] < x1[b] { a += 1 } else if x1[b] < x1[a] { b += 1 } else { a += 1; b += 1 }
                        }
                    }
                }
            }
            // Labels in order of first run: a root gets the next id, others copy their root's.
            label.withUnsafeMutableBufferPointer { label in
                for i in 0..<runCount {
                    var r = Int(parent[i])
                    while Int(parent[r]) != r { r = Int(parent[r]) }
                    if r == i { label[i] = Int32(count); count += 1 } else { label[i] = label[r] }
                }
            }
        }
        regionCount = count
    }
}
