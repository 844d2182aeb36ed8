/// One terminal cell: a glyph drawn in foreground colour `fg` on background `bg`, both xterm
/// 256-colour indices.
public struct Cell: Equatable, Sendable {
    public var glyph: Unicode.Scalar
    public var fg: UInt8
    public var bg: UInt8

    @inlinable public init(glyph: Unicode.Scalar, fg: UInt8, bg: UInt8) {
        self.glyph = glyph; self.fg = fg; self.bg = bg
    }

    public static let upperHalf: Unicode.Scalar = "\u{2580}"  // ▀
    public static let lowerHalf: Unicode.Scalar = "\u{2584}"  // ▄

    /// Two stacked display pixels in one cell. The glyph is chosen so that `fg < bg` always
    /// (▀ when the upper index is smaller, ▄ otherwise): that halves the colour pairs a screen
    /// can need to 240*239/2, which fit in a short. Equal halves are a plain space.
    @inlinable public static func halfBlock(upper: UInt8, lower: UInt8) -> Cell {
        if upper == lower { return Cell(glyph: " ", fg: upper, bg: upper) }
        return upper < lower
            ? Cell(glyph: upperHalf, fg: upper, bg: lower)
            : Cell(glyph: lowerHalf, fg: lower, bg: upper)
    }

    /// The colour of the upper display pixel (what `halfBlock` was given as `upper`); for a
    /// text glyph, its background.
    public var upperColour: UInt8 { glyph == Cell.upperHalf ? fg : bg }
    /// The colour of the lower display pixel; for a text glyph, its background.
    public var lowerColour: UInt8 { glyph == Cell.lowerHalf ? fg : bg }
}
