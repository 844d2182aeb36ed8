import ColorCore

/// The one-line "save as" prompt on the status line: a path typed with the keyboard.
/// Enter gives the path, Escape (or Ctrl-C) cancels, Backspace deletes, Ctrl-U clears.
struct PathPrompt: Equatable, Sendable {
    enum Step: Equatable, Sendable { case editing, done(String), cancelled }

    let label: String
    private(set) var text: String

    init(label: String = "save as: ", text: String) {
        self.label = label
        self.text = text
    }

    mutating func handle(_ key: Key) -> Step {
        switch key {
        case .char(let c): text.unicodeScalars.append(c)
        case .backspace, .delete: if !text.isEmpty { text.removeLast() }
        case .control("u"): text = ""
        case .enter:
            let path = text.trimmingWhitespace
            return path.isEmpty ? .cancelled : .done(path)
        case .escape, .control("c"): return .cancelled
        default: break
        }
        return .editing
    }

    /// Over the status row: the label, then as much of the end of the text as fits, then a
    /// block cursor.
    func draw(into frame: inout CellFrame, row: Int) {
        frame.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        let c = frame.write(label, column: 0, row: row, fg: Chrome.highlight, bg: Chrome.barBackground)
        let room = max(0, frame.columns - c - 1)
        let shown = String(String.UnicodeScalarView(text.unicodeScalars.suffix(room)))
        frame.write(shown + "\u{2588}", column: c, row: row, fg: Chrome.text, bg: Chrome.barBackground)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(String.UnicodeScalarView(scalars))
    }
}
