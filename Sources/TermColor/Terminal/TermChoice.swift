import Foundation

/// The terminfo entry curses starts with. TERM often names an entry poorer than the terminal
/// (`xterm`, `screen` and `mlterm` say 8 colours where the terminal shows 256), or one this
/// machine lacks (a foot or Ghostty user on ssh): the terminal's own answers decide then.
enum TermChoice: Equatable {
    /// Start curses with this entry; `note` says why it is not TERM's own.
    case use(String, note: String?)
    /// No page can be shown: the one line saying why.
    case refuse(String)

    /// `colours`: TERM's entry's colour count, nil when this machine has no entry for it;
    /// `exists`: whether an entry is installed; `abilities`: what the probe found (nil: not asked).
    static func decide(term: String, colours: Int?, exists: (String) -> Bool, abilities: TerminalAbilities?,
                       environment: [String: String]) -> TermChoice {
        if term.isEmpty || term == "dumb" {
            return .refuse("termcolor: TERM=\(term.isEmpty ? "unset" : term) cannot move the cursor; termcolor needs a terminal that can (run it in a terminal window, or set TERM)")
        }
        if let colours, colours >= 256 { return .use(term, note: nil) }
        let evidence = evidenceOf256(abilities: abilities, environment: environment)
        let richer = ["\(term)-256color", sibling(of: term), "xterm-256color"].compactMap { $0 }.first(where: exists)
        guard let colours else {
            // No entry here: the terminal is taken for an xterm-like one unless it said it has fewer colours.
            if let told = abilities?.colours, told < 256 {
                return .refuse("termcolor: TERM=\(term) has no terminfo entry here and the terminal says it has \(told) colours")
            }
            return .use("xterm-256color", note: "TERM=\(term) has no terminfo entry here: drawn as xterm-256color")
        }
        if let evidence, let richer {
            let has = colours > 0 ? "has \(colours) colours" : "has no colours"
            return .use(richer, note: "TERM=\(term) \(has), but \(evidence): drawn as \(richer)")
        }
        return .refuse(TerminalStart.fewColours(colours, term: term).trimmingCharacters(in: .newlines))
    }

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
