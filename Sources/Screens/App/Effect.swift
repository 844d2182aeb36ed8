import ColorCore

/// What a screen asks the outside world to do. The executable carries these out in order
/// (`open` and `close` are `App`'s own); answers come back as `AppEvent`s.
public enum Effect {
    /// Write the picture and its stroke log (Storage's `SaveWriter`); answer `saveFinished`.
    /// The executable shows the current frame first: a large page takes a moment.
    case save(SaveRequest)
    /// New events of the session's log, for the autosave journal.
    case autosave([StrokeEvent])
    /// Give the terminal back and stop (job control); once resumed, answer `resized`.
    case suspend
    /// End the program.
    case quit(Ending)
    /// Ask the terminal for other mouse reports (App sends it when the active screen's
    /// `mouseMode` changes).
    case setMouseMode(MouseMode)
    /// Show another screen over this one; it gets the events until it closes.
    case open(any Screen)
    /// Close this screen: the one below is active again (the last one closing quits).
    case close
    /// Write a small text file (the tracing game's `--result`) in one piece, replacing any file
    /// there; answer `textWritten`.
    case writeText(path: String, text: String)
    /// Show the gallery over the picture saved at `current` (the executable reads recent
    /// pictures and pages, then opens it); choosing that picture there comes back to it.
    case showGallery(current: SavePaths?)
    /// Colour `page` (into `output`, or the usual name for it): the executable opens the
    /// picture in place of everything shown now, or answers with a `notice` why not.
    case openPicture(page: String, output: String?)
    /// Make a time-lapse of the drawing in the background (the program stays usable); answer
    /// with `timeLapse` news as it goes and when it ends.
    case makeTimeLapse(TimeLapseRequest)
    /// Play the colouring of the picture saved at `picture` (its stroke log beside it) on
    /// `page`, over the whole screen, until a key ends it; then this screen is shown again, or
    /// a `notice` says why it could not play.
    case playColouring(page: String, picture: String)
    /// Colour the page `step` pages on (back when negative) in the book the picture saved at
    /// `current` is a page of: the executable opens it, or answers with a `notice` why not.
    case turnPage(current: SavePaths, by: Int)
}

/// How the program ends: the autosave journal stays when no saved file holds the drawing
/// (a save failed); `lastWords` is the line for the shell ("saved to out.png").
public struct Ending: Sendable, Equatable {
    public var keepJournal: Bool
    public var lastWords: String?

    public init(keepJournal: Bool = false, lastWords: String? = nil) {
        self.keepJournal = keepJournal; self.lastWords = lastWords
    }
}

/// Which mouse reports the terminal sends.
public enum MouseMode: Sendable, Equatable {
    /// Presses, releases, the wheel, and motion while a button is held (DECSET 1002).
    case buttons
    /// Also motion with no button held, for hover (DECSET 1003).
    case allMotion
}
