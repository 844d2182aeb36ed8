/// Which cells of a render show only unpainted paper, told from a coarse pyramid level before any
/// display pixel is sampled. Most of a coloring page is paper: those cells are drawn as the one
/// paper cell, and only the display pixels of the other cells are sampled, with the neighbours
/// their finish reads (`DisplayFinish` reads the four beside each pixel).
///
/// A cell counts as paper only when `RowSampler` takes every display pixel in it as paper through
/// the same coarse level (every coarse pixel under the cell's level pixels is white), so the
/// frame is the same as when every display pixel is sampled.
struct PaperCells {
    /// The cells, and per cell of them, row by row: 1 when paper.
    let cells: Rect
    private(set) var paper: [UInt8]

    /// No cell known to be paper: every display pixel is sampled.
    init(none cells: Rect) {
        self.cells = cells
        paper = [UInt8](repeating: 0, count: cells.area)
    }

    /// `shown`: the window's display pixels the cells show; `cell`: display pixels per cell;
    /// `excluded`: display pixels changed after sampling (the stroke tip), whose cells are never
    /// paper.
    init(cells: Rect, cell: (x: Int, y: Int), geometry g: ViewGeometry, shown: Rect, excluded: Rect,
         columns: SampleTaps, rows: SampleTaps, coarse: RowSampler.Coarse) {
        self.init(none: cells)
        let shift = coarse.shift
        // The coarse columns (rows) under each cell column (row), when all its display pixels are shown.
        func coarseRange(_ taps: SampleTaps, from d0: Int, count: Int, within lo: Int, _ hi: Int) -> ClosedRange<Int>? {
            guard d0 >= lo && d0 + count <= hi else { return nil }
            let last = d0 + count - 1
            return (Int(taps.first[d0]) >> shift)...((Int(taps.first[last]) + Int(taps.count[last]) - 1) >> shift)
        }
        let across = (cells.x..<cells.maxX).map {
            coarseRange(columns, from: $0 * cell.x - g.originX, count: cell.x, within: shown.x, shown.maxX)
        }
        paper.withUnsafeMutableBufferPointer { out in
            for r in cells.y..<cells.maxY {
                let y0 = r * cell.y - g.originY
                guard let down = coarseRange(rows, from: y0, count: cell.y, within: shown.y, shown.maxY) else { continue }
                for (i, columns) in across.enumerated() {
                    guard let columns else { continue }
                    let x0 = (cells.x + i) * cell.x - g.originX
                    if !excluded.isEmpty && !excluded.intersection(Rect(x: x0, y: y0, width: cell.x, height: cell.y)).isEmpty { continue }
                    var white = true
                    for cy in down where white {
                        for cx in columns where coarse.reader.pixel(cx, cy) != ViewPixel.white { white = false; break }
                    }
                    if white { out[(r - cells.y) * cells.width + i] = 1 }
                }
            }
        }
    }

    @inline(__always) func isPaper(column c: Int, row r: Int) -> Bool {
        paper[(r - cells.y) * cells.width + c - cells.x] != 0
    }

    /// The cell rows whose cells read display row `dy` (window coordinates): its own, and the
    /// one above (below) at the cell's top (bottom) edge; nil when none is in `cells`.
    func rowsReading(dy: Int, cell: (x: Int, y: Int), geometry g: ViewGeometry) -> ClosedRange<Int>? {
        let row = dy + g.originY
        let r = row >= 0 ? row / cell.y : -1, sub = row - r * cell.y
        let above = sub == 0 ? r - 1 : r, below = sub == cell.y - 1 ? r + 1 : r
        let first = max(cells.y, above), last = min(cells.maxY - 1, below)
        return first <= last ? first...last : nil
    }

    /// The runs of display pixels to sample, within `read`, of a display row that the cell rows
    /// `rows` read: the display pixels of their cells that are not paper, one more each side.
    func runs(rows: ClosedRange<Int>, cell: (x: Int, y: Int), geometry g: ViewGeometry, read: Rect,
              into runs: inout [Range<Int>]) {
        runs.removeAll(keepingCapacity: true)
        paper.withUnsafeBufferPointer { p in
            var start = -1, end = -1
            for c in cells.x..<cells.maxX {
                var needed = false
                for q in rows where p[(q - cells.y) * cells.width + c - cells.x] == 0 { needed = true; break }
                guard needed else { continue }
                let lo = max(read.x, c * cell.x - g.originX - 1), hi = min(read.maxX, c * cell.x - g.originX + cell.x + 1)
                guard lo < hi else { continue }
                if lo <= end { end = max(end, hi) } else {
                    if start < end { runs.append(start..<end) }
                    start = lo; end = hi
                }
            }
            if start < end { runs.append(start..<end) }
        }
    }
}
