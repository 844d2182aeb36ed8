import ColorCore
import Foundation

/// The interactive program from a decoded page to the saved picture: takes the terminal, shows
/// progress while regions are preloaded, then reads input and redraws changed cells until quit.
enum RunLoop {
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
        guard terminal.colourCount >= 256 else {
            terminal.stop()
            FileHandle.standardError.write(Data("termcolor: needs a 256-colour terminal (TERM=\(ProcessInfo.processInfo.environment["TERM"] ?? "unset") has \(terminal.colourCount))\n".utf8))
            return 1
        }
        let name = URL(fileURLWithPath: options.pagePath).lastPathComponent
        showProgress(&terminal, "loading \(name) (\(page.width)x\(page.height)): finding regions...")
        let lineArt = LineArt(page: copy page)
        let finder = options.mode.makeFinder(for: lineArt)
        showProgress(&terminal, "loading \(name): building the view...")
        var session = Session(page: copy page, finder: finder, smoothing: options.smoothing, debugStrokes: options.debugStrokes)
        var autosave = Autosave(path: options.paths.journal, header: JournalHeader(width: page.width, height: page.height, pageName: name))
        // The canvas holds the page from here on: let the decoded copy go (a quarter of the
        // memory at 4096x4096), and hand the session over without a second reference, which
        // would make the first stroke copy the whole paint layer.
        _ = consume page
        let resumed = JournalStart.begin(&autosave, &session, fresh: options.fresh)
        let (glyphs, glyphNote) = DisplaySetup.glyphs(options.glyphs)
        let display = DisplayOptions(glyphs: glyphs, colours: truecolor && terminal.isDirectColour ? .truecolor : .palette256)
        var app = ColorApp(session: consume session, columns: terminal.columns, rows: terminal.rows,
                           paths: options.paths, modeName: options.mode.rawValue, display: display)
        if let note = glyphNote ?? (truecolor && !terminal.isDirectColour ? DisplaySetup.noTruecolorNote : nil) {
            app.show(note, warning: true)
        }
        if let resumed { app.show(resumed.message, warning: resumed.warning) }
        // Said at once, not at the first stroke (when autosave or a save would find out).
        if let folder = options.paths.folderWarning {
            app.show(resumed.map { "\($0.message); \(folder)" } ?? folder, warning: true)
        }
        terminal.present(app.frame())

        let start = Stopwatch.nanoseconds()
        var outcome = ColorApp.Outcome.keepGoing
        while outcome == .keepGoing {
            let events = terminal.events(timeoutMilliseconds: terminal.hasPendingInput ? 25 : 250)
            let now = Double(Stopwatch.nanoseconds() - start) / 1e9
            if let warning = autosave.sync(app.session.log, now: now) { app.show(warning, warning: true) }
            if let request = terminal.takeRequest() {
                if request == SIGTSTP { SignalRequests.suspend(&terminal, &app) } else { SignalRequests.end(by: request, &terminal, &app, &autosave) }
            }
            guard !events.isEmpty else { continue }
            for event in events {
                DebugTrap.check(event)
                if case .key(let k) = event, KeyBindings.action(for: k) == .suspend {
                    SignalRequests.suspend(&terminal, &app)
                    continue
                }
                if event == .resize {
                    terminal.invalidate()
                    app.resize(columns: terminal.columns, rows: terminal.rows)
                }
                if case .key(let k) = event, [.save, .saveAndQuit].contains(KeyBindings.action(for: k)) {
                    // Saving a large page takes a moment: say so first.
                    app.noteSaving()
                    terminal.present(app.frame())
                }
                outcome = app.handle(event, time: now)
                if outcome == .quit { break }
            }
            if let warning = autosave.sync(app.session.log, now: now) { app.show(warning, warning: true) }
            if outcome == .keepGoing { terminal.present(app.frame()) }
        }
        // After a save and quit the PNG and stroke log hold the work; after Q either they do
        // too or the person answered y to dropping it, unless a save had failed (then the
        // journal is the only copy).
        if app.lastSaveFailed { autosave.close() } else { autosave.remove() }
        terminal.stop()
        if app.lastSaveFailed {
            FileHandle.standardError.write(Data("termcolor: not saved; \(autosave.strokesNote)\n".utf8))
        }
        if app.lastSaveFailed == false && !app.message.isEmpty && app.message.hasPrefix("saved") {
            print("termcolor: \(app.message)")
        }
        return 0
    }

    private static func showProgress(_ terminal: inout Terminal, _ text: String) {
        var f = CellFrame(columns: terminal.columns, rows: terminal.rows,
                          fill: Cell(glyph: " ", fg: Chrome.text, bg: Chrome.overlayBackground))
        HelpOverlay.drawNotice(text, into: &f, row: terminal.rows / 2)
        terminal.present(f)
    }
}
