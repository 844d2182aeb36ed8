import ColorCore
import Glibc

/// Turns `--glyphs` and `--colors` into what this terminal will show (`DisplayChoice` with this
/// process's environment, terminfo and C library).
enum DisplaySetup {
    static var environment: [String: String] {
        var env: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let text = String(cString: entry)
            if let eq = text.firstIndex(of: "=") { env[String(text[..<eq])] = String(text[text.index(after: eq)...]) }
            p += 1
        }
        return env
    }

    static var term: String { getenv("TERM").map { String(cString: $0) } ?? "" }

    /// Whether to ask the terminal for 24-bit colour.
    static func wantsTruecolor(_ request: DisplayChoice.ColourRequest) -> Bool {
        let term = term
        return DisplayChoice.wantsTruecolor(request, environment: environment) { Curses.terminfoFlag(term, $0) == true }
    }

    /// Whether ncurses could send 24-bit colour here (TERM's entry or a `*-direct` one has RGB),
    /// without starting it: what `snapshot` assumes the interactive program would get.
    static var canSendTruecolor: Bool {
        let term = term
        return Curses.terminfoFlag(term, "RGB") == true
            || DisplayChoice.directTerminfoNames(for: term).contains { Curses.terminfoFlag($0, "RGB") == true }
    }

    /// The colours the page is drawn in on a terminal with `colourCount` colours (`truecolor`:
    /// 24-bit colour was asked for and given): 16 or 8 when asked or when the terminal has no
    /// more, else 256 or 24-bit.
    static func depth(_ request: DisplayChoice.ColourRequest, truecolor: Bool, colourCount: Int) -> ColourDepth {
        if request == .ansi8 || colourCount < 16 { return .ansi8 }
        if request == .ansi16 || colourCount < 256 { return .ansi16 }
        return truecolor ? .truecolor : .palette256
    }

    /// The glyphs for `request` (after the locale is set), and a note when the mode asked for
    /// cannot be shown here.
    static func glyphs(_ request: DisplayChoice.GlyphRequest) -> (GlyphMode, note: String?) {
        let mode = DisplayChoice.glyphs(request, environment: environment, printable: Curses.printable)
        if mode != .half && !Curses.printable(mode) {
            return (.half, "\(mode.rawValue) glyphs cannot be shown here (the C library does not know their width): half blocks")
        }
        return (mode, nil)
    }

    /// The note when 24-bit colour was asked for and the terminal could not be given it.
    static let noTruecolorNote = "24-bit colour needs a *-direct terminfo entry for TERM (Debian: ncurses-term): 256 colours"
}
