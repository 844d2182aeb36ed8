/// The two colours and the pattern that best show a cell's display pixels, when the glyphs split
/// a cell into more pixels than two (quadrants: 4, sextants: 6).
///
/// One or two distinct colours are shown exactly. Otherwise the pixels are ordered along the line
/// from the darkest to the lightest (by luma; for the greys of line art that is the exact order,
/// and along one line the best split into two groups is always a cut of the order), each of the
/// cuts is tried with its groups shown in their mean colours, and the cut with the least squared
/// error in sRGB wins: the error `sum |p|^2 - |S_a|^2 / n_a - |S_b|^2 / n_b` only needs the
/// groups' sums `S`, running sums along the order. (Trying all 31 sextant splits instead picked
/// nearly the same cells at five times the cost.) The two colours
/// are then moved apart by `contrast` of their difference, each held within the cell's own range
/// per channel: means are greyer than the pixels they stand for, and a cell that shows them a
/// little further apart looks more like the page (mean SSIM over the test pages at 200x60,
/// sextants: 0.816 with means, 0.831 moved apart). Held in the range, a mix of two colours stays
/// a mix of those two. For greys, the cut keeps every visibly dark pixel (`visibleGrey`) in the
/// darker group and that group's mean visible, so a thin line never merges into the paper.
public enum CellFit {
    static let contrast: Float = 0.2
    /// Greys darker than this show a line visibly (the lightest grey of the xterm ramp is 238).
    static let visibleGrey = 239

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
        var grey = true
        for i in 0..<n {
            let c = p[i] & 0xff
            grey = grey && c == (p[i] >> 8) & 0xff && c == (p[i] >> 16) & 0xff
        }
        return grey ? bestGreySplit(p, count: n) : bestSplit(p, count: n)
    }

    static func bestSplit(_ p: UnsafePointer<UInt32>, count n: Int) -> Result {
        withUnsafeTemporaryAllocation(of: Float.self, capacity: 32) { space in
            // Channels side by side, one slot per pixel.
            let r = space.baseAddress!, g = r + 8, b = r + 16, along = r + 24
            // The line from the darkest to the lightest pixel (for greys: luma itself).
            var dark = 0, light = 0, darkY = Float.infinity, lightY = -Float.infinity
            var tr: Float = 0, tg: Float = 0, tb: Float = 0
            for i in 0..<n {
                let c = p[i]
                r[i] = Float(c & 0xff); g[i] = Float((c >> 8) & 0xff); b[i] = Float((c >> 16) & 0xff)
                tr += r[i]; tg += g[i]; tb += b[i]
                let y = 0.299 * r[i] + 0.587 * g[i] + 0.114 * b[i]
                if y < darkY { darkY = y; dark = i }
                if y > lightY { lightY = y; light = i }
            }
            if dark == light { light = dark == 0 ? 1 : 0 }  // equal lumas: any two pixels
            let dr = r[light] - r[dark], dg = g[light] - g[dark], db = b[light] - b[dark]
            for i in 0..<n { along[i] = r[i] * dr + g[i] * dg + b[i] * db }
            // Every cut of that order: the darker group is the pixels up to pixel i's position.
            var best: Float = -1, bestPattern = 1, bestCount = 1
            var ir: Float = 0, ig: Float = 0, ib: Float = 0
            for i in 0..<n {
                let cut = along[i]
                var ar: Float = 0, ag: Float = 0, ab: Float = 0, na = 0, pattern = 0
                for j in 0..<n {
                    let inside = along[j] <= cut
                    let m: Float = inside ? 1 : 0
                    ar += m * r[j]; ag += m * g[j]; ab += m * b[j]
                    na += inside ? 1 : 0
                    pattern |= (inside ? 1 : 0) << j
                }
                if na == n { continue }
                let br = tr - ar, bg = tg - ag, bb = tb - ab
                let score = (ar * ar + ag * ag + ab * ab) * reciprocal(na) + (br * br + bg * bg + bb * bb) * reciprocal(n - na)
                if score > best { best = score; bestPattern = pattern; bestCount = na; ir = ar; ig = ag; ib = ab }
            }
            let ka = reciprocal(bestCount), kb = reciprocal(n - bestCount)
            let ink = (ir * ka, ig * ka, ib * ka), paper = ((tr - ir) * kb, (tg - ig) * kb, (tb - ib) * kb)
            // Moved apart, within the cell's range per channel.
            func apart(_ a: Float, _ o: Float, _ c: UnsafeMutablePointer<Float>) -> UInt32 {
                var lo = c[0], hi = c[0]
                for i in 1..<n { lo = min(lo, c[i]); hi = max(hi, c[i]) }
                return UInt32(min(hi, max(lo, a + contrast * (a - o))) + 0.5)
            }
            return Result(pattern: bestPattern,
                          ink: apart(ink.0, paper.0, r) | apart(ink.1, paper.1, g) << 8 | apart(ink.2, paper.2, b) << 16,
                          paper: apart(paper.0, ink.0, r) | apart(paper.1, ink.1, g) << 8 | apart(paper.2, ink.2, b) << 16)
        }
    }

    /// `bestSplit` for greys (line art): one channel, put in order by a sorting network, and the
    /// cuts scored from running sums; all in registers (up to six pixels; a cell of four has two
    /// keys above every pixel's, which sort last and are never cut).
    static func bestGreySplit(_ p: UnsafePointer<UInt32>, count n: Int) -> Result {
        // Keys: grey << 3 | pixel index, so the order carries the pixels along.
        @inline(__always) func key(_ i: Int) -> Int { i < n ? Int(p[i] & 0xff) << 3 | i : Int.max }
        var k0 = key(0), k1 = key(1), k2 = key(2), k3 = key(3), k4 = key(4), k5 = key(5)
        var lo = 255, hi = 0, total: Float = 0, visible = 0
        for i in 0..<n {
            let v = Int(p[i] & 0xff)
            lo = min(lo, v); hi = max(hi, v)
            total += Float(v)
            if v < visibleGrey { visible += 1 }
        }
        @inline(__always) func order(_ a: inout Int, _ b: inout Int) {
            let x = a, y = b
            a = min(x, y); b = max(x, y)
        }
        order(&k1, &k2); order(&k4, &k5); order(&k0, &k2); order(&k3, &k5); order(&k0, &k1); order(&k3, &k4)
        order(&k2, &k5); order(&k0, &k3); order(&k1, &k4); order(&k2, &k4); order(&k1, &k3); order(&k2, &k3)
        // Every pixel that shows a line visibly stays in the darker group, and that group
        // stays visible: a faint line pixel is never averaged into the paper (a gap).
        let least = visible < n ? max(1, visible) : 1
        var best: Float = -1, split = 1, a: Float = 0, bestSum: Float = 0
        @inline(__always) func consider(_ cut: Int, _ key: Int) {
            guard cut < n else { return }
            a += Float(key >> 3)
            guard cut >= least && (visible == 0 || visible == n || a < Float(visibleGrey * cut)) else { return }
            let b = total - a
            let score = a * a * reciprocal(cut) + b * b * reciprocal(n - cut)
            if score > best { best = score; split = cut; bestSum = a }
        }
        consider(1, k0); consider(2, k1); consider(3, k2); consider(4, k3); consider(5, k4)
        @inline(__always) func bit(_ i: Int, _ key: Int) -> Int { i < split ? 1 << (key & 7) : 0 }
        let pattern = bit(0, k0) | bit(1, k1) | bit(2, k2) | bit(3, k3) | bit(4, k4)
        let ink = bestSum * reciprocal(split), paper = (total - bestSum) * reciprocal(n - split)
        let i = UInt32(min(Float(hi), max(Float(lo), ink + contrast * (ink - paper))) + 0.5)
        let o = UInt32(min(Float(hi), max(Float(lo), paper + contrast * (paper - ink))) + 0.5)
        return Result(pattern: pattern, ink: i * 0x01_0101, paper: o * 0x01_0101)
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
}
