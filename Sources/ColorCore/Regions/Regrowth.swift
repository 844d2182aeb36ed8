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
    /// Per core (after `grow`): the breadth-first layer of the nearest bridge it made (its
    /// distance from the core, about half the narrow passage's length), `Int32.max` when none.
    var bridgeLayer: [Int32] = []
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
}
