/// How the page is drawn in cells: which glyphs, which colours (`ColourDepth`), and whether its
/// lines are kept visible and sharpened (`DisplayFinish`).
public struct DisplayOptions: Equatable, Sendable {
    public var glyphs: GlyphMode
    public var colours: ColourDepth
    /// On for line art (every page but one case); off for a photo opened as it is (`--as-is`),
    /// where the pixels the region rule calls line are the photo's darker half, not drawn lines,
    /// and darkening them as lines covered the picture in black speckles.
    public var finishesLines: Bool
    /// The terminal's cell as the view lays the page out: the usual 1:2, or the measured one
    /// where the terminal says its cell size (the pixel view), so the page keeps its aspect.
    public var cellShape: CellShape

    public init(glyphs: GlyphMode = .half, colours: ColourDepth = .palette256, finishesLines: Bool = true,
                cellShape: CellShape = .usual) {
        self.glyphs = glyphs; self.colours = colours; self.finishesLines = finishesLines; self.cellShape = cellShape
    }

    public static let standard = DisplayOptions()
}

/// What colours cells may carry: xterm indices 16-255 only, any 24-bit colour, or the terminal's
/// own 16 or 8 ANSI colours (indices 0-15 or 0-7; the page dithered between them, `AnsiDither`).
public enum ColourDepth: String, CaseIterable, Sendable {
    case palette256 = "256"
    case truecolor
    case ansi16 = "16"
    case ansi8 = "8"

    /// The ANSI colours of a 16- or 8-colour screen, nil for the others.
    public var ansiPalette: AnsiPalette? {
        switch self {
        case .ansi16: .sixteen
        case .ansi8: .eight
        case .palette256, .truecolor: nil
        }
    }

    /// The cell colour that shows `packed` (`R | G << 8 | B << 16`) at this depth: exactly in
    /// truecolor, else the nearest colour of the palette (undithered: a whole cell, or chrome).
    @inlinable public func colour(packed: UInt32, _ quantizer: inout PaletteQuantizer) -> CellColour {
        switch self {
        case .truecolor: .rgb(packed: packed)
        case .palette256: CellColour(quantizer.index(packed: packed))
        case .ansi16, .ansi8: CellColour(ansiPalette!.nearest(packed: packed))
        }
    }

    /// `rgb` at this depth (palette swatches, the status line's colour square).
    public func colour(_ rgb: RGB) -> CellColour {
        switch self {
        case .truecolor: .rgb(rgb)
        case .palette256: CellColour(PaletteQuantizer.nearest(r: rgb.r, g: rgb.g, b: rgb.b))
        case .ansi16, .ansi8: CellColour(ansiPalette!.nearest(packed: rgb.packed))
        }
    }
}
