/// What the search leaves: the bridge pixels, and the joined regions cut at them into pieces.
extension Regrowth {
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
}
