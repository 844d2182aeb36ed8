import ColorCore
import Foundation
import Opening
import Screens
import Storage

/// The interactive commands from a prepared start to the running app: take the terminal, open
/// the picture (`PictureStart`) or the gallery, run until the end.
enum ColoringStart {
    /// Colours `start`'s picture. Returns the exit status; the terminal is left as it was found,
    /// whatever happens.
    static func run(_ start: consuming PictureStart, drawing: DrawingChoice, display request: TerminalStart.Request,
                    recent: RecentRecorder, startNote: String?, book: BookSession? = nil) -> Int32 {
        guard case (var terminal, let display, let displayNote)? = TerminalStart.take(request) else { return 1 }
        var drawing = drawing
        drawing.display = display
        let lock = start.opening.lock
        let startedFresh = start.opening.startedFresh.map { (moved: $0, paths: start.paths) }
        let folders = UserFolders()
        let rescueFolder = folders.rescueFolder
        let (screen, autosave, notice, _) = (consume start).open(columns: terminal.columns, rows: terminal.rows, drawing: drawing,
                                                                 rescueFolder: rescueFolder) { terminal.present($0) }
        // Consumed, as the app below: a second reference to the screen would make its first edit
        // copy every page-size layer it holds (the picture, the paint, the view), and keep both.
        var app = App(consume screen, columns: terminal.columns, rows: terminal.rows)
        let notes = [notice?.text, startNote, displayNote].compactMap { $0 }
        let warning = notice?.warning ?? false || startNote != nil || displayNote != nil
        if !notes.isEmpty { _ = app.handle(.notice(notes.joined(separator: "; "), warning: warning)) }
        var runner = AppRunner(terminal: terminal, app: consume app, autosave: autosave, home: folders.home, rescueFolder: rescueFolder,
                               lock: lock, recent: recent, drawing: drawing)
        runner.startedFresh = startedFresh
        runner.book = book
        return runner.run()
    }

    /// `termcolor BOOK`: the book's gallery first, at the page coloured last; its tiles are
    /// drawn as they come into view, so a book of hundreds of pages opens at once.
    static func runBook(_ book: BookSession, drawing: DrawingChoice, display request: TerminalStart.Request, recent: RecentRecorder,
                        startNote: String?) -> Int32 {
        guard case (let terminal, let display, let displayNote)? = TerminalStart.take(request) else { return 1 }
        var drawing = drawing
        drawing.display = display
        let screen = GalleryScreen(book: book.book.name, pages: book.items, selected: book.pageToComeBackTo - 1,
                                   columns: terminal.columns, rows: terminal.rows, canGoBack: false, display: display)
        var app = App(screen, columns: terminal.columns, rows: terminal.rows)
        let notes = [startNote, displayNote].compactMap { $0 }
        if !notes.isEmpty { _ = app.handle(.notice(notes.joined(separator: "; "), warning: true)) }
        let folders = UserFolders()
        var runner = AppRunner(terminal: terminal, app: app, autosave: nil, home: folders.home, rescueFolder: folders.rescueFolder,
                               lock: nil, recent: recent, drawing: drawing)
        runner.book = book
        return runner.run()
    }

    /// `termcolor gallery`: the gallery first; a picture chosen there opens in its place.
    static func runGallery(drawing: DrawingChoice, display request: TerminalStart.Request, recent: RecentRecorder,
                           store: RecentStore?, startNote: String?) -> Int32 {
        guard case (var terminal, let display, let displayNote)? = TerminalStart.take(request) else { return 1 }
        var drawing = drawing
        drawing.display = display
        terminal.present(Notice.frame("opening the gallery...", columns: terminal.columns, rows: terminal.rows))
        var gallery = GalleryLoader(store: store, imageTiles: terminal.pixels != nil)
        let (recentItems, pages) = gallery.load()
        var app = App(GalleryScreen(recent: recentItems, pages: pages, columns: terminal.columns, rows: terminal.rows, canGoBack: false,
                                    display: display),
                      columns: terminal.columns, rows: terminal.rows)
        let notes = [startNote, displayNote].compactMap { $0 }
        if !notes.isEmpty { _ = app.handle(.notice(notes.joined(separator: "; "), warning: true)) }
        let folders = UserFolders()
        var runner = AppRunner(terminal: terminal, app: app, autosave: nil, home: folders.home, rescueFolder: folders.rescueFolder,
                               lock: nil, recent: recent, drawing: drawing, gallery: gallery)
        return runner.run()
    }
}
