import ColorCore
import Foundation
import Screens
import Storage
import Tracing

/// The tracing game at the terminal: takes it, opens the tracing screen, runs until `q`.
enum TraceStart {
    /// Returns the exit status. The terminal is left as it was found, whatever happens.
    static func run(items: [TraceItem], resultPath: String?) -> Int32 {
        guard let terminal = Terminal.start() else {
            FileHandle.standardError.write(Data("termcolor: needs an interactive terminal (and a known TERM)\n".utf8))
            return 1
        }
        let t = terminal
        guard t.colourCount >= 256 else {
            t.stop()
            FileHandle.standardError.write(Data(TerminalStart.fewColours(t.colourCount).utf8))
            return 1
        }
        let screen = TraceScreen(items: items, columns: t.columns, rows: t.rows, resultPath: resultPath)
        let app = App(screen, columns: t.columns, rows: t.rows)
        var runner = AppRunner(terminal: t, app: app, autosave: nil, home: UserFolders().home, rescueFolder: "")
        return runner.run()
    }
}
