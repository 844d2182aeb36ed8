/// One bit per pixel, row by row: bit `x & 63` of word `y * wordsPerRow + x >> 6` is pixel (x, y).
/// The bits past the last column of each row (padding) stand for what lies outside the page.
struct BitPlane: Sendable {
    let width: Int, height: Int, wordsPerRow: Int
    var words: [UInt64]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        wordsPerRow = (width + 63) >> 6
        words = [UInt64](repeating: 0, count: wordsPerRow * height)
    }

    /// The bits past column `width - 1` in a row's last word.
    var paddingMask: UInt64 { width & 63 == 0 ? 0 : ~0 << UInt64(width & 63) }

    /// The line pixels of `lineArt` (darkness >= 128), the padding set (outside counts as line).
    /// Eight pixels at a time: their top bits gathered into a byte by one multiply.
    static func lines(of art: LineArt) -> BitPlane {
        var plane = BitPlane(width: art.width, height: art.height)
        let w = art.width, wpr = plane.wordsPerRow, padding = plane.paddingMask
        art.darkness.withUnsafeBufferPointer { dark in
            plane.words.withUnsafeMutableBufferPointer { out in
                let src = SharedPointer(UnsafeMutablePointer(mutating: dark.baseAddress!)), dst = SharedPointer(out)
                ParallelRows.forEachBand(count: art.height) { rows in
                    let raw = UnsafeRawPointer(src.base)
                    for y in rows {
                        let row = y * w
                        for i in 0..<wpr {
                            var word: UInt64 = 0
                            let x0 = i << 6, x1 = min(w, x0 + 64)
                            var x = x0
                            while x + 8 <= x1 {
                                let v = raw.loadUnaligned(fromByteOffset: row + x, as: UInt64.self)
                                let top = (v >> 7) & 0x0101_0101_0101_0101
                                word |= ((top &* 0x0102_0408_1020_4080) >> 56) << UInt64(x - x0)
                                x += 8
                            }
                            while x < x1 {
                                if src[row + x] >= LineArt.lineThreshold { word |= 1 << UInt64(x - x0) }
                                x += 1
                            }
                            if i == wpr - 1 { word |= padding }
                            dst[y * wpr + i] = word
                        }
                    }
                }
            }
        }
        return plane
    }

    /// Sets (or clears) the bits of columns `x0 ..< x1` of row `y`, a word at a time.
    mutating func setSpan(_ y: Int, _ x0: Int, _ x1: Int, _ on: Bool) {
        var w = x0 >> 6
        while w << 6 < x1 {
            let lo = max(x0, w << 6) - (w << 6), hi = min(x1, (w + 1) << 6) - (w << 6)
            let span: UInt64 = hi - lo == 64 ? ~0 : ((1 << UInt64(hi - lo)) - 1) << UInt64(lo)
            if on { words[y * wordsPerRow + w] |= span } else { words[y * wordsPerRow + w] &= ~span }
            w += 1
        }
    }

    /// Calls `body(x)` for every set bit of row `y` in columns `x0 ..< x1`, left to right.
    @inline(__always) func forEachSetBit(row y: Int, from x0: Int, to x1: Int, _ body: (Int) -> Void) {
        var w = x0 >> 6
        while w << 6 < x1 {
            var bits = words[y * wordsPerRow + w]
            if w << 6 < x0 { bits &= ~0 << UInt64(x0 & 63) }
            if (w + 1) << 6 > x1 { bits &= (1 << UInt64(x1 & 63)) - 1 }
            while bits != 0 {
                body(w << 6 | bits.trailingZeroBitCount)
                bits &= bits - 1
            }
            w += 1
        }
    }

    /// Calls `body(x, y)` for every set bit, in raster order. The padding must be clear.
    @inline(__always) func forEachSetPixel(_ body: (Int, Int) -> Void) {
        for w in words.indices where words[w] != 0 {
            var bits = words[w]
            let y = w / wordsPerRow, xBase = (w % wordsPerRow) << 6
            while bits != 0 {
                body(xBase + bits.trailingZeroBitCount, y)
                bits &= bits - 1
            }
        }
    }

    /// The first column >= `x` of a row whose bit is `set`, or `width`.
    static func nextBit(_ row: UnsafePointer<UInt64>, wordCount: Int, width: Int, set: Bool, from x: Int) -> Int {
        var i = x >> 6
        guard i < wordCount else { return width }
        var word = (set ? row[i] : ~row[i]) & (~0 << UInt64(x & 63))
        while word == 0 {
            i += 1
            if i == wordCount { return width }
            word = set ? row[i] : ~row[i]
        }
        return min(width, i << 6 | word.trailingZeroBitCount)
    }
}
