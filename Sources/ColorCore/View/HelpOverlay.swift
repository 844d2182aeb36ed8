/// The `?` overlay: every key, in a box centred over the page.
public enum HelpOverlay {
    public static let lines: [String] = [
        "termcolor - keys",
        "",
        "mouse drag    paint (stays inside the region where it starts)",
        "click         fill the region (fill tool)",
        "1-9, 0        pick colour 1-10; click a swatch for any",
        "[  ]  Tab     previous / next colour (Shift-Tab: previous)",
        "-  +          brush smaller / larger",
        "f             toggle fill tool / brush",
        "> .  < ,      zoom in / out (wheel: around the pointer)",
        "Home          fit the whole page",
        "arrows        pan (or drag with the right or middle button)",
        "h j k l       move the cursor (H J K L: 8 steps)",
        "Space         pen down / up at the cursor (paints as it moves)",
        "Enter         fill the region under the cursor",
        "n             go to the next uncoloured region",
        "e             pick the colour under the cursor (or right-click)",
        "v             hide / show the line art (not in the saved picture)",
        "u             undo",
        "r  Ctrl-Y     redo",
        "c             clear all paint (asks y/n)",
        "s             save now",
        "S             save as: type a path (Enter saves, Esc cancels)",
        "q  Ctrl-C     save and quit",
        "Q             quit without saving",
        "Ctrl-Z        suspend (fg resumes)",
        "?  Esc        close this help",
    ]

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
