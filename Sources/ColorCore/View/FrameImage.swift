/// A cell frame as the picture a terminal shows: `cellWidth x cellHeight` image pixels per cell,
/// block glyphs drawn as exact rectangles (half blocks, quadrants, sextants, eighth blocks; the
/// thirds of a sextant are rows `0 ..< h/3`, `h/3 ..< 2h/3`, `2h/3 ..< h`, rounded down), colours as the
/// terminal's (an index in xterm's default palette). Any other glyph is text, which has no font
/// here: its cell shows the background tinted a quarter of the way to the foreground. The same
/// rules as the shared scorer `tools/bench/fidelity.py` runs, so `snapshot` and the scorer draw a
/// screen alike.
public enum FrameImage {
    public static let cellWidth = 8, cellHeight = 16

    /// The picture of `frame`, opaque.
    public static func render(_ frame: CellFrame) -> Page {
        let w = max(1, frame.columns) * cellWidth, h = max(1, frame.rows) * cellHeight
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for row in 0..<frame.rows {
            for column in 0..<frame.columns {
                let cell = frame[column, row]
                let fg = cell.fg.rgb, bg = cell.bg.rgb
                let mask = inkMask(cell.glyph)
                for y in 0..<cellHeight {
                    for x in 0..<cellWidth {
                        let c: RGB
                        if let mask {
                            c = mask(x, y) ? fg : bg
                        } else {
                            c = RGB(r: tint(bg.r, fg.r), g: tint(bg.g, fg.g), b: tint(bg.b, fg.b))
                        }
                        let i = ((row * cellHeight + y) * w + column * cellWidth + x) * 4
                        rgba[i] = c.r; rgba[i + 1] = c.g; rgba[i + 2] = c.b; rgba[i + 3] = 255
                    }
                }
            }
        }
        return Page(width: w, height: h, rgba: rgba)
    }

    private static func tint(_ b: UInt8, _ f: UInt8) -> UInt8 {
        UInt8((0.75 * Double(b) + 0.25 * Double(f)).rounded())
    }

    /// Whether image pixel (x, y) of a cell `cellWidth` x `cellHeight` pixels is ink, for a block
    /// glyph of any mode; nil for text.
    public static func inkMask(_ glyph: Unicode.Scalar, cellWidth: Int = cellWidth, cellHeight: Int = cellHeight) -> ((Int, Int) -> Bool)? {
        if glyph == " " { return { _, _ in false } }
        let v = glyph.value
        // Eighth blocks: lower 1-7 eighths, left 7-1 eighths, the upper and the right eighth.
        if v >= 0x2581 && v <= 0x2587 { return { _, y in y >= cellHeight - cellHeight * Int(v - 0x2580) / 8 } }
        if v >= 0x2589 && v <= 0x258F { return { x, _ in x < cellWidth * Int(0x2590 - v) / 8 } }
        if v == 0x2594 { return { _, y in y < cellHeight / 8 } }
        if v == 0x2595 { return { x, _ in x >= cellWidth - cellWidth / 8 } }
        for mode in [GlyphMode.half, .quadrant, .sextant] {
            let patterns = mode.glyphs
            guard let pattern = patterns.firstIndex(of: glyph) else { continue }
            let (sx, sy) = mode.cellPixels
            return { x, y in
                let column = x * sx / cellWidth
                // Row boundaries at h * k / sy, rounded down, as the scorer draws them.
                var r = 0
                while r + 1 < sy && y >= cellHeight * (r + 1) / sy { r += 1 }
                return pattern >> (r * sx + column) & 1 == 1
            }
        }
        return nil
    }
}
