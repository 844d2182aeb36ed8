/// Where the page sits on a terminal of `columns x rows` cells, and how screen positions map to
/// page pixels.
///
/// The bottom `reservedRows` rows are for the palette bar and status line. Above them each cell
/// holds `glyphs.cellPixels` *display pixels* (1x2 for half blocks, 2x2 quadrants, 2x3 sextants),
/// so the view area is `columns * cellPixels.x` display pixels wide and `viewRows *
/// cellPixels.y` high; screen display pixel (x, y) lies in cell (x / cellPixels.x, y /
/// cellPixels.y). A cell is 1 by `cellShape.dotsHigh` *dots* whatever the glyphs (a dot is
/// square on screen: a half-block display pixel on a usual 1:2 cell), and the zoom `scale` is
/// page pixels per dot, so zooming
/// and fitting do not depend on the glyphs; each axis has its own page pixels per display pixel
/// (`scaleX`, `scaleY`). At the fit scale the page is fitted into the area with its aspect ratio
/// kept and centred (letterboxed); a `Viewport` zooms in, and where the page then overflows the
/// view on an axis, only a window of it is shown (`ViewAxis`). Every mapping between the screen
/// and the page (mouse reports, the keyboard cursor, the renderer's sampling, dirty cells) goes
/// through this type.
public struct ViewGeometry: Equatable, Sendable {
    public static let reservedRows = 2

    public let pageWidth: Int, pageHeight: Int
    public let columns: Int, rows: Int
    public let glyphs: GlyphMode
    /// The cell's height in dots (its width is one).
    public let cellShape: CellShape
    /// Page pixels per dot (below 1 when the page is enlarged).
    public let scale: Double
    /// The scale that shows the whole page.
    public let fitScale: Double
    public let x: ViewAxis, y: ViewAxis

    /// Cell rows available for the page.
    public var viewRows: Int { max(0, rows - Self.reservedRows) }
    /// Display pixels per cell across and down.
    public var cellPixels: (x: Int, y: Int) { glyphs.cellPixels }
    /// The view area in display pixels.
    public var areaWidth: Int { max(1, columns) * cellPixels.x }
    public var areaHeight: Int { max(1, viewRows) * cellPixels.y }
    /// Page pixels per display pixel across and down.
    public var scaleX: Double { x.scale }
    public var scaleY: Double { y.scale }
    /// How many times larger than fit (1 at fit).
    public var zoom: Double { fitScale / scale }
    public var isFit: Bool { scale >= fitScale }

    // The axes' figures under the names the rest of the program uses.
    /// Size of the shown page window on screen, in display pixels.
    public var displayWidth: Int { x.count }
    public var displayHeight: Int { y.count }
    /// Screen display pixel of the window's first display pixel.
    public var originX: Int { x.origin }
    public var originY: Int { y.origin }
    /// Display pixels of the page's grid at this scale left of (above) the window.
    public var offsetX: Int { x.offset }
    public var offsetY: Int { y.offset }
    /// `displayWidth + 1` entries; the last is the end of the window (`pageWidth` at fit).
    public var columnStart: [Int] { x.starts }
    /// `displayHeight + 1` entries; the last is the end of the window (`pageHeight` at fit).
    public var rowStart: [Int] { y.starts }
    /// The page rectangle the window shows.
    public var window: Rect {
        Rect(x: x.starts[0], y: y.starts[0], width: x.starts[x.count] - x.starts[0], height: y.starts[y.count] - y.starts[0])
    }

    /// Too small to show anything useful (a short message is shown instead).
    public var isTooSmall: Bool { columns < 20 || rows < Self.reservedRows + 3 }

    public init(pageWidth: Int, pageHeight: Int, columns: Int, rows: Int, viewport: Viewport = .fit,
                glyphs: GlyphMode = .half, cellShape: CellShape = .usual) {
        precondition(pageWidth > 0 && pageHeight > 0)
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        self.glyphs = glyphs
        self.cellShape = cellShape
        // In dots: a cell is 1 wide and `dotsHigh` high.
        let dotsHigh = cellShape.dotsHigh
        let dotsW = max(1, self.columns), dotsH = max(1, dotsHigh * Double(max(0, rows - Self.reservedRows)))
        let fit = max(Double(pageWidth) / Double(dotsW), Double(pageHeight) / dotsH)
        fitScale = fit
        let s = viewport.scale.map { min(max($0, Viewport.closestScale), fit) } ?? fit
        scale = s
        let (cx, cy) = glyphs.cellPixels
        x = ViewAxis(page: pageWidth, area: dotsW * cx, scale: s / Double(cx), start: viewport.left, cellPixels: cx)
        y = ViewAxis(page: pageHeight, area: max(1, rows - Self.reservedRows) * cy, scale: dotsHigh * s / Double(cy), start: viewport.top,
                     cellPixels: cy)
    }

    /// The same view with other glyphs (each cell split into other display pixels).
    public func with(glyphs: GlyphMode) -> ViewGeometry {
        ViewGeometry(pageWidth: pageWidth, pageHeight: pageHeight, columns: columns, rows: rows, viewport: viewport, glyphs: glyphs,
                     cellShape: cellShape)
    }

    /// The viewport this geometry shows, clamped to the page (what to keep after a zoom or pan,
    /// so panning back from beyond an edge takes effect at once).
    public var viewport: Viewport {
        isFit ? .fit : Viewport(scale: scale, left: Double(x.offset) * x.scale, top: Double(y.offset) * y.scale)
    }

    /// The viewport moved by (`dx`, `dy`) display pixels of this geometry: positive shows more of
    /// the right / bottom.
    public func panned(dx: Int, dy: Int) -> Viewport {
        let v = viewport
        return Viewport(scale: v.scale, left: v.left + Double(dx) * x.scale, top: v.top + Double(dy) * y.scale)
    }

    /// The viewport at zoom `scale` that shows page point (`px`, `py`) at display position
    /// (`ax`, `ay`) of this geometry's area (display pixels from the view area's top-left).
    public func anchored(scale: Double, pageX px: Double, pageY py: Double, atDisplayX ax: Double, y ay: Double) -> Viewport {
        let (cx, cy) = cellPixels
        return Viewport(scale: scale, left: px - ax * scale / Double(cx), top: py - ay * cellShape.dotsHigh * scale / Double(cy))
    }

    /// The viewport at zoom `scale` centred on page point (`px`, `py`).
    public func centred(scale: Double, onPageX px: Double, y py: Double) -> Viewport {
        anchored(scale: scale, pageX: px, pageY: py, atDisplayX: Double(areaWidth) / 2, y: Double(areaHeight) / 2)
    }

    /// Page columns shown by display column `dx` (`0 ..< displayWidth`).
    @inlinable public func pageColumns(_ dx: Int) -> Range<Int> { x.pageRange(dx) }

    /// Page rows shown by display row `dy` (`0 ..< displayHeight`).
    @inlinable public func pageRows(_ dy: Int) -> Range<Int> { y.pageRange(dy) }

    /// The page position under the centre of cell (`column`, `row`), where a mouse report on the
    /// cell points (it does not say which of the cell's display pixels). Positions off the page
    /// are returned as they are, outside `0 ..< pageWidth` (strokes may leave the page); nil for
    /// cells outside the view area.
    public func pagePoint(column: Int, row: Int) -> (x: Double, y: Double)? {
        guard column >= 0, column < columns, row >= 0, row < viewRows else { return nil }
        return pagePointAnywhere(column: column, row: row)
    }

    /// As `pagePoint`, for any cell (a drag may wander over the status rows or off the page).
    public func pagePointAnywhere(column: Int, row: Int) -> (x: Double, y: Double) {
        pagePoint(cellX: Double(column) + 0.5, cellY: Double(row) + 0.5)
    }

    /// The page position at a fractional cell position (`column + 0.5` is the middle of a cell;
    /// a pixel-precise mouse report gives any fraction).
    public func pagePoint(cellX: Double, cellY: Double) -> (x: Double, y: Double) {
        pagePoint(displayX: cellX * Double(cellPixels.x), displayY: cellY * Double(cellPixels.y))
    }

    /// The page position at a fractional screen display position (`2.5` is the middle of display
    /// pixel 2).
    public func pagePoint(displayX: Double, displayY: Double) -> (x: Double, y: Double) {
        (x.position(displayX - Double(x.origin)), y.position(displayY - Double(y.origin)))
    }

    /// The page position of a pointer at (`x`, `y`) in cells (column and row plus the fraction
    /// across the cell; a cell report's pointer is at the cell's centre, `column + 0.5`,
    /// `row + 0.5`), on each axis's continuous grid (`ViewAxis.gridPosition`): uniform, so reports
    /// one cell (or one screen pixel) apart always give points exactly one step apart, which the
    /// stroke filter relies on (`InputGrid`), and the very grid the pixel view draws the page on,
    /// so a pixel-precise report lands on the page pixel drawn under it. At fit that grid spreads
    /// the page over whole cells (up to about 1% coarser than the zoom's scale): read at the
    /// zoom's own scale instead, a report near the far edge lands several screen pixels short.
    public func pointerPoint(x px: Double, y py: Double) -> StrokePoint {
        StrokePoint(x: x.gridPosition(px * Double(cellPixels.x) - Double(originX)),
                    y: y.gridPosition(py * Double(cellPixels.y) - Double(originY)))
    }

    /// The grid of pointer reports `stepX` x `stepY` cells apart, in page pixels (the steps of
    /// `pointerPoint`).
    public func reportGrid(stepX: Double = 1, stepY: Double = 1) -> InputGrid {
        InputGrid(width: stepX * Double(cellPixels.x) * scaleX, height: stepY * Double(cellPixels.y) * scaleY)
    }

    /// The page pixels screen display pixel (`screenX`, `screenY`) shows; nil off the window.
    public func pageRect(screenX: Int, screenY: Int) -> Rect? {
        let dx = screenX - originX, dy = screenY - originY
        guard dx >= 0, dx < displayWidth, dy >= 0, dy < displayHeight else { return nil }
        let cols = pageColumns(dx), rows = pageRows(dy)
        return Rect(x: cols.lowerBound, y: rows.lowerBound, width: cols.count, height: rows.count)
    }

    /// The page position of screen display pixel (`screenX`, `screenY`): the middle of the
    /// pixel's page columns and the top edge of its page rows. In half blocks the lower display
    /// pixel of a cell so gives exactly the point a mouse report on that cell gives.
    public func pagePoint(screenX: Int, screenY: Int) -> (x: Double, y: Double) {
        pagePoint(displayX: Double(screenX) + 0.5, displayY: Double(screenY))
    }

    /// The screen display pixel showing page point (`px`, `py`); beyond the window the grid
    /// continues outward (the result may be off screen).
    public func screenPixel(pageX px: Double, pageY py: Double) -> (x: Int, y: Int) {
        (x.displayIndex(px) + x.origin, y.displayIndex(py) + y.origin)
    }

    /// The cell holding screen display pixel (`sx`, `sy`).
    public func cell(ofScreenX sx: Int, y sy: Int) -> (column: Int, row: Int) {
        (sx >= 0 ? sx / cellPixels.x : (sx + 1) / cellPixels.x - 1, sy >= 0 ? sy / cellPixels.y : (sy + 1) / cellPixels.y - 1)
    }

    /// Display pixels (in the page's display coordinates, `0 ..< displayWidth`) that show any
    /// pixel of the page rectangle `rect`.
    public func displayRect(covering rect: Rect) -> Rect {
        let r = rect.intersection(window)
        guard !r.isEmpty else { return .empty }
        return Rect(minX: x.index(containing: r.x, first: true), minY: y.index(containing: r.y, first: true),
                    maxX: x.index(containing: r.maxX - 1, first: false), maxY: y.index(containing: r.maxY - 1, first: false))
    }

    /// The cells (columns, rows; clipped to the view area) that show the display pixels `d`
    /// (the page's display coordinates).
    public func cells(showing d: Rect) -> Rect {
        guard !d.isEmpty else { return .empty }
        let (cx, cy) = cellPixels
        return Rect(minX: (d.x + x.origin) / cx, minY: (d.y + y.origin) / cy,
                    maxX: (d.maxX - 1 + x.origin) / cx, maxY: (d.maxY - 1 + y.origin) / cy)
            .intersection(Rect(x: 0, y: 0, width: columns, height: viewRows))
    }
}
