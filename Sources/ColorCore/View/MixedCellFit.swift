/// The two colours and the shape (`MixedShapes`) that best show a mixed-mode cell's 32 display
/// pixels.
///
/// The split is decided on luma: of every shape (horizontal edges at each eighth, vertical at each
/// quarter, quadrants, sextants), the one whose two groups leave the least squared luma error
/// about their means, `sum y^2 - a^2 / n_a - b^2 / n_b`, found from the groups' sums alone: row
/// and block sums, then subset sums over the 4 quadrant and 6 sextant blocks (a shape and its
/// complement split the cell alike, so only half the subsets are tried). Then the two groups'
/// mean colours, moved apart as in `CellFit` (`CellFit.contrast`, each channel held within the
/// cell's range). For greys, a thin line (`DisplayFinish.thinLine`) never merges into the paper:
/// when the best split would show one of its visibly dark pixels (`CellFit.visibleGrey`) light,
/// the cell is split again keeping all of them on one side, shown visibly. (Asking that of every
/// visibly dark pixel, the fringe of thick lines too, costs 0.03 of SSIM on the test pages at
/// 200x60.) Nor does the paper merge into the lines: when the best split would show a cell that
/// holds paper grey all over, it is split again keeping the visibly dark pixels on one side.
public enum MixedCellFit {
    static let n = 32
    static let rowMasks: [UInt32] = (0..<8).map { MixedShapes.rowsMask($0..<8) }
    static let columnMasks: [UInt32] = (1..<4).map { MixedShapes.columnsMask(0..<$0) }
    /// Per subset of the quadrant (sextant) blocks: its display pixels.
    static let quadrantMasks: [UInt32] = (0..<16).map { MixedShapes.union($0, MixedShapes.quadrantBlocks) }
    static let sextantMasks: [UInt32] = (0..<64).map { MixedShapes.union($0, MixedShapes.sextantBlocks) }
    /// 1 / k for k display pixels (index 0 unused).
    static let reciprocals: [Float] = (0...32).map { $0 == 0 ? 0 : 1 / Float($0) }
    /// Per sextant block b (0-4) and subset s (lane s % 8 of vector 4 b + s / 8): 1 when the
    /// subset holds the block.
    static let sextantBits: [SIMD8<Float>] = (0..<5).flatMap { b in
        (0..<4).map { v in SIMD8<Float>((0..<8).map { Float((8 * v + $0) >> b & 1) }) }
    }
    /// Per subset: 1 / its count of display pixels (vectors 0-3), 1 / the rest's (4-7).
    static let sextantInverses: [SIMD8<Float>] = {
        let count = sextantMasks.map(\.nonzeroBitCount)
        func vectors(_ f: (Int) -> Float) -> [SIMD8<Float>] { (0..<4).map { v in SIMD8<Float>((0..<8).map { f(8 * v + $0) }) } }
        return vectors { reciprocals[count[$0]] } + vectors { reciprocals[n - count[$0]] }
    }()

    /// The best fit for 32 colours packed `R | G << 8 | B << 16` (top bytes ignored).
    public static func fit(_ p: UnsafePointer<UInt32>) -> CellFit.Result {
        // Whether all colours are the same, and all greys, without a branch per pixel.
        let first = p[0] & 0x00ff_ffff
        var differ: UInt32 = 0, tinted: UInt32 = 0
        for i in 0..<n {
            let c = p[i] & 0x00ff_ffff
            differ |= c ^ first
            let r = c & 0xff
            tinted |= (r ^ (c >> 8) & 0xff) | (r ^ c >> 16)
        }
        if differ == 0 { return CellFit.Result(pattern: 0, ink: first, paper: first) }
        let grey = tinted == 0
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: n) { y in
            let y = y.baseAddress!
            // Greys: the thin line's visibly dark pixels, all visibly dark pixels, the paper.
            var visible: UInt32 = 0, dark: UInt32 = 0, paper: UInt32 = 0
            if grey {
                for i in 0..<n {
                    let c = p[i], v = c & 0xff
                    y[i] = Float(v)
                    let isDark: UInt32 = v < UInt32(CellFit.visibleGrey) ? 1 : 0
                    let isThin: UInt32 = c & DisplayFinish.thinLine != 0 ? 1 : 0
                    dark |= isDark << i
                    visible |= (isDark & isThin) << i
                    paper |= (v >= UInt32(paperGrey) ? 1 : 0) << i
                }
            } else {
                for i in 0..<n {
                    let c = p[i]
                    y[i] = 0.299 * Float(c & 0xff) + 0.587 * Float((c >> 8) & 0xff) + 0.114 * Float((c >> 16) & 0xff)
                }
            }
            // Split again so that all of `keep` lies on one side, shown visibly. The shape's own
            // mask stays the pattern (its complement may be no shape: of the upper eighths only
            // ▔ and ▀ are).
            func split(keeping keep: UInt32) -> CellFit.Result {
                let mask = best(y, keep: keep)
                return colours(p, ink: mask, visible: keep & mask != 0 ? .ink : .paper, grey: grey)
            }
            var fit = colours(p, ink: best(y, keep: 0), visible: nil, grey: grey)
            // A thin line's visibly dark pixels must not vanish into a side shown light.
            if visible != 0 && visible != MixedShapes.full && lost(visible, fit) { fit = split(keeping: visible) }
            // Nor the paper into a cell shown grey all over (two lines close together, or a line
            // beside the edge of a darker shape, washed over the whole cell as a grey block).
            if paper != 0 && dark != 0 && fit.ink & 0xff < UInt32(paperGrey) && fit.paper & 0xff < UInt32(paperGrey) {
                fit = split(keeping: dark)
            }
            return fit
        }
    }

    /// Greys from this up show as white at either colour depth (in 256 colours they are nearer,
    /// in OKLab, to white than to the ramp's lightest grey, 238); darker ones may show as grey.
    static let paperGrey = 247

    /// Whether some of the `visible` pixels lie on a side of `fit` shown light.
    static func lost(_ visible: UInt32, _ fit: CellFit.Result) -> Bool {
        let limit = UInt32(CellFit.visibleGrey)
        let inkShown = fit.ink & 0xff < limit, paperShown = fit.paper & 0xff < limit
        if inkShown == paperShown { return !inkShown }
        let shown = UInt32(truncatingIfNeeded: fit.pattern)
        return visible & (inkShown ? ~shown : shown) != 0
    }

    /// The mask (one side of the split) of the shape with the least luma error whose split keeps
    /// `keep` on one side.
    static func best(_ y: UnsafeMutablePointer<Float>, keep: UInt32) -> UInt32 {
        // Row sums (rows run across 4 display pixels) and left-half row sums.
        var row = SIMD8<Float>(), left = SIMD8<Float>()
        var column = SIMD4<Float>()
        for r in 0..<8 {
            let v = SIMD4<Float>(y[4 * r], y[4 * r + 1], y[4 * r + 2], y[4 * r + 3])
            row[r] = v.sum()
            left[r] = v[0] + v[1]
            column += v
        }
        let total = row.sum()
        var bestScore: Float = -1, bestMask: UInt32 = 0
        // The tables as pointers, taken once: a static array read in the loop is a lazy global
        // each time.
        return reciprocals.withUnsafeBufferPointer { inv in
        rowMasks.withUnsafeBufferPointer { rowMasks in
        columnMasks.withUnsafeBufferPointer { columnMasks in
        quadrantMasks.withUnsafeBufferPointer { quadrantMasks in
        sextantMasks.withUnsafeBufferPointer { sextantMasks in
            @inline(__always) func take(_ score: Float, _ mask: UInt32) {
                guard keep & mask == 0 || keep & ~mask == 0 else { return }
                if score > bestScore { bestScore = score; bestMask = mask }
            }
            @inline(__always) func consider(_ a: Float, _ count: Int, _ mask: UInt32) {
                let b = total - a
                take(a * a * inv[count] + b * b * inv[n - count], mask)
            }
            // Horizontal edges: the lower k rows.
            var a: Float = 0
            for k in 1...7 {
                a += row[8 - k]
                consider(a, 4 * k, rowMasks[8 - k])
            }
            // Vertical edges: the left c columns.
            a = 0
            for c in 1...3 {
                a += column[c - 1]
                consider(a, 8 * c, columnMasks[c - 1])
            }
            // Quadrants (blocks of 2 columns by 4 rows), subsets without the last block.
            let right = row - left
            let topLeft = left[0] + left[1] + left[2] + left[3], topRight = right[0] + right[1] + right[2] + right[3]
            let quadrant = (topLeft, topRight, left.sum() - topLeft)
            for q in 1..<8 {
                var s: Float = 0
                if q & 1 != 0 { s += quadrant.0 }
                if q & 2 != 0 { s += quadrant.1 }
                if q & 4 != 0 { s += quadrant.2 }
                consider(s, 8 * q.nonzeroBitCount, quadrantMasks[q])
            }
            // Sextants (blocks of 2 columns by 3, 2 and 3 rows), subsets without the last block:
            // the 32 subsets' sums and scores eight lanes at a time, each sum adding its blocks
            // from the last down (so every sum and score is, to the bit, what adding one block at
            // a time to the subset without its lowest block gives), then tried in order.
            let block = (left[0] + left[1] + left[2], right[0] + right[1] + right[2], left[3] + left[4],
                         right[3] + right[4], left[5] + left[6] + left[7])
            withUnsafeTemporaryAllocation(of: Float.self, capacity: 32) { scores in
                sextantBits.withUnsafeBufferPointer { bits in
                sextantInverses.withUnsafeBufferPointer { inverses in
                    let bits = bits.baseAddress!, inverses = inverses.baseAddress!
                    for v in 0..<4 {
                        var a = SIMD8<Float>(repeating: 0)
                        a += block.4 * bits[16 + v]
                        a += block.3 * bits[12 + v]
                        a += block.2 * bits[8 + v]
                        a += block.1 * bits[4 + v]
                        a += block.0 * bits[v]
                        let b = total - a
                        let score = a * a * inverses[v] + b * b * inverses[4 + v]
                        for k in 0..<8 { scores[8 * v + k] = score[k] }
                    }
                }
                }
                for s in 1..<32 { take(scores[s], sextantMasks[s]) }
            }
            return bestMask
        }}}}}
    }

    enum Side { case ink, paper }

    /// The mean colours of the two sides of `ink`, moved apart within the cell's range; the
    /// `visible` side shown at least as dark as the lightest visible grey.
    /// (`grey`: every pixel is a grey, so one channel is worked out and shown in all three, as
    /// the three would come out alike.)
    static func colours(_ p: UnsafePointer<UInt32>, ink: UInt32, visible: Side?, grey: Bool) -> CellFit.Result {
        let count = ink.nonzeroBitCount
        let ki = reciprocals[count], ko = reciprocals[n - count]
        let shown = Float(CellFit.visibleGrey - 1)
        @inline(__always) func channel(_ inkSum: Float, _ all: Float, _ lo: Float, _ hi: Float) -> (UInt32, UInt32) {
            let inkMean = inkSum * ki, paperMean = (all - inkSum) * ko
            var i = min(max(inkMean + CellFit.contrast * (inkMean - paperMean), lo), hi)
            var o = min(max(paperMean + CellFit.contrast * (paperMean - inkMean), lo), hi)
            if visible == .ink { i = min(i, shown) }
            if visible == .paper { o = min(o, shown) }
            return (UInt32(i + 0.5), UInt32(o + 0.5))
        }
        // Per channel the sums over both sides and over the ink side, the least and the most,
        // eight pixels at a time: whole numbers, so the order of adding does not change them.
        typealias U = SIMD8<UInt32>
        let lane = U(0, 1, 2, 3, 4, 5, 6, 7)
        @inline(__always) func pixels(_ v: Int) -> U { UnsafeRawPointer(p + 8 * v).loadUnaligned(as: U.self) }
        // All ones in the lanes of ink pixels.
        @inline(__always) func inkLanes(_ v: Int) -> U { U.zero &- ((U(repeating: ink >> UInt32(8 * v)) &>> lane) & 1) }
        struct Channel {
            var all = U.zero, ink = U.zero, lo = U(repeating: 255), hi = U.zero
            @inline(__always) mutating func add(_ c: U, ink side: U) {
                all &+= c; ink &+= c & side
                lo = lo.replacing(with: c, where: c .< lo); hi = hi.replacing(with: c, where: c .> hi)
            }
            @inline(__always) func sums() -> (Float, Float, Float, Float) {
                (Float(ink.wrappedSum()), Float(all.wrappedSum()), Float(lo.min()), Float(hi.max()))
            }
        }
        if grey {
            var grey = Channel()
            for v in 0..<4 { grey.add(pixels(v) & 0xff, ink: inkLanes(v)) }
            let (inkSum, all, lo, hi) = grey.sums()
            let v = channel(inkSum, all, lo, hi)
            return CellFit.Result(pattern: Int(ink), ink: v.0 * 0x01_0101, paper: v.1 * 0x01_0101)
        }
        var red = Channel(), green = Channel(), blue = Channel()
        for v in 0..<4 {
            let c = pixels(v), side = inkLanes(v)
            red.add(c & 0xff, ink: side); green.add((c &>> 8) & 0xff, ink: side); blue.add((c &>> 16) & 0xff, ink: side)
        }
        let (ri, ra, rl, rh) = red.sums(), (gi, ga, gl, gh) = green.sums(), (bi, ba, bl, bh) = blue.sums()
        let r = channel(ri, ra, rl, rh), g = channel(gi, ga, gl, gh), b = channel(bi, ba, bl, bh)
        return CellFit.Result(pattern: Int(ink), ink: r.0 | g.0 << 8 | b.0 << 16, paper: r.1 | g.1 << 8 | b.1 << 16)
    }
}
