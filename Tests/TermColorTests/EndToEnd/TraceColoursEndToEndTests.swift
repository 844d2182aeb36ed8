import ColorCore
import Foundation
@testable import Screens
import Testing
import Bench
@testable import Tracing

/// `termcolor trace` on terminals with 16 and 8 colours (tmux, TERM set inside as a person's
/// terminal sets it, and `--colors`, since tmux answers the colour probe with 256): the game
/// starts instead of refusing, and what it draws stays visible in the terminal's own colours:
/// the guide is not the paper's colour, the start dot, the ink and the finished letter show,
/// and no colour beyond the terminal's is sent.
@Suite(.serialized, TestTools.needsTmux)
struct TraceColoursEndToEndTests {
    static let a = TraceItem("A")!

    /// `termcolor trace A` under TERM=`term` with `arguments`, at 80x24, once it has started.
    static func start(term: String, _ arguments: [String] = []) throws -> Tmux? {
        let folder = try Tmux.temporaryFolder()
        let t = try Tmux(columns: 80, rows: 24, arguments: ["trace", "A", "--result", "result.json"] + arguments, folder: folder,
                         environment: Tmux.frameLogEnvironment(folder).merging(["TERM": term, "COLORTERM": ""]) { $1 })
        return try t.waitFor(text: "trace the letter A") ? t : nil
    }

    /// The pane's cells of the drawing area (the rows between the item row and the status line).
    static func area(_ t: Tmux) throws -> [[ScreenCell]] {
        Array(ScreenCells(text: try t.screen(escapes: true)).rows.dropFirst(TraceLayout.topRows).prefix(24 - TraceLayout.topRows - 1))
    }

    /// Cells of the area showing `index` as background, or as foreground of a visible glyph.
    static func count(_ index: UInt8, in area: [[ScreenCell]]) -> Int {
        area.joined().filter { $0.bg == .indexed(index) || ($0.glyph != " " && $0.fg == .indexed(index)) }.count
    }

    /// Whether `cell` shows `index` in either half.
    static func shows(_ index: UInt8, _ cell: ScreenCell?) -> Bool {
        guard let cell else { return false }
        return cell.bg == .indexed(index) || (cell.glyph != " " && cell.fg == .indexed(index))
    }

    @Test func aIsPlayedToTheEndInSixteenColours() throws {
        guard let t = try Self.start(term: "xterm", ["--colors", "16"]) else { return }
        let colours = TraceColours.ansi16
        let before = try Self.area(t)
        // Only the 16 colours; the guide and its centre line on white paper, the start dot.
        #expect(!ColourModesEndToEndTests.richCodes(try t.screen(escapes: true), count: 16))
        #expect(Self.count(colours.paper, in: before) > 300)
        #expect(Self.count(colours.guide, in: before) > 60, "guide")
        #expect(Self.count(colours.path, in: before) > 10, "centre line")
        #expect(Self.count(colours.startDot, in: before) > 0, "start dot")
        let layout = TraceLayout(item: Self.a, columns: 80, rows: 24)
        let strokes = TraceGestures.dragCells(Self.a, layout)
        for (k, cells) in strokes.enumerated() {
            try t.drag(cells)
            guard try t.waitFor(text: k == strokes.count - 1 ? "well done" : "line \(k + 1) done") else { return }
            // The ink of a counted line shows in its own colour on the screen, over the guide.
            if k == 0 { #expect(Self.count(colours.ink, in: try Self.area(t)) > 10, "ink after line 1") }
        }
        let after = try Self.area(t)
        #expect(Self.count(colours.inkDone, in: after) > 20, "the finished letter")
        #expect(Self.count(colours.star, in: after) > 10, "stars")
        #expect(Self.count(colours.offPath, in: after) == 0, "no stray ink")
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(t.file("stderr.txt") == "")
        let text = try #require(t.file("result.json"))
        let item = try #require(try JSONDecoder().decode(TraceResult.self, from: Data(text.utf8)).items.first)
        #expect(item.complete && item.strokes == 3 && item.outOfBounds == 0)
    }

    @Test func theGuideIsNotPaperInEightColours() throws {
        guard let t = try Self.start(term: "linux", ["--colors", "8"]) else { return }
        let colours = TraceColours.ansi8
        #expect(!ColourModesEndToEndTests.richCodes(try t.screen(escapes: true), count: 8))
        let area = try Self.area(t)
        #expect(colours.guide != colours.paper && Self.count(colours.guide, in: area) > 60, "guide on screen")
        // Cell by cell in the frame sent (the pane under TERM=linux leaves out the cells ncurses
        // erased with the background colour, `ScreenCheck`): every cell on the letter's lines
        // shows the guide or a mark on it, none only paper.
        let frame = try #require(t.loggedFrame())
        #expect(frame.cellsShowing(colours.paper, above: 23) > 300)
        let layout = TraceLayout(item: Self.a, columns: 80, rows: 24)
        let onLines = TraceGestures.dragCells(Self.a, layout).joined()
        let marks: [UInt8] = [colours.guide, colours.path, colours.startDot, colours.arrow]
        let paperOnly = onLines.filter { cell in !marks.contains { Self.shows($0, frame.cells.cell(cell.column, cell.row)) } }
        #expect(paperOnly.isEmpty, "cells on the letter's lines showing no guide: \(paperOnly.prefix(5))")
        // A line drawn shows its ink on the guide.
        try t.drag(TraceGestures.dragCells(Self.a, layout)[0])
        guard try t.waitFor(text: "line 1 done") else { return }
        #expect(Self.count(colours.ink, in: try Self.area(t)) > 10, "ink")
        try t.send("q")
        #expect(try t.waitForExit() == 0)
    }

    @Test func theVerdictNamesTheGuideAsShownInEightColours() throws {
        guard let t = try Self.start(term: "linux", ["--colors", "8"]) else { return }
        try t.drag([(2, 3), (10, 20), (18, 3), (26, 20), (70, 4), (78, 20)])
        #expect(try t.waitFor(text: "stay on the yellow line"))
        try t.send("q")
        #expect(try t.waitForExit() == 0)
    }
}
