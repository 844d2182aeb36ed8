import ColorCore

/// The row of colour swatches: each swatch is 4 cells, ` 1  ` in its colour with the key that
/// picks it (1-9, 0 for the first ten), the selected one bracketed `[1]`.
struct PaletteBar: Equatable, Sendable {
    static let swatchWidth = 4
    /// How each colour is shown (its nearest xterm colour, or exactly in truecolor).
    var swatches: [CellColour]
    var selected: Int

    init(swatches: [CellColour], selected: Int) {
        self.swatches = swatches; self.selected = selected
    }

    /// The key label of swatch `i`.
    static func keyLabel(_ i: Int) -> Unicode.Scalar {
        i < 9 ? Unicode.Scalar(UInt8(ascii: "1") + UInt8(i)) : i == 9 ? "0" : " "
    }

    /// The swatch under terminal column `column`, if any.
    func swatch(atColumn column: Int) -> Int? {
        guard column >= 1 else { return nil }
        let i = (column - 1) / Self.swatchWidth
        return i < swatches.count && (column - 1) % Self.swatchWidth < 3 ? i : nil
    }

    func draw(into frame: inout CellFrame, row: Int) {
        frame.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        for (i, colour) in swatches.enumerated() {
            let column = 1 + i * Self.swatchWidth
            guard column + 2 < frame.columns else { break }
            // Black or white key labels, whichever reads on the swatch.
            let fg = CellColour(colour.isLight ? Chrome.black : Chrome.highlight)
            let isSelected = i == selected
            frame[column, row] = Cell(glyph: isSelected ? "[" : " ", fg: fg, bg: colour)
            frame[column + 1, row] = Cell(glyph: Self.keyLabel(i), fg: fg, bg: colour)
            frame[column + 2, row] = Cell(glyph: isSelected ? "]" : " ", fg: fg, bg: colour)
        }
    }
}
