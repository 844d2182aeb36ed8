/// Where the gallery's tiles go for a terminal size: a grid of equal tiles, recent pictures
/// first under their heading, then the pages under theirs, in rows that scroll.
struct GalleryLayout: Equatable {
    /// A heading or a row of tiles, in order down the (scrolling) content.
    enum Line: Equatable {
        case heading(String)
        /// Item indices, left to right.
        case tiles([Int])
    }

    let columns: Int, rows: Int
    let tileWidth: Int
    /// Rows of a tile's preview; its name and progress follow, then a blank row.
    let previewRows: Int
    let perRow: Int
    let lines: [Line]

    static let gap = 2
    /// Rows at the top (title) and bottom (keys or message) that do not scroll.
    static let topRows = 2, bottomRows = 1

    var tileHeight: Int { previewRows + 3 }
    /// Rows for the scrolling content.
    var contentRows: Int { max(1, rows - Self.topRows - Self.bottomRows) }

    static let pagesHeading = "Start a new page"

    init(columns: Int, rows: Int, recent: Int, pages: Int, pagesHeading: String = pagesHeading) {
        // Tiles about 22 cells wide, as many as fit (3 at 80 columns, 8 at 200); larger, up to
        // 64 cells, when fewer to a row still show every tile without scrolling (the nine
        // bundled pages at 200x60 are 5 a row, 37 cells wide: at 22 they
        // were too small to tell apart).
        let (narrowest, widest) = (22, 64)
        let most = max(1, (columns - Self.gap) / (narrowest + Self.gap))
        // The fewest tiles a row whose tiles are at most `widest` (rounded up).
        let fewest = min(most, max(1, (columns - Self.gap + widest + Self.gap - 1) / (widest + Self.gap)))
        let layouts = (fewest...most).lazy.map {
            GalleryLayout(columns: columns, rows: rows, recent: recent, pages: pages, pagesHeading: pagesHeading, perRow: $0)
        }
        self = layouts.first { $0.contentHeight <= $0.contentRows } ?? GalleryLayout(columns: columns, rows: rows, recent: recent,
                                                                                      pages: pages, pagesHeading: pagesHeading, perRow: most)
    }

    /// The tiles `perRow` to a row.
    private init(columns: Int, rows: Int, recent: Int, pages: Int, pagesHeading: String, perRow: Int) {
        self.columns = columns; self.rows = rows
        self.perRow = perRow
        tileWidth = max(8, (columns - Self.gap) / perRow - Self.gap)
        // A 4:3 preview: a cell is two display pixels high.
        previewRows = max(3, min(tileWidth * 3 / 8, rows - Self.topRows - Self.bottomRows - 4))
        var lines: [Line] = []
        for (heading, range) in [("Continue a picture", 0..<recent), (pagesHeading, recent..<(recent + pages))] where !range.isEmpty {
            lines.append(.heading(heading))
            for start in stride(from: range.lowerBound, to: range.upperBound, by: perRow) {
                lines.append(.tiles(Array(start..<min(start + perRow, range.upperBound))))
            }
        }
        self.lines = lines
    }

    /// The rows all the lines take.
    var contentHeight: Int { lines.reduce(0) { $0 + height(of: $1) } }

    func height(of line: Line) -> Int {
        if case .tiles = line { return tileHeight }
        return 1
    }

    /// The content row where each line starts.
    var lineTops: [Int] {
        var tops: [Int] = [], y = 0
        for line in lines { tops.append(y); y += height(of: line) }
        return tops
    }

    /// The line and column of item `index`.
    func position(of index: Int) -> (line: Int, column: Int)? {
        for (l, line) in lines.enumerated() {
            if case .tiles(let items) = line, let c = items.firstIndex(of: index) { return (l, c) }
        }
        return nil
    }

    /// The item in the tile row `step` rows away (headings skipped), nearest the same column.
    func item(from index: Int, rowsAway step: Int) -> Int? {
        guard let (line, column) = position(of: index) else { return nil }
        let tileLines = lines.indices.filter { if case .tiles = lines[$0] { true } else { false } }
        guard let k = tileLines.firstIndex(of: line), tileLines.indices.contains(k + step),
              case .tiles(let items) = lines[tileLines[k + step]] else { return nil }
        return items[min(column, items.count - 1)]
    }

    /// The left cell column of tile column `c`.
    func tileLeft(_ c: Int) -> Int { Self.gap + c * (tileWidth + Self.gap) }
}
