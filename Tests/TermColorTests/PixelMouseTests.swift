@testable import ColorCore
@testable import Screens
@testable import TermColor
import Testing

/// Pixel mouse reports (SGR-pixels, 1016) and the terminal's answers to our queries, as bytes
/// xterm sends them (seen under Xvfb: `CSI ? 1016 ; 2 $ y`, pixels 1-based from the text area,
/// -1 over the border).
@Suite struct PixelMouseTests {
    @Test func answersAreRepliesNotKeys() {
        var d = InputDecoder()
        #expect(d.feed(Array("\u{1b}[?1016;2$ya\u{1b}[6;20;10tb".utf8)) == [.key(.char("a")), .key(.char("b"))])
        #expect(d.replies == [.mode(1016, value: 2), .cellPixels(width: 10, height: 20)])
        // Split anywhere, the same.
        var e = InputDecoder()
        var events: [InputEvent] = []
        for b in Array("\u{1b}[?1016;0$y".utf8) { events += e.feed([b]) }
        #expect(events.isEmpty && e.replies == [.mode(1016, value: 0)])
        #expect(!TerminalReply.modeIsKnown(0) && TerminalReply.modeIsKnown(2))
    }

    @Test func pixelReportsBecomeCellsWithThePixelInside() {
        var d = InputDecoder()
        d.pixels = PixelReports(cellWidth: 10, cellHeight: 20, columns: 80, rows: 24)
        // y 30 is beyond 24 rows: pixels for sure. Pixel (49, 29) 0-based: cell 4, row 1.
        let events = d.feed(Array("\u{1b}[<0;50;30M\u{1b}[<32;51;30M".utf8))
        #expect(events == [
            .mouse(MouseEvent(kind: .press, button: 0, column: 4, row: 1, pixel: PixelPosition(x: 4.95, y: 1.475, stepX: 0.1, stepY: 0.05))),
            .mouse(MouseEvent(kind: .drag, button: 0, column: 5, row: 1, pixel: PixelPosition(x: 5.05, y: 1.475, stepX: 0.1, stepY: 0.05))),
        ])
    }

    /// Until a report lies beyond the cell grid, reports are read as cells: a terminal that
    /// claims the mode but sends cells is understood; one report beyond settles it.
    @Test func reportsAreTrustedOnlyOnceBeyondTheGrid() {
        var d = InputDecoder()
        d.pixels = PixelReports(cellWidth: 8, cellHeight: 16, columns: 80, rows: 24)
        #expect(d.feed(Array("\u{1b}[<35;10;5M".utf8)) == [.mouse(MouseEvent(kind: .move, button: 3, column: 9, row: 4))])
        #expect(d.feed(Array("\u{1b}[<35;300;5M".utf8)).first.map { if case .mouse(let m) = $0 { m.pixel != nil && m.column == 37 } else { false } } == true)
        // From now on small numbers are pixels too.
        #expect(d.feed(Array("\u{1b}[<35;10;5M".utf8)) == [
            .mouse(MouseEvent(kind: .move, button: 3, column: 1, row: 0, pixel: PixelPosition(x: 9.5 / 8, y: 4.5 / 16, stepX: 1.0 / 8, stepY: 1.0 / 16))),
        ])
    }

    @Test func negativeCoordinatesOverTheBorderAreDroppedWhole() {
        var d = InputDecoder()
        d.pixels = PixelReports(cellWidth: 6, cellHeight: 13, columns: 80, rows: 24)
        // Not a stray "1" key (colour 1) from the tail of the report.
        #expect(d.feed(Array("\u{1b}[<35;-1;-1Mq".utf8)) == [.key(.char("q"))])
    }

    /// xterm's window size counts its 2-pixel border on each side: 484 x 316 for 80 x 24 cells
    /// of 6 x 13. A terminal with fractional cells says so in its size.
    @Test func cellSizeFromTheWindowSize() {
        #expect(PixelReports.cellSize(pixels: 484, cells: 80) == 6)
        #expect(PixelReports.cellSize(pixels: 316, cells: 24) == 13)
        #expect(PixelReports.cellSize(pixels: 680, cells: 80) == 8.5)
        #expect(PixelReports.cellSize(pixels: 0, cells: 80) == nil)
    }
}
