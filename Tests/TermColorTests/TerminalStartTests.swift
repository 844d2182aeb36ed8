@testable import TermColor
import Testing

/// What an interactive command says when TERM's entry has too few colours: the entry to try,
/// when one is installed (with TERM=xterm, "has 8" alone says nothing of what to do).
struct TerminalStartTests {
    @Test func fewColoursNamesTheEntryToTry() {
        // xterm-256color comes with Debian's ncurses-base, which ncurses itself needs.
        #expect(TerminalStart.terminfoExists("xterm-256color"))
        #expect(TerminalStart.fewColours(8, term: "xterm")
                == "termcolor: needs a 256-colour terminal (TERM=xterm has 8); if yours shows 256 colours, run it with TERM=xterm-256color\n")
        // The same family's 256-colour entry when there is one, else xterm's.
        if TerminalStart.terminfoExists("screen-256color") {
            #expect(TerminalStart.fewColours(8, term: "screen").hasSuffix("run it with TERM=screen-256color\n"))
        }
        #expect(TerminalStart.fewColours(2, term: "no-such-terminal").hasSuffix("TERM=no-such-terminal has 2); if yours shows 256 colours, run it with TERM=xterm-256color\n"))
        #expect(TerminalStart.fewColours(8, term: nil).hasPrefix("termcolor: needs a 256-colour terminal (TERM=unset has 8)"))
        #expect(!TerminalStart.terminfoExists("../x/xterm") && !TerminalStart.terminfoExists(""))
    }
}
