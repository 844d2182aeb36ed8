import ColorCore
import Foundation
import Screens
import Storage

/// The interactive command from a decoded page to the running app: takes the terminal, shows
/// progress while regions are preloaded, continues the picture (its stroke log or autosave
/// journal, `PictureOpening`), opens the colouring screen.
enum ColoringStart {
    struct Options {
        var pagePath: String
        var paths: SavePaths
        var mode: RegionMode
        var smoothing: Smoothing
        var debugStrokes: Bool
        /// Where this run colours and what it continues (decided and locked before the terminal).
        var opening: PictureOpening
        var recent: RecentRecorder
        /// Said on the status line at start (recent pictures that cannot be read or written).
        var startNote: String?
    }

    /// Returns the exit status. The terminal is left as it was found, whatever happens.
    static func run(page: consuming Page, options: Options) -> Int32 {
        guard var terminal = Terminal.start() else {
            FileHandle.standardError.write(Data("termcolor: needs an interactive terminal (and a known TERM)\n".utf8))
            return 1
        }
        let environment = ProcessInfo.processInfo.environment
        guard terminal.colourCount >= 256 else {
            terminal.stop()
            FileHandle.standardError.write(Data("termcolor: needs a 256-colour terminal (TERM=\(environment["TERM"] ?? "unset") has \(terminal.colourCount))\n".utf8))
            return 1
        }
        let name = URL(fileURLWithPath: options.pagePath).lastPathComponent
        terminal.present(Notice.frame("loading \(name) (\(page.width)x\(page.height)): finding regions...",
                                      columns: terminal.columns, rows: terminal.rows))
        let lineArt = LineArt(page: copy page)
        let finder = options.mode.makeFinder(for: lineArt)
        terminal.present(Notice.frame("loading \(name): building the view...", columns: terminal.columns, rows: terminal.rows))
        var session = Session(page: copy page, finder: finder, smoothing: options.smoothing, debugStrokes: options.debugStrokes)
        var autosave = Autosave(path: options.paths.journal, header: JournalHeader(width: page.width, height: page.height, pageName: name))
        // The canvas holds the page from here on: let the decoded copy go (a quarter of the
        // memory at 4096x4096), and hand the session over without a second reference, which
        // would make the first stroke copy the whole paint layer.
        _ = consume page
        let strokes = options.opening.decision.strokeCount
        if strokes > 0 {
            terminal.present(Notice.frame("continuing \(URL(fileURLWithPath: options.paths.png).lastPathComponent): replaying \(strokes) strokes...",
                                          columns: terminal.columns, rows: terminal.rows))
        }
        let started = options.opening.begin(&session, &autosave)
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let rescueFolder = SavePaths.rescueFolder(home: home)
        var screen = ColoringScreen(session: consume session, columns: terminal.columns, rows: terminal.rows,
                                    paths: options.paths, modeName: options.mode.rawValue, rescueFolder: rescueFolder)
        screen.startContinuing(savedEvents: started.savedEvents)
        var app = App(consume screen, columns: terminal.columns, rows: terminal.rows)
        // Said at once, not at the first stroke (when autosave or a save would find out).
        let notes = [started.message, options.startNote, options.paths.folderWarning].compactMap { $0 }
        if !notes.isEmpty {
            let warning = started.warning || notes.count > (started.message == nil ? 0 : 1)
            _ = app.handle(.notice(notes.joined(separator: "; "), warning: warning))
        }
        var runner = AppRunner(terminal: terminal, app: consume app, autosave: autosave, home: home, rescueFolder: rescueFolder,
                               lock: options.opening.lock, recent: options.recent)
        return runner.run()
    }
}
