/// Writes an image as a sixel sequence (DCS q ... ST). Each band of six pixel rows is written
/// colour by colour, each colour from the first to the last column it has in the band, runs of
/// one sixel as `!count`. Pixels the image does not set keep what the screen shows (P2 = 1), so
/// a patch drawn over the page changes only its own pixels.
public enum SixelEncoder {
    /// The sequence for `image` with `palette` (made for this image).
    public static func encode(_ image: RGBImage, palette: SixelPalette) -> [UInt8] {
        let width = image.width, height = image.height
        var out: [UInt8] = []
        out.reserveCapacity(width * height / 3 + palette.colours.count * 20 + 64)
        out += Array("\u{1b}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for (i, c) in palette.colours.enumerated() {
            // Sixel colour components are percentages.
            func percent(_ v: UInt32) -> Int { Int((v * 100 + 127) / 255) }
            out += Array("#\(i);2;\(percent(c >> 16 & 255));\(percent(c >> 8 & 255));\(percent(c & 255))".utf8)
        }
        guard width > 0, height > 0 else { out += [0x1b, 0x5c]; return out }
        let entries = palette.colours.count
        var sixels = [UInt8](repeating: 0, count: entries * width)
        var first = [Int](repeating: Int.max, count: entries), last = [Int](repeating: -1, count: entries)
        var present: [Int] = []
        image.bytes.withUnsafeBufferPointer { pixels in
            sixels.withUnsafeMutableBufferPointer { bits in
                for top in stride(from: 0, to: height, by: 6) {
                    present.removeAll(keepingCapacity: true)
                    for row in top..<min(top + 6, height) {
                        let bit = UInt8(1 << (row - top))
                        var p = row * width * 3
                        for x in 0..<width {
                            let e = palette.entry(pixels[p], pixels[p + 1], pixels[p + 2])
                            p += 3
                            if last[e] < 0 { present.append(e); first[e] = x; last[e] = x }
                            else { if x < first[e] { first[e] = x }; if x > last[e] { last[e] = x } }
                            bits[e * width + x] |= bit
                        }
                    }
                    for (n, e) in present.enumerated() {
                        if n > 0 { out.append(UInt8(ascii: "$")) }
                        out += Array("#\(e)".utf8)
                        if first[e] > 0 { run(&out, 0, first[e]) }
                        var x = first[e]
                        let row = e * width
                        while x <= last[e] {
                            let v = bits[row + x]
                            var end = x + 1
                            while end <= last[e], bits[row + end] == v { end += 1 }
                            run(&out, v, end - x)
                            x = end
                        }
                        for x in first[e]...last[e] { bits[row + x] = 0 }
                        first[e] = Int.max; last[e] = -1
                    }
                    out.append(UInt8(ascii: "-"))
                }
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
            out += Array(String(count).utf8)
            out.append(c)
        } else {
            for _ in 0..<count { out.append(c) }
        }
    }
}
