import ColorCore
import Foundation
@testable import Screens
import Testing
@testable import TermColor

/// `--colors` and `--glyphs` on a real terminal (tmux): 24-bit colour codes when COLORTERM says
/// truecolor (ncurses started with `tmux-direct`), 256-colour codes without it, sextant
/// characters with `--glyphs sextant`, and the terminal as it was after quitting.
@Suite(.serialized, TestTools.needsTmux)
struct DisplayEndToEndTests {
    static let page = EndToEndTests.twoBoxes
    static let red = ColorPalette.standard[0].rgb

    /// The two-box page in a 120x40 pane with `environment` and `arguments`, ready for input.
    static func start(_ arguments: [String], environment: [String: String]) throws -> Tmux? {
        let folder = try Tmux.temporaryFolder()
        let path = folder.appendingPathComponent("boxes.png")
        try page.write(to: path)
        let t = try Tmux(columns: 120, rows: 40, arguments: [path.path] + arguments, folder: folder, environment: environment)
        return try t.waitForReady() ? t : nil
    }

    /// Drags red through the left box; the cells of the screen once the paint shows.
    static func paintRed(_ t: Tmux, shows: @escaping (ScreenCells) -> Bool) throws -> ScreenCells? {
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 120, rows: 40)
        try t.drag([(50, 60), (110, 60), (110, 140), (50, 140)].map { TestPage.cell(forPageX: $0.0, y: $0.1, in: g) })
        var cells: ScreenCells?
        guard try t.waitUntil("the red paint on screen", {
            let s = ScreenCells(text: try t.screen(escapes: true))
            cells = s
            return shows(s)
        }) else { return nil }
        return cells
    }

    static func count(_ s: ScreenCells, _ colour: ScreenColour, rows: Int) -> Int {
        s.rows.prefix(rows).joined().filter { $0.bg == colour || ($0.glyph != " " && $0.fg == colour) }.count
    }

    /// Quits with q (saving) and checks the terminal is as it was: the same stty settings as
    /// before the program, mouse reporting off, nothing on stderr.
    static func quitAndCheckRestored(_ t: Tmux) throws {
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(t.file("stty.txt") == t.file("stty-before.txt"), "stty after quitting differs from before")
        #expect(try t.tmux(["display", "-p", "#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag}"]).hasPrefix("0000"))
        #expect(t.file("stderr.txt") == "")
    }

    @Test func truecolorWhenColortermSaysSo() throws {
        guard let t = try Self.start([], environment: ["COLORTERM": "truecolor"]) else { return }
        let raw = try t.screen(escapes: true)
        #expect(raw.contains("48;2;"), "24-bit background codes")
        #expect(!raw.contains("48;5;") && !raw.contains("38;5;"), "no 256-colour codes on the page or the chrome")
        // The paint in exactly its colour, the paper exactly white.
        let red = ScreenColour.rgb(Self.red.r, Self.red.g, Self.red.b)
        guard let painted = try Self.paintRed(t, shows: { Self.count($0, red, rows: 38) >= 20 }) else { return }
        #expect(Self.count(painted, .rgb(255, 255, 255), rows: 38) > 100)
        try Self.quitAndCheckRestored(t)
    }

    @Test func twoHundredFiftySixColoursWithoutColorterm() throws {
        // tmux-256color has no RGB flag: only COLORTERM could ask for 24-bit colour.
        guard let t = try Self.start([], environment: ["COLORTERM": ""]) else { return }
        let raw = try t.screen(escapes: true)
        #expect(raw.contains("48;5;") && !raw.contains("48;2;") && !raw.contains("38;2;"))
        let red = ScreenColour.indexed(ColorPalette.xtermIndex(Self.red))
        guard let painted = try Self.paintRed(t, shows: { Self.count($0, red, rows: 38) >= 20 }) else { return }
        #expect(Self.count(painted, .indexed(231), rows: 38) > 100)
        #expect(!(try t.screen(escapes: true)).contains("8;2;"))
        try Self.quitAndCheckRestored(t)
    }

    /// `--colors 256` wins over COLORTERM.
    @Test func colorsOptionOverridesColorterm() throws {
        guard let t = try Self.start(["--colors", "256"], environment: ["COLORTERM": "truecolor"]) else { return }
        let raw = try t.screen(escapes: true)
        #expect(raw.contains("48;5;") && !raw.contains("48;2;"))
        try Self.quitAndCheckRestored(t)
    }

    @Test func sextantGlyphsOnScreen() throws {
        guard let t = try Self.start(["--glyphs", "sextant"], environment: ["COLORTERM": ""]) else { return }
        let text = try t.screen()
        let sextants = text.unicodeScalars.filter { (0x1FB00...0x1FB3B).contains($0.value) }.count
        #expect(sextants >= 10, "\(sextants) sextant characters on screen")
        // Not half blocks: sextants draw the page's edges.
        #expect(!text.contains("\u{2580}") && !text.contains("\u{2584}"))
        try Self.quitAndCheckRestored(t)
    }

    /// `--glyphs mixed`: the page's rows hold only the mode's glyphs (and the cursor), among them
    /// eighth blocks (which no other mode puts on screen), so edges sit at an eighth of a cell.
    @Test func mixedGlyphsOnScreen() throws {
        guard let t = try Self.start(["--glyphs", "mixed"], environment: ["COLORTERM": ""]) else { return }
        let pageRows = try t.screen().split(separator: "\n", omittingEmptySubsequences: false).prefix(38)
        let shown = pageRows.flatMap { $0.unicodeScalars }
        let allowed = Set(GlyphMode.mixed.glyphs)
        // Besides them only the cursor's marker, one cell.
        let strange = shown.filter { !allowed.contains($0) }
        #expect(strange.count <= 1 && strange.allSatisfy { $0 == "+" },
                "glyphs that are not mixed mode's on the page: \(strange.map { String($0.value, radix: 16) })")
        let eighths = shown.filter { (0x2581...0x2587).contains($0.value) || [0x2594, 0x258E, 0x258A].contains($0.value) }.count
        #expect(eighths >= 10, "\(eighths) eighth blocks on screen")
        try Self.quitAndCheckRestored(t)
    }

    /// The settings file's `glyphs` and `colors` are in effect; the command line wins over them.
    @Test func settingsFileChoosesGlyphsAndColours() throws {
        let config = try Tmux.temporaryFolder()
        try FileManager.default.createDirectory(at: config.appendingPathComponent("termcolor"), withIntermediateDirectories: true)
        try "glyphs = \"sextant\"\ncolors = 256\n"
            .write(to: config.appendingPathComponent("termcolor/config.toml"), atomically: true, encoding: .utf8)
        let environment = ["COLORTERM": "truecolor", "XDG_CONFIG_HOME": config.path]
        guard let t = try Self.start([], environment: environment) else { return }
        let raw = try t.screen(escapes: true)
        #expect(raw.unicodeScalars.filter { (0x1FB00...0x1FB3B).contains($0.value) }.count >= 10, "sextants from the settings file")
        #expect(raw.contains("48;5;") && !raw.contains("48;2;"), "256 colours from the settings file, though COLORTERM says truecolor")
        try Self.quitAndCheckRestored(t)

        guard let u = try Self.start(["--glyphs", "half"], environment: environment) else { return }
        let text = try u.screen()
        #expect(text.contains("\u{2580}") || text.contains("\u{2584}"), "--glyphs half wins over the settings file")
        #expect(!text.unicodeScalars.contains { (0x1FB00...0x1FB3B).contains($0.value) })
        try Self.quitAndCheckRestored(u)
    }
}
