import ColorCore
import Foundation
@testable import Screens
import Testing
@testable import TermColor

/// What the terminal shows, cell by cell (glyph, foreground, background), is the frame the
/// program presented (its TERMCOLOR_FRAME_LOG), after each step a person takes: the first
/// screen, drags, undo, zoom by wheel and keys, pans, resizes, help open and closed. These catch
/// a presenter that skips colour-only changes, loses a column or puts rows in the wrong place,
/// which the pixel checks of the saved PNG cannot see.
@Suite(.serialized, TestTools.needsTmux)
struct ScreenEndToEndTests {
    static let scene = TestTools.repositoryRoot.appendingPathComponent("pages/scene.png").path
    static let red = ColorPalette.xtermIndex(ColorPalette.standard[0].rgb)
    static let yellow = ColorPalette.xtermIndex(ColorPalette.standard[2].rgb)

    static func start(_ arguments: [String], columns: Int = 120, rows: Int = 40, folder: URL) throws -> Tmux {
        try Tmux(columns: columns, rows: rows, arguments: arguments, folder: folder, environment: Tmux.frameLogEnvironment(folder))
    }

    /// The two-box page in a 120x40 terminal, ready for input.
    static func startOnTwoBoxes() throws -> Tmux? {
        let folder = try Tmux.temporaryFolder()
        let page = folder.appendingPathComponent("boxes.png")
        try EndToEndTests.twoBoxes.write(to: page)
        let t = try start([page.path], folder: folder)
        return try t.waitForReady() ? t : nil
    }

    /// The cells nearest to page points of the two-box page at 120x40.
    static let twoBoxesGeometry = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 120, rows: 40)
    static func cells(_ points: [(Double, Double)]) -> [(column: Int, row: Int)] {
        points.map { TestPage.cell(forPageX: $0.0, y: $0.1, in: twoBoxesGeometry) }
    }

    /// The first screen, two drags in two colours (the second a colour-only change of cells that
    /// show blank white before), an undo.
    @Test func firstScreenDragsAndUndo() throws {
        guard let t = try Self.startOnTwoBoxes() else { return }
        let g = Self.twoBoxesGeometry

        guard let first = try t.expectScreenShowsFrame("the first screen", after: nil, where: { $0.text.contains("? help") }) else { return }
        #expect(first.text.contains("\u{2580}") || first.text.contains("\u{2584}"), "the page is drawn in half blocks")

        try t.drag(Self.cells([(40, 60), (120, 60), (120, 150), (40, 150)]))
        // The pointer onto the status line: the brush ring drawn under it would cover a cell of
        // paint in one frame and not in the other.
        try t.mouse(35, column: 0, row: g.viewRows + 1)
        guard let red = try t.expectScreenShowsFrame("after a red drag", after: first,
                                                     where: { $0.cellsShowing(Self.red, above: g.viewRows) >= 20 }) else { return }
        try t.send("3")
        try t.drag(Self.cells([(180, 40), (260, 40), (260, 160)]))
        guard let yellow = try t.expectScreenShowsFrame("after a yellow drag", after: red, where: {
            // The note "colour yellow" goes with the stroke; the status line's ink field stays.
            $0.text.contains("brush \u{25A0} yellow") && $0.cellsShowing(Self.yellow, above: g.viewRows) >= 20
        }) else { return }
        try t.mouse(35, column: 0, row: g.viewRows + 1)
        try t.send("u")
        guard let undone = try t.expectScreenShowsFrame("after undo", after: yellow, where: { $0.text.contains("undone") }) else { return }
        #expect(undone.cellsShowing(Self.yellow, above: g.viewRows) == 0)
        #expect(undone.cellsShowing(Self.red, above: g.viewRows) == red.cellsShowing(Self.red, above: g.viewRows))
        try t.send("Q")
        guard try t.waitFor(text: "quit without saving? y / n") else { return }
        try t.send("y")
        #expect(try t.waitForExit() == 0)
    }

    /// Wheel zoom in and out, zoom keys, arrow-key and middle-drag pans, Home, on a real page.
    @Test func zoomAndPan() throws {
        let folder = try Tmux.temporaryFolder()
        let t = try Self.start([Self.scene], folder: folder)
        guard try t.waitForReady() else { return }
        guard var frame = try t.expectScreenShowsFrame("the first screen", after: nil, where: { $0.text.contains("| fit |") }) else { return }

        // Each step changes the picture (at least 200 cells), and the screen follows exactly.
        let steps: [(what: String, input: () throws -> Void, status: String)] = [
            ("wheel zoom in", { for _ in 0..<2 { try t.mouse(64, column: 30, row: 12) } }, "| zoom "),
            ("wheel zoom out", { try t.mouse(65, column: 30, row: 12) }, "| zoom "),
            ("zoom in key", { try t.send(">") }, "| zoom "),
            ("arrow pan right", { try t.send("\u{1b}[C\u{1b}[C") }, "| zoom "),
            ("arrow pan down", { try t.send("\u{1b}[B") }, "| zoom "),
            ("middle-drag pan", {
                try t.mouse(1, column: 60, row: 20)
                for c in stride(from: 58, through: 40, by: -2) { try t.mouse(33, column: c, row: 20 - (60 - c) / 4) }
                try t.mouse(1, column: 40, row: 15, release: true)
            }, "| zoom "),
            ("zoom out key", { try t.send("<") }, "| "),
            ("Home fits the page", { try t.send("\u{1b}[H") }, "| fit |"),
        ]
        for step in steps {
            try step.input()
            let before = frame
            guard let next = try t.expectScreenShowsFrame(step.what, after: before, where: {
                $0.text.contains(step.status) && $0.changedCells(since: before) >= 200
            }) else { return }
            frame = next
        }
        try t.send("q")
        #expect(try t.waitForExit() == 0)
    }

    /// Resizes (smaller, then larger than at the start), help open and closed, with paint on the
    /// page so that colours move when the view is re-fitted.
    @Test func resizeAndHelp() throws {
        guard let t = try Self.startOnTwoBoxes() else { return }
        let g = Self.twoBoxesGeometry
        guard let first = try t.expectScreenShowsFrame("the first screen", after: nil, where: { $0.text.contains("? help") }) else { return }
        try t.drag(Self.cells([(40, 60), (120, 60), (120, 150)]))
        guard var frame = try t.expectScreenShowsFrame("after a drag", after: first,
                                                       where: { $0.cellsShowing(Self.red, above: g.viewRows) >= 20 }) else { return }

        for (columns, rows) in [(90, 30), (150, 48), (80, 24)] {
            try t.tmux(["resize-window", "-x", "\(columns)", "-y", "\(rows)"])
            guard let resized = try t.expectScreenShowsFrame("after a resize to \(columns)x\(rows)", after: frame, where: {
                $0.columns == columns && $0.rows == rows && $0.cellsShowing(Self.red, above: rows - 2) > 0
            }) else { return }
            frame = resized
        }
        try t.send("?")
        guard let help = try t.expectScreenShowsFrame("with help open", after: frame, where: { $0.text.contains("termcolor - keys") }) else { return }
        try t.send("?")
        guard let closed = try t.expectScreenShowsFrame("with help closed", after: help, where: { !$0.text.contains("termcolor - keys") }) else { return }
        // Closing help shows the picture as it was before.
        #expect(closed.changedCells(since: frame) == 0)
        try t.send("q")
        #expect(try t.waitForExit() == 0)
    }

    /// A terminal wider than 223 columns (SGR mouse reports only) filled through a click past
    /// column 223, a terminal too small to draw in, `n` zooming to a region, Enter filling it.
    @Test func wideTinyAndNextRegion() throws {
        let folder = try Tmux.temporaryFolder()
        let page = folder.appendingPathComponent("wide.png")
        try EndToEndTests.wide.write(to: page)
        let t = try Self.start([page.path], columns: 250, rows: 60, folder: folder)
        guard try t.waitForReady() else { return }
        guard let first = try t.expectScreenShowsFrame("the first screen", after: nil, where: { $0.text.contains("? help") }) else { return }
        // SGR column 230 lands in the right box (EndToEndTests.wideTerminalColumn230AndResize).
        try t.send("f")
        try t.mouse(0, column: 229, row: 29)
        try t.mouse(0, column: 229, row: 29, release: true)
        guard let filled = try t.expectScreenShowsFrame("after a fill at column 230", after: first,
                                                        where: { $0.cellsShowing(Self.red, above: 58) >= 20 }) else { return }
        try t.tmux(["resize-window", "-x", "15", "-y", "6"])
        guard let tiny = try t.expectScreenShowsFrame("in a 15x6 terminal", after: filled, where: { $0.columns == 15 && $0.rows == 6 }) else { return }
        #expect(tiny.text.contains("small"))
        try t.tmux(["resize-window", "-x", "100", "-y", "30"])
        guard let back = try t.expectScreenShowsFrame("back at 100x30", after: tiny, where: { $0.columns == 100 && $0.rows == 30 }) else { return }
        try t.send("nn")
        guard let next = try t.expectScreenShowsFrame("after n", after: back, where: { $0.text.contains("Enter fills it") }) else { return }
        try t.send("\r")
        guard try t.expectScreenShowsFrame("after Enter", after: next, where: { $0.text.contains("regions coloured") && $0.changedCells(since: next) > 0 }) != nil else { return }
        try t.send("Q")
        guard try t.waitFor(text: "quit without saving? y / n") else { return }
        try t.send("y")
        #expect(try t.waitForExit() == 0)
    }
}

/// The parser the screen tests read both sides with, on literal text.
@Suite struct ScreenCellsTests {
    @Test func parsesIndexedBasicAndDirectColours() {
        let screen = ScreenCells(text: "\u{1b}[38;5;196;48;5;16m\u{2580}\u{1b}[31;104mA\u{1b}[38;2;1;2;3m\u{1b}[48:2::4:5:6mB\u{1b}[39;49m \u{1b}[0m\n"
                                 + "C\u{1b}[38:5:17mD")
        #expect(screen.rows.count == 2)
        #expect(screen.cell(0, 0) == ScreenCell(glyph: "\u{2580}", fg: .indexed(196), bg: .indexed(16)))
        #expect(screen.cell(1, 0) == ScreenCell(glyph: "A", fg: .indexed(1), bg: .indexed(12)))
        #expect(screen.cell(2, 0) == ScreenCell(glyph: "B", fg: .rgb(1, 2, 3), bg: .rgb(4, 5, 6)))
        #expect(screen.cell(3, 0) == ScreenCell(glyph: " ", fg: .standard, bg: .standard))
        #expect(screen.cell(0, 1) == ScreenCell(glyph: "C", fg: .standard, bg: .standard))
        #expect(screen.cell(1, 1) == ScreenCell(glyph: "D", fg: .indexed(17), bg: .standard))
        #expect(screen.cell(2, 1) == nil)
    }

    /// capture-pane writes a code only where colours change, across line ends too.
    @Test func coloursCarryIntoTheNextLine() {
        let screen = ScreenCells(text: "\u{1b}[38;5;1m\u{1b}[48;5;2mab\ncd")
        #expect(screen.cell(1, 1) == ScreenCell(glyph: "d", fg: .indexed(1), bg: .indexed(2)))
    }

    /// A blank's foreground is invisible; everything else counts.
    @Test func looksLikeComparesWhatAPersonSees() {
        let blank = ScreenCell(glyph: " ", fg: .indexed(1), bg: .indexed(2))
        #expect(blank.looksLike(ScreenCell(glyph: " ", fg: .indexed(9), bg: .indexed(2))))
        #expect(!blank.looksLike(ScreenCell(glyph: " ", fg: .indexed(1), bg: .indexed(3))))
        let half = ScreenCell(glyph: "\u{2580}", fg: .indexed(1), bg: .indexed(2))
        #expect(!half.looksLike(ScreenCell(glyph: "\u{2580}", fg: .indexed(9), bg: .indexed(2))))
        #expect(!half.looksLike(ScreenCell(glyph: "\u{2584}", fg: .indexed(1), bg: .indexed(2))))
    }

    /// The frame log reads back as the frame it was written from, and a screen that differs in
    /// one colour, a missing last column or swapped rows is told apart.
    @Test func frameLogRoundTripAndDifferences() throws {
        var frame = CellFrame(columns: 5, rows: 3)
        frame[0, 0] = Cell.halfBlock(upper: 17, lower: 200)
        frame[4, 2] = Cell.halfBlock(upper: 3, lower: 2)
        frame.write("ab", column: 1, row: 1, fg: 231, bg: 235)
        let text = FrameLog.text(of: frame, sequence: 7)
        guard let logged = LoggedFrame(text: text) else { Issue.record("the log does not parse"); return }
        #expect(logged.sequence == 7 && logged.columns == 5 && logged.rows == 3)
        for row in 0..<3 {
            for column in 0..<5 { #expect(logged.cells.cell(column, row) == ScreenCell(frame[column, row])) }
        }
        #expect(ScreenDifference(frame: logged, screen: logged.cells).isEmpty)

        var recoloured = frame
        recoloured[2, 1] = Cell(glyph: "b", fg: 231, bg: 236)
        #expect(ScreenDifference(frame: logged, screen: LoggedFrame(text: FrameLog.text(of: recoloured, sequence: 1))!.cells).mismatches.count == 1)
        var narrow = logged.cells
        narrow.rows = narrow.rows.map { Array($0.dropLast()) }
        #expect(ScreenDifference(frame: logged, screen: narrow).mismatches.map(\.column) == [4, 4, 4])
        var swapped = logged.cells
        swapped.rows.swapAt(0, 2)
        #expect(ScreenDifference(frame: logged, screen: swapped).mismatches.count >= 2)
    }
}
