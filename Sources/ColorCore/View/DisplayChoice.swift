/// What `--glyphs auto` and `--colors auto` become on this terminal, from its environment alone
/// (pure: the caller passes the environment and what terminfo and `wcwidth` say).
public enum DisplayChoice {
    /// `--glyphs`: a mode, or auto.
    public enum GlyphRequest: String, CaseIterable, Sendable {
        case auto, half, quadrant, sextant, mixed
    }

    /// `--colors`: a depth, or auto.
    public enum ColourRequest: String, CaseIterable, Sendable {
        case auto
        case palette256 = "256"
        case truecolor
        case ansi16 = "16"
        case ansi8 = "8"
    }

    /// The glyphs for `request`. Auto picks sextants or quadrants only on terminals known to draw
    /// them as exact blocks themselves rather than from a font (fonts leave seams or lack them),
    /// and only when `printable` (the C library's `wcwidth` is 1 for every glyph of the mode:
    /// ncurses silently drops a glyph it cannot measure); half blocks everywhere else. Octants
    /// are never used (glibc 2.36 does not know their width).
    public static func glyphs(_ request: GlyphRequest, environment env: [String: String],
                              printable: (GlyphMode) -> Bool) -> GlyphMode {
        switch request {
        case .half: return .half
        case .quadrant: return .quadrant
        case .sextant: return .sextant
        case .mixed: return .mixed
        case .auto:
            for mode in drawnWell(env) where printable(mode) { return mode }
            return .half
        }
    }

    /// The finer glyph modes a terminal is known to draw well, best first. Inside tmux or screen
    /// the outer terminal is unknown (TERM_PROGRAM says tmux), so nothing is claimed there.
    static func drawnWell(_ env: [String: String]) -> [GlyphMode] {
        let term = env["TERM"] ?? "", program = env["TERM_PROGRAM"] ?? ""
        if program == "tmux" || term.hasPrefix("tmux") || term.hasPrefix("screen") { return [] }
        // kitty, WezTerm, foot, Ghostty and contour draw every sextant and quadrant themselves.
        if env["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || env["WEZTERM_EXECUTABLE"] != nil
            || program == "WezTerm" || term.hasPrefix("foot") || program == "ghostty" || term == "xterm-ghostty"
            || term.hasPrefix("contour") {
            return [.sextant, .quadrant]
        }
        // VTE (GNOME Terminal, Tilix, ...) draws block elements itself; the Legacy Computing
        // sextants from 0.64 on.
        if let vte = env["VTE_VERSION"].flatMap(Int.init) {
            return vte >= 6400 ? [.sextant, .quadrant] : vte >= 5000 ? [.quadrant] : []
        }
        // VS Code's terminal (xterm.js) draws the block elements with its own glyphs.
        if program == "vscode" { return [.quadrant] }
        return []
    }

    /// Whether `request` asks for 24-bit colour on this terminal: yes for truecolor, no for 256;
    /// auto when `COLORTERM` is `truecolor` or `24bit`, or terminfo has `RGB` or `Tc` (`flag`
    /// answers for the TERM's entry).
    public static func wantsTruecolor(_ request: ColourRequest, environment env: [String: String],
                                      terminfoFlag flag: (String) -> Bool) -> Bool {
        switch request {
        case .palette256, .ansi16, .ansi8: return false
        case .truecolor: return true
        case .auto:
            let colorterm = (env["COLORTERM"] ?? "").lowercased()
            return colorterm == "truecolor" || colorterm == "24bit" || flag("RGB") || flag("Tc")
        }
    }

    /// The terminfo entries to try, in order, for 24-bit colour on `term`: ncurses emits 24-bit
    /// colour only through an entry with the `RGB` capability, the `*-direct` variants (Debian's
    /// `ncurses-term`). Empty when none is known for this terminal.
    public static func directTerminfoNames(for term: String) -> [String] {
        if term.hasSuffix("-direct") { return [term] }
        var base = term
        for suffix in ["-256color", "-88color", "-16color", "-color"] where base.hasSuffix(suffix) {
            base = String(base.dropLast(suffix.count))
        }
        let known: [String: String] = ["xterm-kitty": "kitty-direct", "gnome": "vte-direct"]
        var names: [String] = []
        if let k = known[base] { names.append(k) }
        names.append(base + "-direct")
        if base.hasPrefix("xterm") { names.append("xterm-direct") }
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
