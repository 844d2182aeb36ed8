import ColorCore

/// The row of colour swatches: each swatch is 4 cells, ` 1  ` in its colour with the key that
/// picks it (1-9, 0 for the first ten), the selected one bracketed `[1]`.
struct PaletteBar: Equatable, Sendable {
    static let swatchWidth = 4
    /// xterm index of each colour.
    var swatches: [UInt8]
    var selected: Int

    init(swatches: [UInt8], selected: Int) {
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
            let c = colour >= 232 ? Int(colour) - 232 : -1
            let light = c >= 12 || (c < 0 && Self.isLight(colour))
            let fg = light ? Chrome.black : Chrome.highlight
            let isSelected = i == selected
            frame[column, row] = Cell(glyph: isSelected ? "[" : " ", fg: fg, bg: colour)
            frame[column + 1, row] = Cell(glyph: Self.keyLabel(i), fg: fg, bg: colour)
            frame[column + 2, row] = Cell(glyph: isSelected ? "]" : " ", fg: fg, bg: colour)
        }
    }

    static func isLight(_ index: UInt8) -> Bool {
        let c = XtermPalette.rgb(Int(index))
        return 299 * Int(c.r) + 587 * Int(c.g) + 114 * Int(c.b) > 140_000
    }
}
