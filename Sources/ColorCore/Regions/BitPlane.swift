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

    /// Morphological dilation by a disc of `radius` pixels (offsets with dx² + dy² <= radius²):
    /// a bit is set when any bit within the disc is. Outside the page counts as `outside`, so the
    /// padding of `self` must hold that value; the result's padding does too.
    ///
    /// Per source row, the horizontal dilations by 0 ... radius are made by widening one pixel a
    /// step; each output row ORs, for every row offset dy, the source row's dilation by the
    /// disc's half-width at dy. A ring of the last 2 radius + 1 source rows holds them.
    func dilated(radius r: Int, outside: Bool) -> BitPlane {
        precondition(r >= 1 && r < 64)
        var out = BitPlane(width: width, height: height)
        let wpr = wordsPerRow, h = height, padding = paddingMask
        let outsideWord: UInt64 = outside ? ~0 : 0, edgeBit: UInt64 = outside ? 1 : 0
        let halfWidth = (0...r).map { d in Int(Double(r * r - d * d).squareRoot()) }
        words.withUnsafeBufferPointer { src in
            out.words.withUnsafeMutableBufferPointer { dst in
                let input = SharedPointer(UnsafeMutablePointer(mutating: src.baseAddress!)), output = SharedPointer(dst)
                ParallelRows.forEachBand(count: h, minimumRows: max(64, 4 * r)) { rows in
                    let ringRows = 2 * r + 1, perRow = (r + 1) * wpr
                    var ring = [UInt64](repeating: 0, count: ringRows * perRow)
                    ring.withUnsafeMutableBufferPointer { ring in
                        for sy in (rows.lowerBound - r)..<(rows.upperBound + r) {
                            let slot = ((sy % ringRows) + ringRows) % ringRows
                            let h0 = ring.baseAddress! + slot * perRow
                            if sy < 0 || sy >= h {
                                for k in 0..<perRow { h0[k] = outsideWord }
                            } else {
                                for i in 0..<wpr { h0[i] = input[sy * wpr + i] }
                                for k in 1...r {
                                    let prev = h0 + (k - 1) * wpr, next = h0 + k * wpr
                                    for i in 0..<wpr {
                                        let v = prev[i]
                                        let fromLeft = i > 0 ? prev[i - 1] >> 63 : edgeBit
                                        let fromRight = i < wpr - 1 ? prev[i + 1] << 63 : edgeBit << 63
                                        next[i] = v | (v << 1) | fromLeft | (v >> 1) | fromRight
                                    }
                                }
                            }
                            let y = sy - r
                            guard y >= rows.lowerBound else { continue }
                            // Row offset by row offset, each the source row's dilation by the
                            // disc's half-width there, ORed into the output row (vectorizes).
                            let dst = output.base + y * wpr
                            for dy in -r...r {
                                let s = (((y + dy) % ringRows) + ringRows) % ringRows
                                let part = ring.baseAddress! + s * perRow + halfWidth[abs(dy)] * wpr
                                if dy == -r {
                                    for i in 0..<wpr { dst[i] = part[i] }
                                } else {
                                    for i in 0..<wpr { dst[i] |= part[i] }
                                }
                            }
                            dst[wpr - 1] = outside ? dst[wpr - 1] | padding : dst[wpr - 1] & ~padding
                        }
                    }
                }
            }
        }
        return out
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
