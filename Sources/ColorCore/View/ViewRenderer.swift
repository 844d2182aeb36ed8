/// Turns the page into the half-block cells of the view area, and keeps them current: a full
/// render when the terminal size changes, and per paint only the cells above the dirty page
/// rectangle. The frame covers the whole terminal; the reserved rows at the bottom are left
/// blank for the palette bar and status line.
public struct ViewRenderer: Sendable {
    /// Colour of the letterbox around the page.
    public static let letterbox: UInt8 = 236

    public private(set) var geometry: ViewGeometry
    public private(set) var pyramid: ViewPyramid
    public private(set) var frame: CellFrame
    private var quantizer = PaletteQuantizer()
    private var level = 0
    /// Per display column/row: the range of level pixels it merges (lo, hi exclusive). These
    /// partition the level, so a white display pixel never spans a line: outlines stay closed.
    private var columnLevelRange: [Int32] = []
    private var rowLevelRange: [Int32] = []

    /// While the line art is hidden (`v`): a line-art map with no lines, so the pyramid is built
    /// from the paint layer alone.
    private var paintOnlyArt: LineArt?
    public var showsLineArt: Bool { paintOnlyArt == nil }

    // Concrete entry points for the two sources, so the per-pixel reads are specialised here
    // rather than going through a witness table from another module. Each picks the paint layer
    // alone while the line art is hidden.
    public init(canvas: Canvas, lineArt: LineArt, columns: Int, rows: Int) {
        self.init(source: canvas, lineArt: lineArt, columns: columns, rows: rows)
    }
    public mutating func resize(canvas: Canvas, lineArt: LineArt, columns: Int, rows: Int) {
        if let art = paintOnlyArt {
            resize(source: PaintLayer(canvas: canvas), lineArt: art, columns: columns, rows: rows)
        } else {
            resize(source: canvas, lineArt: lineArt, columns: columns, rows: rows)
        }
    }
    @discardableResult
    public mutating func pageChanged(canvas: Canvas, lineArt: LineArt, dirty: Rect) -> Rect {
        if let art = paintOnlyArt { return pageChanged(source: PaintLayer(canvas: canvas), lineArt: art, dirty: dirty) }
        return pageChanged(source: canvas, lineArt: lineArt, dirty: dirty)
    }
    /// Shows another part of the page: re-renders the view's cells from the pyramid level
    /// nearest the new scale (the page is never resampled); the presenter's diff then writes
    /// only the cells that changed. Returns whether the view moved.
    @discardableResult
    public mutating func setViewport(_ viewport: Viewport, canvas: Canvas, lineArt: LineArt) -> Bool {
        let g = ViewGeometry(pageWidth: pyramid.width, pageHeight: pyramid.height, columns: geometry.columns,
                             rows: geometry.rows, viewport: viewport)
        guard g != geometry else { return false }
        geometry = g
        if let art = paintOnlyArt {
            refit(source: PaintLayer(canvas: canvas), lineArt: art)
        } else {
            refit(source: canvas, lineArt: lineArt)
        }
        return true
    }
    /// Shows or hides the line art: rebuilds the pyramid from the layers now shown (one pass over
    /// the page, only when toggled).
    public mutating func setLineArtShown(_ shown: Bool, canvas: Canvas, lineArt: LineArt) {
        guard shown != showsLineArt else { return }
        if shown {
            paintOnlyArt = nil
            pyramid = ViewPyramid(source: canvas, lineArt: lineArt)
            refit(source: canvas, lineArt: lineArt)
        } else {
            let art = LineArt(width: lineArt.width, height: lineArt.height,
                              darkness: [UInt8](repeating: 0, count: lineArt.width * lineArt.height))
            paintOnlyArt = art
            pyramid = ViewPyramid(source: PaintLayer(canvas: canvas), lineArt: art)
            refit(source: PaintLayer(canvas: canvas), lineArt: art)
        }
    }

    init<S: ViewPixelSource>(source: S, lineArt: LineArt, columns: Int, rows: Int) {
        pyramid = ViewPyramid(source: source, lineArt: lineArt)
        geometry = ViewGeometry(pageWidth: source.width, pageHeight: source.height, columns: columns, rows: rows)
        frame = CellFrame(columns: 0, rows: 0)
        resize(source: source, lineArt: lineArt, columns: columns, rows: rows)
    }

    /// Re-fits the page to a new terminal size (keeping the zoom and pan) and renders every cell.
    mutating func resize<S: ViewPixelSource>(source: S, lineArt: LineArt, columns: Int, rows: Int) {
        geometry = ViewGeometry(pageWidth: pyramid.width, pageHeight: pyramid.height, columns: columns, rows: rows,
                                viewport: geometry.viewport)
        frame = CellFrame(columns: geometry.columns, rows: geometry.rows,
                          fill: Cell(glyph: " ", fg: Self.letterbox, bg: Self.letterbox))
        refit(source: source, lineArt: lineArt)
    }

    /// After the geometry changed: the level and ranges for it, then every cell of the view.
    private mutating func refit<S: ViewPixelSource>(source: S, lineArt: LineArt) {
        level = pyramid.level(forScale: geometry.scale)
        columnLevelRange = Self.levelRanges(geometry.columnStart, level: level)
        rowLevelRange = Self.levelRanges(geometry.rowStart, level: level)
        renderCells(source: source, lineArt: lineArt,
                    Rect(x: 0, y: 0, width: geometry.columns, height: geometry.viewRows))
    }

    /// The page changed inside `dirty` (page pixels): updates the pyramid there and re-renders
    /// the cells that show it. Returns those cells (columns, rows), empty when none.
    @discardableResult
    mutating func pageChanged<S: ViewPixelSource>(source: S, lineArt: LineArt, dirty: Rect) -> Rect {
        pyramid.update(source: source, lineArt: lineArt, dirty: dirty)
        let d = geometry.displayRect(covering: dirty)
        guard !d.isEmpty else { return .empty }
        let cells = Rect(minX: d.x + geometry.originX, minY: (d.y + geometry.originY) >> 1,
                         maxX: d.maxX - 1 + geometry.originX, maxY: (d.maxY - 1 + geometry.originY) >> 1)
            .intersection(Rect(x: 0, y: 0, width: geometry.columns, height: geometry.viewRows))
        renderCells(source: source, lineArt: lineArt, cells)
        return cells
    }

    private static func levelRanges(_ starts: [Int], level: Int) -> [Int32] {
        let n = starts.count - 1
        var ranges = [Int32](repeating: 0, count: 2 * n)
        // Each level pixel goes to exactly one display pixel, the one holding its first page
        // pixel (ceil), so lines stay one display pixel thin. Level pixels are at most `scale`
        // wide and a display pixel spans at least floor(scale), so only the page's last display
        // pixel can be narrower than a level pixel: it then takes the level pixel holding its
        // last page pixel (an empty range would render black).
        let round = (1 << level) - 1
        for d in 0..<n {
            let lo = starts[d], hi = max(lo + 1, starts[d + 1])
            var first = (lo + round) >> level, end = (hi + round) >> level
            if end <= first { first = (hi - 1) >> level; end = first + 1 }
            ranges[2 * d] = Int32(first)
            ranges[2 * d + 1] = Int32(end)
        }
        return ranges
    }

    /// Renders the cells of `cells` (terminal columns/rows inside the view area).
    private mutating func renderCells<S: ViewPixelSource>(source: S, lineArt: LineArt, _ cells: Rect) {
        guard !cells.isEmpty else { return }
        let g = geometry
        var columnColours = [UInt8](repeating: Self.letterbox, count: 2 * cells.width)
        for row in cells.y..<cells.maxY {
            for half in 0..<2 {
                let dy = 2 * row + half - g.originY
                for i in 0..<cells.width {
                    let dx = cells.x + i - g.originX
                    var index = Self.letterbox
                    if dy >= 0 && dy < g.displayHeight && dx >= 0 && dx < g.displayWidth {
                        let p = sample(source: source, lineArt: lineArt, dx: dx, dy: dy)
                        index = quantizer.index(packed: p)
                    }
                    columnColours[2 * i + half] = index
                }
            }
            for i in 0..<cells.width {
                frame[cells.x + i, row] = Cell.halfBlock(upper: columnColours[2 * i], lower: columnColours[2 * i + 1])
            }
        }
    }

    /// The merged view pixel for display pixel (`dx`, `dy`).
    @inline(__always)
    private func sample<S: ViewPixelSource>(source: S, lineArt: LineArt, dx: Int, dy: Int) -> UInt32 {
        let x0 = Int(columnLevelRange[2 * dx]), x1 = Int(columnLevelRange[2 * dx + 1])
        let y0 = Int(rowLevelRange[2 * dy]), y1 = Int(rowLevelRange[2 * dy + 1])
        var acc = ViewPixelAccumulator()
        if level == 0 {
            let w = pyramid.width
            source.withLayers { page, paint in
                lineArt.darkness.withUnsafeBufferPointer { dark in
                    for y in y0..<y1 {
                        for x in x0..<x1 { acc.add(ViewPyramid.documentPixel(page, paint, dark, y * w + x)) }
                    }
                }
            }
        } else {
            let w = pyramid.levelWidth(level)
            pyramid.levels[level - 1].withUnsafeBufferPointer { px in
                for y in y0..<y1 {
                    for x in x0..<x1 { acc.add(px[y * w + x]) }
                }
            }
        }
        return acc.result
    }
}
