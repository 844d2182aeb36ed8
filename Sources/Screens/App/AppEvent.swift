import ColorCore

/// What happened, for the active screen: input from the terminal, or the outcome of an effect
/// the executable carried out.
public enum AppEvent: Sendable {
    /// A key or mouse report, `time` seconds after the program started (stroke log times).
    /// (The terminal's `.resize` input arrives as `resized` instead.)
    case input(InputEvent, time: Double)
    /// The terminal is `columns` x `rows` cells now (after a resize, or back from a suspend).
    case resized(columns: Int, rows: Int)
    /// The save asked for with `Effect.save` is done.
    case saveFinished(SaveResult)
    /// A signal (SIGINT, SIGTERM, SIGHUP) asks the program to end: save what must be kept,
    /// then quit. Nothing will be shown any more.
    case endRequested
    /// A line for the status bar from outside the screen (resume, autosave trouble).
    case notice(String, warning: Bool)
    /// `time` seconds after start, every `Screen.tickInterval` while the screen asks for it
    /// (animations).
    case tick(time: Double)
    /// The page is drawn in the terminal's own pixels from now on, whose cells have this shape
    /// (the terminal's answers came after the start, which began in glyphs). Every screen of the
    /// stack hears it, as it hears `resized`.
    case cellShapeChanged(CellShape)
    /// The file asked for with `Effect.writeText` is written (`failure` nil) or not (a few words).
    case textWritten(path: String, failure: String?)
    /// The executable hands over the terminal's input in batches: `batch(begins: true)` before
    /// one, `batch(begins: false)` after it, before the screen is shown. In between, what only
    /// the screen shows may wait for the end (the coloring screen's stroke tip, which every
    /// report of a fast scribble recomputed over the whole view: seconds of work, all shown once).
    case batch(begins: Bool)
    /// How the time-lapse asked for with `Effect.makeTimeLapse` stands. Every screen of the
    /// stack hears it: the one that asked may lie under the gallery when it ends.
    case timeLapse(TimeLapseNews)
}
