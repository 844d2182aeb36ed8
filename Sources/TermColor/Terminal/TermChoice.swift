import ColorCore
import Foundation

/// The terminfo entry curses starts with. TERM often names an entry poorer than the terminal
/// (`xterm`, `screen` and `mlterm` say 8 colours where the terminal shows 256), or one this
/// machine lacks (a foot or Ghostty user on ssh): the terminal's own answers decide then. With
/// nothing saying 256, the page is drawn in the entry's 16 colours (88 counts as 16), or in 16
/// through a `-16color` entry where the entry says 8 or none (`xterm`, `vt100`: the terminals
/// behind those names today all show the 16 ANSI colours), or in the console's 8 (`linux`).
enum TermChoice: Equatable {
    /// Start curses with this entry; `note` says why it is not TERM's own, or why fewer colours.
    case use(String, note: String?)
    /// No page can be shown: the one line saying why.
    case refuse(String)

    /// `colours`: TERM's entry's colour count, nil when this machine has no entry for it;
    /// `exists`: whether an entry is installed; `abilities`: what the probe found (nil: not asked);
    /// `request`: what `--colors` asked for (256 or truecolor forces a 256-colour entry, 16 one
    /// with at least 16).
    static func decide(term: String, colours: Int?, exists: (String) -> Bool, abilities: TerminalAbilities?,
                       environment: [String: String], request: DisplayChoice.ColourRequest = .auto) -> TermChoice {
        if term.isEmpty || term == "dumb" {
            return .refuse("termcolor: TERM=\(term.isEmpty ? "unset" : term) cannot move the cursor; termcolor needs a terminal that can (run it in a terminal window, or set TERM)")
        }
        if let colours, colours >= 256 { return .use(term, note: nil) }
        let forced256 = request == .palette256 || request == .truecolor
        let evidence = forced256 ? "--colors \(request.rawValue) was asked for" : evidenceOf256(abilities: abilities, environment: environment)
        let richer = ["\(term)-256color", sibling(of: term), "xterm-256color"].compactMap { $0 }.first(where: exists)
        let fewer = request == .ansi16 || request == .ansi8
        guard let colours else {
            // No entry here: the terminal is taken for an xterm-like one unless it said it has fewer colours.
            if let told = abilities?.colours, told < 256 {
                let has = "has no terminfo entry here and the terminal says it has \(told) colours"
                if told < 16 && exists("xterm") { return .use("xterm", note: "TERM=\(term) \(has): drawn in 8 colours as xterm") }
                return sixteen(term, has: has, exists: exists)
            }
            if fewer { return sixteen(term, has: "has no terminfo entry here", exists: exists) }
            return .use("xterm-256color", note: "TERM=\(term) has no terminfo entry here: drawn as xterm-256color")
        }
        let has = colours > 0 ? "has \(colours) colours" : "has no colours"
        if !fewer, let evidence, let richer {
            return .use(richer, note: "TERM=\(term) \(has), but \(evidence): drawn as \(richer)")
        }
        if request == .ansi8 && colours >= 8 { return .use(term, note: nil) }
        if colours >= 16 {
            return .use(term, note: fewer ? nil : "TERM=\(term) \(has) and nothing says 256: drawn in 16 colours")
        }
        if colours >= 8 && isConsole(term) && request != .ansi16 {
            return .use(term, note: "TERM=\(term) is the console: drawn in its 8 colours")
        }
        return sixteen(term, has: "\(has) and nothing says more", exists: exists, fallback: colours >= 8)
    }

    /// A 16-colour entry of TERM's family, else xterm's; TERM's own in 8 colours when `fallback`
    /// and no 16-colour entry is installed.
    private static func sixteen(_ term: String, has: String, exists: (String) -> Bool, fallback: Bool = false) -> TermChoice {
        let family = term.firstIndex(where: { $0 == "." || $0 == "+" }).map { String(term[..<$0]) } ?? term
        if let entry = ["\(family)-16color", "xterm-16color"].first(where: exists) {
            return .use(entry, note: "TERM=\(term) \(has): drawn in 16 colours as \(entry)")
        }
        if fallback { return .use(term, note: "TERM=\(term) \(has): drawn in 8 colours") }
        return .refuse("termcolor: TERM=\(term) \(has), and no 16-colour terminfo entry is installed (Debian: ncurses-term)")
    }

    /// The Linux console and the framebuffer consoles that take its TERM: 8 colours.
    static func isConsole(_ term: String) -> Bool { term == "linux" || term.hasPrefix("linux-") }

    /// Why the terminal is taken to show 256 colours, nil when nothing says so.
    static func evidenceOf256(abilities: TerminalAbilities?, environment: [String: String]) -> String? {
        if let a = abilities {
            if let told = a.colours, told >= 256 { return "the terminal says it has \(told) (XTGETTCAP)" }
            if (a.highestPaletteColour ?? 0) >= 255 { return "the terminal has colour 255 (OSC 4)" }
            if let m = a.multiplexer { return "\(m) shows 256" }
        }
        if let c = environment["COLORTERM"], c == "truecolor" || c == "24bit" { return "COLORTERM=\(c)" }
        return nil
    }

    /// The 256-colour entry of a family whose TERM carries a suffix (`screen.xterm-new`).
    static func sibling(of term: String) -> String? {
        guard let dot = term.firstIndex(where: { $0 == "." || $0 == "+" }) else { return nil }
        return "\(term[..<dot])-256color"
    }
}
