import ColorCore
import Foundation
import Screens
import Storage

/// The interactive command from a decoded page to the running app: takes the terminal, shows
/// the page at once while its regions are preloaded on the other core, resumes the autosave
/// journal, opens the colouring screen over the view already shown.
enum ColoringStart {
    struct Options {
        var pagePath: String
        var paths: SavePaths
        var mode: RegionMode
        var smoothing: Smoothing
        var debugStrokes: Bool
        /// Set an existing autosave journal aside instead of resuming it.
        var fresh = false
    }

    /// Returns the exit status. The terminal is left as it was found, whatever happens.
    static func run(layers: consuming PageLayers, options: Options) -> Int32 {
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
        let lineArt = layers.lineArt
        // The regions on the other core while this one builds the view and shows the page.
        let preload = RegionPreload(mode: options.mode, lineArt: lineArt)
        let canvas = Canvas(layers: consume layers)
        let renderer = ViewRenderer(canvas: canvas, lineArt: lineArt, columns: terminal.columns, rows: terminal.rows)
        terminal.present(ColoringScreen.loadingFrame(renderer: renderer, text: "\(name): finding regions..."))
        // Input typed meanwhile waits in the terminal and is handled, in order, once they are found.
        let (finder, masks) = preload.wait()
        // Consumed: a second reference to the canvas would make the first stroke copy its layers.
        var session = Session(canvas: consume canvas, finder: finder, smoothing: options.smoothing, debugStrokes: options.debugStrokes)
        session.adopt(masks)
        var autosave = Autosave(path: options.paths.journal, header: JournalHeader(width: lineArt.width, height: lineArt.height, pageName: name))
        let resumed = autosave.begin(into: &session, fresh: options.fresh)
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let rescueFolder = SavePaths.rescueFolder(home: home)
        let screen = ColoringScreen(session: consume session, renderer: renderer, paths: options.paths,
                                    modeName: options.mode.rawValue, rescueFolder: rescueFolder)
        var app = App(consume screen, columns: terminal.columns, rows: terminal.rows)
        if let resumed { _ = app.handle(.notice(resumed.message, warning: resumed.warning)) }
        // Said at once, not at the first stroke (when autosave or a save would find out).
        if let folder = options.paths.folderWarning {
            _ = app.handle(.notice(resumed.map { "\($0.message); \(folder)" } ?? folder, warning: true))
        }
        var runner = AppRunner(terminal: terminal, app: consume app, autosave: autosave, home: home, rescueFolder: rescueFolder)
        return runner.run()
    }
}
