/// Step 3 of gap closing, inside the page regions that hold several cores: the pixels the
/// dilation covered (the *margin*) are given back to the cores, and where two meet, bridges stay.
///
/// Everything is kept per margin pixel (a *slot*: its rank among the margin's set bits), so the
/// work grows with the margin of the joined regions, not with the page: which kept cores touch a
/// margin pixel is found once from the cores' runs, and the regions are cut from the page's runs
/// with word scans of a bit plane of bridges.
struct Regrowth {
    let page: RunLabelling
    let cores: RunLabelling
    /// Per core: is it a kept core (more than a sliver) of a joined region? Only these grow;
    /// the pixels of the other cores of joined regions are margin.
    let growing: [Bool]
    /// Per page region: does it hold several cores?
    let joined: [Bool]
    let width: Int, height: Int
    /// The margin pixels of joined page regions, one bit each.
    let margin: BitPlane
    /// Margin pixels before each word of `margin` (so a pixel's slot is a popcount away).
    let rankBefore: [Int32]
    /// Per slot: 0 unreached, core label + 1 once reached, minus that when it became a bridge.
    var state: [Int32]
    /// Per slot: the smallest and the largest label of a kept core pixel among its 4-neighbours
    /// (-1: none). A pixel touching two cores, or one core that is not its own, meets another.
    var besideMin: [Int32], besideMax: [Int32]
    /// The margin pixels with a kept core pixel beside them: where the growth starts.
    var seeds: BitPlane

    init(page: RunLabelling, cores: RunLabelling, growing: [Bool], joined: [Bool], width: Int, height: Int) {
        self.page = page
        self.cores = cores
        self.growing = growing
        self.joined = joined
        self.width = width
        self.height = height
        var margin = BitPlane(width: width, height: height)
        // Margin = the paintable pixels of joined page regions that no growing core holds.
        for y in 0..<height {
            for i in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) where joined[Int(page.label[i])] {
                margin.setSpan(y, Int(page.runX0[i]), Int(page.runX1[i]), true)
            }
            for c in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) where growing[Int(cores.label[c])] {
                margin.setSpan(y, Int(cores.runX0[c]), Int(cores.runX1[c]), false)
            }
        }
        var rank = [Int32](repeating: 0, count: margin.words.count + 1)
        for i in margin.words.indices { rank[i + 1] = rank[i] + Int32(margin.words[i].nonzeroBitCount) }
        let slots = Int(rank[margin.words.count])
        self.margin = margin
        rankBefore = rank
        state = [Int32](repeating: 0, count: slots)
        besideMin = [Int32](repeating: -1, count: slots)
        besideMax = [Int32](repeating: -1, count: slots)
        seeds = BitPlane(width: width, height: height)
        // The margin pixels beside each kept core run: left and right of it, and in its columns
        // on the rows above and below. (A core with no margin beside it costs a few word tests.)
        for y in 0..<height {
            for c in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) where growing[Int(cores.label[c])] {
                let l = cores.label[c], x0 = Int(cores.runX0[c]), x1 = Int(cores.runX1[c])
                if x0 > 0 { noteBeside(x0 - 1, y, core: l) }
                if x1 < width { noteBeside(x1, y, core: l) }
                if y > 0 { margin.forEachSetBit(row: y - 1, from: x0, to: x1) { x in noteBeside(x, y - 1, core: l) } }
                if y < height - 1 { margin.forEachSetBit(row: y + 1, from: x0, to: x1) { x in noteBeside(x, y + 1, core: l) } }
            }
        }
    }

    private mutating func noteBeside(_ x: Int, _ y: Int, core l: Int32) {
        guard let s = slot(x, y) else { return }
        if besideMin[s] < 0 || l < besideMin[s] { besideMin[s] = l }
        if l > besideMax[s] { besideMax[s] = l }
        seeds.words[y * seeds.wordsPerRow + (x >> 6)] |= 1 << UInt64(x & 63)
    }

    /// The slot of margin pixel (x, y), nil when it is not a margin pixel. (Callers pass x and
    /// y, not a page index: a division per neighbour would cost more than the rest.)
    @inline(__always) func slot(_ x: Int, _ y: Int) -> Int? {
        let w = y * margin.wordsPerRow + (x >> 6), bit = UInt64(x & 63)
        let word = margin.words[w]
        guard word >> bit & 1 != 0 else { return nil }
        return Int(rankBefore[w]) + (word & ((1 << bit) - 1)).nonzeroBitCount
    }

    /// Breadth first from the cores into the margin, in raster order within each step, so the
    /// result never depends on timing. A pixel that finds a neighbour held by another core (a core
    /// pixel, or a margin pixel settled earlier and not a bridge) becomes a bridge and spreads no
    /// further; so every two 4-neighbours of different cores have a bridge pixel between them, and
    /// every other margin pixel is joined to its core through pixels of that core. Neighbours are
    /// taken left, right, up, down.
    mutating func grow() {
        let w = width, h = height, wpr = margin.wordsPerRow
        let slotCount = state.count
        let seeds = self.seeds
        margin.words.withUnsafeBufferPointer { words in
        rankBefore.withUnsafeBufferPointer { rank in
        besideMin.withUnsafeBufferPointer { besideMin in
        besideMax.withUnsafeBufferPointer { besideMax in
        state.withUnsafeMutableBufferPointer { state in
            // The slot of margin pixel (x, y), -1 when it is not one.
            @inline(__always) func slot(_ x: Int, _ y: Int) -> Int {
                let i = y * wpr + (x >> 6), bit = UInt64(x & 63), word = words[i]
                return word >> bit & 1 == 0 ? -1 : Int(rank[i]) + (word & ((1 << bit) - 1)).nonzeroBitCount
            }
            // Every margin pixel is queued at most once: y << 32 | x.
            let queue = UnsafeMutableBufferPointer<Int64>.allocate(capacity: max(1, slotCount))
            defer { queue.deallocate() }
            var tail = 0
            // Seeds, in raster order, take the smallest core beside them.
            seeds.forEachSetPixel { x, y in
                let s = slot(x, y)
                state[s] = besideMin[s] + 1
                queue[tail] = Int64(y) << 32 | Int64(x); tail += 1
            }
            var head = 0
            while head < tail {
                let x = Int(queue[head] & 0xFFFF_FFFF), y = Int(queue[head] >> 32)
                head += 1
                let s = slot(x, y), mine = state[s]
                // Neighbours in the margin (slots are in raster order: left and right are s -+ 1).
                let left = x > 0 && slot(x - 1, y) >= 0 ? s - 1 : -1
                let right = x < w - 1 && slot(x + 1, y) >= 0 ? s + 1 : -1
                let up = y > 0 ? slot(x, y - 1) : -1
                let down = y < h - 1 ? slot(x, y + 1) : -1
                var meets = besideMin[s] >= 0 && (besideMin[s] + 1 != mine || besideMax[s] + 1 != mine)
                @inline(__always) func held(_ t: Int) -> Bool { t >= 0 && state[t] > 0 && state[t] != mine }
                if held(left) || held(right) || held(up) || held(down) { meets = true }
                if meets {
                    state[s] = -mine
                    continue
                }
                if left >= 0 && state[left] == 0 { state[left] = mine; queue[tail] = Int64(y) << 32 | Int64(x - 1); tail += 1 }
                if right >= 0 && state[right] == 0 { state[right] = mine; queue[tail] = Int64(y) << 32 | Int64(x + 1); tail += 1 }
                if up >= 0 && state[up] == 0 { state[up] = mine; queue[tail] = Int64(y - 1) << 32 | Int64(x); tail += 1 }
                if down >= 0 && state[down] == 0 { state[down] = mine; queue[tail] = Int64(y + 1) << 32 | Int64(x); tail += 1 }
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

    /// The bridge pixels, as a bit plane and as page indices in raster order (slots are in
    /// raster order, so one pass over the margin with a running slot finds them).
    func bridges() -> (plane: BitPlane, pixels: [Int32]) {
        var plane = BitPlane(width: width, height: height)
        var pixels: [Int32] = []
        var s = 0
        margin.forEachSetPixel { x, y in
            if state[s] < 0 {
                plane.words[y * plane.wordsPerRow + (x >> 6)] |= 1 << UInt64(x & 63)
                pixels.append(Int32(y * width + x))
            }
            s += 1
        }
        return (plane, pixels)
    }

    /// The regions after closing, as labelled runs: page regions without a gap keep their runs;
    /// the runs of joined ones are cut at bridge pixels, each piece labelled by its core. Labels
    /// are renumbered in raster order of first runs, as `RunLabelling` numbers them.
    func finalRuns(bridges: BitPlane) -> RunLabelling {
        var x0s: [Int32] = [], x1s: [Int32] = [], labels: [Int32] = []
        x0s.reserveCapacity(page.runX0.count); x1s.reserveCapacity(page.runX0.count); labels.reserveCapacity(page.runX0.count)
        var rowFirst = [Int32](repeating: 0, count: height + 1)
        // New ids, given in order of first run: one table for page regions, one for cores.
        var pageID = [Int32](repeating: -1, count: page.regionCount)
        var coreID = [Int32](repeating: -1, count: cores.regionCount)
        var next: Int32 = 0
        func id(_ table: inout [Int32], _ key: Int) -> Int32 {
            if table[key] < 0 { table[key] = next; next += 1 }
            return table[key]
        }
        let wpr = bridges.wordsPerRow
        bridges.words.withUnsafeBufferPointer { bridgeWords in
            for y in 0..<height {
                rowFirst[y] = Int32(x0s.count)
                let bridgeRow = bridgeWords.baseAddress! + y * wpr
                var coreRun = Int(cores.rowFirst[y])
                for i in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) {
                    let x0 = Int(page.runX0[i]), x1 = Int(page.runX1[i])
                    guard joined[Int(page.label[i])] else {
                        x0s.append(Int32(x0)); x1s.append(Int32(x1)); labels.append(id(&pageID, Int(page.label[i])))
                        continue
                    }
                    // Pieces between bridge pixels, each labelled by its first pixel's core.
                    var x = BitPlane.nextBit(bridgeRow, wordCount: wpr, width: x1, set: false, from: x0)
                    while x < x1 {
                        let e = BitPlane.nextBit(bridgeRow, wordCount: wpr, width: x1, set: true, from: x)
                        let core: Int
                        if let s = slot(x, y) {
                            core = Int(state[s] - 1)
                        } else {
                            // Neither margin nor line: a kept core's pixel.
                            while Int(cores.runX1[coreRun]) <= x { coreRun += 1 }
                            core = Int(cores.label[coreRun])
                        }
                        x0s.append(Int32(x)); x1s.append(Int32(e)); labels.append(id(&coreID, core))
                        x = BitPlane.nextBit(bridgeRow, wordCount: wpr, width: x1, set: false, from: e)
                    }
                }
            }
        }
        rowFirst[height] = Int32(x0s.count)
        return RunLabelling(runX0: x0s, runX1: x1s, rowFirst: rowFirst, label: labels, regionCount: Int(next))
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
