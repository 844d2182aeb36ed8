/// The terminal a program runs in as the environment names it: what `doctor` says where the
/// terminal does not answer XTVERSION (mlterm 3.9, VTE terminals, Konsole), and, inside tmux or
/// screen, which terminal is outside them (tmux answers XTVERSION itself).
enum TerminalFromEnvironment {
    /// The variables terminals set for the programs they run, the most specific first:
    /// XTERM_VERSION last, as every terminal started from an xterm inherits it.
    private static let hints: [(variable: String, name: @Sendable (String) -> String?)] = [
        ("MLTERM", { "mlterm \($0)" }),
        ("KITTY_WINDOW_ID", { _ in "kitty" }),
        ("KONSOLE_VERSION", { "Konsole \($0)" }),
        ("VTE_VERSION", { "a VTE terminal (VTE \($0))" }),
        ("WT_SESSION", { _ in "Windows Terminal" }),
        ("ALACRITTY_WINDOW_ID", { _ in "Alacritty" }),
        ("XTERM_VERSION", { $0 }),
    ]

    /// The terminal's name (and version where the variable holds one), with the variable that
    /// named it; nil when none does. TERM_PROGRAM counts unless it names a multiplexer.
    static func name(_ environment: [String: String]) -> String? {
        if let program = environment["TERM_PROGRAM"], !program.isEmpty, program != "tmux", program != "screen" {
            let version = environment["TERM_PROGRAM_VERSION"].map { " \($0)" } ?? ""
            return "\(program)\(version) (TERM_PROGRAM in the environment)"
        }
        for hint in hints {
            if let value = environment[hint.variable], !value.isEmpty, let name = hint.name(value) {
                return "\(name) (\(hint.variable) in the environment)"
            }
        }
        return nil
    }
}
