import ColorCore

/// Writes an image as a sixel sequence (DCS q ... ST), one pass per band of six pixel rows.
/// The pixels are read once, as runs of one colour along each row (paper and flat paint are
/// runs), and a register is looked up once a run; each stretch of a band where no row's run
/// changes adds, for each register it has, its six bits to that register's list of runs,
/// extending the last run when the stretch repeats it. The band is then
/// written register by register, only the registers the band has, each only over its own runs
/// (the gaps between as runs of empty sixels): the work is the band's runs, not its registers
/// times its width (an antialiased page has a hundred greys, each in every band).
/// Pixels the image does not set keep what the screen shows (P2 = 1), so a patch drawn over the
/// page changes only its own pixels.
public enum SixelEncoder {
    /// The sequence for `image`, drawn with a palette chosen for it within `registers` colours.
    public static func encode(_ image: RGBImage, registers: Int) -> [UInt8] {
        let runs = SixelRuns(image)
        return encode(runs, palette: SixelPalette(for: runs, registers: registers))
    }

    /// The sequence for `image` with `palette` (made for this image, or for one with its colours).
    public static func encode(_ image: RGBImage, palette: SixelPalette) -> [UInt8] {
        encode(SixelRuns(image), palette: palette)
    }

    static func encode(_ image: SixelRuns, palette: SixelPalette) -> [UInt8] {
        let width = image.width, height = image.height
        var out = SixelByteBuffer(capacity: width * height / 2 + palette.colours.count * 20 + 64)
        out.append(Array("\u{1b}P0;1;0q\"1;1;".utf8))
        out.append(number: width); out.append(UInt8(ascii: ";")); out.append(number: height)
        for (i, c) in palette.colours.enumerated() {
            // Sixel colour components are percentages.
            func percent(_ v: UInt32) -> Int { Int((v * 100 + 127) / 255) }
            out.reserve(24)
            out.append(UInt8(ascii: "#")); out.append(number: i)
            out.append(UInt8(ascii: ";")); out.append(UInt8(ascii: "2")); out.append(UInt8(ascii: ";"))
            out.append(number: percent(c >> 16 & 255)); out.append(UInt8(ascii: ";"))
            out.append(number: percent(c >> 8 & 255)); out.append(UInt8(ascii: ";"))
            out.append(number: percent(c & 255))
        }
        if width > 0, height > 0 {
            let bands = (height + 5) / 6
            if width * height >= parallelPixels && bands >= 2 {
                // The two halves of the bands on the two cores, each into its own bytes.
                let middle = bands / 2 * 6
                let (upper, lower) = BothCores.run(if: true, { Self.bands(image, palette: palette, rows: 0..<middle) },
                                                   { Self.bands(image, palette: palette, rows: middle..<height) })
                out.append(upper); out.append(lower)
            } else {
                write(image, palette: palette, rows: 0..<height, to: &out)
            }
        }
        out.reserve(2)
        out.append(0x1b); out.append(0x5c)
        return out.bytes
    }

    /// Images from this many pixels (a full page area) are written on both cores; a drag's patch
    /// would lose more to the hand-over than it gains.
    static let parallelPixels = 1 << 18

    /// The bands of pixel rows `rows` (starting at a band's top), each ended by `-`.
    static func write(_ image: SixelRuns, palette: SixelPalette, rows: Range<Int>, to out: inout SixelByteBuffer) {
        var band = SixelBand(width: image.width, registers: palette.colours.count)
        for top in stride(from: rows.lowerBound, to: rows.upperBound, by: 6) {
            band.collect(image, top: top, rows: min(6, rows.upperBound - top), palette: palette)
            band.write(to: &out)
            out.reserve(1)
            out.append(UInt8(ascii: "-"))
        }
    }

    static func bands(_ image: SixelRuns, palette: SixelPalette, rows: Range<Int>) -> [UInt8] {
        var out = SixelByteBuffer(capacity: image.width * rows.count / 2)
        write(image, palette: palette, rows: rows, to: &out)
        return out.bytes
    }
}
