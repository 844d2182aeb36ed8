import ColorCore
import Foundation
import Screens
import Storage

/// The interactive command from a decoded page to the running app: takes the terminal, shows
/// progress while regions are preloaded, resumes the autosave journal, opens the colouring
/// screen.
enum ColoringStart {
    struct Options {
        var pagePath: String
        var paths: SavePaths
        var mode: RegionMode
        var smoothing: Smoothing
        var debugStrokes: Bool
        /// Set an existing autosave journal aside instead of resuming it.
        var fresh = false
        var glyphs = DisplayChoice.GlyphRequest.auto
        var colours = DisplayChoice.ColourRequest.auto
    }

    /// Returns the exit status. The terminal is left as it was found, whatever happens.
    static func run(page: consuming Page, options: Options) -> Int32 {
        let truecolor = DisplaySetup.wantsTruecolor(options.colours)
        guard var terminal = Terminal.start(directColour: truecolor) else {
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
        let resumed = autosave.begin(into: &session, fresh: options.fresh)
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let rescueFolder = SavePaths.rescueFolder(home: home)
        let (glyphs, glyphNote) = DisplaySetup.glyphs(options.glyphs)
        let display = DisplayOptions(glyphs: glyphs, colours: truecolor && terminal.isDirectColour ? .truecolor : .palette256)
        let screen = ColoringScreen(session: consume session, columns: terminal.columns, rows: terminal.rows,
                                    paths: options.paths, modeName: options.mode.rawValue, rescueFolder: rescueFolder,
                                    display: display)
        var app = App(consume screen, columns: terminal.columns, rows: terminal.rows)
        if let note = glyphNote ?? (truecolor && !terminal.isDirectColour ? DisplaySetup.noTruecolorNote : nil) {
            _ = app.handle(.notice(note, warning: true))
        }
        if let resumed { _ = app.handle(.notice(resumed.message, warning: resumed.warning)) }
        // Said at once, not at the first stroke (when autosave or a save would find out).
        if let folder = options.paths.folderWarning {
            _ = app.handle(.notice(resumed.map { "\($0.message); \(folder)" } ?? folder, warning: true))
        }
        var runner = AppRunner(terminal: terminal, app: consume app, autosave: autosave, home: home, rescueFolder: rescueFolder)
        return runner.run()
    }
}
