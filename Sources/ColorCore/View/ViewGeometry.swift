/// Where the page sits on a terminal of `columns x rows` cells, and how screen positions map to
/// page pixels.
///
/// The bottom `reservedRows` rows are for the palette bar and status line. Above them each cell
/// is two stacked *display pixels*, so the view area is `columns` display pixels wide and
/// `2 * viewRows` high. The page is fitted into it with its aspect ratio kept and centred
/// (letterboxed). Display column `dx` shows page columns `columnStart[dx] ..< columnStart[dx+1]`
/// (at least one column when the page is enlarged), rows likewise; these ranges partition the
/// page, which is what keeps every line pixel visible somewhere on screen.
public struct ViewGeometry: Equatable, Sendable {
    public static let reservedRows = 2

    public let pageWidth: Int, pageHeight: Int
    public let columns: Int, rows: Int
    /// Page pixels per display pixel (below 1 when the page is enlarged).
    public let scale: Double
    /// Size of the page on screen, in display pixels.
    public let displayWidth: Int, displayHeight: Int
    /// Screen position of the page's first display pixel: cell column, and display-pixel row
    /// (cell row `originY / 2`, upper half when even).
    public let originX: Int, originY: Int
    /// `displayWidth + 1` entries; the last is `pageWidth`.
    public let columnStart: [Int]
    /// `displayHeight + 1` entries; the last is `pageHeight`.
    public let rowStart: [Int]

    /// Cell rows available for the page.
    public var viewRows: Int { max(0, rows - Self.reservedRows) }

    /// Too small to show anything useful (a short message is shown instead).
    public var isTooSmall: Bool { columns < 20 || rows < Self.reservedRows + 3 }

    public init(pageWidth: Int, pageHeight: Int, columns: Int, rows: Int) {
        precondition(pageWidth > 0 && pageHeight > 0)
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        let areaW = max(1, self.columns), areaH = max(1, 2 * max(0, rows - Self.reservedRows))
        let s = max(Double(pageWidth) / Double(areaW), Double(pageHeight) / Double(areaH))
        scale = s
        // The smallest count of display pixels whose span covers the page (tolerance for the
        // exact fits, where pageWidth / s is a whole number up to rounding).
        displayWidth = min(areaW, max(1, Int((Double(pageWidth) / s - 1e-9).rounded(.up))))
        displayHeight = min(areaH, max(1, Int((Double(pageHeight) / s - 1e-9).rounded(.up))))
        originX = (areaW - displayWidth) / 2
        originY = (areaH - displayHeight) / 2
        columnStart = Self.starts(count: displayWidth, scale: s, total: pageWidth)
        rowStart = Self.starts(count: displayHeight, scale: s, total: pageHeight)
    }

    private static func starts(count: Int, scale: Double, total: Int) -> [Int] {
        var starts = [Int](repeating: 0, count: count + 1)
        for i in 0..<count { starts[i] = min(total - 1, Int((Double(i) * scale).rounded(.down))) }
        starts[count] = total
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
        let dx = column - originX
        let dyBoundary = 2 * row + 1 - originY  // display row just below the cell's middle
        return (position(dx, starts: columnStart, count: displayWidth, mid: true),
                position(dyBoundary, starts: rowStart, count: displayHeight, mid: false))
    }

    /// The page coordinate at the centre of display pixel `d` (`mid`) or at its top edge.
    private func position(_ d: Int, starts: [Int], count: Int, mid: Bool) -> Double {
        let offset = mid ? 0.5 : 0.0
        if d >= 0 && d < count {
            let lo = Double(starts[d]), hi = Double(max(starts[d] + 1, starts[d + 1]))
            return mid ? (lo + hi) / 2 : lo
        }
        if d == count && !mid { return Double(starts[count]) }
        return (Double(d) + offset) * scale  // off the page: continue the scale outward
    }

    /// Display pixels (in the page's display coordinates, `0 ..< displayWidth`) that show any
    /// pixel of the page rectangle `rect`.
    public func displayRect(covering rect: Rect) -> Rect {
        let r = rect.intersection(Rect(x: 0, y: 0, width: pageWidth, height: pageHeight))
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
