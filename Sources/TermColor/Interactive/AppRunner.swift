import ColorCore
import Foundation
import Opening
import Screens
import Storage
import TerminalGuard

/// Runs the app at the terminal: reads input, hands it to the app, carries out the effects it
/// returns (saves, autosave, suspend, mouse modes, quitting) and draws what changed.
struct AppRunner {
    var terminal: Terminal
    var app: App
    /// The journal of the picture being coloured (none while only the gallery is shown, or for `compare`).
    var autosave: Autosave?
    /// `~/` in paths typed at a prompt; the rescue folder for saves that failed.
    let home: String?
    let rescueFolder: String
    /// The lock on the picture being coloured, released however the program ends.
    var lock: PictureLock?
    /// The earlier picture a `--fresh` start moved aside, and where it was: put back when the
    /// run leaves nothing there (`letGoOfPicture`).
    var startedFresh: (moved: PictureSetAside.Moved, paths: SavePaths)?
    var recent: RecentRecorder
    /// For pictures the gallery opens.
    var drawing: DrawingChoice
    var gallery: GalleryLoader
    /// The time-lapse being made in the background (`t`), if any: one at a time.
    var timeLapse: TimeLapseJob?
    /// The book whose page is coloured, or whose gallery is shown (`termcolor BOOK`).
    var book: BookSession?
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(terminal: Terminal, app: consuming App, autosave: Autosave?, home: String?, rescueFolder: String,
         lock: PictureLock? = nil, recent: RecentRecorder = RecentRecorder(store: nil),
         drawing: DrawingChoice = DrawingChoice(),
         gallery: GalleryLoader? = nil) {
        self.terminal = terminal
        self.app = app
        self.autosave = autosave
        self.home = home
        self.rescueFolder = rescueFolder
        self.lock = lock
        self.recent = recent
        self.drawing = drawing
        self.gallery = gallery ?? GalleryLoader(store: recent.store, imageTiles: terminal.pixels != nil)
        start = clock.now
    }

    /// Seconds since the app started (stroke log times, autosave syncs).
    var now: Double { (clock.now - start) / .seconds(1) }

    /// Until the app quits; then gives the terminal back and says how it ended. Returns the
    /// exit status. A request signal ends the process from here (`end(by:)`).
    mutating func run() -> Int32 {
        if app.mouseMode != .buttons { terminal.setMouseMode(app.mouseMode) }  // the terminal starts in .buttons
        show()
        var ending: Ending?
        var lastTick = now
        while ending == nil {
            // While the screen animates, wake at its tick interval; while a time-lapse is made,
            // often enough that its progress moves smoothly; while book tiles are drawn, at once.
            var wait = app.tickInterval.map { max(2, min(250, Int($0 * 1000))) } ?? 250
            if timeLapse != nil { wait = min(wait, TimeLapseJob.progressInterval) }
            if makeBookPreviews() { wait = 1 }
            if let owed = pixelsOwedWait { wait = min(wait, owed) }
            let events = terminal.events(timeoutMilliseconds: terminal.hasPendingInput ? min(25, wait) : wait)
            let now = self.now
            if let warning = autosave?.syncIfDue(now: now) { ending = perform(app.handle(.notice(warning, warning: true))) }
            if let request = terminal.takeRequest() {
                if request == SIGTSTP { suspend() } else { end(by: request) }
            }
            // A batch: what only the screen shows is worked out once, at its end.
            if !events.isEmpty { ending = perform(app.handle(.batch(begins: true))) }
            for event in events where ending == nil {
                DebugTrap.check(event)
                if event == .resize {
                    terminal.invalidate()
                    ending = perform(app.handle(.resized(columns: terminal.columns, rows: terminal.rows)))
                } else {
                    ending = perform(app.handle(.input(event, time: now)))
                }
            }
            if ending == nil && !events.isEmpty { ending = perform(app.handle(.batch(begins: false))) }
            // What the input did is shown first; a tick's work (animation, painting ahead) after.
            if ending == nil, terminal.takePixelsArrived() { ending = pixelsArrived() }
            if ending == nil && !events.isEmpty { show() }
            if ending == nil, let news = timeLapse?.news(), !news.isEmpty {
                if news.contains(where: { if case .progress = $0 { false } else { true } }) { timeLapse = nil }
                for item in news where ending == nil { ending = perform(app.handle(.timeLapse(item))) }
                if ending == nil { show() }
            }
            if ending == nil, let interval = app.tickInterval, now - lastTick >= interval {
                lastTick = now
                ending = perform(app.handle(.tick(time: now)))
                if ending == nil { show() }
            } else if ending == nil, events.isEmpty, pixelsOwedWait != nil {
                show()
            }
        }
        let end = ending ?? Ending()
        let stoppedTimeLapse = stopTimeLapse()
        // After a save and quit the PNG and stroke log hold the work; after Q either they do
        // too or the person answered y to dropping it, unless a save had failed (then the
        // journal is the only copy).
        if end.keepJournal { autosave?.close() } else { autosave?.remove() }
        let putBack = letGoOfPicture()
        terminal.stop()
        if let putBack { print("termcolor: nothing painted after --fresh; the earlier picture is back as \(putBack)") }
        if end.keepJournal, let note = autosave?.strokesNote {
            FileHandle.standardError.write(Data("termcolor: not saved; \(note)\n".utf8))
        }
        if let words = end.lastWords { print("termcolor: \(words)") }
        if let stoppedTimeLapse { print("termcolor: \(stoppedTimeLapse)") }
        return 0
    }

    /// Quitting while a time-lapse is made cancels it (waiting could take many seconds after
    /// the person asked to leave); nothing of it is left on disk. Returns what to say of it:
    /// that, or where it was saved when it ended before the screen could say so.
    private mutating func stopTimeLapse() -> String? {
        defer { timeLapse = nil }
        guard let job = timeLapse else { return nil }
        if job.cancel() { return "the time-lapse \(job.output) was not finished: quitting cancelled it (t makes it again)" }
        guard case .saved(let path)? = job.outcome else { return nil }
        return "time-lapse saved to \(path)"
    }

    /// The picture being coloured is done with (its journal closed or removed): a `--fresh`
    /// start that left nothing puts the earlier picture back (the name of its first file
    /// returned), then the lock is released. Only while this run still holds that name's lock:
    /// after a save as elsewhere another run may have started there.
    @discardableResult
    private mutating func letGoOfPicture() -> String? {
        var back: String?
        if let fresh = startedFresh, lock?.path == fresh.paths.lock, let first = PictureSetAside.putBack(fresh.moved, to: fresh.paths) {
            back = URL(fileURLWithPath: first).lastPathComponent
        }
        startedFresh = nil
        lock?.release()
        lock = nil
        return back
    }

    /// Saves as asked. Save as to another picture first takes that picture's lock, as a start
    /// would: a picture another termcolor colours now is not written (else two windows
    /// each save over the other's work), and after saving there this run holds its lock
    /// and lets go of the old one.
    private mutating func saveTakingItsLock(_ request: SaveRequest) -> SaveResult {
        let own: String
        switch request.existing {
        case .askUnless(let o), .replaceOther(let o): own = o
        case .replace, .nextFreeName: return SaveWriter.perform(request, home: home, rescueFolder: rescueFolder)
        }
        let target = SavePaths(page: request.page, output: SaveWriter.expandingHome(request.output, home: home))
        guard !target.sameFile(png: SaveWriter.expandingHome(own, home: home)) else {
            return SaveWriter.perform(request, home: home, rescueFolder: rescueFolder)
        }
        var taken: PictureLock?
        switch PictureLock.acquire(target.lock) {
        case .heldElsewhere(let pid): return .openElsewhere(target, pid: pid)
        case .locked(let l): taken = l
        case .unavailable: break  // the save itself says what is wrong with the folder
        }
        let result = SaveWriter.perform(request, home: home, rescueFolder: rescueFolder)
        if result.saved != nil, let taken {
            lock?.release()
            lock = taken
        } else {
            taken?.release()
        }
        return result
    }

    /// Carries out `effects` in order, and those their answers bring; returns how the program
    /// ends once one of them is `quit`. `showing`: the terminal is there to show "saving...".
    mutating func perform(_ effects: [Effect], showing: Bool = true) -> Ending? {
        for effect in effects {
            switch effect {
            case .save(var request):
                // Saving a large page takes a moment: the screen says so first.
                if showing { show() }
                request.pageDigest = autosave?.header.pageDigest
                let result = saveTakingItsLock(request)
                if let saved = result.saved { journalFollows(saved, holding: request.log.events) }
                // The recent-pictures list follows each save; its trouble is said after the save's word.
                let warning = result.saved.flatMap { recent.saved(request, to: $0) }
                if let saved = result.saved, let number = book?.pageNumber(output: saved.png) {
                    book?.saved(page: number, coloured: request.progress?.coloured ?? 0, regions: request.progress?.regions ?? 0)
                }
                if let ending = perform(app.handle(.saveFinished(result)), showing: showing) { return ending }
                if let warning, let ending = perform(app.handle(.notice(warning, warning: true)), showing: showing) { return ending }
            case .autosave(let events):
                let time = now
                if let warning = autosave?.record(events, now: time),
                   let ending = perform(app.handle(.notice(warning, warning: true)), showing: showing) {
                    return ending
                }
            case .suspend:
                suspend()
            case .quit(let ending):
                return ending
            case .setMouseMode(let mode):
                terminal.setMouseMode(mode)
            case .open, .close:
                break  // the app's own
            case .writeText(let path, let text):
                let failure = TextFile.write(text, to: path)
                if let ending = perform(app.handle(.textWritten(path: path, failure: failure)), showing: showing) { return ending }
            case .showGallery(let current):
                if let ending = showGallery(over: current, showing: showing) { return ending }
            case .openPicture(let page, let output):
                if let ending = openPicture(page, output: output, showing: showing) { return ending }
            case .makeTimeLapse(let request):
                if let ending = startTimeLapse(request, showing: showing) { return ending }
            case .playColouring(let page, let picture):
                if let ending = playColouring(page: page, picture: picture, showing: showing) { return ending }
            case .turnPage(let current, let step):
                if let ending = turnPage(from: current, by: step, showing: showing) { return ending }
            }
        }
        return nil
    }

    /// The picture now lives at `saved` (a save as, or a save to the rescue folder): the journal
    /// follows it, so that a crash after the save loses nothing (else strokes after `S` go on
    /// into the old name's journal, and none is made after a rescue). The old journal goes:
    /// the saved log holds all it held. The new one starts, at the first new event, with the
    /// saved log's events, so that it alone brings the whole picture back.
    private mutating func journalFollows(_ saved: SavePaths, holding events: [StrokeEvent]) {
        guard let old = autosave, SavePaths.canonical(saved.journal) != SavePaths.canonical(old.path) else { return }
        autosave?.remove()
        var moved = Autosave(path: saved.journal, header: old.header)
        moved.savedEvents = events
        autosave = moved
    }

    /// Gives the terminal back and stops (Ctrl-Z, SIGTSTP); once continued, re-fits and redraws.
    /// Where nothing could continue it, says so instead (else Ctrl-Z seems to do nothing, and
    /// the `fg` typed next runs as keys: f takes the fill tool, g saves and opens the gallery).
    private mutating func suspend() {
        let stopped = terminal.suspend()
        _ = perform(app.handle(.resized(columns: terminal.columns, rows: terminal.rows)))
        if !stopped { _ = perform(app.handle(.notice("Ctrl-Z cannot stop termcolor here: no shell with job control started it", warning: true))) }
        show()
    }

    /// SIGINT, SIGTERM or SIGHUP: the app saves (to the rescue folder if the output cannot be
    /// written), the terminal is restored, and the process dies by the same signal, so the shell
    /// sees the usual status. No "saving..." frame: after a hangup there is no terminal.
    private mutating func end(by sig: Int32) -> Never {
        // A screen that does not quit saved nothing: the journal stays.
        let ending = perform(app.handle(.endRequested), showing: false) ?? Ending(keepJournal: true)
        let stoppedTimeLapse = stopTimeLapse()
        if ending.keepJournal { autosave?.close() } else { autosave?.remove() }
        letGoOfPicture()
        terminal.stop()
        var note = ending.lastWords ?? (autosave.map { "could not save; \($0.strokesNote)" } ?? "ended")
        if let stoppedTimeLapse { note += "; \(stoppedTimeLapse)" }
        FileHandle.standardError.write(Data("termcolor: \(String(cString: strsignal(sig))): \(note)\n".utf8))
        tg_die_by(sig)
    }

    // MARK: Time-lapse and playback

    /// `t`: a time-lapse starts in the background, or the screen hears at once why not.
    private mutating func startTimeLapse(_ request: TimeLapseRequest, showing: Bool) -> Ending? {
        if let running = timeLapse {
            return perform(app.handle(.timeLapse(.failed(path: request.output, reason: "\(running.output) is being made first"))), showing: showing)
        }
        switch TimeLapseJob.start(request) {
        case .success(let job): timeLapse = job
        case .failure(let refused): return perform(app.handle(.timeLapse(refused.news)), showing: showing)
        }
        return nil
    }

    /// The gallery's `t`: the picture's colouring over the whole screen until a key, then the
    /// gallery again (or a notice on it saying why it could not play).
    private mutating func playColouring(page: String, picture: String, showing: Bool) -> Ending? {
        guard showing else { return nil }
        switch GalleryPlayback.player(page: page, picture: picture, drawing: drawing, asIs: recent.openedAsIs(output: picture),
                                      columns: terminal.columns, rows: terminal.rows) {
        case .failure(let refusal):
            return perform(app.handle(.notice(refusal.message, warning: true)), showing: showing)
        case .success(var player):
            terminal.invalidate()
            let played = player.run(on: &terminal, framesPerSecond: PlayCommand.framesPerSecond)
            if let request = played.request {
                if request == SIGTSTP { suspend() } else { end(by: request) }
            }
            // The player may have seen the terminal resized: the gallery is laid out again.
            terminal.invalidate()
            let ending = perform(app.handle(.resized(columns: terminal.columns, rows: terminal.rows)), showing: showing)
            if ending == nil { show() }
            return ending
        }
    }

    // MARK: Gallery

    /// Reads the recent pictures and pages and shows the gallery over the picture (saved by the
    /// colouring screen before it asked).
    private mutating func showGallery(over picture: SavePaths?, showing: Bool) -> Ending? {
        if showing { terminal.present(Notice.frame("opening the gallery...", columns: terminal.columns, rows: terminal.rows)) }
        let current = picture.map { (page: RecentRecorder.absolute($0.page), output: RecentRecorder.absolute($0.png)) }
        // A book's page goes back to the book's gallery.
        if let book, let current, let number = book.pageNumber(output: current.output) {
            let screen = GalleryScreen(book: book.book.name, pages: book.items, selected: number - 1, columns: terminal.columns,
                                       rows: terminal.rows, canGoBack: true, current: current, display: drawing.display)
            return perform(app.open(screen), showing: showing)
        }
        let (recentItems, pages) = gallery.load()
        let screen = GalleryScreen(recent: recentItems, pages: pages, columns: terminal.columns, rows: terminal.rows,
                                   canGoBack: current != nil, current: current, display: drawing.display)
        return perform(app.open(screen), showing: showing)
    }

    /// Opens another picture in place of everything shown: prepared first (a page that cannot
    /// be read, or a picture open elsewhere, is said on the gallery, which stays); then the
    /// picture being coloured lets go of its journal and lock, and the new one is opened.
    private mutating func openPicture(_ page: String, output: String?, showing: Bool) -> Ending? {
        let start: PictureStart
        let asIs = output.map { recent.openedAsIs(output: $0) } ?? false
        // A book's page (also one the general gallery lists among recent pictures): which page of
        // its file, and its picture in the book's folder; another PDF page, as the list recorded it.
        if let output, book?.pageNumber(output: output) == nil, let found = BookSession.containing(output: output) { book = found }
        let bookPage = output.flatMap { book?.pageNumber(output: $0) }
        let choice = bookPage.map { book!.book.pages[$0 - 1].choice }
            ?? PageChoice(page: output.flatMap { recent.pageNumber(output: $0) } ?? 1)
        // A page (not a recent picture) is coloured where the command line's would be.
        let (output, folder) = bookPage != nil ? (output, book?.folder) : drawing.output(for: page, given: output)
        switch PictureStart.prepare(pagePath: page, choice: choice, output: output, fresh: false, asIs: asIs, makingFolder: folder) {
        case .success(let s): start = s
        case .failure(let failure): return perform(app.handle(.notice(failure.message, warning: true)), showing: showing)
        }
        recent.asIs = asIs
        recent.pageNumber = choice.page
        if let bookPage { book?.opened(page: bookPage) }
        // The colouring screen saved before the gallery opened: its journal has served.
        autosave?.remove()
        letGoOfPicture()
        lock = start.opening.lock
        let (screen, newAutosave, notice, _) = (consume start).open(columns: terminal.columns, rows: terminal.rows, drawing: drawing,
                                                                    rescueFolder: rescueFolder) { terminal.present($0) }
        autosave = newAutosave
        let mouseMode = app.mouseMode
        app = App(consume screen, columns: terminal.columns, rows: terminal.rows)  // one reference (ColoringStart.run)
        if app.mouseMode != mouseMode { terminal.setMouseMode(app.mouseMode) }
        if let notice { return perform(app.handle(.notice(notice.text, warning: notice.warning)), showing: showing) }
        return nil
    }

    // MARK: Book

    /// Colours the page `step` pages on from the book page saved at `current` (saved first by
    /// the colouring screen); a picture of no book, or the book's first or last page, says so.
    private mutating func turnPage(from current: SavePaths, by step: Int, showing: Bool) -> Ending? {
        if book?.pageNumber(output: current.png) == nil { book = BookSession.containing(output: current.png) ?? book }
        guard let book, let number = book.pageNumber(output: current.png) else {
            return perform(app.handle(.notice("{ and } turn the pages of a book; this picture is no book's page", warning: true)),
                           showing: showing)
        }
        let target = number + step
        guard book.book.pages.indices.contains(target - 1) else {
            let edge = step > 0 ? "the last page" : "the first page"
            return perform(app.handle(.notice("page \(number) is \(edge) of \(book.book.name)", warning: false)), showing: showing)
        }
        return openPicture(book.book.pages[target - 1].file, output: book.output(ofPage: target), showing: showing)
    }

    /// Draws the previews of a book gallery's tiles in view that have none yet, for a few
    /// hundredths of a second (input stays answered); returns whether more are still to come.
    private mutating func makeBookPreviews() -> Bool {
        guard book != nil, let gallery = app.active as? GalleryScreen else { return false }
        let wanted = gallery.previewsWanted
        guard !wanted.isEmpty else { return false }
        let deadline = clock.now + .milliseconds(40)
        var made: [(Int, Page?)] = []
        for index in wanted where clock.now < deadline {
            made.append((index, book?.preview(ofPage: index + 1)))
        }
        app.changeActive(as: GalleryScreen.self) { screen in
            for (index, preview) in made { screen.setPreview(preview, ofItem: index) }
        }
        show()
        return made.count < wanted.count
    }
}
