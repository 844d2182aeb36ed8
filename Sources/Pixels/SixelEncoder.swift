/// Writes an image as a sixel sequence (DCS q ... ST). Each band of six pixel rows is written
/// colour by colour, each colour only at the columns it has in the band (the gaps between as
/// runs of empty sixels), runs of one sixel as `!count`: the work is the band's pixels, not its
/// colours times its width (an antialiased page has hundreds of greys, each in every band).
/// Pixels the image does not set keep what the screen shows (P2 = 1), so a patch drawn over the
/// page changes only its own pixels.
public enum SixelEncoder {
    /// The sequence for `image` with `palette` (made for this image).
    public static func encode(_ image: RGBImage, palette: SixelPalette) -> [UInt8] {
        let width = image.width, height = image.height
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 3 + palette.colours.count * 20 + 64)
        out += Array("\u{1b}P0;1;0q\"1;1;".utf8)
        number(&out, width); out.append(UInt8(ascii: ";")); number(&out, height)
        for (i, c) in palette.colours.enumerated() {
            // Sixel colour components are percentages.
            func percent(_ v: UInt32) -> Int { Int((v * 100 + 127) / 255) }
            out.append(UInt8(ascii: "#")); number(&out, i); out += Array(";2;".utf8)
            number(&out, percent(c >> 16 & 255)); out.append(UInt8(ascii: ";"))
            number(&out, percent(c >> 8 & 255)); out.append(UInt8(ascii: ";")); number(&out, percent(c & 255))
        }
        guard width > 0, height > 0 else { out += [0x1b, 0x5c]; return out }
        let entries = palette.colours.count
        // Per band: each pixel's entry; per colour, its sixel at each column and, in `columnsOf`
        // from `start[e]`, the columns it has in order (counted first, then filled).
        var sixels = [UInt8](repeating: 0, count: entries * width)
        var pixelEntries = [Int32](repeating: 0, count: width * 6)
        var occurrences = [Int32](repeating: 0, count: entries + 1)
        var start = [Int32](repeating: 0, count: entries + 1)
        var fill = [Int32](repeating: 0, count: entries)
        var lastColumn = [Int32](repeating: -1, count: entries)
        var columnsOf = [Int32](repeating: 0, count: width * 6)
        var present: [Int] = []
        image.bytes.withUnsafeBufferPointer { pixels in
            for top in stride(from: 0, to: height, by: 6) {
                let rows = min(6, height - top)
                present.removeAll(keepingCapacity: true)
                for r in 0..<rows {
                    var p = (top + r) * width * 3
                    for x in 0..<width {
                        pixelEntries[r * width + x] = Int32(palette.entry(pixels[p], pixels[p + 1], pixels[p + 2]))
                        p += 3
                    }
                }
                sixels.withUnsafeMutableBufferPointer { bits in
                    // Each colour's columns: counted, placed, then filled in column order.
                    for x in 0..<width {
                        for r in 0..<rows {
                            let e = Int(pixelEntries[r * width + x])
                            bits[e * width + x] |= UInt8(1 << r)
                            if lastColumn[e] != Int32(x) {
                                if occurrences[e] == 0 { present.append(e) }
                                occurrences[e] += 1; lastColumn[e] = Int32(x)
                            }
                        }
                    }
                    var offset: Int32 = 0
                    for e in present { start[e] = offset; fill[e] = offset; offset += occurrences[e]; lastColumn[e] = -1 }
                    for x in 0..<width {
                        for r in 0..<rows {
                            let e = Int(pixelEntries[r * width + x])
                            if lastColumn[e] != Int32(x) { columnsOf[Int(fill[e])] = Int32(x); fill[e] += 1; lastColumn[e] = Int32(x) }
                        }
                    }
                    for (n, e) in present.enumerated() {
                        if n > 0 { out.append(UInt8(ascii: "$")) }
                        out.append(UInt8(ascii: "#")); number(&out, e)
                        let row = e * width
                        var next = 0  // the column the sixel cursor is at
                        var k = Int(start[e])
                        let end = k + Int(occurrences[e])
                        while k < end {
                            let x = Int(columnsOf[k]), v = bits[row + x]
                            var last = k + 1
                            while last < end, Int(columnsOf[last]) == x + (last - k), bits[row + Int(columnsOf[last])] == v { last += 1 }
                            if x > next { run(&out, 0, x - next) }
                            run(&out, v, last - k)
                            next = x + (last - k)
                            k = last
                        }
                        for k in Int(start[e])..<end { bits[row + Int(columnsOf[k])] = 0 }
                        occurrences[e] = 0; lastColumn[e] = -1
                    }
                }
                out.append(UInt8(ascii: "-"))
            }
        }
        out += [0x1b, 0x5c]
        return out
    }

    /// `count` sixels of value `bits`: `!count` and the character when that is shorter.
    @inline(__always) static func run(_ out: inout [UInt8], _ bits: UInt8, _ count: Int) {
        let c = 63 + bits
        if count > 3 {
            out.append(UInt8(ascii: "!"))
            number(&out, count)
            out.append(c)
        } else {
            for _ in 0..<count { out.append(c) }
        }
    }

    /// `n` (not negative) in decimal, with no string made on the way.
    @inline(__always) static func number(_ out: inout [UInt8], _ n: Int) {
        if n < 10 { out.append(48 + UInt8(n)); return }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0, v = n
        withUnsafeMutableBytes(of: &digits) { d in
            while v > 0 { d[count] = 48 + UInt8(v % 10); v /= 10; count += 1 }
            for i in stride(from: count - 1, through: 0, by: -1) { out.append(d[i]) }
        }
    }
}
