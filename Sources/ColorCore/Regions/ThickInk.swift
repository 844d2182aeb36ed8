/// How much of a picture's ink is thick: ink pixels (the region rule's lines, darkness >= 128)
/// with no paper within `reach` pixels (Chebyshev distance; outside the page counts as paper).
/// The line-art test asks it of every page opened, so it is done on bit planes: the ink eroded by
/// a square of side 2 reach + 1, a row pass and a column pass of a few shifted ANDs each,
/// 64 pixels at a time.
public enum ThickInk {
    /// Ink pixels, and those of them more than `reach` pixels from paper.
    public static func count(in art: LineArt, reach: Int) -> (ink: Int, thick: Int) {
        precondition(reach >= 0)
        var ink = BitPlane.lines(of: art)
        ink.setPadding(false)  // outside is paper here
        let eroded = ink.erodedSquare(radius: reach)
        return (ink.setBitCount, eroded.setBitCount)
    }
}

extension BitPlane {
    var setBitCount: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    mutating func setPadding(_ value: Bool) {
        let padding = paddingMask, wpr = wordsPerRow
        guard padding != 0 else { return }
        for y in 0..<height {
            if value { words[y * wpr + wpr - 1] |= padding } else { words[y * wpr + wpr - 1] &= ~padding }
        }
    }

    /// Erosion by a square of side 2 `radius` + 1: a bit stays set when every bit within
    /// `radius` (Chebyshev) is set; outside the page and the padding count as unset, so the
    /// padding must be clear.
    func erodedSquare(radius r: Int) -> BitPlane {
        guard r > 0 else { return self }
        let wpr = wordsPerRow, h = height, side = 2 * r + 1
        var rows = self
        // Along rows: a bit becomes the AND of the bits x ... x + 2r (doubling the window each
        // step), then moves r to the right (centred on x).
        rows.words.withUnsafeMutableBufferPointer { words in
            var a = [UInt64](repeating: 0, count: wpr), b = [UInt64](repeating: 0, count: wpr)
            for y in 0..<h {
                let row = words.baseAddress! + y * wpr
                for i in 0..<wpr { a[i] = row[i] }
                var covered = 1
                while covered < side {
                    let k = min(covered, side - covered)
                    Self.shift(a, into: &b, by: k)
                    for i in 0..<wpr { a[i] &= b[i] }
                    covered += k
                }
                Self.shift(a, into: &b, by: -r)
                for i in 0..<wpr { row[i] = b[i] }
            }
        }
        // Along columns, the same with whole rows: rows past the bottom are unset.
        var out = BitPlane(width: width, height: height)
        rows.words.withUnsafeMutableBufferPointer { acc in
            var covered = 1
            while covered < side {
                let k = min(covered, side - covered)
                for y in 0..<h {
                    let below = y + k
                    for i in 0..<wpr { acc[y * wpr + i] &= below < h ? acc[below * wpr + i] : 0 }
                }
                covered += k
            }
            out.words.withUnsafeMutableBufferPointer { dst in
                for y in r..<max(r, h) {
                    for i in 0..<wpr { dst[y * wpr + i] = acc[(y - r) * wpr + i] }
                }
            }
        }
        return out
    }

    /// `out` bit x = `row` bit x + `s` (unset where that is outside the row's words).
    private static func shift(_ row: [UInt64], into out: inout [UInt64], by s: Int) {
        let n = row.count, q = abs(s) >> 6, b = UInt64(abs(s) & 63)
        for i in 0..<n {
            if s >= 0 {
                let lo = i + q < n ? row[i + q] : 0, hi = i + q + 1 < n ? row[i + q + 1] : 0
                out[i] = b == 0 ? lo : (lo >> b) | (hi << (64 - b))
            } else {
                let hi = i - q >= 0 ? row[i - q] : 0, lo = i - q - 1 >= 0 ? row[i - q - 1] : 0
                out[i] = b == 0 ? hi : (hi << b) | (lo >> (64 - b))
            }
        }
    }
}
