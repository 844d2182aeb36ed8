import ColorCore
import Foundation
import Screens
import Storage
import Tracing

/// The tracing game at the terminal: takes it, opens the tracing screen, runs until `q`.
enum TraceStart {
    /// Returns the exit status. The terminal is left as it was found, whatever happens. The
    /// terminal is chosen as for colouring (`TerminalStart`), with glyphs only: a 16- or
    /// 8-colour terminal plays in its own colours (`TraceColours`).
    static func run(items: [TraceItem], resultPath: String?, colours: DisplayChoice.ColourRequest = .auto) -> Int32 {
        guard let (t, display, _) = TerminalStart.take(TerminalStart.Request(colours: colours, pixels: .off)) else { return 1 }
        let screen = TraceScreen(items: items, columns: t.columns, rows: t.rows, resultPath: resultPath,
                                 colours: TraceColours.for(display.colours))
        let app = App(screen, columns: t.columns, rows: t.rows)
        var runner = AppRunner(terminal: t, app: app, autosave: nil, home: UserFolders().home, rescueFolder: "")
        return runner.run()
    }
}
