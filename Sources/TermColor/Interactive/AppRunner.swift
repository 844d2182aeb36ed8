import ColorCore
import Foundation
import Screens
import Storage
import TerminalGuard

/// Runs the app at the terminal: reads input, hands it to the app, carries out the effects it
/// returns (saves, autosave, suspend, mouse modes, quitting) and draws what changed.
struct AppRunner {
    var terminal: Terminal
    var app: App
    var autosave: Autosave
    /// `~/` in paths typed at a prompt; the rescue folder for saves that failed.
    let home: String?
    let rescueFolder: String
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    init(terminal: Terminal, app: consuming App, autosave: Autosave, home: String?, rescueFolder: String) {
        self.terminal = terminal
        self.app = app
        self.autosave = autosave
        self.home = home
        self.rescueFolder = rescueFolder
        start = clock.now
    }

    /// Seconds since the app started (stroke log times, autosave syncs).
    var now: Double { (clock.now - start) / .seconds(1) }

    /// Until the app quits; then gives the terminal back and says how it ended. Returns the
    /// exit status. A request signal ends the process from here (`end(by:)`).
    mutating func run() -> Int32 {
        if app.mouseMode != .buttons { terminal.setMouseMode(app.mouseMode) }  // the terminal starts in .buttons
        terminal.present(app.frame())
        var ending: Ending?
        while ending == nil {
            let events = terminal.events(timeoutMilliseconds: terminal.hasPendingInput ? 25 : 250)
            let now = self.now
            if let warning = autosave.syncIfDue(now: now) { ending = perform(app.handle(.notice(warning, warning: true))) }
            if let request = terminal.takeRequest() {
                if request == SIGTSTP { suspend() } else { end(by: request) }
            }
            for event in events where ending == nil {
                DebugTrap.check(event)
                if event == .resize {
                    terminal.invalidate()
                    ending = perform(app.handle(.resized(columns: terminal.columns, rows: terminal.rows)))
                } else {
                    ending = perform(app.handle(.input(event, time: now)))
                }
            }
            if ending == nil && !events.isEmpty { terminal.present(app.frame()) }
        }
        let end = ending ?? Ending()
        // After a save and quit the PNG and stroke log hold the work; after Q either they do
        // too or the person answered y to dropping it, unless a save had failed (then the
        // journal is the only copy).
        if end.keepJournal { autosave.close() } else { autosave.remove() }
        terminal.stop()
        if end.keepJournal {
            FileHandle.standardError.write(Data("termcolor: not saved; \(autosave.strokesNote)\n".utf8))
        }
        if let words = end.lastWords { print("termcolor: \(words)") }
        return 0
    }

    /// Carries out `effects` in order, and those their answers bring; returns how the program
    /// ends once one of them is `quit`. `showing`: the terminal is there to show "saving...".
    private mutating func perform(_ effects: [Effect], showing: Bool = true) -> Ending? {
        for effect in effects {
            switch effect {
            case .save(let request):
                // Saving a large page takes a moment: the screen says so first.
                if showing { terminal.present(app.frame()) }
                let result = SaveWriter.perform(request, home: home, rescueFolder: rescueFolder)
                if let ending = perform(app.handle(.saveFinished(result)), showing: showing) { return ending }
            case .autosave(let events):
                if let warning = autosave.record(events, now: now),
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
            }
        }
        return nil
    }

    /// Gives the terminal back and stops (Ctrl-Z, SIGTSTP); once continued, re-fits and redraws.
    private mutating func suspend() {
        terminal.suspend()
        _ = perform(app.handle(.resized(columns: terminal.columns, rows: terminal.rows)))
        terminal.present(app.frame())
    }

    /// SIGINT, SIGTERM or SIGHUP: the app saves (to the rescue folder if the output cannot be
    /// written), the terminal is restored, and the process dies by the same signal, so the shell
    /// sees the usual status. No "saving..." frame: after a hangup there is no terminal.
    private mutating func end(by sig: Int32) -> Never {
        // A screen that does not quit saved nothing: the journal stays.
        let ending = perform(app.handle(.endRequested), showing: false) ?? Ending(keepJournal: true)
        if ending.keepJournal { autosave.close() } else { autosave.remove() }
        terminal.stop()
        let note = ending.lastWords ?? "could not save; \(autosave.strokesNote)"
        FileHandle.standardError.write(Data("termcolor: \(String(cString: strsignal(sig))): \(note)\n".utf8))
        tg_die_by(sig)
    }
}
