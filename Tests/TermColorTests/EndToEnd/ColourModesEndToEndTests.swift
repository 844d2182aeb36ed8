import ColorCore
import Foundation
import Screens
import Storage
import Testing
@testable import TermColor

/// The 16- and 8-colour modes on a real terminal (tmux, with TERM set inside as a person's
/// terminal would set it): the page and the chrome sent in ANSI colours only (no 256-colour or
/// 24-bit codes), the paint shown in the ANSI reds, the mouse painting under every TERM (the
/// console's `linux` entry included: its reports are xterm's), the saved picture byte for byte
/// the one a 256-colour screen saves, and the terminal restored.
@Suite(.serialized, TestTools.needsTmux)
struct ColourModesEndToEndTests {
    /// Whether a capture holds colour codes beyond the first `count` colours: 24-bit, or indexed
    /// (`38;5;N`, which an 88-colour entry sends for the bright eight too) at `count` or above.
    static func richCodes(_ raw: String, count: Int) -> Bool {
        if raw.contains("38;2;") || raw.contains("48;2;") { return true }
        return raw.split(separator: "\u{1b}").contains { code in
            let parts = code.dropFirst().prefix { $0 != "m" }.split(separator: ";").map(String.init)
            return parts.indices.contains { i in
                (parts[i] == "38" || parts[i] == "48") && i + 2 < parts.count && parts[i + 1] == "5" && (Int(parts[i + 2]) ?? 0) >= count
            }
        }
    }

    /// Paints red with the mouse in `arguments` under TERM=`term`, checks the screen holds only
    /// colours below `count` with the red among them, quits, and returns the saved picture.
    static func paintAndSave(term: String, _ arguments: [String], count: Int) throws -> Data? {
        guard let t = try DisplayEndToEndTests.start(arguments, environment: ["TERM": term, "COLORTERM": ""]) else { return nil }
        let reds: Set<UInt8> = count == 16 ? [1, 9] : [1]
        func isAnsi(_ c: ScreenColour) -> Bool { if case .indexed(let i) = c { Int(i) < count } else { c == .standard } }
        guard let painted = try DisplayEndToEndTests.paintRed(t, shows: { s in
            s.rows.prefix(38).joined().filter { cell in
                [cell.bg, cell.glyph == " " ? cell.bg : cell.fg].contains { if case .indexed(let i) = $0 { reds.contains(i) } else { false } }
            }.count >= 20
        }) else { return nil }
        let raw = try t.screen(escapes: true)
        #expect(!richCodes(raw, count: count), "TERM=\(term) \(arguments): only ANSI colour codes")
        let cells = painted.rows.joined()
        let beyond = cells.filter { !isAnsi($0.fg) || !isAnsi($0.bg) }.prefix(3).map { "\($0.fg)/\($0.bg)" }
        #expect(beyond.isEmpty, "TERM=\(term) \(arguments): colours below \(count), not \(beyond)")
        // White paper: plain white (16) or light grey (8), many cells of it. (linux-16color sends
        // the bright colours as the console does, the base colour made bold or blinking.)
        let paper: UInt8 = count == 16 && term != "linux" ? 15 : 7
        #expect(DisplayEndToEndTests.count(painted, .indexed(paper), rows: 38) > 100, "TERM=\(term): paper")
        try DisplayEndToEndTests.quitAndCheckRestored(t)
        return FileManager.default.contents(atPath: t.folder.appendingPathComponent("boxes-colored.png").path)
    }

    @Test func everyTermInSixteenAndEightColours() throws {
        guard let t = try DisplayEndToEndTests.start(["--colors", "256"], environment: ["TERM": "xterm-256color", "COLORTERM": ""]),
              try DisplayEndToEndTests.paintRed(t, shows: {
                  DisplayEndToEndTests.count($0, .indexed(ColorPalette.xtermIndex(DisplayEndToEndTests.red)), rows: 38) >= 20 }) != nil
        else { return }
        try DisplayEndToEndTests.quitAndCheckRestored(t)
        let reference = FileManager.default.contents(atPath: t.folder.appendingPathComponent("boxes-colored.png").path)
        #expect(reference != nil)
        for term in ["xterm", "screen", "mlterm", "rxvt-unicode", "linux", "vt100", "foot"] {
            for (colours, count) in [("16", 16), ("8", 8)] {
                let saved = try Self.paintAndSave(term: term, ["--colors", colours], count: count)
                #expect(saved == reference, "TERM=\(term) --colors \(colours): the saved picture is the 256-colour screen's")
            }
        }
    }
}
