/// The row of colour swatches: each swatch is 4 cells, ` 1  ` in its colour with the key that
/// picks it (1-9, 0 for the first ten), the selected one bracketed `[1]`.
public struct PaletteBar: Equatable, Sendable {
    public static let swatchWidth = 4
    /// How each colour is shown.
    public var swatches: [CellColour]
    public var selected: Int

    public init(swatches: [CellColour], selected: Int) {
        self.swatches = swatches; self.selected = selected
    }

    /// The key label of swatch `i`.
    public static func keyLabel(_ i: Int) -> Unicode.Scalar {
        i < 9 ? Unicode.Scalar(UInt8(ascii: "1") + UInt8(i)) : i == 9 ? "0" : " "
    }

    /// The swatch under terminal column `column`, if any.
    public func swatch(atColumn column: Int) -> Int? {
        guard column >= 1 else { return nil }
        let i = (column - 1) / Self.swatchWidth
        return i < swatches.count && (column - 1) % Self.swatchWidth < 3 ? i : nil
    }

    public func draw(into frame: inout CellFrame, row: Int) {
        frame.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        for (i, colour) in swatches.enumerated() {
            let column = 1 + i * Self.swatchWidth
            guard column + 2 < frame.columns else { break }
            // Black or white key labels, whichever reads on the swatch.
            let fg = colour.isLight ? Chrome.black : Chrome.highlight
            let isSelected = i == selected
            frame[column, row] = Cell(glyph: isSelected ? "[" : " ", fg: fg, bg: colour)
            frame[column + 1, row] = Cell(glyph: Self.keyLabel(i), fg: fg, bg: colour)
            frame[column + 2, row] = Cell(glyph: isSelected ? "]" : " ", fg: fg, bg: colour)
        }
    }
}
