import ColorCore

/// The row of colour swatches: each swatch is 4 cells, ` 1  ` in its colour with the key that
/// picks it (1-9, 0 for the first ten), the selected one bracketed `[1]`. At the right end, the
/// rainbow (` w `, three hues) and the eraser (` x ` on white), bracketed while in use. When
/// the swatches do not all fit, the bar shows a window of them that holds the selected one.
struct PaletteBar: Equatable, Sendable {
    static let swatchWidth = 4
    /// The rainbow's and the eraser's swatches, and a gap before them.
    static let toolsWidth = 2 * swatchWidth + 1

    /// xterm index of each colour.
    var swatches: [UInt8]
    /// The bracketed swatch; nil while the eraser or the rainbow is in use.
    var selected: Int?
    /// `.eraser` or `.rainbow` while in use.
    var special: Ink?
    /// The terminal's width.
    var columns: Int

    enum Hit: Equatable, Sendable {
        case colour(Int)
        case eraser, rainbow
    }

    init(swatches: [UInt8], selected: Int?, special: Ink? = nil, columns: Int) {
        self.swatches = swatches; self.selected = selected; self.special = special; self.columns = columns
    }

    /// The key label of swatch `i`.
    static func keyLabel(_ i: Int) -> Unicode.Scalar {
        i < 9 ? Unicode.Scalar(UInt8(ascii: "1") + UInt8(i)) : i == 9 ? "0" : " "
    }

    /// How many colour swatches fit before the tools.
    var visibleCount: Int { max(0, (columns - 1 - Self.toolsWidth) / Self.swatchWidth) }

    /// The first swatch shown: 0, or later so that the selected one is in the window.
    var firstShown: Int {
        let n = visibleCount
        guard let s = selected, n > 0, s >= n else { return 0 }
        return min(s - n + 1, max(0, swatches.count - n))
    }

    var toolsColumn: Int { max(1, columns - Self.toolsWidth + 1) }

    /// What is under terminal column `column`, if anything.
    func hit(atColumn column: Int) -> Hit? {
        if column >= toolsColumn {
            let k = column - toolsColumn
            guard k % Self.swatchWidth < 3 else { return nil }
            return k < Self.swatchWidth ? .rainbow : k < 2 * Self.swatchWidth ? .eraser : nil
        }
        guard column >= 1 else { return nil }
        let i = (column - 1) / Self.swatchWidth
        guard i < visibleCount, (column - 1) % Self.swatchWidth < 3, firstShown + i < swatches.count else { return nil }
        return .colour(firstShown + i)
    }

    func draw(into frame: inout CellFrame, row: Int) {
        frame.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        let first = firstShown
        for i in first..<min(swatches.count, first + visibleCount) {
            let colour = swatches[i]
            drawSwatch(into: &frame, row: row, column: 1 + (i - first) * Self.swatchWidth, label: Self.keyLabel(i),
                       colours: [colour, colour, colour], selected: i == selected)
        }
        guard columns > Self.toolsWidth + 1 else { return }
        drawSwatch(into: &frame, row: row, column: toolsColumn, label: "w", colours: Self.rainbowIndices, selected: special == .rainbow)
        drawSwatch(into: &frame, row: row, column: toolsColumn + Self.swatchWidth, label: "x",
                   colours: [Chrome.highlight, Chrome.highlight, Chrome.highlight], selected: special == .eraser)
    }

    /// The colour square for `ink` on a status line: the colour (`colourIndex`), white for the
    /// eraser, the rainbow's first colour for the rainbow.
    static func swatchIndex(of ink: Ink, colourIndex: UInt8) -> UInt8 {
        switch ink {
        case .rgb: colourIndex
        case .eraser: Chrome.highlight
        case .rainbow: rainbowIndices[0]
        }
    }

    /// The rainbow swatch's three cells: red, green and blue of its wheel.
    static let rainbowIndices: [UInt8] = [0.0, 1.0 / 3, 2.0 / 3].map {
        let c = RGB(packed: Rainbow.colour(atHue: $0))
        return PaletteQuantizer.nearest(r: c.r, g: c.g, b: c.b)
    }

    private func drawSwatch(into frame: inout CellFrame, row: Int, column: Int, label: Unicode.Scalar, colours: [UInt8], selected: Bool) {
        guard column + 2 < frame.columns else { return }
        // Black or white labels, whichever reads on the swatch.
        let glyphs: [Unicode.Scalar] = [selected ? "[" : " ", label, selected ? "]" : " "]
        for k in 0..<3 {
            let grey = colours[k] >= 232 ? Int(colours[k]) - 232 : -1
            let fg = grey >= 12 || (grey < 0 && Self.isLight(colours[k])) ? Chrome.black : Chrome.highlight
            frame[column + k, row] = Cell(glyph: glyphs[k], fg: fg, bg: colours[k])
        }
    }

    static func isLight(_ index: UInt8) -> Bool {
        let c = XtermPalette.rgb(Int(index))
        return 299 * Int(c.r) + 587 * Int(c.g) + 114 * Int(c.b) > 140_000
    }
}
