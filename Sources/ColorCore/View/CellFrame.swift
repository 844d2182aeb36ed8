/// What a terminal screen shows: `columns x rows` cells, row-major.
public struct CellFrame: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public var cells: [Cell]

    public init(columns: Int, rows: Int, fill: Cell = Cell(glyph: " ", fg: CellColour(231), bg: CellColour(16))) {
        precondition(columns >= 0 && rows >= 0)
        self.columns = columns
        self.rows = rows
        cells = [Cell](repeating: fill, count: columns * rows)
    }

    @inlinable public subscript(column: Int, row: Int) -> Cell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Writes `text` from (`column`, `row`), clipped to the frame; returns the column after it.
    @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, fg: CellColour, bg: CellColour) -> Int {
        guard row >= 0 && row < rows else { return column }
        var c = column
        for scalar in text.unicodeScalars {
            if c >= columns { break }
            if c >= 0 { self[c, row] = Cell(glyph: scalar, fg: fg, bg: bg) }
            c += 1
        }
        return c
    }

    /// Fills row `row` from `column` to the end with blanks in colour `bg`.
    public mutating func clearRow(_ row: Int, from column: Int = 0, fg: CellColour, bg: CellColour) {
        guard row >= 0 && row < rows else { return }
        for c in max(0, column)..<max(max(0, column), columns) { self[c, row] = Cell(glyph: " ", fg: fg, bg: bg) }
    }

    /// `write` in xterm indices (chrome).
    @_disfavoredOverload @discardableResult
    public mutating func write(_ text: String, column: Int, row: Int, fg: UInt8, bg: UInt8) -> Int {
        write(text, column: column, row: row, fg: CellColour(fg), bg: CellColour(bg))
    }

    /// `clearRow` in xterm indices (chrome).
    @_disfavoredOverload
    public mutating func clearRow(_ row: Int, from column: Int = 0, fg: UInt8, bg: UInt8) {
        clearRow(row, from: column, fg: CellColour(fg), bg: CellColour(bg))
    }

    /// The colour shown at screen display pixel (`x`, `y`) when cells are `mode` glyphs (a cell
    /// is `mode.cellPixels` display pixels); nil outside the frame.
    public func displayPixel(x: Int, y: Int, mode: GlyphMode) -> CellColour? {
        let (sx, sy) = mode.cellPixels
        guard x >= 0, y >= 0, x < columns * sx, y < rows * sy else { return nil }
        return self[x / sx, y / sy].colour(ofPixel: (y % sy) * sx + x % sx, in: mode)
    }

    /// Sets screen display pixel (`x`, `y`) to `colour` (see `Cell.settingPixel`), if in the frame.
    public mutating func setDisplayPixel(x: Int, y: Int, to colour: CellColour, mode: GlyphMode) {
        let (sx, sy) = mode.cellPixels
        guard x >= 0, y >= 0, x < columns * sx, y < rows * sy else { return }
        self[x / sx, y / sy] = self[x / sx, y / sy].settingPixel((y % sy) * sx + x % sx, to: colour, in: mode)
    }

    /// A text rendering for snapshot tests: the glyphs, one line per row between `|`, then the
    /// colours, one line per row, each cell as `fg/bg` (an xterm index, or `#rrggbb`).
    public var snapshot: String {
        var glyphs = "", colours = ""
        for r in 0..<rows {
            glyphs += "|"
            var line: [String] = []
            for c in 0..<columns {
                let cell = self[c, r]
                glyphs.unicodeScalars.append(cell.glyph)
                line.append("\(cell.fg)/\(cell.bg)")
            }
            glyphs += "|\n"
            colours += line.joined(separator: " ") + "\n"
        }
        return glyphs + colours
    }
}
