/// Step 3 of gap closing, inside the page regions that hold several cores: the pixels the
/// dilation covered (the *margin*) are given back to the cores, and where two meet, bridges stay.
///
/// The joined regions' runs are kept as *segments*: margin runs and growing cores' runs, side by
/// side. Everything per margin pixel (a *slot*: its rank in raster order) is in arrays as long as
/// the margin, and each slot knows its four neighbours as indices into `state` (a margin slot, a
/// growing core, or nothing), so the search is plain array look-ups: the work grows with the
/// joined regions' runs and the margin, never with the page's pixels. Regions without a gap keep
/// the masks the page's own labelling gave them.
struct Regrowth {
    let page: RunLabelling
    let cores: RunLabelling
    /// Per core: is it a kept core (more than a sliver) of a joined region? Only these grow;
    /// the pixels of the other cores of joined regions are margin.
    let growing: [Bool]
    /// Per page region: does it hold several cores?
    let joined: [Bool]
    let width: Int, height: Int
    /// Segment `k` is columns `segX0[k] ..< segX1[k]` of its row; the segments of row `y` are
    /// `segFirst[y] ..< segFirst[y + 1]`, in order. `segRef[k]` is the slot of a margin segment's
    /// first pixel, or `-1 - label` for a growing core's run.
    var segX0: [Int32] = [], segX1: [Int32] = [], segRef: [Int32] = []
    var segFirst: [Int32]
    var slotCount = 0
    /// Per slot, its neighbours left, right, up and down, as indices into `state`.
    var left: [Int32] = [], right: [Int32] = [], up: [Int32] = [], down: [Int32] = []
    /// Per slot: 0 unreached, core label + 1 once reached, minus that when it became a bridge
    /// (`Int32.min`: never reached). After the slots, per core its label + 1 (what a growing
    /// core's pixel beside a slot holds), and last `Int32.min` (line, or off the page).
    var state: [Int32] = []
    /// The bridge slots (after `grow`), ascending; and per row the first slot of its margin.
    var bridgeSlots: [Int32] = []
    var rowSlotFirst: [Int32]

    /// The index in `state` of "nothing" (core `c`'s entry is `slotCount + c`).
    var nothing: Int32 { Int32(slotCount + cores.regionCount) }

    init(page: RunLabelling, cores: RunLabelling, growing: [Bool], joined: [Bool], width: Int, height: Int) {
        self.page = page
        self.cores = cores
        self.growing = growing
        self.joined = joined
        self.width = width
        self.height = height
        segFirst = [Int32](repeating: 0, count: height + 1)
        rowSlotFirst = segFirst
        // Margin = the paintable pixels of joined page regions that no growing core holds (a
        // growing core's runs lie inside its region's runs).
        var slots: Int32 = 0
        var segX0: [Int32] = [], segX1: [Int32] = [], segRef: [Int32] = []
        let most = page.runX0.count + cores.runX0.count
        segX0.reserveCapacity(most); segX1.reserveCapacity(most); segRef.reserveCapacity(most)
        page.runX0.withUnsafeBufferPointer { pX0 in
        page.runX1.withUnsafeBufferPointer { pX1 in
        page.label.withUnsafeBufferPointer { pLabel in
        page.rowFirst.withUnsafeBufferPointer { pFirst in
        cores.runX0.withUnsafeBufferPointer { cX0 in
        cores.runX1.withUnsafeBufferPointer { cX1 in
        cores.label.withUnsafeBufferPointer { cLabel in
        cores.rowFirst.withUnsafeBufferPointer { cFirst in
        growing.withUnsafeBufferPointer { growing in
        joined.withUnsafeBufferPointer { joined in
            for y in 0..<height {
                segFirst[y] = Int32(segX0.count)
                rowSlotFirst[y] = slots
                var c = Int(cFirst[y])
                let cEnd = Int(cFirst[y + 1])
                for i in Int(pFirst[y])..<Int(pFirst[y + 1]) where joined[Int(pLabel[i])] {
                    var x = pX0[i]
                    let end = pX1[i]
                    while c < cEnd && cX1[c] <= x { c += 1 }
                    while x < end {
                        while c < cEnd && !growing[Int(cLabel[c])] { c += 1 }
                        let stop = c < cEnd && cX0[c] < end ? cX0[c] : end
                        if x < stop {
                            segX0.append(x); segX1.append(stop); segRef.append(slots)
                            slots += stop - x
                        }
                        guard stop < end else { break }
                        segX0.append(cX0[c]); segX1.append(cX1[c]); segRef.append(-1 - cLabel[c])
                        x = cX1[c]
                        c += 1
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
        }
        }
        segFirst[height] = Int32(segX0.count)
        rowSlotFirst[height] = slots
        self.segX0 = segX0; self.segX1 = segX1; self.segRef = segRef
        slotCount = Int(slots)
        state = [Int32](repeating: 0, count: slotCount + cores.regionCount + 1)
        for c in 0..<cores.regionCount { state[slotCount + c] = Int32(c) + 1 }
        state[slotCount + cores.regionCount] = Int32.min
        up = [Int32](repeating: nothing, count: slotCount)
        down = up
        left = [Int32](unsafeUninitializedCapacity: slotCount) { _, n in n = slotCount }
        right = left
        findNeighbours()
    }

    /// Fills the neighbours: sideways inside a segment or from the segment it touches, up and
    /// down by a merge walk of the two rows' segments.
    private mutating func findNeighbours() {
        let slotCount = Int32(self.slotCount), height = self.height, nothing = self.nothing
        segX0.withUnsafeBufferPointer { x0 in
        segX1.withUnsafeBufferPointer { x1 in
        segRef.withUnsafeBufferPointer { ref in
        segFirst.withUnsafeBufferPointer { first in
        left.withUnsafeMutableBufferPointer { left in
        right.withUnsafeMutableBufferPointer { right in
        up.withUnsafeMutableBufferPointer { up in
        down.withUnsafeMutableBufferPointer { down in
            // The state index of column x in segment k (which holds it).
            @inline(__always) func at(_ x: Int32, _ k: Int) -> Int32 {
                ref[k] >= 0 ? ref[k] &+ x &- x0[k] : slotCount &- 1 &- ref[k]
            }
            for y in 0..<height {
                let here = Int(first[y])..<Int(first[y + 1])
                for k in here where ref[k] >= 0 {
                    let a = x0[k], b = x1[k], s0 = Int(ref[k]), n = Int(b &- a)
                    for i in 0..<n {
                        left[s0 &+ i] = Int32(truncatingIfNeeded: s0 &+ i &- 1)
                        right[s0 &+ i] = Int32(truncatingIfNeeded: s0 &+ i &+ 1)
                    }
                    left[s0] = k > here.lowerBound && x1[k - 1] == a ? at(a &- 1, k - 1) : nothing
                    right[s0 &+ n &- 1] = k + 1 < here.upperBound && x0[k + 1] == b ? at(b, k + 1) : nothing
                }
                if y > 0 { vertical(here, Int(first[y - 1])..<Int(first[y]), into: up) }
                if y < height - 1 { vertical(here, Int(first[y + 1])..<Int(first[y + 2]), into: down) }
            }
            // The neighbours above or below (`into`) of the margin pixels of segments `here`,
            // from the segments `other` of that row (left as nothing where it has none).
            func vertical(_ here: Range<Int>, _ other: Range<Int>, into out: UnsafeMutableBufferPointer<Int32>) {
                var j = other.lowerBound
                let jEnd = other.upperBound
                guard j < jEnd else { return }
                for k in here where ref[k] >= 0 {
                    var x = x0[k]
                    let b = x1[k]
                    while x < b {
                        while j < jEnd && x1[j] <= x { j += 1 }
                        guard j < jEnd else { return }
                        if x0[j] > x { x = min(b, x0[j]); continue }
                        let stop = min(b, x1[j]), s = Int(ref[k] &+ x &- x0[k]), count = Int(stop &- x)
                        if ref[j] >= 0 {
                            let t = Int(ref[j] &+ x &- x0[j])
                            for i in 0..<count { out[s &+ i] = Int32(truncatingIfNeeded: t &+ i) }
                        } else {
                            let t = slotCount &- 1 &- ref[j]
                            for i in 0..<count { out[s &+ i] = t }
                        }
                        x = stop
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
    }

    /// Breadth first from the cores into the margin, the seeds (margin pixels beside a core) in
    /// raster order, each taking the smallest core beside it. A pixel that finds a neighbour held
    /// by another core (a core pixel, or a margin pixel settled earlier and not a bridge) becomes
    /// a bridge and spreads no further; so every two 4-neighbours of different cores have a bridge
    /// pixel between them, and every other margin pixel is joined to its core through pixels of
    /// that core. Neighbours are taken left, right, up, down.
    mutating func grow() {
        let slotCount = self.slotCount, firstCore = Int32(slotCount), nothing = self.nothing
        left.withUnsafeBufferPointer { left in
        right.withUnsafeBufferPointer { right in
        up.withUnsafeBufferPointer { up in
        down.withUnsafeBufferPointer { down in
        state.withUnsafeMutableBufferPointer { state in
            let queue = UnsafeMutableBufferPointer<Int32>.allocate(capacity: slotCount + 4)
            defer { queue.deallocate() }
            var tail = 0
            var bridges: [Int32] = []
            for s in 0..<slotCount {
                @inline(__always) func core(_ n: Int32) -> Int32 { n >= firstCore ? n : nothing }
                let smallest = min(min(core(left[s]), core(right[s])), min(core(up[s]), core(down[s])))
                // Without a branch: about every other margin pixel is a seed.
                let seed = smallest != nothing
                state[s] = seed ? smallest &- firstCore &+ 1 : 0
                queue[tail] = Int32(truncatingIfNeeded: s); tail &+= seed ? 1 : 0
            }
            var head = 0
            while head < tail {
                let s = Int(queue[head])
                head += 1
                let mine = state[s]
                let l = Int(left[s]), r = Int(right[s]), u = Int(up[s]), d = Int(down[s])
                let sl = state[l], sr = state[r], su = state[u], sd = state[d]
                // Without branches on the neighbours' states (they are unpredictable).
                @inline(__always) func held(_ v: Int32) -> Int { (v > 0 ? 1 : 0) & (v != mine ? 1 : 0) }
                if held(sl) | held(sr) | held(su) | held(sd) != 0 {
                    state[s] = -mine
                    bridges.append(Int32(s))
                    continue
                }
                // Four different pixels (only the cores' and nothing's entries repeat, and they
                // are never 0, so writing them back unchanged is harmless).
                let q = queue.baseAddress!, st = state.baseAddress!
                st[l] = sl == 0 ? mine : sl; q[tail] = Int32(truncatingIfNeeded: l); tail &+= sl == 0 ? 1 : 0
                st[r] = sr == 0 ? mine : sr; q[tail] = Int32(truncatingIfNeeded: r); tail &+= sr == 0 ? 1 : 0
                st[u] = su == 0 ? mine : su; q[tail] = Int32(truncatingIfNeeded: u); tail &+= su == 0 ? 1 : 0
                st[d] = sd == 0 ? mine : sd; q[tail] = Int32(truncatingIfNeeded: d); tail &+= sd == 0 ? 1 : 0
            }
            // A margin pixel that only bridges lead to (a pocket behind the meeting line) stays
            // line too, so no region falls apart.
            if tail < slotCount {
                for s in 0..<slotCount where state[s] == 0 { state[s] = Int32.min; bridges.append(Int32(s)) }
            }
            bridges.sort()
            bridgeSlots = bridges
        }
        }
        }
        }
        }
    }

    /// The bridge pixels as page indices, in raster order.
    func bridges() -> [Int32] {
        var pixels: [Int32] = []
        pixels.reserveCapacity(bridgeSlots.count)
        var y = 0, k = 0
        for b in bridgeSlots {
            // The row, then the margin segment, holding slot b (both ascending with b).
            while rowSlotFirst[y + 1] <= b { y += 1 }
            k = max(k, Int(segFirst[y]))
            while segRef[k] < 0 || segRef[k] + segX1[k] - segX0[k] <= b { k += 1 }
            pixels.append(Int32(y * width) + segX0[k] + b - segRef[k])
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
        var b = 0
        for y in 0..<height {
            pieces.rowFirst[y] = Int32(pieces.x0.count)
            let end = Int(segFirst[y + 1])
            for k in Int(segFirst[y])..<end {
                if segRef[k] < 0 {
                    pieces.open(at: segX0[k], core: -1 - segRef[k])
                } else {
                    // The segment's bridges are the next ones in the ascending list.
                    let first = segRef[k], last = first + segX1[k] - segX0[k]
                    var s = first
                    while b < bridgeSlots.count && bridgeSlots[b] < last {
                        let bridge = bridgeSlots[b]
                        if s < bridge { pieces.open(at: segX0[k] + s - first, core: state[Int(s)] - 1) }
                        pieces.close(at: segX0[k] + bridge - first)
                        s = bridge + 1
                        b += 1
                    }
                    if s < last { pieces.open(at: segX0[k] + s - first, core: state[Int(s)] - 1) }
                }
                // A page run ends where the next segment does not start at this one's end.
                if k + 1 == end || segX0[k + 1] != segX1[k] { pieces.close(at: segX1[k]) }
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

    /// How many separate bridges (8-connected groups of bridge pixels) there are. `pixels` are
    /// page indices in raster order: they are cut into runs along rows, and each run is joined
    /// (union-find) to the runs of the row above that it touches, diagonally included.
    static func componentCount(_ pixels: [Int32], width: Int) -> Int {
        var runRow: [Int] = [], runA: [Int] = [], runB: [Int] = []
        for p in pixels {
            let y = Int(p) / width, x = Int(p) % width
            if let last = runB.last, runRow.last == y, last + 1 == x { runB[runB.count - 1] = x; continue }
            runRow.append(y); runA.append(x); runB.append(x)
        }
        var parent = Array(runA.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        var count = runA.count
        var rowStart = 0, previousStart = 0, previousEnd = 0
        while rowStart < runA.count {
            var rowEnd = rowStart
            while rowEnd < runA.count && runRow[rowEnd] == runRow[rowStart] { rowEnd += 1 }
            if rowStart > 0 && runRow[rowStart - 1] + 1 == runRow[rowStart] {
                var j = previousStart
                for i in rowStart..<rowEnd {
                    while j < previousEnd && runB[j] + 1 < runA[i] { j += 1 }
                    var k = j
                    while k < previousEnd && runA[k] <= runB[i] + 1 {
                        let a = root(i), b = root(k)
                        if a != b { parent[a] = b; count -= 1 }
                        k += 1
                    }
                }
            }
            previousStart = rowStart; previousEnd = rowEnd
            rowStart = rowEnd
        }
        return count
    }
}
