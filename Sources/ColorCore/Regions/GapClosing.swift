/// Gap closing: gaps in the line art up to `width` page pixels wide are treated as closed when
/// regions are found, so that a stroke or fill started on one side does not leak to the other.
/// Done once, when the page is loaded, by adding **bridge** pixels to the line art the regions
/// are found on; the page itself (what is shown and saved) keeps them as they were.
///
/// 1. The line pixels are dilated by a disc of radius `ceil(width / 2)`: two line ends up to
///    `width` apart touch, and so do the lines across every narrow corner and channel.
/// 2. The regions of the dilated picture (the *cores*) are labelled, and compared with the
///    page's own regions: a page region holding one core (or none) has no gap and is left exactly
///    as it is. Only a page region holding several cores was joined through a gap. A core counts
///    only if it is more than a sliver (some pixel of it stays clear of a disc one pixel wider):
///    in a sharp corner the pixel grid leaves lone specks clear of the disc, which are no gap.
/// 3. In those, the pixels the dilation covered are handed back breadth first, each to the core
///    that reaches it first; where two cores' fronts meet, the later pixel of the pair stays line.
///    Those are the bridges: one or two pixels thin, across the middle of the gap's throat.
///
/// The result is ordinary line art (and, for the optimized mode, its regions, built from the
/// page's own run labelling without labelling again): both region modes, the paint masks' fringe
/// (which paints bridge pixels along with a region, so no white hairline is left) and the hit test
/// work unchanged and as fast. Width 0 changes nothing.
public enum GapClosing {
    /// The widest gap that may be asked for, in page pixels.
    public static let maxWidth = 64

    /// Line art with gaps up to `width` closed, and its regions (ordered as `RegionLabelling` orders them).
    public struct Result: Sendable {
        public let lineArt: LineArt
        public let regions: [RegionMask]
    }

    /// `art` with gaps up to `width` page pixels closed.
    public static func close(_ art: LineArt, width: Int) -> Result {
        precondition(width >= 0 && width <= maxWidth)
        let page = RunLabelling(lineArt: art)
        guard width > 0 else { return Result(lineArt: art, regions: RegionLabelling.masks(of: page)) }
        let lines = BitPlane.lines(of: art)
        let radius = (width + 1) / 2
        let dilated = lines.dilated(radius: radius, outside: true)
        let cores = paintableRuns(of: dilated)
        let kept = coresClear(of: lines.dilated(radius: radius + 1, outside: true), cores: cores)
        let joined = joinedRegions(page: page, cores: cores, kept: kept)
        guard joined.contains(true) else {
            return Result(lineArt: art.closingGaps(width: width, bridges: [], bridgeCount: 0),
                          regions: RegionLabelling.masks(of: page))
        }
        var growth = Regrowth(page: page, cores: cores, kept: kept, joined: joined, lines: lines)
        growth.grow()
        let regions = RegionLabelling.masks(of: growth.finalRuns())
        let bridges = growth.bridgePixels()
        return Result(lineArt: art.closingGaps(width: width, bridges: bridges,
                                               bridgeCount: Regrowth.componentCount(bridges, width: art.width)),
                      regions: regions)
    }

    /// Per page region: does it hold more than one core (so a gap joined them)? Cores lie inside
    /// page regions (the dilation only removes paintable pixels), so each core run lies inside one
    /// page run of the same row: one merge walk per row finds it.
    static func joinedRegions(page: RunLabelling, cores: RunLabelling, kept: [Bool]) -> [Bool] {
        var firstCore = [Int32](repeating: -1, count: page.regionCount)
        var joined = [Bool](repeating: false, count: page.regionCount)
        for y in 0..<page.height {
            var p = Int(page.rowFirst[y])
            let pEnd = Int(page.rowFirst[y + 1])
            for c in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) where kept[Int(cores.label[c])] {
                while p < pEnd && page.runX1[p] <= cores.runX0[c] { p += 1 }
                let region = Int(page.label[p])
                if firstCore[region] < 0 { firstCore[region] = cores.label[c] } else if firstCore[region] != cores.label[c] { joined[region] = true }
            }
        }
        return joined
    }

    /// Per core: does some pixel of it lie clear of `deeper` (the lines dilated one pixel more)?
    static func coresClear(of deeper: BitPlane, cores: RunLabelling) -> [Bool] {
        var kept = [Bool](repeating: false, count: cores.regionCount)
        let wpr = deeper.wordsPerRow, w = deeper.width
        deeper.words.withUnsafeBufferPointer { words in
            for y in 0..<deeper.height {
                let row = words.baseAddress! + y * wpr
                var c = Int(cores.rowFirst[y])
                var x = BitPlane.nextBit(row, wordCount: wpr, width: w, set: false, from: 0)
                while x < w {
                    // A clear pixel of `deeper` is clear of the smaller disc too: inside a core run.
                    while cores.runX1[c] <= Int32(x) { c += 1 }
                    kept[Int(cores.label[c])] = true
                    x = BitPlane.nextBit(row, wordCount: wpr, width: w, set: false,
                                         from: BitPlane.nextBit(row, wordCount: wpr, width: w, set: true, from: x))
                }
            }
        }
        return kept
    }

    /// The labelled runs of unset bits (the dilated picture's paintable pixels).
    static func paintableRuns(of plane: BitPlane) -> RunLabelling {
        var x0s: [Int32] = [], x1s: [Int32] = []
        var rowFirst = [Int32](repeating: 0, count: plane.height + 1)
        let wpr = plane.wordsPerRow, w = plane.width
        plane.words.withUnsafeBufferPointer { words in
            for y in 0..<plane.height {
                rowFirst[y] = Int32(x0s.count)
                let row = words.baseAddress! + y * wpr
                var x = BitPlane.nextBit(row, wordCount: wpr, width: w, set: false, from: 0)
                while x < w {
                    let e = BitPlane.nextBit(row, wordCount: wpr, width: w, set: true, from: x)
                    x0s.append(Int32(x)); x1s.append(Int32(e))
                    x = BitPlane.nextBit(row, wordCount: wpr, width: w, set: false, from: e)
                }
            }
            rowFirst[plane.height] = Int32(x0s.count)
        }
        return RunLabelling(runX0: x0s, runX1: x1s, rowFirst: rowFirst)
    }
}

/// Step 3 of gap closing, inside the page regions that hold several cores: the pixels the
/// dilation covered (the *margin*) are given back to the cores, and where two meet, bridges stay.
struct Regrowth {
    let page: RunLabelling
    let cores: RunLabelling
    /// Per core: is it more than a sliver (the others' pixels are margin)?
    let kept: [Bool]
    /// Per page region: does it hold several cores?
    let joined: [Bool]
    let width: Int, height: Int
    /// The margin pixels of joined page regions, one bit each.
    var margin: BitPlane
    /// Margin pixels before each word of `margin` (so a pixel's slot is a popcount away).
    var rankBefore: [Int32]
    /// Per margin slot: 0 unreached, core label + 1 once reached, minus that when it became a bridge.
    var state: [Int32]

    init(page: RunLabelling, cores: RunLabelling, kept: [Bool], joined: [Bool], lines: BitPlane) {
        self.page = page
        self.cores = cores
        self.kept = kept
        self.joined = joined
        width = lines.width
        height = lines.height
        var margin = BitPlane(width: lines.width, height: lines.height)
        let wpr = margin.wordsPerRow
        // Margin = the paintable pixels of joined page regions that no kept core holds.
        func setBits(_ y: Int, _ x0: Int, _ x1: Int, _ on: Bool) {
            var w = x0 >> 6
            while w << 6 < x1 {
                let lo = max(x0, w << 6) - (w << 6), hi = min(x1, (w + 1) << 6) - (w << 6)
                let span: UInt64 = hi - lo == 64 ? ~0 : ((1 << UInt64(hi - lo)) - 1) << UInt64(lo)
                if on { margin.words[y * wpr + w] |= span } else { margin.words[y * wpr + w] &= ~span }
                w += 1
            }
        }
        for y in 0..<lines.height {
            for i in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) where joined[Int(page.label[i])] {
                setBits(y, Int(page.runX0[i]), Int(page.runX1[i]), true)
            }
            for c in Int(cores.rowFirst[y])..<Int(cores.rowFirst[y + 1]) where kept[Int(cores.label[c])] {
                setBits(y, Int(cores.runX0[c]), Int(cores.runX1[c]), false)
            }
        }
        self.margin = margin
        rankBefore = [Int32](repeating: 0, count: margin.words.count + 1)
        for i in margin.words.indices { rankBefore[i + 1] = rankBefore[i] + Int32(margin.words[i].nonzeroBitCount) }
        state = [Int32](repeating: 0, count: Int(rankBefore[margin.words.count]))
    }

    /// The slot of margin pixel (x, y), nil when it is not a margin pixel. (Callers pass x and
    /// y, not a page index: a division per neighbour would cost more than the rest.)
    @inline(__always) func slot(_ x: Int, _ y: Int) -> Int? {
        let w = y * margin.wordsPerRow + (x >> 6), bit = UInt64(x & 63)
        let word = margin.words[w]
        guard word >> bit & 1 != 0 else { return nil }
        return Int(rankBefore[w]) + (word & ((1 << bit) - 1)).nonzeroBitCount
    }

    /// The label of the kept core holding pixel (x, y), nil if none does.
    @inline(__always) func coreLabel(_ x: Int, _ y: Int) -> Int32? {
        guard let l = cores.label(atX: x, y: y), kept[Int(l)] else { return nil }
        return l
    }

    /// Breadth first from the cores into the margin, in raster order within each step, so the
    /// result never depends on timing. A pixel that finds a neighbour held by another core (a core
    /// pixel, or a margin pixel settled earlier and not a bridge) becomes a bridge and spreads no
    /// further; so every two 4-neighbours of different cores have a bridge pixel between them, and
    /// every other margin pixel is joined to its core through pixels of that core. Neighbours are
    /// taken left, right, up, down.
    mutating func grow() {
        var queue: [Int32] = []
        let w = width, h = height
        // Seeds: margin pixels beside a core pixel, labelled with the smallest such core.
        let margin = self.margin  // shares the words: the closure below changes `state`, not these
        margin.forEachSetPixel { x, y in
            var best: Int32 = -1
            func consider(_ l: Int32?) { if let l, best < 0 || l < best { best = l } }
            if x > 0 { consider(coreLabel(x - 1, y)) }
            if x < w - 1 { consider(coreLabel(x + 1, y)) }
            if y > 0 { consider(coreLabel(x, y - 1)) }
            if y < h - 1 { consider(coreLabel(x, y + 1)) }
            if best >= 0 {
                state[slot(x, y)!] = best + 1
                queue.append(Int32(y * w + x))
            }
        }
        var head = 0
        while head < queue.count {
            let p = Int(queue[head]); head += 1
            let x = p % w, y = p / w
            let s = slot(x, y)!, mine = state[s]
            var meets = false
            func check(_ qx: Int, _ qy: Int) {
                if let t = slot(qx, qy) {
                    if state[t] > 0 && state[t] != mine { meets = true }
                } else if let l = coreLabel(qx, qy), l + 1 != mine {
                    meets = true
                }
            }
            if x > 0 { check(x - 1, y) }
            if x < w - 1 { check(x + 1, y) }
            if y > 0 { check(x, y - 1) }
            if y < h - 1 { check(x, y + 1) }
            if meets {
                state[s] = -mine
                continue
            }
            func spread(_ qx: Int, _ qy: Int) {
                if let t = slot(qx, qy), state[t] == 0 {
                    state[t] = mine
                    queue.append(Int32(qy * w + qx))
                }
            }
            if x > 0 { spread(x - 1, y) }
            if x < w - 1 { spread(x + 1, y) }
            if y > 0 { spread(x, y - 1) }
            if y < h - 1 { spread(x, y + 1) }
        }
        // A margin pixel that only bridges lead to (a pocket behind the meeting line) stays line
        // too, so no region falls apart.
        for s in state.indices where state[s] == 0 { state[s] = Int32.min }
    }

    /// The bridge pixels, as page indices in raster order.
    func bridgePixels() -> [Int32] {
        var out: [Int32] = []
        margin.forEachSetPixel { x, y in if state[slot(x, y)!] < 0 { out.append(Int32(y * width + x)) } }
        return out
    }

    /// The regions after closing, as labelled runs: page regions without a gap keep their runs;
    /// the runs of joined ones are cut at bridge pixels, each piece labelled by its core. Labels
    /// are renumbered in raster order of first runs, as `RunLabelling` numbers them.
    func finalRuns() -> RunLabelling {
        var x0s: [Int32] = [], x1s: [Int32] = [], keys: [Int64] = []
        var rowFirst = [Int32](repeating: 0, count: height + 1)
        for y in 0..<height {
            rowFirst[y] = Int32(x0s.count)
            var coreRun = Int(cores.rowFirst[y])
            for i in Int(page.rowFirst[y])..<Int(page.rowFirst[y + 1]) {
                let x0 = Int(page.runX0[i]), x1 = Int(page.runX1[i])
                // A region without a gap is keyed by its page label (even keys), cores by odd keys.
                guard joined[Int(page.label[i])] else {
                    x0s.append(Int32(x0)); x1s.append(Int32(x1)); keys.append(Int64(page.label[i]) << 1)
                    continue
                }
                var x = x0
                while x < x1 {
                    // Skip bridge pixels; then the piece runs to the next bridge pixel or the run's end.
                    let first = slot(x, y)
                    if let s = first, state[s] < 0 { x += 1; continue }
                    var e = x + 1
                    while e < x1 {
                        if let s = slot(e, y), state[s] < 0 { break }
                        e += 1
                    }
                    let key: Int64
                    if let s = first {
                        key = Int64(state[s] - 1) << 1 | 1
                    } else {
                        // Neither margin nor line: a kept core's pixel.
                        while Int(cores.runX1[coreRun]) <= x { coreRun += 1 }
                        key = Int64(cores.label[coreRun]) << 1 | 1
                    }
                    x0s.append(Int32(x)); x1s.append(Int32(e)); keys.append(key)
                    x = e
                }
            }
        }
        rowFirst[height] = Int32(x0s.count)
        // Labels in order of first run.
        var ids: [Int64: Int32] = [:]
        var labels = [Int32](repeating: 0, count: keys.count)
        for (i, key) in keys.enumerated() {
            if let id = ids[key] { labels[i] = id } else { let id = Int32(ids.count); ids[key] = id; labels[i] = id }
        }
        return RunLabelling(runX0: x0s, runX1: x1s, rowFirst: rowFirst, label: labels, regionCount: ids.count)
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
