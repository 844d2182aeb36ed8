/// The `?` overlay: every key, in a box centred over the page. When the one-column list does
/// not fit the view's rows it is laid out in columns, with the short texts when the long ones
/// make the columns too wide (80x24 shows every key); when even that does not fit, what fits
/// and a last line "more: make the terminal larger".
public enum HelpOverlay {
    /// One line of the help: the keys (and mouse gestures) in the key column, what they do, and
    /// the same in a few words for narrow multi-column layouts.
    public struct Entry: Sendable {
        public let keys: [String]
        public let text: String
        public let short: String
    }

    /// Every key `KeyBindings` knows and every mouse gesture the app handles (the tests check
    /// both ways). Keys are written as the key column shows them: a character, `1-9`,
    /// `Ctrl-Z`, `Shift-Tab`, `Space`, `Enter`, `Esc`, `Home`, `arrows`.
    public static let entries: [Entry] = [
        Entry(keys: ["mouse drag"], text: "paint (stays inside the region where it starts)", short: "paint in one region"),
        Entry(keys: ["click"], text: "fill the region (fill tool); on a swatch: pick it", short: "fill / pick a swatch"),
        Entry(keys: ["right click"], text: "pick the colour under the pointer", short: "pick the colour there"),
        Entry(keys: ["right drag"], text: "pan (the middle button too)", short: "pan (or middle drag)"),
        Entry(keys: ["wheel"], text: "zoom in / out around the pointer", short: "zoom at the pointer"),
        Entry(keys: ["1-9", "0"], text: "pick colour 1-10; click a swatch for any", short: "pick colour 1-10"),
        Entry(keys: ["[", "Shift-Tab"], text: "previous colour", short: "previous colour"),
        Entry(keys: ["]", "Tab"], text: "next colour", short: "next colour"),
        Entry(keys: ["-", "_", "+", "="], text: "brush smaller / larger", short: "brush smaller / larger"),
        Entry(keys: ["f", "F"], text: "toggle fill tool / brush", short: "fill tool / brush"),
        Entry(keys: [">", ".", "<", ","], text: "zoom in / out", short: "zoom in / out"),
        Entry(keys: ["Home"], text: "fit the whole page", short: "fit the whole page"),
        Entry(keys: ["arrows"], text: "pan", short: "pan"),
        Entry(keys: ["h", "j", "k", "l"], text: "move the cursor left / down / up / right", short: "move the cursor"),
        Entry(keys: ["H", "J", "K", "L"], text: "move the cursor \(KeyboardCursor.Step.big) steps", short: "move it \(KeyboardCursor.Step.big) steps"),
        Entry(keys: ["Space"], text: "pen down / up at the cursor (paints as it moves)", short: "pen down / up"),
        Entry(keys: ["Enter"], text: "fill the region under the cursor", short: "fill under the cursor"),
        Entry(keys: ["n"], text: "go to the next uncoloured region", short: "next uncoloured region"),
        Entry(keys: ["e"], text: "pick the colour under the cursor (or the pointer)", short: "pick colour at cursor"),
        Entry(keys: ["v"], text: "hide / show the line art (not in the saved picture)", short: "hide / show line art"),
        Entry(keys: ["u"], text: "undo", short: "undo"),
        Entry(keys: ["r", "Ctrl-Y"], text: "redo", short: "redo"),
        Entry(keys: ["c"], text: "clear all paint (asks y/n)", short: "clear all (asks y/n)"),
        Entry(keys: ["s"], text: "save now", short: "save now"),
        Entry(keys: ["S"], text: "save as: type a path (Enter saves, Esc cancels)", short: "save as (type a path)"),
        Entry(keys: ["q", "Ctrl-C"], text: "save and quit", short: "save and quit"),
        Entry(keys: ["Q"], text: "quit without saving", short: "quit without saving"),
        Entry(keys: ["Ctrl-Z"], text: "suspend (fg resumes)", short: "suspend (fg resumes)"),
        Entry(keys: ["?", "Esc"], text: "show / close this help (Esc: or clear the message)", short: "this help; Esc closes"),
    ]

    /// Characters of the key column (the text starts after it).
    public static let keyColumnWidth = (entries.map { $0.keys.joined(separator: "  ").count }.max() ?? 0) + 2

    /// The one-column help with the long texts (what a large terminal shows).
    public static let lines: [String] = [title, ""] + entries.map { line($0, short: false) }

    public static let title = "termcolor - keys"
    public static let moreLine = "more: make the terminal larger"
    /// Blanks between two columns of entries.
    public static let columnGap = 3

    /// Where the help goes in a view: the box, and the entry lines of each column.
    public struct Layout: Equatable, Sendable {
        public var left: Int, top: Int, width: Int, height: Int
        /// Each column's lines (key column, then text), top to bottom; column `k` starts at
        /// `left + 2 + k * (columnWidth + columnGap)`, its first line at `top + 3`.
        public var columns: [[String]]
        public var columnWidth: Int
        /// Not every entry fits: the last line of the box says so.
        public var truncated: Bool

        public func columnStart(_ k: Int) -> Int { left + 2 + k * (columnWidth + HelpOverlay.columnGap) }
        public static let firstEntryRow = 3
    }

    static func line(_ entry: Entry, short: Bool) -> String {
        let keys = entry.keys.joined(separator: "  ")
        return keys + String(repeating: " ", count: keyColumnWidth - keys.count) + (short ? entry.short : entry.text)
    }

    /// The first of: one column, then more columns, of the long texts, then of the short ones,
    /// that fits `columns` x `areaRows`; else the short texts in as many columns as fit the
    /// width, cut at the rows there are, with `moreLine` last.
    public static func layout(columns: Int, areaRows: Int) -> Layout {
        // Box: a blank row above and below; inside, the title, a blank line, the entries.
        let entryRows = areaRows - 4
        func make(short: Bool, columnCount: Int, rows: Int, truncated: Bool) -> Layout {
            let all = entries.map { line($0, short: short) }
            let shown = truncated ? Array(all.prefix(max(0, rows * columnCount - 1))) : all
            let perColumn = max(1, rows)
            var cols: [[String]] = stride(from: 0, to: shown.count, by: perColumn).map { Array(shown[$0..<min(shown.count, $0 + perColumn)]) }
            if cols.isEmpty { cols = [[]] }
            let columnWidth = all.map { $0.unicodeScalars.count }.max() ?? 0
            let contentWidth = max(title.count, columnCount * columnWidth + (columnCount - 1) * columnGap,
                                   truncated ? moreLine.count : 0)
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
        let columnCount = max(1, min(entries.count, (columns - 4 + columnGap) / (shortWidth + columnGap)))
        return make(short: true, columnCount: columnCount, rows: max(1, entryRows - 1), truncated: true)
    }

    public static func draw(into frame: inout CellFrame, areaRows: Int) {
        let l = layout(columns: frame.columns, areaRows: areaRows)
        func put(_ text: String, column: Int, row: Int, fg: CellColour = Chrome.text) {
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
            put(moreLine, column: l.left + 2, row: l.top + Layout.firstEntryRow + last, fg: Chrome.warning)
        }
    }

    /// A one-line notice centred in the view area (terminal too small, loading, questions).
    public static func drawNotice(_ text: String, into frame: inout CellFrame, row: Int) {
        guard row >= 0 && row < frame.rows else { return }
        let n = text.unicodeScalars.count
        frame.write(text, column: max(0, (frame.columns - n) / 2), row: row, fg: Chrome.highlight, bg: Chrome.overlayBackground)
    }
}
