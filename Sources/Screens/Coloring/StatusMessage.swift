import ColorCore

/// The message at the status line's right end: a note about what was just done, or a warning
/// that stays until something else is said; and, for a warning too long for the line, whether
/// it also takes the palette bar's row.
struct StatusMessage: Equatable, Sendable {
    enum Kind: Equatable, Sendable { case note, warning }

    /// The rows a message may take. A warning too long for the status line also covers the
    /// palette bar's row from when it is said to the next key, press or wheel step (the pointer's
    /// moving does not take it away: hover reports every move); a note never hides the bar it
    /// was chosen on (a swatch's name at 40 columns).
    enum Extent: Equatable, Sendable { case statusLine, overPaletteBar }

    private(set) var text = ""
    private(set) var kind = Kind.note
    private(set) var extent = Extent.statusLine
    /// Input events handled so far, and the one the message was said in (`dropNote`).
    private var inputCount = 0, saidAtInput = 0

    var isWarning: Bool { kind == .warning }

    mutating func say(_ text: String, warning: Bool = false) {
        self.text = text
        kind = warning ? .warning : .note
        extent = warning ? .overPaletteBar : .statusLine
        saidAtInput = inputCount
    }

    /// Esc: the message goes (what it was stays, for `dropNote`).
    mutating func clear() { text = "" }

    /// A key, mouse report or resize arrived.
    mutating func inputArrived() { inputCount += 1 }

    /// A key, press or wheel step: a warning no longer covers the palette bar.
    mutating func uncoverPaletteBar() { extent = .statusLine }

    /// A note (not a warning) is about what was just done: a stroke, fill or view change by a
    /// later input takes it away, so it never outlives its truth ("saved to X" stayed up over
    /// new, unsaved strokes). Warnings stay until something else is said; so does a note the
    /// same input said (a click that answers "quit cancelled" and starts a stroke).
    mutating func dropNote() {
        if kind == .note && saidAtInput != inputCount { text = "" }
    }

    /// Whether the message covers the palette bar now, in the status line `line` (which shows it).
    func coversPaletteBar(in line: StatusLine, columns: Int) -> Bool {
        extent == .overPaletteBar && line.messageLines(columns: columns) != nil
    }

    /// The bottom two rows from `barRow`: the palette bar and the status line `line` (which shows
    /// this message), or a long warning over both.
    func draw(_ line: StatusLine, bar: PaletteBar, into frame: inout CellFrame, barRow: Int) {
        if extent == .overPaletteBar, let lines = line.messageLines(columns: frame.columns) {
            line.drawMessageLines(lines, into: &frame, row: barRow)
        } else {
            bar.draw(into: &frame, row: barRow)
            line.draw(into: &frame, row: barRow + 1)
        }
    }
}
