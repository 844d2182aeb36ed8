import ColorCore

/// A picture continued from earlier work (a resumed journal, a reopened picture): its inks and
/// brush are the current ones again, the events already saved need no save, and a run that
/// painted nothing writes nothing.
extension ColoringScreen {
    /// Takes the inks and the brush of the session's log (`Tools.adopt`). Says nothing: the
    /// caller has its own message. `init` calls it.
    mutating func adoptSessionState() {
        tools.adopt(session, scale: geometry.scale)
    }

    /// Starts with the first `count` events of the session's log already saved (a picture
    /// continued from its stroke log): they need no save, and undo still reaches them.
    public mutating func startContinuing(savedEvents count: Int) {
        document.startContinuing(savedEvents: count)
    }

    /// Whether a save would write anything (`ColoringDocument.hasWorkToSave`).
    public var hasWorkToSave: Bool { document.hasWorkToSave }
}
