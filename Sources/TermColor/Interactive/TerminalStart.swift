import Foundation

/// The terminal for an interactive command, or nil after one line on stderr saying why not (no
/// terminal, an unknown TERM, fewer than 256 colours); the terminal is left as it was then.
enum TerminalStart {
    static func take() -> Terminal? {
        guard var terminal = Terminal.start() else {
            FileHandle.standardError.write(Data("termcolor: needs an interactive terminal (and a known TERM)\n".utf8))
            return nil
        }
        guard terminal.colourCount >= 256 else {
            terminal.stop()
            let term = ProcessInfo.processInfo.environment["TERM"] ?? "unset"
            FileHandle.standardError.write(Data("termcolor: needs a 256-colour terminal (TERM=\(term) has \(terminal.colourCount))\n".utf8))
            return nil
        }
        return terminal
    }
}
