import ColorCore

/// The one-line "save as" prompt on the status line: a path typed with the keyboard.
/// Enter gives the path, Escape (or Ctrl-C) cancels, Backspace deletes, Ctrl-U clears.
/// The path it opens with is a proposal, shown selected: the first character typed replaces it
/// (else typing is appended to it: `p-colored.pngmypic`); Backspace or an arrow key keeps
/// it to edit.
struct PathPrompt: Equatable, Sendable {
    enum Step: Equatable, Sendable { case editing, done(String), cancelled }

    let label: String
    private(set) var text: String
    private(set) var proposed: Bool

    init(label: String = "save as: ", text: String, proposed: Bool = true) {
        self.label = label
        self.text = text
        self.proposed = proposed && !text.isEmpty
    }

    mutating func handle(_ key: Key) -> Step {
        defer { proposed = false }
        switch key {
        case .char(let c):
            if proposed { text = "" }
            text.unicodeScalars.append(c)
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
        // The proposal in inverse, as a selection.
        let end = frame.write(shown, column: c, row: row, fg: proposed ? Chrome.barBackground : Chrome.text,
                              bg: proposed ? Chrome.text : Chrome.barBackground)
        frame.write("\u{2588}", column: end, row: row, fg: Chrome.text, bg: Chrome.barBackground)
    }
}

extension String {
    fileprivate var trimmingWhitespace: String {
        let scalars = unicodeScalars.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
        return String(String.UnicodeScalarView(scalars))
    }
}
