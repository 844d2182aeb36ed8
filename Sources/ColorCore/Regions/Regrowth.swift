/// Step 3 of gap closing, inside the page regions that hold several cores: the pixels the
/// dilation covered (the *margin*) are given back to the cores, and where two meet, bridges stay.
///
/// The margin is kept as runs (the joined regions' runs less their growing cores' runs), and
/// everything per margin pixel (a *slot*: its rank in raster order) in arrays as long as the
/// margin: the work grows with the joined regions' runs and the margin, never with the page's
/// pixels. Regions without a gap keep the masks the page's own labelling gave them.
struct Regrowth {
    let page: RunLabelling
    let cores: RunLabelling
    /// Per core: is it a kept core (more than a sliver) of a joined region? Only these grow;
    /// the pixels of the other cores of joined regions are margin.
    let growing: [Bool]
    /// Per page region: does it hold several cores?
    let joined: [Bool]
    let width: Int, height: Int
    /// Margin run `i` is columns `x0[i] ..< x1[i]` of row `row[i]`; the runs of row `y` are
    /// `rowFirst[y] ..< rowFirst[y + 1]`; its pixels are slots `slotFirst[i] ..< slotFirst[i + 1]`.
    var x0: [Int32] = [], x1: [Int32] = [], row: [Int32] = []
    var rowFirst: [Int32]
    var slotFirst: [Int32] = [0]
    /// Per margin run: the first margin run of the row above (below) that ends past its start.
    var above: [Int32] = [], below: [Int32] = []
    /// Per slot: 0 unreached, core label + 1 once reached, minus that when it became a bridge.
    var state: [Int32] = []
    /// Per slot: the smallest and the largest label of a kept core pixel among its 4-neighbours
    /// (-1: none: the pixel is no seed). A pixel touching two cores, or one core that is not its
    /// own, meets another.
    var besideMin: [Int32] = [], besideMax: [Int32] = []

    init(page: RunLabelling, cores: RunLabelling, growing: [Bool], joined: [Bool], width: Int, height: Int) {
        self.page = page
        self.cores = cores
        self.growing = growing
        self.joined = joined
        self.width = width
        self.height = height
        rowFirst = [Int32](repeating: 0, count: height + 1)
        // Margin = the paintable pixels of joined page regions that no growing core holds (a
        // growing core's runs lie inside its region's runs).
        for y in 0..<height {
            rowFirst[y] = Int32(x0.count)
            var c = Int(cores.rowFirst[y])
            let cEnd = Int(cores.rowFirst[y + 1])
            for i in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) where joined[Int(page.label[i])] {
                var x = page.runX0[i]
                let end = page.runX1[i]
                while c < cEnd && cores.runX1[c] <= x { c += 1 }
                while x < end {
                    while c < cEnd && !growing[Int(cores.label[c])] { c += 1 }
                    let stop = c < cEnd && cores.runX0[c] < end ? cores.runX0[c] : end
                    if x < stop { addMarginRun(x, stop, y) }
                    guard stop < end else { break }
                    x = cores.runX1[c]
                    c += 1
                }
            }
        }
        rowFirst[height] = Int32(x0.count)
        // The neighbouring rows' first candidate runs, by a merge walk per pair of rows.
        var above = [Int32](repeating: 0, count: x0.count), below = above
        for y in 0..<height {
            let here = Int(rowFirst[y])..<Int(rowFirst[y + 1])
            guard !here.isEmpty else { continue }
            if y > 0 { Self.firstEndingPast(here, in: Int(rowFirst[y - 1])..<Int(rowFirst[y]), x0: x0, x1: x1, into: &above) }
            if y < height - 1 { Self.firstEndingPast(here, in: Int(rowFirst[y + 1])..<Int(rowFirst[y + 2]), x0: x0, x1: x1, into: &below) }
        }
        self.above = above; self.below = below
        let slots = Int(slotFirst.last!)
        state = [Int32](repeating: 0, count: slots)
        besideMin = [Int32](repeating: -1, count: slots)
        besideMax = [Int32](repeating: -1, count: slots)
        // The margin pixels beside each growing core run: left and right of it, and in its
        // columns on the rows above and below.
        for y in 0..<height where rowFirst[y] < rowFirst[y + 1] || (y > 0 && rowFirst[y - 1] < rowFirst[y]) || (y < height - 1 && rowFirst[y + 1] < rowFirst[y + 2]) {
            var here = Int(rowFirst[y]), up = y > 0 ? Int(rowFirst[y - 1]) : 0, down = y < height - 1 ? Int(rowFirst[y + 1]) : 0
            for c in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) where growing[Int(cores.label[c])] {
                let l = cores.label[c], cx0 = cores.runX0[c], cx1 = cores.runX1[c]
                // Left: the margin run ending at cx0; right: the one starting at cx1.
                while here < Int(rowFirst[y + 1]) && x1[here] < cx0 { here += 1 }
                if here < Int(rowFirst[y + 1]) && x1[here] == cx0 { noteBeside(slotFirst[here + 1] - 1, core: l) }
                while here < Int(rowFirst[y + 1]) && x1[here] <= cx1 { here += 1 }
                if here < Int(rowFirst[y + 1]) && x0[here] == cx1 { noteBeside(slotFirst[here], core: l) }
                if y > 0 { noteBeside(columns: cx0, cx1, runs: &up, end: Int(rowFirst[y]), core: l) }
                if y < height - 1 { noteBeside(columns: cx0, cx1, runs: &down, end: Int(rowFirst[y + 2]), core: l) }
            }
        }
    }

    private mutating func addMarginRun(_ a: Int32, _ b: Int32, _ y: Int) {
        x0.append(a); x1.append(b); row.append(Int32(y))
        slotFirst.append(slotFirst.last! + b - a)
    }

    /// For each run of `here`, the first run of `other` that ends past its start.
    private static func firstEndingPast(_ here: Range<Int>, in other: Range<Int>, x0: [Int32], x1: [Int32], into out: inout [Int32]) {
        var j = other.lowerBound
        for i in here {
            while j < other.upperBound && x1[j] <= x0[i] { j += 1 }
            out[i] = Int32(j)
        }
    }

    private mutating func noteBeside(_ s: Int32, core l: Int32) {
        let s = Int(s)
        if besideMin[s] < 0 || l < besideMin[s] { besideMin[s] = l }
        if l > besideMax[s] { besideMax[s] = l }
    }

    /// Notes core `l` beside the margin pixels of columns `a ..< b` in the runs from `runs` on
    /// (up to `end`), leaving `runs` at the last run that may reach past `b`.
    private mutating func noteBeside(columns a: Int32, _ b: Int32, runs: inout Int, end: Int, core l: Int32) {
        while runs < end && x1[runs] <= a { runs += 1 }
        var j = runs
        while j < end && x0[j] < b {
            let lo = max(a, x0[j]), hi = min(b, x1[j])
            let first = slotFirst[j] + lo - x0[j]
            for s in first..<(first + hi - lo) { noteBeside(s, core: l) }
            if x1[j] > b { break }
            j += 1
        }
        runs = j
    }

    /// Breadth first from the cores into the margin, the seeds (margin pixels beside a core) in
    /// raster order. A pixel that finds a neighbour held by another core (a core pixel, or a
    /// margin pixel settled earlier and not a bridge) becomes a bridge and spreads no further;
    /// so every two 4-neighbours of different cores have a bridge pixel between them, and every
    /// other margin pixel is joined to its core through pixels of that core. Neighbours are taken
    /// left, right, up, down.
    mutating func grow() {
        let slotCount = state.count
        x0.withUnsafeBufferPointer { x0 in
        x1.withUnsafeBufferPointer { x1 in
        row.withUnsafeBufferPointer { row in
        rowFirst.withUnsafeBufferPointer { rowFirst in
        slotFirst.withUnsafeBufferPointer { slotFirst in
        above.withUnsafeBufferPointer { above in
        below.withUnsafeBufferPointer { below in
        besideMin.withUnsafeBufferPointer { besideMin in
        besideMax.withUnsafeBufferPointer { besideMax in
        state.withUnsafeMutableBufferPointer { state in
            // The margin run holding column x of the row whose runs end at `end`, starting the
            // search at run `from`; -1 when (x, that row) is no margin pixel.
            @inline(__always) func run(at x: Int32, from: Int32, end: Int32) -> Int {
                var j = Int(from)
                while j < Int(end) && x1[j] <= x { j += 1 }
                return j < Int(end) && x0[j] <= x ? j : -1
            }
            // Every margin pixel is queued at most once: run << 32 | x.
            let queue = UnsafeMutableBufferPointer<Int64>.allocate(capacity: max(1, slotCount))
            defer { queue.deallocate() }
            var tail = 0
            // Seeds, in raster order, take the smallest core beside them.
            for i in 0..<x0.count {
                for s in Int(slotFirst[i])..<Int(slotFirst[i + 1]) where besideMin[s] >= 0 {
                    state[s] = besideMin[s] + 1
                    queue[tail] = Int64(i) << 32 | Int64(Int(x0[i]) + s - Int(slotFirst[i])); tail += 1
                }
            }
            var head = 0
            while head < tail {
                let i = Int(queue[head] >> 32), x = Int32(truncatingIfNeeded: queue[head])
                head += 1
                let s = Int(slotFirst[i] + x - x0[i]), mine = state[s], y = Int(row[i])
                let left = x > x0[i] ? s - 1 : -1
                let right = x + 1 < x1[i] ? s + 1 : -1
                let upRun = y > 0 ? run(at: x, from: above[i], end: rowFirst[y]) : -1
                let downRun = y < height - 1 ? run(at: x, from: below[i], end: rowFirst[y + 2]) : -1
                let up = upRun >= 0 ? Int(slotFirst[upRun] + x - x0[upRun]) : -1
                let down = downRun >= 0 ? Int(slotFirst[downRun] + x - x0[downRun]) : -1
                var meets = besideMin[s] >= 0 && (besideMin[s] + 1 != mine || besideMax[s] + 1 != mine)
                @inline(__always) func held(_ t: Int) -> Bool { t >= 0 && state[t] > 0 && state[t] != mine }
                if held(left) || held(right) || held(up) || held(down) { meets = true }
                if meets {
                    state[s] = -mine
                    continue
                }
                if left >= 0 && state[left] == 0 { state[left] = mine; queue[tail] = Int64(i) << 32 | Int64(x - 1); tail += 1 }
                if right >= 0 && state[right] == 0 { state[right] = mine; queue[tail] = Int64(i) << 32 | Int64(x + 1); tail += 1 }
                if up >= 0 && state[up] == 0 { state[up] = mine; queue[tail] = Int64(upRun) << 32 | Int64(x); tail += 1 }
                if down >= 0 && state[down] == 0 { state[down] = mine; queue[tail] = Int64(downRun) << 32 | Int64(x); tail += 1 }
            }
            // A margin pixel that only bridges lead to (a pocket behind the meeting line) stays
            // line too, so no region falls apart.
            for s in 0..<slotCount where state[s] == 0 { state[s] = Int32.min }
        }
        }
        }
        }
        }
        }
        }
        }
        }
        }
    }

    /// The bridge pixels as page indices, in raster order.
    func bridges() -> [Int32] {
        var pixels: [Int32] = []
        for i in x0.indices {
            let base = Int(row[i]) * width + Int(x0[i]) - Int(slotFirst[i])
            for s in Int(slotFirst[i])..<Int(slotFirst[i + 1]) where state[s] < 0 { pixels.append(Int32(base + s)) }
        }
        return pixels
    }

    /// The regions after closing, ordered by their first pixel in raster order: the masks of
    /// page regions without a gap as they are (`pageMasks`, by page label), and the joined
    /// ones cut at the bridges, each piece given to its core.
    func regions(keeping pageMasks: [RegionMask]) -> [RegionMask] {
        let pieces = RegionLabelling.masks(of: pieceRuns())
        // Merge the two lists, each already in order of first pixel.
        var out: [RegionMask] = []
        out.reserveCapacity(pageMasks.count + pieces.count)
        @inline(__always) func key(_ m: RegionMask) -> (Int, Int32) { (m.bounds.y, m.runBounds[0]) }
        var p = 0
        for (l, mask) in pageMasks.enumerated() where !joined[l] {
            while p < pieces.count && key(pieces[p]) < key(mask) { out.append(pieces[p]); p += 1 }
            out.append(mask)
        }
        out.append(contentsOf: pieces[p...])
        return out
    }

    /// The runs of the joined regions cut at bridge pixels, each piece labelled by its first
    /// pixel's core; labels numbered in raster order of first pieces.
    func pieceRuns() -> RunLabelling {
        var pieces = Pieces(coreCount: cores.regionCount, height: height)
        for y in 0..<height {
            pieces.rowFirst[y] = Int32(pieces.x0.count)
            var c = Int(cores.rowFirst[y]), m = Int(rowFirst[y])
            let cLast = Int(cores.rowFirst[y + 1]) - 1, mEnd = Int(rowFirst[y + 1])
            for i in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) where joined[Int(page.label[i])] {
                let end = page.runX1[i]
                var x = page.runX0[i]
                // The page run is margin runs and growing core runs, side by side.
                while x < end {
                    while m < mEnd && x1[m] <= x { m += 1 }
                    if m < mEnd && x0[m] == x {
                        let first = slotFirst[m]
                        for s in first..<slotFirst[m + 1] {
                            let v = state[Int(s)]
                            if v < 0 { pieces.close(at: x + s - first) } else { pieces.open(at: x + s - first, core: v - 1) }
                        }
                        x = x1[m]
                    } else {
                        while c < cLast && (cores.runX1[c] <= x || !growing[Int(cores.label[c])]) { c += 1 }
                        pieces.open(at: x, core: cores.label[c])
                        x = cores.runX1[c]
                    }
                }
                pieces.close(at: end)
            }
        }
        pieces.rowFirst[height] = Int32(pieces.x0.count)
        return RunLabelling(runX0: pieces.x0, runX1: pieces.x1, rowFirst: pieces.rowFirst, label: pieces.label, regionCount: Int(pieces.next))
    }

    /// The pieces found so far, and the one open (from `start`, of core `core`).
    private struct Pieces {
        var x0: [Int32] = [], x1: [Int32] = [], label: [Int32] = []
        var rowFirst: [Int32]
        /// Per core, its label among the pieces (-1 until its first piece); the next label.
        var coreLabel: [Int32]
        var next: Int32 = 0
        var start: Int32 = -1, core: Int32 = 0

        init(coreCount: Int, height: Int) {
            rowFirst = [Int32](repeating: 0, count: height + 1)
            coreLabel = [Int32](repeating: -1, count: coreCount)
        }

        /// A pixel of `core` at `x`: starts a piece unless one is open.
        @inline(__always) mutating func open(at x: Int32, core c: Int32) {
            if start < 0 { start = x; core = c }
        }

        /// Ends the open piece (if any) before `x`.
        @inline(__always) mutating func close(at x: Int32) {
            guard start >= 0 else { return }
            if coreLabel[Int(core)] < 0 { coreLabel[Int(core)] = next; next += 1 }
            x0.append(start); x1.append(x); label.append(coreLabel[Int(core)])
            start = -1
        }
    }

    /// How many separate bridges (8-connected groups of bridge pixels) there are.
    static func componentCount(_ pixels: [Int32], width: Int) -> Int {
        let set = Set(pixels)
        var seen = Set<Int32>()
        var count = 0
        for p in pixels where !seen.contains(p) {
            count += 1
            var stack = [p]
            seen.insert(p)
            while let q = stack.popLast() {
                let x = Int(q) % width
                for dy in -1...1 {
                    for dx in -1...1 where (dx != 0 || dy != 0) && x + dx >= 0 && x + dx < width {
                        let n = q + Int32(dy * width + dx)
                        if set.contains(n) && !seen.contains(n) { seen.insert(n); stack.append(n) }
                    }
                }
            }
        }
        return count
    }
}
