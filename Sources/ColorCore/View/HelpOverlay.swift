/// The `?` overlay: every key, in a box centred over the page.
public enum HelpOverlay {
    /// One line of the help: the keys (and mouse gestures) in the key column, what they do.
    public struct Entry: Sendable {
        public let keys: [String]
        public let text: String
    }

    /// Every key `KeyBindings` knows and every mouse gesture the app handles (the tests check
    /// both ways). Keys are written as the key column shows them: a character, `1-9`,
    /// `Ctrl-Z`, `Shift-Tab`, `Space`, `Enter`, `Esc`, `Home`, `arrows`.
    public static let entries: [Entry] = [
        Entry(keys: ["mouse drag"], text: "paint (stays inside the region where it starts)"),
        Entry(keys: ["click"], text: "fill the region (fill tool); on a swatch: pick it"),
        Entry(keys: ["right click"], text: "pick the colour under the pointer"),
        Entry(keys: ["right drag"], text: "pan (the middle button too)"),
        Entry(keys: ["wheel"], text: "zoom in / out around the pointer"),
        Entry(keys: ["1-9", "0"], text: "pick colour 1-10; click a swatch for any"),
        Entry(keys: ["[", "Shift-Tab"], text: "previous colour"),
        Entry(keys: ["]", "Tab"], text: "next colour"),
        Entry(keys: ["-", "_", "+", "="], text: "brush smaller / larger"),
        Entry(keys: ["f", "F"], text: "toggle fill tool / brush"),
        Entry(keys: [">", ".", "<", ","], text: "zoom in / out"),
        Entry(keys: ["Home"], text: "fit the whole page"),
        Entry(keys: ["arrows"], text: "pan"),
        Entry(keys: ["h", "j", "k", "l"], text: "move the cursor left / down / up / right"),
        Entry(keys: ["H", "J", "K", "L"], text: "move the cursor \(KeyboardCursor.Step.big) steps"),
        Entry(keys: ["Space"], text: "pen down / up at the cursor (paints as it moves)"),
        Entry(keys: ["Enter"], text: "fill the region under the cursor"),
        Entry(keys: ["n"], text: "go to the next uncoloured region"),
        Entry(keys: ["e"], text: "pick the colour under the cursor (or the pointer)"),
        Entry(keys: ["v"], text: "hide / show the line art (not in the saved picture)"),
        Entry(keys: ["u"], text: "undo"),
        Entry(keys: ["r", "Ctrl-Y"], text: "redo"),
        Entry(keys: ["c"], text: "clear all paint (asks y/n)"),
        Entry(keys: ["s"], text: "save now"),
        Entry(keys: ["S"], text: "save as: type a path (Enter saves, Esc cancels)"),
        Entry(keys: ["q", "Ctrl-C"], text: "save and quit"),
        Entry(keys: ["Q"], text: "quit without saving"),
        Entry(keys: ["Ctrl-Z"], text: "suspend (fg resumes)"),
        Entry(keys: ["?", "Esc"], text: "show / close this help (Esc: or clear the message)"),
    ]

    /// Characters of the key column (the text starts after it).
    public static let keyColumnWidth = (entries.map { $0.keys.joined(separator: "  ").count }.max() ?? 0) + 2

    public static let lines: [String] = ["termcolor - keys", ""] + entries.map { entry in
        let keys = entry.keys.joined(separator: "  ")
        return keys + String(repeating: " ", count: keyColumnWidth - keys.count) + entry.text
    }

    public static func draw(into frame: inout CellFrame, areaRows: Int) {
        let width = (lines.map { $0.unicodeScalars.count }.max() ?? 0) + 4
        let height = lines.count + 2
        let left = max(0, (frame.columns - width) / 2), top = max(0, (areaRows - height) / 2)
        for r in 0..<min(height, max(0, areaRows - top)) {
            let row = top + r
            for c in left..<min(frame.columns, left + width) {
                frame[c, row] = Cell(glyph: " ", fg: Chrome.text, bg: Chrome.overlayBackground)
            }
            if r >= 1 && r <= lines.count {
                frame.write(lines[r - 1], column: left + 2, row: row, fg: r == 1 ? Chrome.highlight : Chrome.text,
                            bg: Chrome.overlayBackground)
            }
        }
    }

    /// A one-line notice centred in the view area (terminal too small, loading, questions).
    public static func drawNotice(_ text: String, into frame: inout CellFrame, row: Int) {
        guard row >= 0 && row < frame.rows else { return }
        let n = text.unicodeScalars.count
        frame.write(text, column: max(0, (frame.columns - n) / 2), row: row, fg: Chrome.highlight, bg: Chrome.overlayBackground)
    }
}
