import ColorCore
import Foundation
import Glibc
@testable import Screens
import Storage
@testable import TermColor
import Testing

/// The real `termcolor` binary in tmux: SGR mouse reports and keys in, the saved PNG checked
/// pixel by pixel. Needs `swift build` first (the binary) and tmux.
@Suite(.serialized, TestTools.needsTmux)
struct EndToEndTests {
    static let twoBoxes = TestPage(width: 300, height: 200, rects: [Rect(x: 20, y: 20, width: 120, height: 160),
                                                                   Rect(x: 160, y: 20, width: 120, height: 160)])
    static let red = ColorPalette.standard[0].rgb, yellow = ColorPalette.standard[2].rgb
    static let green = ColorPalette.standard[3].rgb, blue = ColorPalette.standard[5].rgb
    static let purple = ColorPalette.standard[6].rgb
    /// For 250-column terminals: SGR column 230 (past X10's 223) lands in the right box.
    static let wide = TestPage(width: 1000, height: 220, rects: [Rect(x: 20, y: 20, width: 400, height: 180),
                                                                 Rect(x: 820, y: 20, width: 160, height: 180)])

    func cells(_ points: [(Double, Double)], _ g: ViewGeometry) -> [(column: Int, row: Int)] {
        points.map { TestPage.cell(forPageX: $0.0, y: $0.1, in: g) }
    }

    /// Drags in two regions in two colours (one drag running out over a line and off into the
    /// background), an undone drag, a cancelled clear, then q.
    @Test func dragsPaintTheirRegionsAndQuitLeavesTheTerminalSane() throws {
        let folder = try Tmux.temporaryFolder()
        let pagePath = folder.appendingPathComponent("boxes.png")
        try Self.twoBoxes.write(to: pagePath)
        let t = try Tmux(columns: 200, rows: 60, arguments: [pagePath.path], folder: folder)
        guard try t.waitForReady() else { return }
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 200, rows: 60)

        // The program turned on drag (1002) and SGR (1006) reporting.
        // Hover is on by default: all-motion tracking (1003) rather than drags only (1002).
        #expect(try t.tmux(["display", "-p", "#{mouse_any_flag}#{mouse_sgr_flag}"]).hasPrefix("11"))
        // Half blocks with 256-colour codes (a line crosses cells half way: ▀ or ▄).
        let colourScreen = try t.screen(escapes: true)
        #expect(colourScreen.contains("\u{2580}") || colourScreen.contains("\u{2584}"))
        #expect(colourScreen.contains("38;5;") && colourScreen.contains("48;5;"))
        #expect(try t.screen().contains("boxes-colored.png"))

        try t.drag(cells([(50, 60), (110, 60), (110, 140)], g))
        try t.send("3")
        guard try t.waitFor(text: "colour yellow") else { return }
        try t.drag(cells([(190, 100), (250, 100), (296, 100), (296, 195)], g))
        // A drag in the background, undone.
        try t.drag(cells([(10, 190), (150, 190)], g))
        try t.send("u")
        guard try t.waitFor(text: "undone") else { return }
        try t.send("c")
        guard try t.waitFor(text: "clear all paint?") else { return }
        try t.send("n")
        guard try t.waitFor(text: "clear cancelled") else { return }
        try t.send("q")
        #expect(try t.waitForExit() == 0)

        let saved = try PNGCodec.read(path: folder.appendingPathComponent("boxes-colored.png").path)
        #expect(saved.width == 300 && saved.height == 200)
        let check = PaintCheck(saved: saved, page: Self.twoBoxes, allowed: [0: [Self.red], 1: [Self.yellow]])
        #expect(check.problems.isEmpty, "\(check.problems)")
        #expect(check.count(0, Self.red) > 300)
        #expect(check.count(1, Self.yellow) > 300)
        // The drag's path is painted where it ran: the start and the corner of the first.
        #expect(saved.pixel(50, 60) == RGBA(r: Self.red.r, g: Self.red.g, b: Self.red.b))
        #expect(saved.pixel(110, 120) == RGBA(r: Self.red.r, g: Self.red.g, b: Self.red.b))

        // The stroke log beside it replays as recorded.
        let logData = try Data(contentsOf: folder.appendingPathComponent("boxes-colored.strokes.json"))
        let log = try JSONDecoder().decode(StrokeLog.self, from: logData)
        try log.validate()
        #expect(log.page.width == 300 && log.events.contains(.undo))
        #expect(log.events.filter { if case .down = $0 { return true } else { return false } }.count == 3)

        // The terminal is back: canonical mode, echo, signals, CR translation.
        let stty = (t.file("stty.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] { #expect(stty.contains(flag), "stty: \(flag)") }
        #expect(t.file("stderr.txt") == "")
        // Mouse reporting is off again.
        #expect(try t.tmux(["display", "-p", "#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag}"]).hasPrefix("0000"))
    }

    /// SGR columns past 223 land where they should; a resize re-fits the view (and a terminal
    /// too small says so); drags after the resize map through the new fit.
    @Test func wideTerminalColumn230AndResize() throws {
        let folder = try Tmux.temporaryFolder()
        let wide = Self.wide
        let pagePath = folder.appendingPathComponent("wide.png")
        try wide.write(to: pagePath)
        let t = try Tmux(columns: 250, rows: 60, arguments: [pagePath.path, "-o", "wide-out.png"], folder: folder)
        guard try t.waitForReady() else { return }
        let g = ViewGeometry(pageWidth: 1000, pageHeight: 220, columns: 250, rows: 60)
        let p = g.pointerPoint(x: 229.5, y: 29.5)  // SGR column 230: where the report's stroke point lands
        #expect(p.x > 822 && p.x < 978)
        try t.send("6")
        guard try t.waitFor(text: "colour blue") else { return }
        try t.drag([(229, 29), (231, 29), (233, 29)])
        // The stroke is in before the window shrinks: on a loaded machine the program could
        // otherwise read the drag's last reports after the resize and map them to the tiny screen.
        let journal = folder.appendingPathComponent("wide-out.journal.jsonl")
        guard try t.waitUntil("the blue stroke in the journal", { RobustnessTests.journalTypes(journal).contains("up") }) else { return }

        try t.tmux(["resize-window", "-x", "15", "-y", "6"])
        guard try t.waitFor(text: "too small") else { return }
        try t.tmux(["resize-window", "-x", "120", "-y", "40"])
        guard try t.waitUntil("the re-fitted status line", { try t.screen().split(separator: "\n").count <= 40 && t.screen().contains("? help") }) else { return }
        let g2 = ViewGeometry(pageWidth: 1000, pageHeight: 220, columns: 120, rows: 40)
        try t.send("7")
        guard try t.waitFor(text: "colour purple") else { return }
        try t.drag(cells([(100, 100), (300, 110)], g2))
        try t.send("q")
        #expect(try t.waitForExit() == 0)

        let saved = try PNGCodec.read(path: folder.appendingPathComponent("wide-out.png").path)
        let check = PaintCheck(saved: saved, page: wide, allowed: [0: [Self.purple], 1: [Self.blue]])
        #expect(check.problems.isEmpty, "\(check.problems)")
        #expect(check.count(1, Self.blue) > 100)
        #expect(check.count(0, Self.purple) > 100)
        // The stroke passed over column 230's page point (a wrong decoding past 223 leaves it
        // white). Painted, not always fully: in about 1 run of 4 the filtered stroke's start lies
        // so that this pixel is at the brush's soft edge (the saved PNG still equals the replay).
        let b = saved.pixel(Int(p.x), Int(p.y))
        #expect(b != .white && PaintCheck.isBlend(b, towards: Self.blue), "\(b)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("wide-out.strokes.json").path))
    }

    /// Naive region mode, linear smoothing, debug strokes and the fill tool, end to end.
    @Test func naiveModeDebugStrokesAndFill() throws {
        let folder = try Tmux.temporaryFolder()
        let pagePath = folder.appendingPathComponent("boxes.png")
        try Self.twoBoxes.write(to: pagePath)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("out"), withIntermediateDirectories: true)
        let t = try Tmux(columns: 200, rows: 60, arguments: ["--mode", "naive", "--smoothing", "linear", "-debugStrokes",
                                                             pagePath.path, "-o", "out/custom.png"], folder: folder)
        guard try t.waitForReady() else { return }
        #expect(try t.screen().contains("naive | linear"))
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 200, rows: 60)
        try t.send("f")
        guard try t.waitFor(text: "fill tool") else { return }
        try t.send("4")
        guard try t.waitFor(text: "colour green") else { return }
        try t.drag(cells([(220, 100)], g))
        try t.send("f")
        guard try t.waitFor(text: "brush tool") else { return }
        try t.send("7")
        guard try t.waitFor(text: "colour purple") else { return }
        // Input points 40 page pixels apart: debug strokes paint dots there, nothing between.
        let points = cells([(40, 60), (80, 60), (120, 60)], g)
        try t.drag(points)
        try t.send("q")
        #expect(try t.waitForExit() == 0)

        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out/custom.png").path)
        let check = PaintCheck(saved: saved, page: Self.twoBoxes, allowed: [0: [Self.purple], 1: [Self.green]])
        #expect(check.problems.isEmpty, "\(check.problems)")
        // The fill covers the whole inside of the right box.
        #expect(check.count(1, Self.green) == 116 * 156)
        let dots = check.count(0, Self.purple)
        #expect(dots > 0 && dots < 200)
        let mapped = points.map { g.pagePoint(column: $0.column, row: $0.row)! }
        let mid = ((mapped[0].x + mapped[1].x) / 2, mapped[0].y)
        #expect(saved.pixel(Int(mid.0), Int(mid.1)) == .white)
        #expect(saved.pixel(Int(mapped[1].x), Int(mapped[1].y)) == RGBA(r: Self.purple.r, g: Self.purple.g, b: Self.purple.b))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/custom.strokes.json").path))
    }

    /// With no PAGE the program opens a bundled page from pages/ beside the build, whatever the
    /// working directory; Q leaves without saving anything.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestTools.repositoryRoot.appendingPathComponent("pages/scene.png").path)))
    func noPageOpensABundledPage() throws {
        let folder = try Tmux.temporaryFolder()
        let t = try Tmux(columns: 120, rows: 40, arguments: [], folder: folder)
        guard try t.waitForReady() else { return }
        #expect(try t.screen().contains("scene-colored.png"))
        try t.send("?")
        guard try t.waitFor(text: "termcolor - keys") else { return }
        try t.send("Q")
        #expect(try t.waitForExit() == 0)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("scene-colored.png").path))
    }

    /// A bad page ends the program before the terminal is touched: non-zero status, one line
    /// on stderr naming the file.
    @Test(arguments: ["garbage", "missing", "truncated"])
    func badPageFailsCleanly(kind: String) throws {
        let folder = try Tmux.temporaryFolder()
        let path = folder.appendingPathComponent("page-\(kind).png")
        switch kind {
        case "garbage": try Data("this is not a png".utf8).write(to: path)
        case "truncated":
            try Self.twoBoxes.write(to: path)
            let data = try Data(contentsOf: path)
            try data.prefix(data.count / 2).write(to: path)
        default: break
        }
        let t = try Tmux(columns: 80, rows: 24, arguments: [path.path], folder: folder)
        #expect(try t.waitForExit() != 0)
        let stderr = t.file("stderr.txt") ?? ""
        #expect(stderr.split(separator: "\n").count == 1)
        #expect(stderr.contains("page-\(kind).png"))
        // Never switched to the alternate screen or enabled the mouse.
        #expect(try t.tmux(["display", "-p", "#{alternate_on}#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}"]).hasPrefix("0000"))
        let stty = (t.file("stty.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        #expect(stty.contains("icanon") && stty.contains("echo"))
    }
}

/// Death by signal (kill, hangup, a Swift trap's SIGILL, a segfault) still gives the terminal
/// back: modes restored, mouse reporting off, main screen.
@Suite(.serialized, TestTools.needsTmux)
struct FatalSignalTests {
    @Test(arguments: ["TERM", "HUP", "ILL", "SEGV"])
    func terminalRestoredOnFatalSignal(signal: String) throws {
        let folder = try Tmux.temporaryFolder()
        let pagePath = folder.appendingPathComponent("boxes.png")
        try EndToEndTests.twoBoxes.write(to: pagePath)
        let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        guard try t.waitForReady() else { return }
        // Hover is on by default: all-motion tracking (1003) rather than drags only (1002).
        #expect(try t.tmux(["display", "-p", "#{alternate_on}#{mouse_any_flag}#{mouse_sgr_flag}"]).hasPrefix("111"))
        let shell = try t.tmux(["display", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        // The program is the shell's child.
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        guard let pid = children.split(separator: " ").first.flatMap({ Int32($0) }) else {
            Issue.record("no child of the pane's shell"); return
        }
        let number: Int32 = ["TERM": SIGTERM, "HUP": SIGHUP, "ILL": SIGILL, "SEGV": SIGSEGV][signal]!
        kill(pid, number)
        let status = try t.waitForExit()
        #expect(status == 128 + Int(number))
        let stty = (t.file("stty.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] { #expect(stty.contains(flag), "stty: \(flag)") }
        #expect(try t.tmux(["display", "-p", "#{alternate_on}#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag}"]).hasPrefix("00000"))
    }
}
