import ColorCore
import Foundation

/// The terminal for an interactive command, or nil after one line on stderr saying why not (no
/// terminal, an unknown TERM, fewer than 256 colours); the terminal is left as it was then.
enum TerminalStart {
    /// What `--glyphs` and `--colors` asked for.
    struct Request {
        var glyphs = DisplayChoice.GlyphRequest.auto
        var colours = DisplayChoice.ColourRequest.auto
    }

    /// The terminal, how the page is drawn on it (24-bit colour only when ncurses could be given
    /// it, glyphs the C library can measure), and a note when less than asked could be given.
    static func take(_ request: Request = Request()) -> (terminal: Terminal, display: DisplayOptions, note: String?)? {
        let truecolor = DisplaySetup.wantsTruecolor(request.colours)
        guard var terminal = Terminal.start(directColour: truecolor) else {
            FileHandle.standardError.write(Data("termcolor: needs an interactive terminal (and a known TERM)\n".utf8))
            return nil
        }
        guard terminal.colourCount >= 256 else {
            terminal.stop()
            let term = ProcessInfo.processInfo.environment["TERM"] ?? "unset"
            FileHandle.standardError.write(Data("termcolor: needs a 256-colour terminal (TERM=\(term) has \(terminal.colourCount))\n".utf8))
            return nil
        }
        // Glyphs are measured after ncurses has set the locale.
        let (glyphs, glyphNote) = DisplaySetup.glyphs(request.glyphs)
        let display = DisplayOptions(glyphs: glyphs, colours: truecolor && terminal.isDirectColour ? .truecolor : .palette256)
        let note = glyphNote ?? (truecolor && !terminal.isDirectColour ? DisplaySetup.noTruecolorNote : nil)
        return (terminal, display, note)
    }
}
