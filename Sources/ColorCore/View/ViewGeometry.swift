/// Where the page sits on a terminal of `columns x rows` cells, and how screen positions map to
/// page pixels.
///
/// The bottom `reservedRows` rows are for the palette bar and status line. Above them each cell
/// is two stacked *display pixels*, so the view area is `columns` display pixels wide and
/// `2 * viewRows` high. At the fit scale the page is fitted into it with its aspect ratio kept
/// and centred (letterboxed); a `Viewport` zooms in, and where the page then overflows the view
/// on an axis, only a window of it is shown, starting `offsetX` (`offsetY`) display pixels into
/// the page's grid at this scale. Display column `dx` shows page columns
/// `columnStart[dx] ..< columnStart[dx+1]` (at least one column when the page is enlarged), rows
/// likewise; these ranges partition the shown window, which is what keeps every line pixel in it
/// visible somewhere on screen.
public struct ViewGeometry: Equatable, Sendable {
    public static let reservedRows = 2

    public let pageWidth: Int, pageHeight: Int
    public let columns: Int, rows: Int
    /// Page pixels per display pixel (below 1 when the page is enlarged).
    public let scale: Double
    /// The scale that shows the whole page.
    public let fitScale: Double
    /// Size of the shown page window on screen, in display pixels.
    public let displayWidth: Int, displayHeight: Int
    /// Screen position of the window's first display pixel: cell column, and display-pixel row
    /// (cell row `originY / 2`, upper half when even).
    public let originX: Int, originY: Int
    /// Display pixels of the page's grid at this scale left of (above) the window.
    public let offsetX: Int, offsetY: Int
    /// `displayWidth + 1` entries; the last is the end of the window (`pageWidth` at fit).
    public let columnStart: [Int]
    /// `displayHeight + 1` entries; the last is the end of the window (`pageHeight` at fit).
    public let rowStart: [Int]

    /// Cell rows available for the page.
    public var viewRows: Int { max(0, rows - Self.reservedRows) }
    /// The view area in display pixels.
    public var areaWidth: Int { max(1, columns) }
    public var areaHeight: Int { max(1, 2 * viewRows) }
    /// How many times larger than fit (1 at fit).
    public var zoom: Double { fitScale / scale }
    public var isFit: Bool { scale >= fitScale }
    /// The page rectangle the window shows.
    public var window: Rect {
        Rect(x: columnStart[0], y: rowStart[0], width: columnStart[displayWidth] - columnStart[0],
             height: rowStart[displayHeight] - rowStart[0])
    }

    /// Too small to show anything useful (a short message is shown instead).
    public var isTooSmall: Bool { columns < 20 || rows < Self.reservedRows + 3 }

    public init(pageWidth: Int, pageHeight: Int, columns: Int, rows: Int, viewport: Viewport = .fit) {
        precondition(pageWidth > 0 && pageHeight > 0)
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let areaW = max(1, self.columns), areaH = max(1, 2 * max(0, rows - Self.reservedRows))
        let fit = max(Double(pageWidth) / Double(areaW), Double(pageHeight) / Double(areaH))
        fitScale = fit
        let s = viewport.scale.map { min(max($0, Viewport.closestScale), fit) } ?? fit
        scale = s
        // The smallest count of display pixels whose span covers the page (tolerance for the
        // exact fits, where pageWidth / s is a whole number up to rounding).
        let fullW = max(1, Int((Double(pageWidth) / s - 1e-9).rounded(.up)))
        let fullH = max(1, Int((Double(pageHeight) / s - 1e-9).rounded(.up)))
        displayWidth = min(areaW, fullW)
        displayHeight = min(areaH, fullH)
        originX = (areaW - displayWidth) / 2
        originY = (areaH - displayHeight) / 2
        offsetX = Self.offset(viewport.left, scale: s, full: fullW, shown: displayWidth)
        offsetY = Self.offset(viewport.top, scale: s, full: fullH, shown: displayHeight)
        columnStart = Self.starts(count: displayWidth, offset: offsetX, scale: s, total: pageWidth)
        rowStart = Self.starts(count: displayHeight, offset: offsetY, scale: s, total: pageHeight)
    }

    /// The viewport this geometry shows, clamped to the page (what to keep after a zoom or pan,
    /// so panning back from beyond an edge takes effect at once).
    public var viewport: Viewport {
        isFit ? .fit : Viewport(scale: scale, left: Double(offsetX) * scale, top: Double(offsetY) * scale)
    }

    /// Whole display pixels into the page's grid, clamped so the window stays on the page.
    private static func offset(_ start: Double, scale: Double, full: Int, shown: Int) -> Int {
        guard full > shown, start.isFinite else { return 0 }
        return min(max(0, Int((start / scale).rounded())), full - shown)
    }

    private static func starts(count: Int, offset: Int, scale: Double, total: Int) -> [Int] {
        var starts = [Int](repeating: 0, count: count + 1)
        for i in 0..<count { starts[i] = min(total - 1, Int((Double(offset + i) * scale).rounded(.down))) }
        // The last display pixel also holds a page pixel the window's edge cuts through.
        let end = Int((Double(offset + count) * scale - 1e-9).rounded(.up))
        starts[count] = min(total, max(starts[max(0, count - 1)] + 1, end))
        return starts
    }

    /// Page columns shown by display column `dx` (`0 ..< displayWidth`).
    @inlinable public func pageColumns(_ dx: Int) -> Range<Int> {
        let lo = columnStart[dx]
        return lo..<max(lo + 1, columnStart[dx + 1])
    }

    /// Page rows shown by display row `dy` (`0 ..< displayHeight`).
    @inlinable public func pageRows(_ dy: Int) -> Range<Int> {
        let lo = rowStart[dy]
        return lo..<max(lo + 1, rowStart[dy + 1])
    }

    /// The page position under the centre of cell (`column`, `row`): mid-way through the cell's
    /// page columns, and at the boundary between its two display pixels (a mouse report does not
    /// say which half was pointed at). Positions off the page are returned as they are, outside
    /// `0 ..< pageWidth` (strokes may leave the page); nil for cells outside the view area.
    public func pagePoint(column: Int, row: Int) -> (x: Double, y: Double)? {
        guard column >= 0, column < columns, row >= 0, row < viewRows else { return nil }
        return pagePointAnywhere(column: column, row: row)
    }

    /// As `pagePoint`, for any cell (a drag may wander over the status rows or off the page).
    public func pagePointAnywhere(column: Int, row: Int) -> (x: Double, y: Double) {
        pagePoint(screenX: column, screenY: 2 * row + 1)
    }

    /// The page position of a pointer at (`x`, `y`) in cells (column and row plus the fraction
    /// across the cell; a cell report's pointer is at the cell's centre, `column + 0.5`,
    /// `row + 0.5`). Exact and uniform: the page's grid at this scale continued everywhere, so
    /// reports one cell (or one screen pixel) apart always give points exactly one step apart,
    /// which the stroke filter relies on (`InputGrid`). Within a display pixel's page range
    /// except where a range is a rounded-down page pixel short of it.
    public func pointerPoint(x: Double, y: Double) -> StrokePoint {
        StrokePoint(x: (x - Double(originX) + Double(offsetX)) * scale,
                    y: (2 * y - Double(originY) + Double(offsetY)) * scale)
    }

    /// The grid of pointer reports `stepX` x `stepY` cells apart, in page pixels.
    public func reportGrid(stepX: Double = 1, stepY: Double = 1) -> InputGrid {
        InputGrid(width: stepX * scale, height: 2 * stepY * scale)
    }

    /// The page pixels screen display pixel (`screenX`, `screenY`) shows; nil off the window.
    public func pageRect(screenX: Int, screenY: Int) -> Rect? {
        let dx = screenX - originX, dy = screenY - originY
        guard dx >= 0, dx < displayWidth, dy >= 0, dy < displayHeight else { return nil }
        let cols = pageColumns(dx), rows = pageRows(dy)
        return Rect(x: cols.lowerBound, y: rows.lowerBound, width: cols.count, height: rows.count)
    }

    /// The page position of screen display pixel (`screenX`, `screenY`): `screenX` is a cell
    /// column, `screenY` a display-pixel row (`2 * row` upper half, `2 * row + 1` lower). x is
    /// the middle of the pixel's page columns, y the top edge of its page rows; so the lower
    /// display pixel of a cell gives exactly the point a mouse report on that cell gives.
    public func pagePoint(screenX: Int, screenY: Int) -> (x: Double, y: Double) {
        (position(screenX - originX, starts: columnStart, count: displayWidth, offset: offsetX, mid: true),
         position(screenY - originY, starts: rowStart, count: displayHeight, offset: offsetY, mid: false))
    }

    /// The screen display pixel (cell column, display-pixel row) showing page point (x, y);
    /// beyond the window the grid continues outward (the result may be off screen).
    public func screenPixel(pageX x: Double, pageY y: Double) -> (x: Int, y: Int) {
        (Self.display(x, starts: columnStart, count: displayWidth, offset: offsetX, scale: scale) + originX,
         Self.display(y, starts: rowStart, count: displayHeight, offset: offsetY, scale: scale) + originY)
    }

    /// Display index (window coordinates) showing page coordinate `p`: the partition inside the
    /// window (the inverse of `position`), the continuous grid outside it.
    private static func display(_ p: Double, starts: [Int], count: Int, offset: Int, scale: Double) -> Int {
        let i = Int(p.rounded(.down))
        if scale >= 1 && i >= starts[0] && i < starts[count] {
            return index(containing: i, starts: starts, count: count, first: true)
        }
        return Int((p / scale + 1e-9).rounded(.down)) - offset  // tolerance: p may be d * scale, rounded
    }

    /// The page coordinate at the middle of display pixel `d` (`mid`) or at its top edge. Where
    /// the page is enlarged the exact position is used, so a stroke follows the pointer within
    /// a page pixel; otherwise the middle of the pixel's page range.
    private func position(_ d: Int, starts: [Int], count: Int, offset: Int, mid: Bool) -> Double {
        let half = mid ? 0.5 : 0.0
        if d >= 0 && d < count && scale >= 1 {
            let lo = Double(starts[d]), hi = Double(max(starts[d] + 1, starts[d + 1]))
            return mid ? (lo + hi) / 2 : lo
        }
        if d == count && !mid && scale >= 1 { return Double(starts[count]) }
        // Enlarged, or off the window: the continuous grid.
        return (Double(d + offset) + half) * scale
    }

    /// Display pixels (in the page's display coordinates, `0 ..< displayWidth`) that show any
    /// pixel of the page rectangle `rect`.
    public func displayRect(covering rect: Rect) -> Rect {
        let r = rect.intersection(window)
        guard !r.isEmpty else { return .empty }
        let x0 = Self.index(containing: r.x, starts: columnStart, count: displayWidth, first: true)
        let x1 = Self.index(containing: r.maxX - 1, starts: columnStart, count: displayWidth, first: false)
        let y0 = Self.index(containing: r.y, starts: rowStart, count: displayHeight, first: true)
        let y1 = Self.index(containing: r.maxY - 1, starts: rowStart, count: displayHeight, first: false)
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The first (or last) display index whose page range holds page coordinate `p`.
    private static func index(containing p: Int, starts: [Int], count: Int, first: Bool) -> Int {
        // Binary search for the last start <= p.
        var lo = 0, hi = count - 1
        while lo < hi {
            let mid = (lo + hi + 1) >> 1
            if starts[mid] <= p { lo = mid } else { hi = mid - 1 }
        }
        guard first else { return lo }
        // When enlarged, several display pixels share one page pixel: step back to the first.
        while lo > 0 && starts[lo - 1] == starts[lo] { lo -= 1 }
        return lo
    }
}
