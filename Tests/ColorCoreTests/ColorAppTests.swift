
import Foundation
import Testing
@testable import ColorCore

/// The coloring book's behaviour without a terminal: events in, session events and frames out.
@Suite struct ColorAppTests {
    /// 40x20 page: one box outlined from (4,4) to (35,15) (2-pixel lines), background around.
    static func app(columns: Int = 40, rows: Int = 12, mode: RegionMode = .optimized, output: String = "/tmp/unused.png") -> ColorApp {
        var page = Page(width: 40, height: 20)
        for y in 4..<16 { for x in 4..<36 where !(6..<34).contains(x) || !(6..<14).contains(y) { page.setPixel(x, y, .black) } }
        let art = LineArt(page: page)
        let session = Session(page: page, finder: mode.makeFinder(for: art))
        return ColorApp(session: session, columns: columns, rows: rows,
                        paths: SavePaths(page: "box.png", output: output), modeName: mode.rawValue)
    }

    @Test func paletteHasSixteenColoursDistinctOnScreen() {
        let indices = ColorPalette.standard.map { ColorPalette.xtermIndex($0.rgb) }
        #expect(indices.count >= 16)
        #expect(Set(indices).count == indices.count)
        #expect(indices.allSatisfy { $0 >= 16 })
        #expect(ColorPalette.standard[0].rgb == Session.defaultColor)
    }

    @Test func keyBindings() {
        #expect(KeyBindings.action(for: .char("1")) == .selectColour(0))
        #expect(KeyBindings.action(for: .char("0")) == .selectColour(9))
        #expect(KeyBindings.action(for: .tab) == .nextColour)
        #expect(KeyBindings.action(for: .char("]")) == .nextColour)
        #expect(KeyBindings.action(for: .char("[")) == .previousColour)
        #expect(KeyBindings.action(for: .control("z")) == .suspend)
        #expect(KeyBindings.action(for: .char("u")) == .undo)
        #expect(KeyBindings.action(for: .control("y")) == .redo)
        #expect(KeyBindings.action(for: .char("r")) == .redo)
        #expect(KeyBindings.action(for: .char("f")) == .toggleFill)
        #expect(KeyBindings.action(for: .char("c")) == .askClear)
        #expect(KeyBindings.action(for: .char("s")) == .save)
        #expect(KeyBindings.action(for: .char("q")) == .saveAndQuit)
        #expect(KeyBindings.action(for: .char("?")) == .toggleHelp)
        #expect(KeyBindings.action(for: .char("-")) == .smallerBrush)
        #expect(KeyBindings.action(for: .char("+")) == .largerBrush)
    }

    /// The help overlay names every key the bindings know.
    @Test func helpListsEveryKey() {
        let text = HelpOverlay.lines.joined(separator: "\n")
        for key in ["1-9, 0", "[", "]", "Tab", "-", "+", "f", "u", "Ctrl-Z", "r", "Ctrl-Y", "c", "s", "S", "q", "?"] {
            #expect(text.contains(key), "\(key)")
        }
    }

    @Test func pressDragReleaseBecomeAStrokeInPagePixels() {
        var app = Self.app()
        let g = app.geometry
        let p = g.pagePoint(column: 10, row: 4)!
        _ = app.handle(.key(.char("3")), time: 0)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 4)), time: 0.1)
        _ = app.handle(.mouse(MouseEvent(kind: .drag, button: 0, column: 14, row: 4)), time: 0.2)
        _ = app.handle(.mouse(MouseEvent(kind: .release, button: 0, column: 14, row: 4)), time: 0.3)
        let events = app.session.log.events
        #expect(events.first == .color(ColorPalette.standard[2].rgb))
        #expect(events.contains(.down(x: p.x, y: p.y, t: 0.1)))
        #expect(events.last == .up(t: 0.3))
        #expect(app.session.canvas.paint.contains { $0 != PackedPixel.white })
        // The view shows it: the frame differs from a fresh one.
        #expect(app.frame() != Self.app().frame())
    }

    @Test func fillToolClearConfirmationUndoRedo() {
        var app = Self.app()
        _ = app.handle(.key(.char("f")), time: 0)
        #expect(app.tool == .fill)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        let painted = app.session.canvas.paint.filter { $0 != PackedPixel.white }.count
        #expect(painted >= 28 * 8)
        _ = app.handle(.key(.char("c")), time: 0)
        #expect(app.confirmingClear)
        _ = app.handle(.key(.char("n")), time: 0)
        #expect(app.session.canvas.paint.filter { $0 != PackedPixel.white }.count == painted)
        _ = app.handle(.key(.char("c")), time: 0)
        _ = app.handle(.key(.char("y")), time: 0)
        #expect(app.session.canvas.paint.allSatisfy { $0 == PackedPixel.white })
        _ = app.handle(.key(.char("u")), time: 0)
        #expect(app.session.canvas.paint.filter { $0 != PackedPixel.white }.count == painted)
        // Ctrl-Z suspends (the run loop does it): it no longer undoes.
        #expect(KeyBindings.action(for: .control("z")) == .suspend)
        _ = app.handle(.key(.control("z")), time: 0)
        #expect(app.session.canvas.paint.filter { $0 != PackedPixel.white }.count == painted)
        _ = app.handle(.key(.char("u")), time: 0)
        #expect(app.session.canvas.paint.allSatisfy { $0 == PackedPixel.white })
        _ = app.handle(.key(.control("y")), time: 0)
        #expect(app.session.canvas.paint.filter { $0 != PackedPixel.white }.count == painted)
    }

    @Test func brushSizeStepsInCellsAndReachesTheSession() {
        var app = Self.app()
        let before = app.brushCells
        _ = app.handle(.key(.char("+")), time: 0)
        #expect(app.brushCells > before)
        _ = app.handle(.key(.char("-")), time: 0)
        _ = app.handle(.key(.char("-")), time: 0)
        #expect(app.brushCells < before)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 4)), time: 0)
        #expect(abs(app.session.brushSize - app.brushCells * app.geometry.scale) < 0.01)
        #expect(app.frame().snapshot.contains("brush \(StatusLine.formatCells(app.brushCells)) cells"))
    }

    @Test func paletteBarClickAndCycling() {
        var app = Self.app()
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 1 + 4 * 12, row: app.geometry.rows - 2)), time: 0)
        #expect(app.selected == 12)
        _ = app.handle(.key(.tab), time: 0)
        _ = app.handle(.key(.char("]")), time: 0)
        #expect(app.selected == 14)
        _ = app.handle(.key(.char("]")), time: 0)
        _ = app.handle(.key(.char("]")), time: 0)
        #expect(app.selected == 0)
        _ = app.handle(.key(.char("[")), time: 0)
        #expect(app.selected == 15)
    }

    /// The whole screen of a small page as text: page, palette bar, status line.
    @Test func fullScreenSnapshot() {
        let app = Self.app(columns: 40, rows: 8)
        let lines = app.frame().snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "|                                        |")
        #expect(lines[6] == "| [1]  2   3   4   5   6   7   8   9   0 |")
        // The page, 24 display pixels wide, letterboxed (236) left and right: white (231) around a
        // black (16) outline.
        let row1 = lines[8 + 1].split(separator: " ").map(String.init)
        #expect(row1[7] == "236/236" && row1[8] == "231/231" && row1[10] == "16/16" && row1[32] == "236/236")
        #expect(lines[7].hasPrefix("| brush \u{25A0} red | brush 2 cells | fit | 0 o"))
        // Colour rows: the first swatch in the default red's xterm colour, status in chrome colours.
        let swatchColours = lines[8 + 6].split(separator: " ")
        #expect(swatchColours[2] == "231/\(ColorPalette.xtermIndex(Session.defaultColor))")
    }

    @Test func tooSmallTerminalShowsAMessage() {
        var app = Self.app()
        app.resize(columns: 12, rows: 4)
        #expect(app.frame().snapshot.contains("too small"))
    }

    @Test func savePaths() {
        #expect(SavePaths(page: "/x/pages/cat.png", output: nil).png == "cat-colored.png")
        #expect(SavePaths(page: "p.png", output: "out/My.PNG").journal == "out/My.journal.jsonl")
        #expect(SavePaths(page: "p.png", output: "out/My.PNG").strokes == "out/My.strokes.json")
        #expect(SavePaths(page: "p.png", output: nil).strokes == "p-colored.strokes.json")
        #expect(SavePaths(page: "/tmp/a/p.png", output: "/tmp/a/../a/p.png").overwrites(page: "/tmp/a/p.png"))
        #expect(!SavePaths(page: "/tmp/a/p.png", output: nil).overwrites(page: "/tmp/a/p.png"))
    }

    @Test func saveWritesPNGAndLog() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var app = Self.app(output: dir.appendingPathComponent("o.png").path)
        _ = app.handle(.key(.char("f")), time: 0)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(app.handle(.key(.char("q")), time: 0) == .quit)
        let saved = try PNGCodec.read(path: dir.appendingPathComponent("o.png").path)
        #expect(saved == app.session.renderedPage())
        let log = try JSONDecoder().decode(StrokeLog.self, from: Data(contentsOf: dir.appendingPathComponent("o.strokes.json")))
        #expect(log == app.session.log)
        // A save that cannot happen keeps the program open and says so.
        var stuck = Self.app(output: "/nonexistent-dir/x.png")
        #expect(stuck.handle(.key(.char("q")), time: 0) == .keepGoing)
        #expect(stuck.message.contains("could not save"))
    }
}
