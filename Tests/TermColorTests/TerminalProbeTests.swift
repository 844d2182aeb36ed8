import ColorCore
import Foundation
import Testing
@testable import TermColor

/// The probe's replies as four real terminals sent them (xterm 379 `-ti vt340`, mlterm 3.9,
/// kitty 0.26.5 and tmux 3.3a, each asked the probe's queries under Xvfb), and what termcolor
/// makes of them.
@Suite struct TerminalProbeTests {
    static let xterm = "\u{1b}P>|XTerm(379)\u{1b}\\\u{1b}[?1;0;1024S\u{1b}[?2;0;480;312S\u{1b}]4;255;rgb:eeee/eeee/eeee\u{7}\u{1b}[?1016;2$y\u{1b}[?63;1;2;4;6;9;15;16;22;28c"
    static let mlterm = "\u{1b}[?1;0;1024S\u{1b}[?1;3;0S\u{1b}P0+r\u{1b}\\\u{1b}]4;255;rgb:eeee/eeee/eeee\u{1b}\\\u{1b}[?1016;0$y\u{1b}[6;22;10t\u{1b}[?63;1;2;3;4;6;7;15;18;22;29c"
    static let kitty = "\u{1b}P>|kitty(0.26.5)\u{1b}\\\u{1b}_Gi=31;OK\u{1b}\\\u{1b}P1+r436f=323536\u{1b}\\\u{1b}P0+r524742\u{1b}\\\u{1b}]4;255;rgb:eeee/eeee/eeee\u{1b}\\\u{1b}[?1016;2$y\u{1b}[6;20;9t\u{1b}[?62;c"
    static let tmux = "\u{1b}P>|tmux 3.3a\u{1b}\\\u{1b}[?1;2c"

    static func abilities(_ text: String, multiplexer: String? = nil, cell: (Int, Int)? = (6, 13)) -> TerminalAbilities {
        let parsed = ProbeReply.parse(Array(text.utf8))
        #expect(parsed.sawSentinel)
        return TerminalAbilities(replies: parsed.replies, multiplexer: multiplexer, cellPixels: cell.map { ($0.0, $0.1) })
    }

    @Test func xtermInVT340ModeShowsSixel() {
        let a = Self.abilities(Self.xterm)
        #expect(a.version == "XTerm(379)" && a.sixel && !a.kittyGraphics)
        #expect(a.colourRegisters == 1024 && a.largestSixel?.width == 480 && a.largestSixel?.height == 312)
        #expect(a.pixelMouse && TermChoice.evidenceOf256(abilities: a, environment: [:]) != nil && a.colours == nil)
        #expect(PixelChoice(.auto, abilities: a).protocolUsed == .sixel)
        #expect(PixelChoice(.kitty, abilities: a).protocolUsed == nil)
        #expect(PixelChoice(.off, abilities: a).protocolUsed == nil)
    }

    @Test func mltermShowsSixelAndItsCellSize() {
        let a = Self.abilities(Self.mlterm, cell: nil)
        #expect(a.version == nil && a.sixel && a.colourRegisters == 1024)
        // Its answer for the largest image is a failure (status 3): no size is taken from it.
        #expect(a.largestSixel == nil)
        #expect(a.cellPixels?.width == 10 && a.cellPixels?.height == 22)
        #expect(!a.pixelMouse && TermChoice.evidenceOf256(abilities: a, environment: [:]) != nil)
        #expect(PixelChoice(.auto, abilities: a).protocolUsed == .sixel)
    }

    @Test func kittyTrumpsSixelAndSaysItsColours() {
        let a = Self.abilities(Self.kitty)
        #expect(a.version == "kitty(0.26.5)" && a.kittyGraphics && !a.sixel)
        #expect(a.colours == 256 && !a.directColour && a.capabilities["RGB"] == nil)
        #expect(PixelChoice(.auto, abilities: a).protocolUsed == .kitty)
        let sixel = PixelChoice(.sixel, abilities: a)
        #expect(sixel.protocolUsed == nil && sixel.reason.contains("did not show it"))
        // A terminal showing both: kitty is chosen unless sixel is asked for by name.
        var both = a
        both.primaryAttributes = [62, 4]
        #expect(PixelChoice(.auto, abilities: both).protocolUsed == .kitty)
        #expect(PixelChoice(.sixel, abilities: both).protocolUsed == .sixel)
    }

    @Test func insideTmuxNoImageIsSent() {
        let a = Self.abilities(Self.tmux, multiplexer: "tmux")
        #expect(a.version == "tmux 3.3a" && !a.sixel && TermChoice.evidenceOf256(abilities: Self.abilities(Self.tmux), environment: [:]) == nil)
        // Even a terminal that shows sixel is not sent images from inside a multiplexer.
        let inside = Self.abilities(Self.xterm, multiplexer: "tmux")
        let choice = PixelChoice(.sixel, abilities: inside)
        #expect(choice.protocolUsed == nil && choice.reason.contains("inside tmux"))
        #expect(TerminalAbilities.multiplexer(environment: ["TMUX": "/tmp/x,1,0", "TERM": "tmux-256color"]) == "tmux")
        #expect(TerminalAbilities.multiplexer(environment: ["STY": "1.pts", "TERM": "screen"]) == "GNU screen")
        #expect(TerminalAbilities.multiplexer(environment: ["TERM": "xterm-256color"]) == nil)
    }

    /// Replies split anywhere are complete only once DA1 has come; a key typed during the probe
    /// and a reply that is none of ours are skipped, not taken for replies.
    @Test func partialRepliesWaitForTheSentinel() {
        let bytes = Array(Self.xterm.utf8)
        for cut in stride(from: 1, to: bytes.count - 1, by: 7) {
            let head = ProbeReply.parse(Array(bytes[..<cut]))
            #expect(!head.sawSentinel, "cut at \(cut)")
        }
        let typed = ProbeReply.parse(Array(("q" + "\u{1b}[?25;1$y" + Self.tmux).utf8))
        #expect(typed.sawSentinel && typed.replies == [.mode(25, value: 1), .version("tmux 3.3a"), .primaryAttributes([1, 2])])
        let silent = TerminalAbilities(replies: [], multiplexer: nil, cellPixels: (6, 13))
        #expect(!silent.answered && PixelChoice(.auto, abilities: silent).reason.contains("answered no query"))
        let noCell = Self.abilities(Self.xterm, cell: nil)
        #expect(PixelChoice(.auto, abilities: noCell).protocolUsed == nil)
    }

    @Test func doctorSaysWhatItFoundAndWhatItWillUse() {
        let report = DoctorReport(abilities: Self.abilities(Self.xterm), environment: ["TERM": "xterm"], terminfoColours: 8,
                                  terminfoDirect: false, glyphs: .half, pixels: .auto).text
        for words in ["XTerm(379) (XTVERSION)", "xterm, terminfo 8 colours", "?63;1;2;4;6;9;15;16;22;28 (4: sixel)",
                      "1024 colour registers, largest image 480x312", "6x13 px", "colour 255 answered (OSC 4)",
                      "sixel: DA1 lists sixel graphics"] {
            #expect(report.contains(words), "\(words) in\n\(report)")
        }
        #expect(report.split(separator: "\n").contains { $0.contains("pixel mouse") && $0.hasSuffix("yes (mode 1016)") })
        // What the terminal could show is said apart from what termcolor draws today.
        #expect(report.split(separator: "\n").contains { $0.contains("images possible") && $0.contains("sixel: DA1") })
        #expect(report.split(separator: "\n").contains { $0.contains("page drawn with") && $0.hasSuffix("sixel image (--pixels auto)") })
        let off = DoctorReport(abilities: Self.abilities(Self.xterm), environment: ["TERM": "xterm"], terminfoColours: 8,
                               terminfoDirect: false, glyphs: .half, pixels: .off).text
        #expect(off.split(separator: "\n").contains { $0.contains("page drawn with") && $0.hasSuffix("glyphs") })
        let tmux = DoctorReport(abilities: Self.abilities(Self.tmux, multiplexer: "tmux"), environment: ["TERM": "tmux-256color"],
                                terminfoColours: 256, terminfoDirect: false, glyphs: .half, pixels: .auto).text
        #expect(tmux.contains("none: inside tmux") && tmux.contains("tmux 3.3a"))
        #expect(tmux.split(separator: "\n").contains { $0.contains("page drawn with") && $0.hasSuffix("glyphs") })
    }

    @Test func doctorSaysWhichColoursAndWhy() {
        func line(_ choice: TermChoice, _ depth: ColourDepth?, term: String) -> String? {
            var r = DoctorReport(abilities: Self.abilities("\u{1b}[?1;2c"), environment: ["TERM": term], terminfoColours: 8,
                                 terminfoDirect: false, glyphs: .half, pixels: .auto)
            r.termChoice = choice
            r.depth = depth
            return r.text.split(separator: "\n").first { $0.contains("colours used") }.map(String.init)
        }
        let xterm = TermChoice.use("xterm-16color", note: "TERM=xterm has 8 colours and nothing says more: drawn in 16 colours as xterm-16color")
        #expect(line(xterm, .ansi16, term: "xterm")?.hasSuffix("16 (the ANSI colours, paint dithered) through xterm-16color (TERM=xterm has 8 colours and nothing says more: drawn in 16 colours as xterm-16color)") == true)
        #expect(line(.use("linux", note: nil), .ansi8, term: "linux")?.hasSuffix("8 (the ANSI colours, paint dithered) through linux (TERM's own entry)") == true)
        #expect(line(.refuse("termcolor: TERM=dumb cannot move the cursor"), nil, term: "dumb")?.hasSuffix("none, refused: TERM=dumb cannot move the cursor") == true)
    }

    /// A terminal that answers nothing (a pty nobody reads) costs the probe its time limit, not
    /// more, and the doctor says so.
    @Test func aSilentTerminalCostsAtMostTheLimit() throws {
        let run = try CommandRun(["-qec", "\(TestTools.termcolor) doctor", "/dev/null"], executable: "/usr/bin/script")
        #expect(run.status == 0, "\(run.stdout)")
        let line = try #require(run.stdout.split(whereSeparator: \.isNewline).first { $0.contains("no answer to DA1 within") }, "\(run.stdout)")
        let ms = try #require(Int(line.split(separator: " ").dropLast().last ?? ""), "\(line)")
        let limit = Int(TerminalProbe.limit * 1000)
        #expect(ms >= limit - 10 && ms < limit + 100, "\(line)")
    }
}
