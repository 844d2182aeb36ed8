/// The two colours and the pattern that best show a cell's display pixels, when the glyphs split
/// a cell into more pixels than two (quadrants: 4, sextants: 6).
///
/// One or two distinct colours are shown exactly. Otherwise every way of splitting the pixels
/// into two groups is tried (7 for quadrants, 31 for sextants; a split and its mirror are the
/// same), each group shown in its mean colour, and the split with the least squared error in
/// sRGB wins: the error `sum |p|^2 - |S_a|^2 / n_a - |S_b|^2 / n_b` only needs each group's
/// sum `S`, which the loop builds from sums over the two halves of the pixels.
public enum CellFit {
    public struct Result: Equatable, Sendable {
        /// Bit `i` set: pixel `i` shows `ink`, else `paper`.
        public var pattern: Int
        /// Colours packed `R | G << 8 | B << 16`.
        public var ink: UInt32, paper: UInt32
    }

    /// The best fit for `count` (1 to 6) colours packed `R | G << 8 | B << 16` (top bytes ignored).
    public static func fit(_ p: UnsafePointer<UInt32>, count n: Int) -> Result {
        let first = p[0] & 0x00ff_ffff
        var second: UInt32 = first, pattern = 0, distinct = 1
        for i in 1..<n {
            let c = p[i] & 0x00ff_ffff
            if c == first { continue }
            if distinct == 1 { second = c; distinct = 2 } else if c != second { distinct = 3; break }
            pattern |= 1 << i
        }
        if distinct < 3 { return Result(pattern: pattern, ink: second, paper: first) }
        return bestSplit(p, count: n)
    }

    @inline(__always)
    static func vector(_ c: UInt32) -> SIMD4<Float> {
        SIMD4(Float(c & 0xff), Float((c >> 8) & 0xff), Float((c >> 16) & 0xff), 0)
    }

    static func bestSplit(_ p: UnsafePointer<UInt32>, count n: Int) -> Result {
        // The last pixel always goes to `paper` (a split and its mirror are the same): patterns
        // are 1 ..< 2^(n-1). Low half: pixels 0 ..< lowCount, every subset; high half: the rest
        // but the last.
        let lowCount = n / 2, highCount = n - 1 - lowCount
        let lows = 1 << lowCount, highs = 1 << highCount
        return withUnsafeTemporaryAllocation(of: SIMD4<Float>.self, capacity: lows + highs) { sums in
            var total = SIMD4<Float>.zero
            for i in 0..<n { total += vector(p[i]) }
            sums[0] = .zero
            for m in 1..<lows { sums[m] = sums[m & (m - 1)] + vector(p[m.trailingZeroBitCount]) }
            sums[lows] = .zero
            for m in 1..<highs { sums[lows + m] = sums[lows + (m & (m - 1))] + vector(p[lowCount + m.trailingZeroBitCount]) }
            var best: Float = -1, bestPattern = 1, bestSum = SIMD4<Float>.zero
            for h in 0..<highs {
                for l in 0..<lows where l != 0 || h != 0 {
                    let a = sums[l] + sums[lows + h]
                    let na = l.nonzeroBitCount + h.nonzeroBitCount
                    let b = total - a
                    let score = (a * a).sum() * reciprocal(na) + (b * b).sum() * reciprocal(n - na)
                    if score > best { best = score; bestPattern = l | h << lowCount; bestSum = a }
                }
            }
            let na = bestPattern.nonzeroBitCount
            return Result(pattern: bestPattern, ink: packed(bestSum * reciprocal(na)),
                          paper: packed((total - bestSum) * reciprocal(n - na)))
        }
    }

    @inline(__always)
    static func reciprocal(_ k: Int) -> Float {
        switch k {
        case 1: 1
        case 2: 1 / 2
        case 3: 1 / 3
        case 4: 1 / 4
        case 5: 1 / 5
        default: 1 / 6
        }
    }

    @inline(__always)
    static func packed(_ v: SIMD4<Float>) -> UInt32 {
        let r = v.rounded(.toNearestOrAwayFromZero)
        return UInt32(r[0]) | UInt32(r[1]) << 8 | UInt32(r[2]) << 16
    }
}
