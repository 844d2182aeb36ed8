import ColorCore

/// One line of text centred on an empty screen: "loading...", "too small".
public enum Notice {
    public static func frame(_ text: String, columns: Int, rows: Int) -> CellFrame {
        var f = CellFrame(columns: columns, rows: rows, fill: Cell(glyph: " ", fg: Chrome.text, bg: Chrome.overlayBackground))
        let row = rows / 2
        guard row >= 0 && row < f.rows else { return f }
        let n = text.unicodeScalars.count
        f.write(text, column: max(0, (f.columns - n) / 2), row: row, fg: Chrome.highlight, bg: Chrome.overlayBackground)
        return f
    }
}
