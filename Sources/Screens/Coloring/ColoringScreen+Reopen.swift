import ColorCore

/// A reopened picture, and the rule that a run which painted nothing writes nothing.
extension ColoringScreen {
    /// Starts with the first `count` events of the session's log already saved (a picture
    /// continued from its stroke log): they need no save, and undo still reaches them.
    public mutating func startContinuing(savedEvents count: Int) {
        saving.savedEventCount = min(count, session.log.events.count)
    }

    /// Whether a save would write anything: events the saved files do not hold, and, for a
    /// picture not saved yet, some paint on the page (strokes on lines, or all undone, are not
    /// worth a blank PNG).
    public var hasWorkToSave: Bool {
        guard hasUnsavedDrawing else { return false }
        return saving.savedEventCount > 0 || session.canvas.hasPaint
    }
}
