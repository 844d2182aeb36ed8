import Screens

/// SGR-pixels mouse reports (mode 1016): the terminal counts screen pixels (1-based, from the
/// top-left of its text area) instead of cells. They are trusted only once a report lies
/// beyond the cell grid, which a cell report cannot: until then a report is read as cells, so a
/// terminal that claims the mode but keeps sending cells is still understood.
struct PixelReports: Equatable {
    /// One cell, in screen pixels (fractional where the terminal's cells are).
    var cellWidth: Double, cellHeight: Double
    /// The cell grid, for the trust test.
    var columns: Int, rows: Int
    private(set) var trusted = false

    init(cellWidth: Double, cellHeight: Double, columns: Int, rows: Int) {
        self.cellWidth = cellWidth; self.cellHeight = cellHeight
        self.columns = columns; self.rows = rows
    }

    /// Where report coordinates (`x`, `y`) point, in cells; nil while they are read as cells.
    mutating func position(x: Int, y: Int) -> PixelPosition? {
        if !trusted {
            guard x > columns || y > rows else { return nil }
            trusted = true
        }
        let px = max(0, x - 1), py = max(0, y - 1)
        return PixelPosition(x: (Double(px) + 0.5) / cellWidth, y: (Double(py) + 0.5) / cellHeight,
                             stepX: 1 / cellWidth, stepY: 1 / cellHeight)
    }

    /// The cell size from the window size in pixels (TIOCGWINSZ's `ws_xpixel`, `ws_ypixel`):
    /// the size over the count, except that a few pixels left over are the window's border
    /// (xterm counts 2 on each side), not a fraction of every cell. Nil without pixel sizes.
    static func cellSize(pixels: Int, cells: Int) -> Double? {
        guard pixels > 0, cells > 0, pixels >= cells else { return nil }
        let whole = pixels / cells, left = pixels - whole * cells
        return left <= 8 ? Double(whole) : Double(pixels) / Double(cells)
    }
}
