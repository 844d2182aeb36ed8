import ColorCore
import Pixels
import Screens
import Testing
@testable import TermColor

/// The pixel presenter sends the whole area once, then only what changed: the cells whose page
/// cells changed, the cells an overlay left (their pixels come back), and writes overlays as text
/// over every image sent under them.
@Suite struct PixelPresenterTests {
    static let columns = 30, rows = 12
    static let geometry = ViewGeometry(pageWidth: 300, pageHeight: 100, columns: columns, rows: rows)

    static func page(_ cells: CellFrame, tip: Rect = .empty) -> PixelPage {
        PixelPage(page: ShownPage(canvas: canvas, lineArtShown: true),
                  geometry: geometry, pageCells: cells, letterbox: RGB(r: 48, g: 48, b: 48), tipCells: tip)
    }
    static let canvas: Canvas = {
        let page = Page(width: 300, height: 100)
        return Canvas(page: page, lineArt: LineArt(page: page))
    }()
    static var blankCells: CellFrame { CellFrame(columns: columns, rows: rows, fill: Cell(glyph: " ", fg: 231, bg: 231)) }

    @Test func theFirstFrameIsWholeThenOnlyChangesGo() {
        var presenter = PixelPresenter()
        let cells = Self.blankCells
        let first = presenter.plan(for: cells, page: Self.page(cells))
        #expect(first.full && first.images == [Rect(x: 0, y: 0, width: 30, height: 10)] && first.overlays.isEmpty)
        #expect(presenter.plan(for: cells, page: Self.page(cells)) == PixelPresenter.Plan())
        var painted = cells
        painted[4, 3] = Cell(glyph: " ", fg: 196, bg: 196)
        painted[5, 3] = Cell(glyph: "▀", fg: 196, bg: 231)
        let drag = presenter.plan(for: painted, page: Self.page(painted))
        #expect(!drag.full && drag.images == [Rect(x: 4, y: 3, width: 2, height: 1)])
        // A zoom or pan (another geometry) sends everything again, as does forgetting.
        presenter.invalidate()
        #expect(presenter.plan(for: painted, page: Self.page(painted)).full)
    }

    /// The tip shows in the page cells before its paint lands in the page: its cells are written
    /// as text while it is there, and their pixels come back once it has moved on.
    @Test func theTipIsTextUntilItHasMovedOn() {
        var presenter = PixelPresenter()
        let cells = Self.blankCells
        _ = presenter.plan(for: cells, page: Self.page(cells))
        var tipped = cells
        tipped[3, 4] = Cell(glyph: "▀", fg: 196, bg: 231)
        let tip = Rect(x: 3, y: 4, width: 2, height: 1)
        let on = presenter.plan(for: tipped, page: Self.page(tipped, tip: tip))
        #expect(on.images == [Rect(x: 3, y: 4, width: 1, height: 1)] && on.overlays.map(\.column) == [3, 4])
        #expect(presenter.plan(for: tipped, page: Self.page(tipped, tip: tip)) == PixelPresenter.Plan())
        let off = presenter.plan(for: tipped, page: Self.page(tipped))
        #expect(off.images == [tip] && off.overlays.isEmpty)
    }

    @Test func overlaysAreTextOverTheImageAndLeaveNoTrace() {
        var presenter = PixelPresenter()
        let cells = Self.blankCells
        _ = presenter.plan(for: cells, page: Self.page(cells))
        var hovered = cells
        hovered[7, 2] = Cell(glyph: "┼", fg: 16, bg: 231)
        let on = presenter.plan(for: hovered, page: Self.page(cells))
        #expect(on.images.isEmpty && on.overlays == [.init(column: 7, row: 2, cell: hovered[7, 2])])
        // Paint under the overlay: the patch goes, and the overlay is written again over it.
        var painted = cells
        painted[7, 2] = Cell(glyph: " ", fg: 196, bg: 196)
        hovered[7, 2] = Cell(glyph: "┼", fg: 16, bg: 196)
        let under = presenter.plan(for: hovered, page: Self.page(painted))
        #expect(under.images == [Rect(x: 7, y: 2, width: 1, height: 1)] && under.overlays.map(\.cell) == [hovered[7, 2]])
        // The overlay gone: its cell's pixels come back, nothing is written as text.
        let off = presenter.plan(for: painted, page: Self.page(painted))
        #expect(off.images == [Rect(x: 7, y: 2, width: 1, height: 1)] && off.overlays.isEmpty)
        // The chrome rows are never the image's.
        var chrome = painted
        chrome[3, 11] = Cell(glyph: "x", fg: 16, bg: 231)
        #expect(presenter.plan(for: chrome, page: Self.page(painted)) == PixelPresenter.Plan())
    }

    @Test func theTextLayerHoldsBlanksOverThePageArea() {
        var frame = Self.blankCells
        frame[2, 2] = Cell(glyph: "▀", fg: 196, bg: 231)
        frame[2, 11] = Cell(glyph: "q", fg: 16, bg: 231)
        let text = PixelPresenter.textFrame(frame, page: Self.page(Self.blankCells))
        #expect(text[2, 11] == frame[2, 11])
        #expect(text.cells[0..<(10 * Self.columns)].allSatisfy { $0 == text[0, 0] } && text[2, 2].glyph == " ")
        // Two frames whose page areas differ give the text layer the same cells there.
        #expect(Array(PixelPresenter.textFrame(Self.blankCells, page: Self.page(Self.blankCells)).cells[0..<300]) == Array(text.cells[0..<300]))
    }

    @Test func changesAreRowRunsJoinedDownMoreThanEnoughAreOne() {
        // A 2x2 block and a third cell one apart on the second row.
        #expect(PixelPresenter.rectangles(around: [0, 1, 30, 31, 33], columns: 30)
                == [Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 0, y: 1, width: 4, height: 1)])
        #expect(PixelPresenter.rectangles(around: [0, 1, 30, 31, 60, 61], columns: 30) == [Rect(x: 0, y: 0, width: 2, height: 3)])
        let apart = PixelPresenter.rectangles(around: [0, 20, 250], columns: 30)
        #expect(apart.count == 3)
        // A ring (a region outline taken away) is its sides, not the box inside it.
        var ring: [Int] = []
        for x in 5..<25 { ring += [2 * 30 + x, 9 * 30 + x] }
        for y in 3..<9 { ring += [y * 30 + 5, y * 30 + 24] }
        let sides = PixelPresenter.rectangles(around: ring, columns: 30)
        #expect(sides.reduce(0) { $0 + $1.area } == ring.count && sides.count == 4)
        // More lone cells than patches are sent, no two in a column on rows next to each other.
        let scattered = (0..<20).flatMap { y in stride(from: y % 2, to: 100, by: 3).map { y * 100 + $0 } }
        #expect(scattered.count > PixelPresenter.mostPatches)
        #expect(PixelPresenter.rectangles(around: scattered, columns: 100) == [Rect(x: 0, y: 0, width: 100, height: 20)])
    }
}
