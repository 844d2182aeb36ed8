import Testing
@testable import TermColor

/// Which terminfo entry curses starts with, for the TERM values people's terminals set: the
/// terminal's own answers (or the multiplexer it runs in) lift a poor entry to its 256-colour
/// sibling, a missing entry falls back to xterm-256color, and only `dumb` (or nothing at all
/// saying 256) is refused.
@Suite struct TermChoiceTests {
    static let installed: Set = ["xterm", "xterm-256color", "screen", "screen-256color", "mlterm", "mlterm-256color",
                                 "rxvt-unicode", "rxvt-unicode-256color", "linux", "vt100"]
    static func decide(_ term: String, colours: Int?, _ abilities: TerminalAbilities?, environment: [String: String] = [:]) -> TermChoice {
        TermChoice.decide(term: term, colours: colours, exists: installed.contains, abilities: abilities, environment: environment)
    }
    static func probe(_ text: String, multiplexer: String? = nil) -> TerminalAbilities {
        TerminalAbilities(replies: ProbeReply.parse(Array(text.utf8)).replies, multiplexer: multiplexer)
    }

    @Test func aRichEntryIsUsedAsItIs() {
        #expect(Self.decide("xterm-256color", colours: 256, nil) == .use("xterm-256color", note: nil))
        #expect(Self.decide("xterm-direct", colours: 16_777_216, nil) == .use("xterm-direct", note: nil))
    }

    @Test func aTerminalThatShows256LiftsItsEntry() {
        // xterm with TERM=xterm answers colour 255; mlterm too.
        guard case .use("xterm-256color", let note?) = Self.decide("xterm", colours: 8, Self.probe(TerminalProbeTests.xterm)) else {
            Issue.record("xterm not lifted"); return
        }
        #expect(note == "TERM=xterm has 8 colours, but the terminal has colour 255 (OSC 4): drawn as xterm-256color")
        #expect(Self.decide("mlterm", colours: 8, Self.probe(TerminalProbeTests.mlterm)).entry == "mlterm-256color")
        // GNU screen answers only DA1, but shows 256 colours; so does tmux under TERM=screen.
        #expect(Self.decide("screen", colours: 8, Self.probe("\u{1b}[?1;2c", multiplexer: "GNU screen")).entry == "screen-256color")
        #expect(Self.decide("screen", colours: 8, Self.probe(TerminalProbeTests.tmux, multiplexer: "tmux")).entry == "screen-256color")
        #expect(Self.decide("screen.xterm-new", colours: 8, Self.probe("\u{1b}[?1;2c", multiplexer: "GNU screen")).entry == "screen-256color")
        #expect(Self.decide("xterm", colours: 8, nil, environment: ["COLORTERM": "truecolor"]).entry == "xterm-256color")
    }

    @Test func nothingSaying256IsStillRefused() {
        // A terminal that answers DA1 only, outside any multiplexer (the console, an 88-colour rxvt).
        guard case .refuse(let line) = Self.decide("rxvt-unicode", colours: 88, Self.probe("\u{1b}[?1;2c")) else {
            Issue.record("rxvt-unicode with 88 colours accepted"); return
        }
        #expect(line == "termcolor: needs a 256-colour terminal (TERM=rxvt-unicode has 88); if yours shows 256 colours, run it with TERM=rxvt-unicode-256color")
        #expect(Self.decide("linux", colours: 8, nil).entry == nil)
    }

    @Test func anUnknownTermIsDrawnAsXterm() {
        #expect(Self.decide("foot", colours: nil, nil) == .use("xterm-256color", note: "TERM=foot has no terminfo entry here: drawn as xterm-256color"))
        #expect(Self.decide("xterm-ghostty", colours: nil, Self.probe(TerminalProbeTests.kitty)).entry == "xterm-256color")
        // Unless the terminal itself says it has fewer colours.
        #expect(Self.decide("foot", colours: nil, Self.probe("\u{1b}P1+r436f=38\u{1b}\\\u{1b}[?62c")).entry == nil)
    }

    @Test func dumbIsRefused() {
        for term in ["dumb", ""] {
            guard case .refuse(let line) = Self.decide(term, colours: nil, nil) else { Issue.record("\(term) accepted"); continue }
            #expect(line.contains("cannot move the cursor"))
        }
    }
}

extension TermChoice {
    /// The entry used, nil when refused.
    var entry: String? { if case .use(let name, _) = self { name } else { nil } }
}
