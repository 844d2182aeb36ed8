/// One axis of the view: which page pixels each display pixel along it shows.
///
/// Display pixels `0 ..< count` (window coordinates) show the page window; display pixel `d`
/// shows page pixels `starts[d] ..< starts[d + 1]` (at least one when the page is enlarged).
/// These ranges partition the window, which is what keeps every line pixel in it visible
/// somewhere on screen. Beyond the window the grid continues outward at `scale`.
public struct ViewAxis: Equatable, Sendable {
    /// Page pixels per display pixel along this axis.
    public let scale: Double
    /// Display pixels showing the page window.
    public let count: Int
    /// Screen display pixel of the window's first display pixel.
    public let origin: Int
    /// Display pixels of the page's grid at this scale before the window.
    public let offset: Int
    /// `count + 1` entries; the last is the end of the window (the page's size when it fits).
    public let starts: [Int]

    /// The axis of a page `page` pixels long on `area` display pixels (a whole number of cells of
    /// `cellPixels` each) at `scale`, the window starting near page coordinate `start`.
    ///
    /// When the whole page fits, it is spread over a whole number of cells (the nearest count of
    /// display pixels at `scale`, rounded up to a cell; at most 1% of stretch on a real screen),
    /// centred on a cell boundary: a cell never holds both page and letterbox. Otherwise the
    /// area is filled with a window of the page at `scale`.
    init(page: Int, area: Int, scale: Double, start: Double, cellPixels: Int) {
        precondition(page > 0 && area > 0 && cellPixels > 0)
        // The smallest count of display pixels whose span covers the page (tolerance for the
        // exact fits, where page / scale is a whole number up to rounding).
        let full = max(1, Int((Double(page) / scale - 1e-9).rounded(.up)))
        if full <= area {
            let whole = min(area, (full + cellPixels - 1) / cellPixels * cellPixels)
            count = whole
            self.scale = Double(page) / Double(whole)
            offset = 0
            origin = (area - whole) / cellPixels / 2 * cellPixels
            starts = (0...whole).map { $0 * page / whole }
            return
        }
        self.scale = scale
        count = area
        origin = 0
        offset = start.isFinite ? min(max(0, Int((start / scale).rounded())), full - area) : 0
        var starts = [Int](repeating: 0, count: area + 1)
        for i in 0..<area { starts[i] = min(page - 1, Int((Double(offset + i) * scale).rounded(.down))) }
        // The last display pixel also holds a page pixel the window's edge cuts through.
        let end = Int((Double(offset + area) * scale - 1e-9).rounded(.up))
        starts[area] = min(page, max(starts[area - 1] + 1, end))
        self.starts = starts
    }

    /// Page pixels shown by display pixel `d` (`0 ..< count`).
    @inlinable public func pageRange(_ d: Int) -> Range<Int> {
        let lo = starts[d]
        return lo..<max(lo + 1, starts[d + 1])
    }

    /// The page coordinate at display coordinate `d` (window coordinates, fractional: `2.5` is the
    /// middle of display pixel 2). Inside the window and where the page is not enlarged, the
    /// pixel's page range is followed exactly; enlarged or outside, the continuous grid.
    public func position(_ d: Double) -> Double {
        if scale >= 1 && d >= 0 && d <= Double(count) {
            if d == Double(count) { return Double(starts[count]) }
            let i = Int(d.rounded(.down))
            let lo = Double(starts[i]), hi = Double(max(starts[i] + 1, starts[i + 1]))
            return lo + (d - Double(i)) * (hi - lo)
        }
        return gridPosition(d)
    }

    /// The page coordinate at display coordinate `d` (window coordinates, fractional) on the
    /// axis's continuous grid: `scale` page pixels a display pixel, the window's start at
    /// display 0 (at fit the page's end at display `count`, the page spread over whole cells).
    /// The pixel view draws the page on this grid and pixel-precise pointer reports are read on
    /// it, so a report at a screen pixel lands on the page pixel drawn there: both must come
    /// from here.
    @inlinable public func gridPosition(_ d: Double) -> Double {
        (d + Double(offset)) * scale
    }

    /// The display pixel (window coordinates) showing page coordinate `p`: the partition inside
    /// the window (the inverse of `position`), the continuous grid outside it.
    public func displayIndex(_ p: Double) -> Int {
        let i = Int(p.rounded(.down))
        if scale >= 1 && i >= starts[0] && i < starts[count] {
            return index(containing: i, first: true)
        }
        return Int((p / scale + 1e-9).rounded(.down)) - offset  // tolerance: p may be d * scale, rounded
    }

    /// The first (or last) display pixel whose page range holds page pixel `p` (inside the window).
    func index(containing p: Int, first: Bool) -> Int {
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
