import ColorCore
import Foundation
import TerminalGuard

/// What the run loop does about a request signal (TerminalGuard only records it): SIGTSTP
/// suspends; SIGINT, SIGTERM and SIGHUP save the drawing, give the terminal back and end the
/// process by the same signal, so the shell sees the usual status.
enum SignalRequests {
    static func suspend(_ terminal: inout Terminal, _ app: inout ColorApp) {
        terminal.suspend()
        app.resize(columns: terminal.columns, rows: terminal.rows)
        terminal.present(app.frame())
    }

    /// Saves (to the rescue folder if the output cannot be written), restores, and dies.
    static func end(by sig: Int32, _ terminal: inout Terminal, _ app: inout ColorApp, _ autosave: inout Autosave,
                    _ recent: inout RecentRecorder, lock: PictureLock?) -> Never {
        // No "saving..." frame: after a hangup there is no terminal to show it.
        let needed = app.hasWorkToSave
        var saved = app.save()
        if !saved { saved = app.save(to: app.paths.rescue.png) }
        _ = autosave.sync(app.session.log, now: .infinity)
        if saved { autosave.remove() } else { autosave.close() }
        if saved { _ = recent.afterHandling(app) }
        lock?.release()
        terminal.stop()
        let note = !needed ? "nothing to save" : saved ? "saved to \(app.paths.png)" : "could not save; \(autosave.strokesNote)"
        FileHandle.standardError.write(Data("termcolor: \(String(cString: strsignal(sig))): \(note)\n".utf8))
        tg_die_by(sig)
    }
}
