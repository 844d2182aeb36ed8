import ColorCore

/// A page being drawn on: its session, the time of the input being handled, and the rules for
/// feeding the session events. The colouring screen's document keeps one; so does each half of
/// the compare screen, so both log strokes the same way.
struct Drawing: Sendable {
    var session: Session
    /// Seconds since start of the input being handled, to the millisecond (stroke log times).
    private(set) var time = 0.0
    /// With `-debugStrokes`, where the strokes' input points landed (`DebugMarks`); nil without.
    private(set) var debugMarks: DebugMarks?

    init(session: Session) {
        self.session = session
        if session.debugStrokes { debugMarks = DebugMarks(replaying: session.log.events, finder: session.finder) }
    }

    mutating func setTime(_ seconds: Double) { time = (seconds * 1000).rounded() / 1000 }

    /// The settings a stroke or fill needs before it starts, only those that changed, so the log
    /// records what was used rather than every key press. `input`: the grid the stroke's points
    /// come in (mouse reports), nil for exact points (the keyboard, or points taken as they come).
    func settingEvents(ink: Ink, brush: BrushSize, scale: Double, isFill: Bool, input: InputGrid?) -> [StrokeEvent] {
        var events: [StrokeEvent] = []
        if session.ink != ink { events.append(.color(ink)) }
        guard !isFill else { return events }
        let size = brush.loggedPagePixels(scale: scale)
        // Also when only the cells changed (one zoom step in and the next rung up paint the
        // same width): reopening takes the brush from the cells.
        if session.brushSize != size || session.brushCells != brush.cells { events.append(.brush(size, cells: brush.cells)) }
        if session.inputGrid != input { events.append(.input(input)) }
        return events
    }

    /// An event that ends an open stroke (`undo`, `redo`, `clear`, `fill`, `down`: with the
    /// button or the keyboard pen still down) is preceded by the stroke's `up` in the log, as a
    /// release would end it, so the log never holds a `down` without its `up` (the picture is the
    /// same either way: `StrokeSequence`).
    mutating func apply(_ event: StrokeEvent) {
        var sequence = StrokeSequence(strokeOpen: session.isStrokeOpen)
        if sequence.accept(event) == .endsOpenStroke { applyToSession(.up(t: time)) }
        applyToSession(event)
    }

    /// One event to the session, and to the debug marks with what it did to the undo steps.
    private mutating func applyToSession(_ event: StrokeEvent) {
        let recorded = session.undoStepsRecorded, taken = session.undoRedoCount
        session.apply(event)
        debugMarks?.follow(event, madeStep: session.undoStepsRecorded != recorded, tookStep: session.undoRedoCount != taken)
    }
}
