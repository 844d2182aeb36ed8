/// What a terminal screen shows: `columns x rows` cells, row-major.
public struct CellFrame: Equatable, Sendable {
    public let columns: Int
    public let rows: Int
    public var cells: [Cell]

    public init(columns: Int, rows: Int, fill: Cell = Cell(glyph: " ", fg: 231, bg: 16)) {
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
    public mutating func write(_ text: String, column: Int, row: Int, fg: UInt8, bg: UInt8) -> Int {
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
    public mutating func clearRow(_ row: Int, from column: Int = 0, fg: UInt8, bg: UInt8) {
        guard row >= 0 && row < rows else { return }
        for c in max(0, column)..<max(max(0, column), columns) { self[c, row] = Cell(glyph: " ", fg: fg, bg: bg) }
    }

    /// A text rendering for snapshot tests: the glyphs, one line per row between `|`, then the
    /// colours, one line per row, each cell as `fg/bg`.
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
