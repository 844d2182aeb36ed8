import ColorCore

/// What a key asks of the picture: undo and redo, clearing, saving, leaving.
enum DocumentAction: Equatable, Sendable {
    case undo, redo
    case askClear
    case save
    /// Type a path on the status line and save there.
    case saveAs
    case saveAndQuit
    case quitWithoutSaving
    /// Save, then show the gallery to pick another picture.
    case gallery
    /// Save, then colour the book's page this many pages on (back when negative).
    case turnPage(Int)
}

/// The picture being coloured: the page's drawing and the regions' progress, where it is saved
/// and how its saves and the autosave journal stand.
struct ColoringDocument: Sendable {
    var drawing: Drawing
    /// Where saves go; `S` (save as) changes it.
    var paths: SavePaths
    /// Where `S` offers to save after a failed save (Storage's rescue folder).
    let rescueFolder: String
    let modeName: String
    var saves: SaveState
    var progress: RegionProgress
    /// The region `n` went to last.
    var lastVisitedRegion: Int?
    /// Mouse strokes pass the input filter stage (the grid of their reports is logged); off,
    /// their points are drawn as they come, as before the filter existed (the benchmark's
    /// reference).
    var filtersInput = true

    init(session: Session, paths: SavePaths, rescueFolder: String, modeName: String) {
        drawing = Drawing(session: session)
        self.paths = paths
        self.rescueFolder = rescueFolder
        self.modeName = modeName
        saves = SaveState(autosaved: session.log.events.count)
        progress = RegionProgress(finder: session.finder, canvas: session.canvas)
    }

    var session: Session { drawing.session }

    /// The log's events not yet handed to the autosave journal, as its effect; nil when none.
    mutating func journalEntries() -> Effect? {
        let events = session.log.events
        guard events.count > saves.autosaved else { return nil }
        defer { saves.autosaved = events.count }
        return .autosave(Array(events[saves.autosaved...]))
    }

    /// The progress counts the page's changes inside `parts` (which never overlap: each pixel
    /// is counted once).
    mutating func pageChanged(_ parts: [Rect]) {
        for dirty in parts { progress.update(canvas: session.canvas, dirty: dirty) }
    }

    var progressText: String { "\(progress.colouredCount) of \(RegionProgress.regions(progress.regionCount)) coloured" }

    /// Starts with the first `count` events of the log already saved (a picture continued from
    /// its stroke log): they need no save, and undo still reaches them.
    mutating func startContinuing(savedEvents count: Int) {
        saves.savedEventCount = min(count, session.log.events.count)
    }

    /// Whether the log holds events the last successful save does not (resumed ones included).
    var hasUnsavedDrawing: Bool { session.log.events.count != saves.savedEventCount }

    /// Whether a save would write anything: events the saved files do not hold, and, for a
    /// picture not saved yet, some paint on the page (strokes on lines, or all undone, are not
    /// worth a blank PNG).
    var hasWorkToSave: Bool {
        guard hasUnsavedDrawing else { return false }
        return saves.savedEventCount > 0 || session.canvas.hasPaint
    }

    /// How the program ends from here, `message` being on the status line: the journal stays
    /// after a failed save; a save just made is the last word.
    func ending(message: String) -> Ending {
        Ending(keepJournal: saves.lastFailed, lastWords: !saves.lastFailed && message.hasPrefix("saved") ? message : nil)
    }

    /// The request to write the picture and its log to `output`, then `then`; the save is
    /// pending until its answer.
    mutating func saveRequest(to output: String, then: SaveState.Then, existing: SaveRequest.Existing) -> SaveRequest {
        saves.pending = SaveState.Pending(then: then, eventCount: session.log.events.count)
        var request = SaveRequest(canvas: session.canvas, log: session.log, page: paths.page, output: output)
        request.progress = (progress.colouredCount, progress.regionCount, false)
        request.existing = existing
        return request
    }
}
