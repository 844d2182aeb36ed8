import Testing
import ColorCore
@testable import TermColor

/// Which terminfo entry curses starts with, for the TERM values people's terminals set: the
/// terminal's own answers (or the multiplexer it runs in) lift a poor entry to its 256-colour
/// sibling, a missing entry falls back to xterm-256color, nothing saying 256 draws in the
/// terminal's 16 or 8 colours, and only `dumb` is refused.
@Suite struct TermChoiceTests {
    static let installed: Set = ["xterm", "xterm-256color", "screen", "screen-256color", "mlterm", "mlterm-256color",
                                 "rxvt-unicode", "rxvt-unicode-256color", "linux", "vt100", "xterm-16color", "screen-16color"]
    static func decide(_ term: String, colours: Int?, _ abilities: TerminalAbilities?, environment: [String: String] = [:],
                       request: DisplayChoice.ColourRequest = .auto) -> TermChoice {
        TermChoice.decide(term: term, colours: colours, exists: installed.contains, abilities: abilities, environment: environment,
                          request: request)
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

    @Test func nothingSaying256DrawsInTheTerminalsOwnColours() {
        // A terminal that answers DA1 only, outside any multiplexer: an 88-colour rxvt in 16 of
        // its own entry's colours, the console in its 8, xterm and vt100 in 16 through a 16-colour entry.
        let da1 = Self.probe("\u{1b}[?1;2c")
        #expect(Self.decide("rxvt-unicode", colours: 88, da1)
                == .use("rxvt-unicode", note: "TERM=rxvt-unicode has 88 colours and nothing says 256: drawn in 16 colours"))
        #expect(Self.decide("linux", colours: 8, nil) == .use("linux", note: "TERM=linux is the console: drawn in its 8 colours"))
        #expect(Self.decide("xterm", colours: 8, da1)
                == .use("xterm-16color", note: "TERM=xterm has 8 colours and nothing says more: drawn in 16 colours as xterm-16color"))
        #expect(Self.decide("screen", colours: 8, nil).entry == "screen-16color")
        #expect(Self.decide("vt100", colours: 0, nil)
                == .use("xterm-16color", note: "TERM=vt100 has no colours and nothing says more: drawn in 16 colours as xterm-16color"))
        // Without a 16-colour entry: the entry's own 8, or a refusal naming the package.
        let bare: (String) -> Bool = { $0 == "xterm" }
        #expect(TermChoice.decide(term: "xterm", colours: 8, exists: bare, abilities: nil, environment: [:])
                == .use("xterm", note: "TERM=xterm has 8 colours and nothing says more: drawn in 8 colours"))
        guard case .refuse(let line) = TermChoice.decide(term: "vt100", colours: 0, exists: bare, abilities: nil, environment: [:]) else {
            Issue.record("vt100 without a 16-colour entry accepted"); return
        }
        #expect(line.contains("no 16-colour terminfo entry") && line.contains("ncurses-term"))
    }

    @Test func colorsForces() {
        // 256 lifts with nothing else saying so; 16 and 8 keep a poor entry (the console in 16 takes
        // a 16-colour entry), and on a 256-colour entry use it as it is.
        #expect(Self.decide("linux", colours: 8, nil, request: .palette256).entry == "xterm-256color")
        #expect(Self.decide("xterm", colours: 8, nil, request: .truecolor).entry == "xterm-256color")
        #expect(Self.decide("xterm", colours: 8, Self.probe(TerminalProbeTests.xterm), request: .ansi16).entry == "xterm-16color")
        #expect(Self.decide("linux", colours: 8, nil, request: .ansi16).entry == "xterm-16color")
        #expect(Self.decide("xterm", colours: 8, Self.probe(TerminalProbeTests.xterm), request: .ansi8) == .use("xterm", note: nil))
        #expect(Self.decide("xterm-256color", colours: 256, nil, request: .ansi8) == .use("xterm-256color", note: nil))
        #expect(Self.decide("foot", colours: nil, nil, request: .ansi16).entry == "xterm-16color")
    }

    @Test func theColoursFollowTheEntryUnlessForced() {
        #expect(DisplaySetup.depth(.auto, truecolor: false, colourCount: 8) == .ansi8)
        #expect(DisplaySetup.depth(.auto, truecolor: false, colourCount: 16) == .ansi16)
        #expect(DisplaySetup.depth(.auto, truecolor: false, colourCount: 88) == .ansi16)
        #expect(DisplaySetup.depth(.auto, truecolor: false, colourCount: 256) == .palette256)
        #expect(DisplaySetup.depth(.auto, truecolor: true, colourCount: 1 << 24) == .truecolor)
        #expect(DisplaySetup.depth(.ansi16, truecolor: false, colourCount: 256) == .ansi16)
        #expect(DisplaySetup.depth(.ansi8, truecolor: false, colourCount: 256) == .ansi8)
        #expect(DisplaySetup.depth(.ansi16, truecolor: false, colourCount: 8) == .ansi8)
    }

    @Test func anUnknownTermIsDrawnAsXterm() {
        #expect(Self.decide("foot", colours: nil, nil) == .use("xterm-256color", note: "TERM=foot has no terminfo entry here: drawn as xterm-256color"))
        #expect(Self.decide("xterm-ghostty", colours: nil, Self.probe(TerminalProbeTests.kitty)).entry == "xterm-256color")
        // Unless the terminal itself says it has fewer colours (8 here): then in those.
        #expect(Self.decide("foot", colours: nil, Self.probe("\u{1b}P1+r436f=38\u{1b}\\\u{1b}[?62c"))
                == .use("xterm", note: "TERM=foot has no terminfo entry here and the terminal says it has 8 colours: drawn in 8 colours as xterm"))
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
