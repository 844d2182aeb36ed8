/// One terminal cell: a glyph drawn in foreground colour `fg` on background `bg`.
public struct Cell: Equatable, Sendable {
    public var glyph: Unicode.Scalar
    public var fg: CellColour
    public var bg: CellColour

    @inlinable public init(glyph: Unicode.Scalar, fg: CellColour, bg: CellColour) {
        self.glyph = glyph; self.fg = fg; self.bg = bg
    }

    /// A cell in two xterm indices (chrome).
    @_disfavoredOverload
    @inlinable public init(glyph: Unicode.Scalar, fg: UInt8, bg: UInt8) {
        self.init(glyph: glyph, fg: CellColour(fg), bg: CellColour(bg))
    }

    public static let upperHalf: Unicode.Scalar = "\u{2580}"  // ▀
    public static let lowerHalf: Unicode.Scalar = "\u{2584}"  // ▄

    /// A cell of `mode` whose display pixels in `pattern` show `ink` and the others `paper`.
    ///
    /// The glyph is chosen so that `fg < bg` where it can be (the pattern's complement when `ink`
    /// is the larger colour): that halves the colour pairs a screen can need. (In mixed mode most
    /// eighth blocks have no complement glyph, and the complement of one is no glyph: the cell
    /// takes whichever of the two is a glyph.) One colour, or an empty or full pattern, is a
    /// plain space.
    @inlinable public static func block(_ mode: GlyphMode, pattern: Int, ink: CellColour, paper: CellColour) -> Cell {
        let full = (1 << mode.pixelsPerCell) - 1
        if ink == paper || pattern == 0 { return Cell(glyph: " ", fg: paper, bg: paper) }
        if pattern == full { return Cell(glyph: " ", fg: ink, bg: ink) }
        let complement = full ^ pattern
        return mode.hasGlyph(complement) && (paper < ink || !mode.hasGlyph(pattern))
            ? Cell(glyph: mode.glyph(complement), fg: paper, bg: ink)
            : Cell(glyph: mode.glyph(pattern), fg: ink, bg: paper)
    }

    /// Two stacked display pixels in one cell (▀ or ▄ with `fg < bg`, or a space).
    @inlinable public static func halfBlock(upper: CellColour, lower: CellColour) -> Cell {
        block(.half, pattern: 1, ink: upper, paper: lower)
    }

    @_disfavoredOverload
    @inlinable public static func halfBlock(upper: UInt8, lower: UInt8) -> Cell {
        halfBlock(upper: CellColour(upper), lower: CellColour(lower))
    }

    /// The colour of display pixel `bit` (pattern numbering) in `mode`; a text glyph shows its
    /// background.
    public func colour(ofPixel bit: Int, in mode: GlyphMode) -> CellColour {
        mode.pattern(of: glyph) >> bit & 1 == 1 ? fg : bg
    }

    /// The cell with display pixel `bit` set to `colour`, the rest kept: exact when the cell then
    /// holds at most two colours; otherwise the pixel's old colour gives way (of the cell's other
    /// two colours the one on more pixels stays, since one cell shows only two).
    public func settingPixel(_ bit: Int, to colour: CellColour, in mode: GlyphMode) -> Cell {
        // Counted in place (no arrays: the open stroke's outline sets thousands per frame).
        let pattern = mode.pattern(of: glyph)
        var ink = 0, others = 0, firstCount = 0
        var first: CellColour?, second: CellColour?
        for i in 0..<mode.pixelsPerCell {
            let c = i == bit ? colour : (pattern >> i & 1 == 1 ? fg : bg)
            if c == colour { ink |= 1 << i; continue }
            others += 1
            if first == nil { first = c }
            if c == first { firstCount += 1 } else if second == nil { second = c }
        }
        guard let first else { return Cell(glyph: " ", fg: colour, bg: colour) }
        let keep = firstCount * 2 >= others ? first : second!
        return Cell.block(mode, pattern: ink, ink: colour, paper: keep)
    }

    /// The colour of the upper display pixel of a half-block cell; for a text glyph, its background.
    public var upperColour: CellColour { colour(ofPixel: 0, in: .half) }
    /// The colour of the lower display pixel of a half-block cell; for a text glyph, its background.
    public var lowerColour: CellColour { colour(ofPixel: 1, in: .half) }
}
