import ColorCore
import Pixels
import Screens
import Testing
@testable import TermColor

/// A region outline taken away (or, into a kitty image, drawn) is hundreds of cells at once:
/// they go a share a frame, never the paint's cells held back, and none is forgotten.
@Suite struct PixelOwedCellsTests {
    static let columns = 60, rows = 24
    static let geometry = ViewGeometry(pageWidth: 600, pageHeight: 220, columns: columns, rows: rows)
    static let canvas: Canvas = {
        let page = Page(width: 600, height: 220)
        return Canvas(page: page, lineArt: LineArt(page: page))
    }()
    static func page(_ cells: CellFrame) -> PixelPage {
        PixelPage(page: ShownPage(canvas: canvas, lineArtShown: true),
                  geometry: geometry, pageCells: cells, letterbox: RGB(r: 48, g: 48, b: 48))
    }
    static var blankCells: CellFrame { CellFrame(columns: columns, rows: rows, fill: Cell(glyph: " ", fg: 231, bg: 231)) }
    static let outline = Cell(glyph: "▀", fg: 201, bg: 231)

    /// A ring of outline cells: rows 2 and 19 from column 4 to 55, and columns 4 and 55 between.
    static var ring: [Int] {
        var cells: [Int] = []
        for x in 4..<56 { cells += [2 * columns + x, 19 * columns + x] }
        for y in 3..<19 { cells += [y * columns + 4, y * columns + 55] }
        return cells.sorted()
    }
    static func outlined(_ cells: CellFrame) -> CellFrame {
        var f = cells
        for i in ring { f.cells[i] = outline }
        return f
    }
    static func covered(_ plan: PixelPresenter.Plan) -> Set<Int> {
        var cells = Set<Int>()
        for r in plan.images { for y in r.y..<r.maxY { for x in r.x..<r.maxX { cells.insert(y * columns + x) } } }
        return cells
    }

    @Test func anOutlineTakenAwayGoesAShareAFrameAndAllOfIt() {
        #expect(Self.ring.count > 2 * PixelPresenter.cellsPerFrame)
        var presenter = PixelPresenter()
        let cells = Self.blankCells
        _ = presenter.plan(for: cells, page: Self.page(cells))
        let on = presenter.plan(for: Self.outlined(cells), page: Self.page(cells))
        // Over sixel the outline is text: no pixels, every cell written.
        #expect(on.images.isEmpty && on.overlays.count == Self.ring.count && !presenter.isOwing)
        var sent = Set<Int>(), frames = 0
        repeat {
            let plan = presenter.plan(for: cells, page: Self.page(cells))
            let share = Self.covered(plan)
            #expect(share.count <= PixelPresenter.cellsPerFrame && plan.overlays.isEmpty)
            sent.formUnion(share)
            frames += 1
        } while presenter.isOwing && frames < 100
        #expect(sent == Set(Self.ring))
        #expect(frames == (Self.ring.count + PixelPresenter.cellsPerFrame - 1) / PixelPresenter.cellsPerFrame)
        #expect(presenter.plan(for: cells, page: Self.page(cells)) == PixelPresenter.Plan())
    }

    @Test func thePaintsCellsAreNeverHeldBack() {
        var presenter = PixelPresenter()
        let cells = Self.blankCells
        _ = presenter.plan(for: cells, page: Self.page(cells))
        _ = presenter.plan(for: Self.outlined(cells), page: Self.page(cells))
        // The outline goes as a fill paints 2 x 40 cells inside it: all the paint goes at once.
        var painted = cells
        let paint = (5..<45).flatMap { x in [8 * Self.columns + x, 9 * Self.columns + x] }
        for i in paint { painted.cells[i] = Cell(glyph: " ", fg: 196, bg: 196) }
        let plan = presenter.plan(for: painted, page: Self.page(painted))
        #expect(Set(paint).isSubset(of: Self.covered(plan)) && presenter.isOwing)
        // An owed cell an overlay covers again owes nothing while it stays.
        _ = presenter.plan(for: Self.outlined(painted), page: Self.page(painted))
        #expect(!presenter.isOwing)
    }

    /// Over sixel an overlay changed to another is text written again, no pixels.
    @Test func anOverlayChangedToAnotherSendsNoPixels() {
        var presenter = PixelPresenter()
        let cells = Self.blankCells
        _ = presenter.plan(for: cells, page: Self.page(cells))
        _ = presenter.plan(for: Self.outlined(cells), page: Self.page(cells))
        var recoloured = cells
        for i in Self.ring { recoloured.cells[i] = Cell(glyph: "▀", fg: 46, bg: 231) }
        let plan = presenter.plan(for: recoloured, page: Self.page(cells))
        #expect(plan.images.isEmpty && plan.overlays.count == Self.ring.count && !presenter.isOwing)
    }

    /// Into a kitty image the outline is pixels: it comes a share a frame too, each cell drawn
    /// with its overlay once its share goes.
    @Test func intoKittyPixelsAnOutlineComesAShareAFrame() {
        var presenter = PixelPresenter(overlaysAreText: false, runGap: 0)
        let cells = Self.blankCells
        _ = presenter.plan(for: cells, page: Self.page(cells))
        let outlined = Self.outlined(cells)
        var drawn = Set<Int>(), frames = 0
        repeat {
            let plan = presenter.plan(for: outlined, page: Self.page(cells))
            let share = Self.covered(plan)
            #expect(share.count <= PixelPresenter.cellsPerFrame)
            #expect(Set(plan.overlays.map { $0.row * Self.columns + $0.column }) == share)
            drawn.formUnion(share)
            frames += 1
        } while presenter.isOwing && frames < 100
        #expect(drawn == Set(Self.ring))
    }

    /// Overlay text moves the cursor only where the next cell is not the one just right, and
    /// says colours only where they change.
    @Test func overlayTextSaysOnlyWhatChanges() {
        let run = (10..<13).map { PixelPresenter.Overlay(column: $0, row: 4, cell: Self.outline) }
        let text = String(decoding: PixelOutput.text(run), as: UTF8.self)
        #expect(text == "\u{1b}[5;11H\u{1b}[0;38;5;201;48;5;231m▀▀▀")
        // Another row, another colour, a wide glyph (the cell after it is placed anew).
        let more = [PixelPresenter.Overlay(column: 10, row: 5, cell: Cell(glyph: "字", fg: 16, bg: 231)),
                    PixelPresenter.Overlay(column: 11, row: 5, cell: Cell(glyph: "x", fg: 16, bg: 231))]
        let second = String(decoding: PixelOutput.text(run + more), as: UTF8.self)
        #expect(second == text + "\u{1b}[6;11H\u{1b}[0;38;5;16;48;5;231m字\u{1b}[6;12Hx")
    }
}
