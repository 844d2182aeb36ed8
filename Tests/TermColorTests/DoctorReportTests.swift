import Testing
@testable import TermColor

/// What `doctor` says beyond the probe's bare answers: the terminal the environment names where
/// XTVERSION is not answered (mlterm) or is answered by tmux, what XTSMGRAPHICS left unsaid, why
/// the mouse reports cells, and where the cell size came from.
@Suite struct DoctorReportTests {
    static func report(_ replies: String, multiplexer: String? = nil, environment: [String: String],
                       kernelCell: (Int, Int)? = (6, 13), cellSizeFromKernel: Bool? = nil) -> String {
        var r = DoctorReport(abilities: TerminalProbeTests.abilities(replies, multiplexer: multiplexer, cell: kernelCell), environment: environment,
                             terminfoColours: 256, terminfoDirect: false, glyphs: .half, pixels: .auto)
        r.cellSizeFromKernel = cellSizeFromKernel
        return r.text
    }

    static func line(_ name: String, in text: String) -> String {
        text.split(separator: "\n").first { $0.hasPrefix("  \(name) ") }.map(String.init) ?? "(no \(name) line in\n\(text))"
    }

    @Test func mltermIsNamedByItsEnvironmentAndItsGapsAreSaid() {
        let text = Self.report(TerminalProbeTests.mlterm, environment: ["TERM": "mlterm", "MLTERM": "3.9.0", "XTERM_VERSION": "XTerm(379)"],
                               kernelCell: nil, cellSizeFromKernel: false)
        #expect(Self.line("terminal", in: text).hasSuffix("mlterm 3.9.0 (MLTERM in the environment), no XTVERSION answer"))
        #expect(Self.line("sixel", in: text).hasSuffix("yes, 1024 colour registers, largest image not said (XTSMGRAPHICS)"))
        #expect(Self.line("pixel mouse", in: text).hasSuffix("no (mode 1016 unknown to the terminal): the mouse reports cells"))
        #expect(Self.line("cell size", in: text).hasSuffix("10x22 px (CSI 16 t)"))
        #expect(!text.contains("outside"))
    }

    @Test func insideTmuxTheAnswerIsTmuxsAndTheTerminalOutsideIsNamed() {
        let text = Self.report(TerminalProbeTests.tmux, multiplexer: "tmux",
                               environment: ["TERM": "tmux-256color", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a",
                                             "XTERM_VERSION": "XTerm(379)"], cellSizeFromKernel: true)
        #expect(Self.line("terminal", in: text).hasSuffix("tmux 3.3a (XTVERSION, answered by tmux itself)"))
        #expect(Self.line("outside tmux", in: text).hasSuffix("XTerm(379) (XTERM_VERSION in the environment)"))
        #expect(Self.line("pixel mouse", in: text).hasSuffix("no (no answer for mode 1016): the mouse reports cells"))
        #expect(Self.line("cell size", in: text).hasSuffix("6x13 px (the kernel's window size)"))
        let unnamed = Self.report(TerminalProbeTests.tmux, multiplexer: "tmux", environment: ["TERM": "tmux-256color"])
        #expect(Self.line("outside tmux", in: unnamed).hasSuffix("not named in the environment"))
    }

    @Test func kittyIsNamedByXTVersionAndShowsTwentyFourBitByColorterm() {
        let text = Self.report(TerminalProbeTests.kitty, environment: ["TERM": "xterm-kitty", "COLORTERM": "truecolor", "KITTY_WINDOW_ID": "1"])
        #expect(Self.line("terminal", in: text).hasSuffix("kitty(0.26.5) (XTVERSION)"))
        #expect(Self.line("colours shown", in: text).hasSuffix("24-bit (COLORTERM=truecolor)"))
        #expect(Self.line("sixel", in: text).hasSuffix("  no"))
        #expect(Self.line("page drawn with", in: text).hasSuffix("kitty image (--pixels auto)"))
    }

    @Test func theEnvironmentNamesTheInnermostTerminal() {
        // A terminal started from an xterm inherits XTERM_VERSION: its own variable wins.
        #expect(TerminalFromEnvironment.name(["XTERM_VERSION": "XTerm(379)", "KITTY_WINDOW_ID": "1"]) == "kitty (KITTY_WINDOW_ID in the environment)")
        #expect(TerminalFromEnvironment.name(["XTERM_VERSION": "XTerm(379)"]) == "XTerm(379) (XTERM_VERSION in the environment)")
        #expect(TerminalFromEnvironment.name(["TERM_PROGRAM": "WezTerm", "TERM_PROGRAM_VERSION": "20240203"]) == "WezTerm 20240203 (TERM_PROGRAM in the environment)")
        #expect(TerminalFromEnvironment.name(["TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.3a"]) == nil)
        #expect(TerminalFromEnvironment.name([:]) == nil)
    }
}
