/// Which block glyphs cells are drawn with, and so how many *display pixels* a cell holds: half
/// blocks split a cell into 1x2, quadrants into 2x2, sextants into 2x3, and `mixed` into 4x8
/// (each display pixel a quarter of the cell across and an eighth down) of which each cell shows
/// one of the shapes of `MixedShapes`: half blocks, quadrants, sextants and eighth blocks. Each
/// cell shows two colours and a pattern saying which of its display pixels take the first (the
/// glyph's ink) and which the second (its background).
///
/// A pattern numbers the display pixels of a cell row by row, left to right: bit `row * columns +
/// column` set means that pixel is ink. Quadrant bits: 0 top left, 1 top right, 2 bottom left,
/// 3 bottom right; sextant bits 0-5 are Unicode's "BLOCK SEXTANT-1" to "-6". In half, quadrant
/// and sextant mode every pattern is a glyph; in mixed mode only the shapes' patterns are.
public enum GlyphMode: String, CaseIterable, Sendable {
    case half, quadrant, sextant, mixed

    /// Display pixels per cell across and down.
    @inlinable public var cellPixels: (x: Int, y: Int) {
        switch self {
        case .half: (1, 2)
        case .quadrant: (2, 2)
        case .sextant: (2, 3)
        case .mixed: (4, 8)
        }
    }

    @inlinable public var pixelsPerCell: Int { cellPixels.x * cellPixels.y }

    /// The glyph whose ink covers exactly the display pixels of `pattern`; in mixed mode, for a
    /// pattern that is no shape's, the smallest shape covering it (an outline drawn over the
    /// cells stays visible, a little thicker).
    @inlinable public func glyph(_ pattern: Int) -> Unicode.Scalar {
        switch self {
        case .half: GlyphMode.halfGlyphs[pattern & 3]
        case .quadrant: GlyphMode.quadrantGlyphs[pattern & 15]
        case .sextant: GlyphMode.sextantGlyph(pattern & 63)
        case .mixed: MixedShapes.glyph(covering: UInt32(truncatingIfNeeded: pattern))
        }
    }

    /// Whether `pattern` is exactly some glyph's ink (always, but in mixed mode).
    @inlinable public func hasGlyph(_ pattern: Int) -> Bool {
        self != .mixed || MixedShapes.index(of: UInt32(truncatingIfNeeded: pattern)) != nil
    }

    /// The pattern of `glyph` in this mode (a space for any other glyph: text shows its background).
    public func pattern(of glyph: Unicode.Scalar) -> Int {
        if glyph == " " { return 0 }
        if self == .mixed { return MixedShapes.pattern(of: glyph).map(Int.init) ?? 0 }
        for p in 0..<(1 << pixelsPerCell) where self.glyph(p) == glyph { return p }
        return 0
    }

    /// Every glyph this mode can put on screen (for a terminal's `wcwidth` check).
    public var glyphs: [Unicode.Scalar] {
        self == .mixed ? MixedShapes.glyphs : (0..<(1 << pixelsPerCell)).map(glyph)
    }

    public static let halfGlyphs: [Unicode.Scalar] = [" ", "\u{2580}", "\u{2584}", "\u{2588}"]

    public static let quadrantGlyphs: [Unicode.Scalar] = [
        " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
        "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}", "\u{2588}",
    ]

    /// Sextants are U+1FB00 onwards in pattern order, leaving out the four patterns that older
    /// blocks already have: empty, left half (21), right half (42) and full.
    @inlinable static func sextantGlyph(_ p: Int) -> Unicode.Scalar {
        switch p {
        case 0: " "
        case 21: "\u{258C}"
        case 42: "\u{2590}"
        case 63: "\u{2588}"
        default: Unicode.Scalar(UInt32(0x1FB00 + p - 1 - (p > 21 ? 1 : 0) - (p > 42 ? 1 : 0)))!
        }
    }
}
