import ColorCore

/// The row of colour swatches: each swatch is 4 cells, ` 1  ` in its colour with the key that
/// picks it (1-9, 0 for the first ten), the selected one bracketed `[1]`. At the right end, the
/// rainbow (` w `, three hues) and the eraser (` x ` on white), bracketed while in use. When
/// the swatches do not all fit, the bar shows a window of them that holds the selected one.
struct PaletteBar: Equatable, Sendable {
    static let swatchWidth = 4
    /// The rainbow's and the eraser's swatches, and a gap before them.
    static let toolsWidth = 2 * swatchWidth + 1

    /// How each colour is shown (its nearest xterm colour, or exactly in truecolor).
    var swatches: [CellColour]
    /// The rainbow swatch's three cells at the screen's colour depth.
    var rainbow: [CellColour]
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

    init(swatches: [CellColour], selected: Int?, special: Ink? = nil, columns: Int, depth: ColourDepth = .palette256) {
        self.swatches = swatches; self.selected = selected; self.special = special; self.columns = columns
        rainbow = Self.rainbowColours(depth)
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
        drawSwatch(into: &frame, row: row, column: toolsColumn, label: "w", colours: rainbow, selected: special == .rainbow)
        drawSwatch(into: &frame, row: row, column: toolsColumn + Self.swatchWidth, label: "x",
                   colours: [CellColour(Chrome.highlight), CellColour(Chrome.highlight), CellColour(Chrome.highlight)], selected: special == .eraser)
    }

    /// The colour square for `ink` on a status line: the colour (`colour`), white for the
    /// eraser, the rainbow's first colour for the rainbow.
    static func swatch(of ink: Ink, colour: CellColour, depth: ColourDepth) -> CellColour {
        switch ink {
        case .rgb: colour
        case .eraser: CellColour(Chrome.highlight)
        case .rainbow: rainbowColours(depth)[0]
        }
    }

    /// The rainbow swatch's three cells: red, green and blue of its wheel.
    static func rainbowColours(_ depth: ColourDepth) -> [CellColour] {
        [0.0, 1.0 / 3, 2.0 / 3].map { depth.colour(RGB(packed: Rainbow.colour(atHue: $0))) }
    }

    private func drawSwatch(into frame: inout CellFrame, row: Int, column: Int, label: Unicode.Scalar, colours: [CellColour],
                            selected: Bool) {
        guard column + 2 < frame.columns else { return }
        let glyphs: [Unicode.Scalar] = [selected ? "[" : " ", label, selected ? "]" : " "]
        for k in 0..<3 {
            frame[column + k, row] = Cell(glyph: glyphs[k], fg: Self.label(on: colours[k]), bg: colours[k])
        }
    }

    /// Black or white labels, whichever reads on the swatch (black from the middle of the grey ramp).
    static func label(on colour: CellColour) -> CellColour {
        if let i = colour.index, i >= 232 { return CellColour(i >= 244 ? Chrome.black : Chrome.highlight) }
        return CellColour(colour.isLight ? Chrome.black : Chrome.highlight)
    }
}
