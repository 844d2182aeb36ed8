/// One bit per pixel, row by row: bit `x & 63` of word `y * wordsPerRow + x >> 6` is pixel (x, y).
/// The bits past the last column of each row (padding) stand for what lies outside the page.
struct BitPlane: Sendable {
    let width: Int, height: Int, wordsPerRow: Int
    var words: [UInt64]

    init(width: Int, height: Int, fill: Bool = false) {
        self.width = width
        self.height = height
        wordsPerRow = (width + 63) >> 6
        words = [UInt64](repeating: fill ? ~0 : 0, count: wordsPerRow * height)
    }

    /// A plane of these words (`wordsPerRow` a row).
    init(width: Int, height: Int, words: [UInt64]) {
        self.width = width
        self.height = height
        wordsPerRow = (width + 63) >> 6
        precondition(words.count == wordsPerRow * height)
        self.words = words
    }

    /// The bits past column `width - 1` in a row's last word.
    var paddingMask: UInt64 { width & 63 == 0 ? 0 : ~0 << UInt64(width & 63) }

    @inlinable func isSet(_ x: Int, _ y: Int) -> Bool {
        words[y * wordsPerRow + (x >> 6)] >> UInt64(x & 63) & 1 != 0
    }

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

    /// The line pixels of a page whose paintable runs are `runs` (all else is line; the padding
    /// is set too): a word-at-a-time clearing of each run.
    static func lines(of runs: RunLabelling, width: Int) -> BitPlane {
        var plane = BitPlane(width: width, height: runs.height, fill: true)
        for y in 0..<runs.height {
            for i in Int(runs.rowFirst[y])..<Int(runs.rowFirst[y + 1]) {
                plane.setSpan(y, Int(runs.runX0[i]), Int(runs.runX1[i]), false)
            }
        }
        return plane
    }

    /// Morphological dilation by a disc of `radius` pixels (offsets with dx² + dy² <= radius²):
    /// a bit is set when any bit within the disc is. Outside the page counts as `outside`, so the
    /// padding of `self` must hold that value; the result's padding does too.
    func dilated(radius r: Int, outside: Bool) -> BitPlane {
        dilated(radii: [r], outside: outside)[0]
    }

    /// The dilations by discs of each of `radii`, sharing the work (gap closing wants two).
    ///
    /// The plane widened by 0 ... the largest radius pixels along its rows is made a step at a
    /// time; each output ORs, for every row offset dy, that widening by the disc's half-width at
    /// dy, shifted dy rows. Every step is one pass over the whole plane's words (long loops that
    /// vectorize), so a page costs a few dozen passes over its bits, a 64th of its pixels.
    func dilated(radii: [Int], outside: Bool) -> [BitPlane] {
        precondition(radii.allSatisfy { $0 >= 1 && $0 < 64 })
        let r = radii.max()!, wpr = wordsPerRow, h = height, n = words.count, padding = paddingMask
        let outsideWord: UInt64 = outside ? ~0 : 0
        var widened = [words]
        for _ in 1...r { widened.append(Self.widenedByOne(widened[widened.count - 1], wordsPerRow: wpr, outside: outside)) }
        return radii.map { q in
            var out = [UInt64](repeating: 0, count: n)
            out.withUnsafeMutableBufferPointer { out in
                for dy in -q...q {
                    let halfWidth = Int(Double(q * q - dy * dy).squareRoot())
                    widened[halfWidth].withUnsafeBufferPointer { src in
                        // Output rows lo ..< hi read source rows lo + dy ..< hi + dy; the rest
                        // read outside the page.
                        let lo = max(0, -dy), hi = min(h, h - dy)
                        if lo < hi {
                            let o = out.baseAddress! + lo * wpr, i = src.baseAddress! + (lo + dy) * wpr
                            for k in 0..<(hi - lo) * wpr { o[k] |= i[k] }
                        }
                        if outside {
                            for k in 0..<min(h, lo) * wpr { out[k] = outsideWord }
                            for k in max(0, hi) * wpr..<n { out[k] = outsideWord }
                        }
                    }
                }
                for y in 0..<h {
                    let last = y * wpr + wpr - 1
                    out[last] = outside ? out[last] | padding : out[last] & ~padding
                }
            }
            return BitPlane(width: width, height: height, words: out)
        }
    }

    /// Every row of `words` widened by one pixel to each side; outside the page counts as
    /// `outside`. One pass treats the plane as one long row, then the first and last word of
    /// each row are made again, as they must not take bits from the rows beside them.
    private static func widenedByOne(_ words: [UInt64], wordsPerRow wpr: Int, outside: Bool) -> [UInt64] {
        let n = words.count, edgeBit: UInt64 = outside ? 1 : 0
        return [UInt64](unsafeUninitializedCapacity: n) { out, count in
            words.withUnsafeBufferPointer { v in
                if n > 2 {
                    for i in 1..<(n - 1) {
                        out[i] = v[i] | v[i] << 1 | v[i - 1] >> 63 | v[i] >> 1 | v[i + 1] << 63
                    }
                }
                for start in stride(from: 0, to: n, by: wpr) {
                    let end = start + wpr - 1
                    @inline(__always) func edge(_ i: Int) {
                        let fromLeft = i > start ? v[i - 1] >> 63 : edgeBit
                        let fromRight = i < end ? v[i + 1] << 63 : edgeBit << 63
                        out[i] = v[i] | v[i] << 1 | fromLeft | v[i] >> 1 | fromRight
                    }
                    edge(start)
                    if end != start { edge(end) }
                }
            }
            count = n
        }
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
