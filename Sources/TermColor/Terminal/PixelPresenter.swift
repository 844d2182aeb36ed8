import ColorCore
import Screens

/// Works out what the page area needs for a new frame when it is drawn as an image: which cells'
/// pixels to send (all of them after a clear, a zoom, a pan or a resize; else the cells whose page
/// cells changed and those an overlay left), and which cells to write over the image as text: the
/// frame's cells that differ from the page's own (region outlines, hover, the keyboard cursor,
/// help, prompts). Pure; `Terminal` renders, encodes and writes the plan.
///
/// The page cells stand in for the page's pixels as the change detector: the cell renderer
/// re-renders exactly the cells above the page rectangle an edit dirtied, so a cell whose
/// colours or glyph changed marks pixels to send. The stroke tip (the open stroke's end, shown
/// before its paint lands in the page) is in the page cells only: its cells are overlays, so a
/// drag shows at once, and once the tip has moved on their pixels come back with the paint.
///
/// Over sixel an overlay is text, so a cell whose overlay changes to another needs no pixels;
/// into a kitty image overlays are drawn (`overlaysAreText` false), so their cells need pixels
/// as they come, change and go. A cell an overlay left needs its pixels back, but a region
/// outline taken away at a stroke's end leaves hundreds at once (a thousand on a page's border
/// region: 170 KB of sixel in one frame), and drawn into kitty pixels it comes as many: cells
/// beyond `cellsPerFrame` are owed and go a share a frame, the newest first (`isOwing`: the
/// program presents again soon while some are), so no one frame stalls the terminal. The
/// cells the paint changed are never held back.
struct PixelPresenter {
    struct Plan: Equatable {
        /// Cell rectangles of the page area to send as pixels, in order.
        var images: [Rect] = []
        /// Whether `images` is the whole area (a full frame: kitty transmits and places anew).
        var full = false
        /// Cells drawn over the image, row-major: as text over sixel, into the pixels for kitty.
        var overlays: [Overlay] = []
    }
    struct Overlay: Equatable { var column: Int, row: Int, cell: Cell }

    /// What the area showed after the last plan.
    private struct Shown {
        var geometry: ViewGeometry
        var pageCells: CellFrame
        var overlays: [Int: Cell]
    }
    private var shown: Shown?
    /// Cells whose pixels are due but not sent yet, the newest first.
    private var owed: [Int] = []
    /// Overlays are text over the image (sixel), not pixels in it (kitty).
    let overlaysAreText: Bool
    /// Cells of a row with at most this many between are sent in one rectangle (`rectangles(around:)`): a sixel
    /// sequence's start and palette cost more than a cell of pixels, while kitty pays every
    /// cell's bytes in full and little for a sequence.
    let runGap: Int
    /// How many cells' pixels a frame sends, owed cells filling what the paint's cells leave (these
    /// always go). About 8 KB of sixel for an outline's scattered cells, 7.5 KB of kitty's raw
    /// pixels; a 16-px brush's drag event changes 20-60 cells.
    static let cellsPerFrame = 24
    /// More rectangles than this are sent as one around them all (each costs a sequence's
    /// start and its palette).
    static let mostPatches = 512

    init(overlaysAreText: Bool = true, runGap: Int = 1) {
        self.overlaysAreText = overlaysAreText; self.runGap = runGap
    }

    /// Forgets what is on screen: the next plan sends the whole area.
    mutating func invalidate() { shown = nil; owed = [] }

    /// Whether an image may be on screen.
    var isShowing: Bool { shown != nil }

    /// Whether cells still wait for their pixels: the next plan sends some, even for the same frame.
    var isOwing: Bool { !owed.isEmpty }

    /// `frame` with the page area blanked in the letterbox's colour: what the text layer is
    /// given. The blanks never change, so the text layer never writes over the image.
    static func textFrame(_ frame: CellFrame, page: PixelPage) -> CellFrame {
        var f = frame
        let blank = Cell(glyph: " ", fg: CellColour(ViewRenderer.letterbox), bg: CellColour(ViewRenderer.letterbox))
        for i in 0..<min(f.cells.count, page.geometry.viewRows * f.columns) { f.cells[i] = blank }
        return f
    }

    mutating func plan(for frame: CellFrame, page: PixelPage) -> Plan {
        let g = page.geometry
        let columns = frame.columns, areaCells = g.viewRows * columns
        var overlays: [Int: Cell] = [:]
        for i in 0..<min(areaCells, frame.cells.count, page.pageCells.cells.count) where frame.cells[i] != page.pageCells.cells[i] {
            overlays[i] = frame.cells[i]
        }
        let tip = page.tipCells.intersection(Rect(x: 0, y: 0, width: columns, height: g.viewRows))
        for row in tip.y..<tip.maxY { for column in tip.x..<tip.maxX { overlays[row * columns + column] = frame[column, row] } }
        defer { shown = Shown(geometry: g, pageCells: page.pageCells, overlays: overlays) }
        var plan = Plan()
        guard let last = shown, last.geometry == g, last.pageCells.columns == page.pageCells.columns,
              last.pageCells.rows == page.pageCells.rows else {
            owed = []
            plan.full = true
            plan.images = [Rect(x: 0, y: 0, width: columns, height: g.viewRows)]
            plan.overlays = overlays.keys.sorted().map { Overlay(column: $0 % columns, row: $0 / columns, cell: overlays[$0]!) }
            return plan
        }
        var changed: [Int] = []
        for i in 0..<min(areaCells, page.pageCells.cells.count) where page.pageCells.cells[i] != last.pageCells.cells[i] {
            changed.append(i)
        }
        // An overlay gone: its cell's pixels come back. Over sixel a cell under an overlay owes
        // nothing until the overlay goes; into kitty pixels an overlay that came or changed is due.
        var due = last.overlays.keys.filter { overlays[$0] == nil }
        if !overlaysAreText { due += overlays.compactMap { i, cell in last.overlays[i] != cell ? i : nil } }
        let dueSet = Set(due)
        owed = (due.sorted() + owed.filter { !dueSet.contains($0) }).filter { !overlaysAreText || overlays[$0] == nil }
        var sending = Set(changed)
        var room = max(0, Self.cellsPerFrame - changed.count)
        owed = owed.filter { i in
            guard !sending.contains(i) else { return false }
            guard room > 0 else { return true }
            room -= 1
            sending.insert(i)
            return false
        }
        plan.images = Self.rectangles(around: Array(sending), columns: columns, gap: runGap)
        // Cells inside a sent rectangle that were not asked for ride along: they owe nothing more.
        if !owed.isEmpty { owed = owed.filter { i in !plan.images.contains { $0.contains(i % columns, i / columns) } } }
        var written = Set<Int>()
        if overlaysAreText { for (i, cell) in overlays where last.overlays[i] != cell { written.insert(i) } }
        for r in plan.images {
            for row in r.y..<r.maxY {
                for column in r.x..<r.maxX where overlays[row * columns + column] != nil { written.insert(row * columns + column) }
            }
        }
        plan.overlays = written.sorted().map { Overlay(column: $0 % columns, row: $0 / columns, cell: overlays[$0]!) }
        return plan
    }

    /// Rectangles covering the cells `indices` (row-major, `columns` wide): each row's runs (cells
    /// with at most `gap` cells between share one), a run under one of the same columns joining it. A region
    /// outline taken away is then thin rectangles along it, not the box around the region; more
    /// than `mostPatches` become one around them all.
    static func rectangles(around indices: [Int], columns: Int, gap: Int = 1) -> [Rect] {
        var rects: [Rect] = []
        /// The rectangles that end on the row before, by their columns.
        var open: [Range<Int>: Int] = [:], next: [Range<Int>: Int] = [:]
        var row = -1
        var run: (row: Int, columns: Range<Int>)?
        func close(_ r: (row: Int, columns: Range<Int>)) {
            if let k = open[r.columns] {
                rects[k].height += 1
                next[r.columns] = k
            } else {
                rects.append(Rect(x: r.columns.lowerBound, y: r.row, width: r.columns.count, height: 1))
                next[r.columns] = rects.count - 1
            }
        }
        for i in Set(indices).sorted() {
            let (y, x) = (i / columns, i % columns)
            if let r = run, r.row == y, x <= r.columns.upperBound + gap {
                run = (y, r.columns.lowerBound..<x + 1)
                continue
            }
            if let r = run { close(r) }
            if y != row {
                // A new row: only rectangles that reached the row just before stay open.
                open = y == row + 1 ? next : [:]
                next = [:]
                row = y
            }
            run = (y, x..<x + 1)
        }
        if let r = run { close(r) }
        if rects.count > mostPatches { return [rects.dropFirst().reduce(rects[0]) { $0.union($1) }] }
        return rects
    }
}
