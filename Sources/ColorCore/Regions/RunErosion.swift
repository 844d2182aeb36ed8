/// Erosion of a page's paintable runs by a disc: the paintable pixels whose every pixel within
/// `radius` (offsets with dx² + dy² <= radius²) is paintable and inside the page (outside counts
/// as line). Gap closing's cores are these pixels (the complement of the lines dilated by the disc).
///
/// A row of bits at a time, 64 pixels a word: each page row is set from its runs, then shrunk
/// sideways by each half-width the disc has (`S_k`: the pixels whose k neighbours on each side
/// are paintable); eroded row y is the AND of `S_hw(d)` of rows y ± d. Only the last few rows are
/// kept (a ring), so the work grows with the page's words and runs, and memory with its width.
/// The same pass erodes by the disc one pixel wider, to tell slivers (see `Eroded.survives`),
/// only in the words of eroded runs and only until a pixel survives.
enum RunErosion {
    /// The eroded runs, maximal within each row, rows in order (as `RunLabelling` takes them),
    /// and per run whether some pixel of it survives erosion by the disc one pixel wider.
    struct Eroded {
        var runX0: [Int32] = [], runX1: [Int32] = []
        var rowFirst: [Int32]
        var survives: [Bool] = []
    }

    static func eroded(_ page: RunLabelling, width: Int, radius r: Int) -> Eroded {
        precondition(r >= 1)
        let h = page.height, wpr = (width + 63) >> 6
        let inner = halfWidths(radius: r), outer = halfWidths(radius: r + 1)
        // The sideways shrinks needed (ascending, 0 = the row itself), and which one each
        // half-width is.
        // (The wider disc's middle row, shrunk by radius + 1, is taken from the shrink by radius
        // where a run needs it.)
        let levels = Set(inner + outer.dropFirst()).sorted()
        var levelOf = [Int](repeating: 0, count: Int(levels.last!) + 1)
        for (i, k) in levels.enumerated() { levelOf[Int(k)] = i }
        let innerLevel = inner.map { levelOf[Int($0)] }, outerLevel = [levelOf[r]] + outer.dropFirst().map { levelOf[Int($0)] }
        // Rows y - r - 1 ... y + r + 1 of every level, in a ring.
        let span = 2 * r + 3
        let ring = UnsafeMutablePointer<UInt64>.allocate(capacity: levels.count * span * wpr + wpr)
        defer { ring.deallocate() }
        let eroded = ring + levels.count * span * wpr
        // The rows the wider disc ANDs for the current row (taken only where a run needs them).
        let widerRows = UnsafeMutablePointer<UnsafeMutablePointer<UInt64>>.allocate(capacity: span)
        defer { widerRows.deallocate() }

        @inline(__always) func row(_ level: Int, _ y: Int) -> UnsafeMutablePointer<UInt64> { ring + (level * span + y % span) * wpr }

        var out = Eroded(rowFirst: [Int32](repeating: 0, count: h + 1))
        out.runX0.reserveCapacity(page.runX0.count); out.runX1.reserveCapacity(page.runX0.count)
        out.survives.reserveCapacity(page.runX0.count)
        // How many rows up to row t are each the same as the row above (then their shrinks are
        // copied, and an eroded row whose every row around is unchanged is the row above's).
        var unchanged = 0
        for t in 0..<(h + r + 1) {
            if t < h && t > 0 && sameRuns(page, t, t - 1) {
                unchanged += 1
                for level in 0..<levels.count { row(level, t).update(from: row(level, t - 1), count: wpr) }
            } else if t < h {
                unchanged = 0
                let bits = row(0, t)
                bits.update(repeating: 0, count: wpr)
                for k in Int(page.rowFirst[t])..<Int(page.rowFirst[t + 1]) { setSpan(bits, Int(page.runX0[k]), Int(page.runX1[k])) }
                for level in 1..<levels.count {
                    shrink(row(level - 1, t), by: Int(levels[level] - levels[level - 1]), from: Int(levels[level - 1]), into: row(level, t), words: wpr)
                }
            }
            // Row y has every row it needs once row y + r + 1 is in.
            let y = t - (r + 1)
            guard y >= 0 else { continue }
            out.rowFirst[y] = Int32(out.runX0.count)
            // Rows closer than `radius` to the top or bottom have no core (the disc reaches outside).
            guard y >= r && y < h - r else { continue }
            if t < h && unchanged >= span {
                for k in Int(out.rowFirst[y - 1])..<Int(out.rowFirst[y]) {
                    out.runX0.append(out.runX0[k]); out.runX1.append(out.runX1[k]); out.survives.append(out.survives[k])
                }
                continue
            }
            eroded.update(from: row(innerLevel[0], y), count: wpr)
            for d in 1...r { and(row(innerLevel[d], y - d), row(innerLevel[d], y + d), into: eroded, words: wpr) }
            let hasWider = y >= r + 1 && y < h - r - 1
            if hasWider {
                widerRows[0] = row(outerLevel[0], y)
                for d in 1...(r + 1) { widerRows[2 * d - 1] = row(outerLevel[d], y - d); widerRows[2 * d] = row(outerLevel[d], y + d) }
            }
            // Some pixel of x ..< e survives the wider disc: its words ANDed, first to last.
            @inline(__always) func survives(_ x: Int, _ e: Int) -> Bool {
                let middle = widerRows[0]
                for w in (x >> 6)...((e - 1) >> 6) {
                    let here = middle[w], before = w > 0 ? middle[w - 1] : 0, after = w + 1 < wpr ? middle[w + 1] : 0
                    var word = here & (here &<< 1 | before &>> 63) & (here &>> 1 | after &<< 63)
                    for k in 1..<span { word &= widerRows[k][w] }
                    if w == x >> 6 { word &= ~0 &<< UInt64(x & 63) }
                    if w == (e - 1) >> 6 { word &= ~0 &>> UInt64(63 - ((e - 1) & 63)) }
                    if word != 0 { return true }
                }
                return false
            }
            var x = BitPlane.nextBit(eroded, wordCount: wpr, width: width, set: true, from: 0)
            while x < width {
                let e = BitPlane.nextBit(eroded, wordCount: wpr, width: width, set: false, from: x)
                out.runX0.append(Int32(x)); out.runX1.append(Int32(e))
                out.survives.append(hasWider && survives(x, e))
                x = e < width ? BitPlane.nextBit(eroded, wordCount: wpr, width: width, set: true, from: e) : width
            }
        }
        out.rowFirst[h] = Int32(out.runX0.count)
        return out
    }

    /// Rows `a` and `b` of `page` have the same runs.
    static func sameRuns(_ page: RunLabelling, _ a: Int, _ b: Int) -> Bool {
        let a0 = Int(page.rowFirst[a]), n = Int(page.rowFirst[a + 1]) - a0, b0 = Int(page.rowFirst[b])
        guard n == Int(page.rowFirst[b + 1]) - b0 else { return false }
        for k in 0..<n where page.runX0[a0 + k] != page.runX0[b0 + k] || page.runX1[a0 + k] != page.runX1[b0 + k] { return false }
        return true
    }

    /// The disc's half-width at each row offset 0 ... radius.
    static func halfWidths(radius r: Int) -> [Int32] {
        (0...r).map { Int32(Double(r * r - $0 * $0).squareRoot()) }
    }

    /// Sets columns `x0 ..< x1` of a row of bits.
    @inline(__always) static func setSpan(_ row: UnsafeMutablePointer<UInt64>, _ x0: Int, _ x1: Int) {
        let first = x0 >> 6, last = (x1 - 1) >> 6
        let low: UInt64 = ~0 &<< UInt64(x0 & 63), high: UInt64 = ~0 &>> UInt64(63 - ((x1 - 1) & 63))
        if first == last { row[first] |= low & high; return }
        row[first] |= low
        for w in (first + 1)..<last { row[w] = ~0 }
        row[last] |= high
    }

    /// `into` = the row `src` (already shrunk by `a`) shrunk by `b` more on each side: a pixel
    /// stays when it and the pixels `b` to its left and right do (outside the row counts as
    /// line). One step covers b <= 2a + 1 (the shrunk neighbourhoods then touch); larger steps
    /// are taken in several. `src` and `into` may be the same row.
    static func shrink(_ src: UnsafeMutablePointer<UInt64>, by b: Int, from a: Int, into dst: UnsafeMutablePointer<UInt64>, words: Int) {
        var a = a, b = b, src = src
        while b > 0 {
            let step = min(b, 2 * a + 1)
            let s = UInt64(step), back = UInt64(64 - step)
            var previous: UInt64 = 0, here = src[0]
            for w in 0..<(words - 1) {
                let next = src[w + 1]
                dst[w] = here & (here &<< s | previous &>> back) & (here &>> s | next &<< back)
                previous = here; here = next
            }
            dst[words - 1] = here & (here &<< s | previous &>> back) & (here &>> s)
            src = dst
            a += step; b -= step
        }
    }

    /// `out` &= `above` & `below`, word by word.
    @inline(__always) static func and(_ above: UnsafeMutablePointer<UInt64>, _ below: UnsafeMutablePointer<UInt64>, into out: UnsafeMutablePointer<UInt64>, words: Int) {
        for w in 0..<words { out[w] &= above[w] & below[w] }
    }
}
