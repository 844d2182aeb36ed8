/// How the page is drawn in cells: which glyphs, 256 colours or 24-bit colour, and whether its
/// lines are kept visible and sharpened (`DisplayFinish`).
public struct DisplayOptions: Equatable, Sendable {
    public var glyphs: GlyphMode
    public var colours: ColourDepth
    /// On for line art (every page but one case); off for a photo opened as it is (`--as-is`),
    /// where the pixels the region rule calls line are the photo's darker half, not drawn lines,
    /// and darkening them as lines covered the picture in black speckles.
    public var finishesLines: Bool

    public init(glyphs: GlyphMode = .half, colours: ColourDepth = .palette256, finishesLines: Bool = true) {
        self.glyphs = glyphs; self.colours = colours; self.finishesLines = finishesLines
    }

    public static let standard = DisplayOptions()
}

/// What colours cells may carry: xterm indices 16-255 only, or any 24-bit colour.
public enum ColourDepth: String, CaseIterable, Sendable {
    case palette256 = "256"
    case truecolor

    /// The cell colour that shows `packed` (`R | G << 8 | B << 16`) at this depth: exactly in
    /// truecolor, else the nearest xterm colour.
    @inlinable public func colour(packed: UInt32, _ quantizer: inout PaletteQuantizer) -> CellColour {
        self == .truecolor ? .rgb(packed: packed) : CellColour(quantizer.index(packed: packed))
    }

    /// `rgb` at this depth (palette swatches, the status line's colour square).
    public func colour(_ rgb: RGB) -> CellColour {
        self == .truecolor ? .rgb(rgb) : CellColour(PaletteQuantizer.nearest(r: rgb.r, g: rgb.g, b: rgb.b))
    }
}
