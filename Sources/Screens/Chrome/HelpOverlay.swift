import ColorCore

/// A screen's `?` overlay: every key, in a box centred over the view. When the one-column list
/// does not fit the view's rows it is laid out in columns, with the short texts when the long
/// ones make the columns too wide (80x24 shows every key); when even that does not fit, what
/// fits and a last line "more: make the terminal larger". The lines come from the screen's
/// `KeyTable`.
struct HelpOverlay: Sendable {
    /// One line of the help: the keys (and mouse gestures) in the key column, what they do, and
    /// the same in a few words for narrow multi-column layouts.
    struct Entry: Sendable {
        let keys: [String]
        let text: String
        let short: String
    }

    let title: String
    let entries: [Entry]

    /// The help for `keys`, one entry per line of the table.
    init<Action>(title: String, keys: KeyTable<Action>) {
        self.title = title
        entries = keys.lines.map { Entry(keys: $0.label, text: $0.text, short: $0.short) }
        keyColumnWidth = (entries.map { $0.keys.joined(separator: "  ").count }.max() ?? 0) + 2
    }

    /// Characters of the key column (the text starts after it).
    let keyColumnWidth: Int

    static let moreLine = "more: make the terminal larger"
    /// Blanks between two columns of entries.
    static let columnGap = 3

    /// Where the help goes in a view: the box, and the entry lines of each column.
    struct Layout: Equatable, Sendable {
        var left: Int, top: Int, width: Int, height: Int
        /// Each column's lines (key column, then text), top to bottom; column `k` starts at
        /// `left + 2 + k * (columnWidth + columnGap)`, its first line at `top + 3`.
        var columns: [[String]]
        var columnWidth: Int
        /// Not every entry fits: the last line of the box says so.
        var truncated: Bool

        func columnStart(_ k: Int) -> Int { left + 2 + k * (columnWidth + HelpOverlay.columnGap) }
        static let firstEntryRow = 3
    }

    func line(_ entry: Entry, short: Bool) -> String {
        let keys = entry.keys.joined(separator: "  ")
        return keys + String(repeating: " ", count: keyColumnWidth - keys.count) + (short ? entry.short : entry.text)
    }

    /// The first of: one column, then more columns, of the long texts, then of the short ones,
    /// that fits `columns` x `areaRows`; else the short texts in as many columns as fit the
    /// width, cut at the rows there are, with `moreLine` last.
    func layout(columns: Int, areaRows: Int) -> Layout {
        // Box: a blank row above and below; inside, the title, a blank line, the entries.
        let entryRows = areaRows - 4
        func make(short: Bool, columnCount: Int, rows: Int, truncated: Bool) -> Layout {
            let all = entries.map { line($0, short: short) }
            let shown = truncated ? Array(all.prefix(max(0, rows * columnCount - 1))) : all
            let perColumn = max(1, rows)
            var cols: [[String]] = stride(from: 0, to: shown.count, by: perColumn).map { Array(shown[$0..<min(shown.count, $0 + perColumn)]) }
            if cols.isEmpty { cols = [[]] }
            let columnWidth = all.map { $0.unicodeScalars.count }.max() ?? 0
            let contentWidth = max(title.count, columnCount * columnWidth + (columnCount - 1) * Self.columnGap,
                                   truncated ? Self.moreLine.count : 0)
            let usedRows = (cols.map(\.count).max() ?? 0) + (truncated ? 1 : 0)
            let width = contentWidth + 4, height = usedRows + 4
            return Layout(left: max(0, (columns - width) / 2), top: max(0, (areaRows - height) / 2), width: width,
                          height: height, columns: cols, columnWidth: columnWidth, truncated: truncated)
        }
        for short in [false, true] {
            for columnCount in 1...4 {
                let rows = (entries.count + columnCount - 1) / columnCount
                let l = make(short: short, columnCount: columnCount, rows: rows, truncated: false)
                if l.width <= columns && l.height <= areaRows { return l }
                if l.width > columns { break }  // more columns only get wider
            }
        }
        let shortWidth = entries.map { line($0, short: true).unicodeScalars.count }.max() ?? 0
        let columnCount = max(1, min(entries.count, (columns - 4 + Self.columnGap) / (shortWidth + Self.columnGap)))
        return make(short: true, columnCount: columnCount, rows: max(1, entryRows - 1), truncated: true)
    }

    func draw(into frame: inout CellFrame, areaRows: Int) {
        let l = layout(columns: frame.columns, areaRows: areaRows)
        func put(_ text: String, column: Int, row: Int, fg: UInt8 = Chrome.text) {
            guard row < min(areaRows, frame.rows) else { return }
            frame.write(text, column: column, row: row, fg: fg, bg: Chrome.overlayBackground)
        }
        for row in l.top..<min(l.top + l.height, areaRows, frame.rows) {
            for c in l.left..<min(frame.columns, l.left + l.width) {
                frame[c, row] = Cell(glyph: " ", fg: Chrome.text, bg: Chrome.overlayBackground)
            }
        }
        put(title, column: l.left + 2, row: l.top + 1, fg: Chrome.highlight)
        for (k, column) in l.columns.enumerated() {
            for (r, text) in column.enumerated() { put(text, column: l.columnStart(k), row: l.top + Layout.firstEntryRow + r) }
        }
        if l.truncated {
            let last = (l.columns.map(\.count).max() ?? 0)
            put(Self.moreLine, column: l.left + 2, row: l.top + Layout.firstEntryRow + last, fg: Chrome.warning)
        }
    }
}
