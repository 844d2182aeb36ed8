import ColorCore

/// Where a framed test page shows in a window capture: the page's white inside (within its
/// 2-pixel black frame) found as the bounding box of paper-white pixels above the two chrome rows,
/// so page points map to window pixels whatever the terminal's cell size, border or scroll bar.
struct PageOnScreen {
    let pageWidth: Int, pageHeight: Int
    /// The window pixel of page pixel (0, 0)'s top-left corner, and window pixels per page pixel.
    let left: Double, top: Double, scaleX: Double, scaleY: Double

    /// nil when no white area of at least a quarter of the window's width is there (no page yet,
    /// or the page drawn where it should not be).
    init?(in capture: Page, rows: Int, pageWidth: Int, pageHeight: Int) {
        // The palette bar and status line are the last two rows; the chrome's white swatch is there.
        let cut = capture.height * (rows - 2) / rows - 1
        var minX = Int.max, maxX = -1, minY = Int.max, maxY = -1
        for y in 0..<cut {
            for x in 0..<capture.width where Self.isPaper(capture.pixel(x, y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX - minX >= capture.width / 4, maxY > minY else { return nil }
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        // The white spans page pixels 2 ..< width - 2 (inside the frame).
        scaleX = Double(maxX - minX + 1) / Double(pageWidth - 4)
        scaleY = Double(maxY - minY + 1) / Double(pageHeight - 4)
        left = Double(minX) - 2 * scaleX
        top = Double(minY) - 2 * scaleY
    }

    static func isPaper(_ p: RGBA) -> Bool { p.r > 230 && p.g > 230 && p.b > 230 }
    static func isInk(_ p: RGBA) -> Bool { max(p.r, p.g, p.b) < 90 }

    /// The window pixel at the middle of page pixel (x, y).
    func point(_ x: Int, _ y: Int) -> (x: Int, y: Int) {
        (Int(left + (Double(x) + 0.5) * scaleX), Int(top + (Double(y) + 0.5) * scaleY))
    }

    /// Whether a one-page-pixel vertical line at page column `x` shows as one (1-2 window pixels of
    /// ink within a pixel of where it belongs, paper a few pixels either side) at page row `y`.
    /// Glyphs cannot pass: a cell is 6 or more pixels wide, and a line in it spreads over half a
    /// cell at least.
    func showsThinLine(in capture: Page, x: Int, y: Int) -> Bool {
        let at = point(x, y)
        let near = (at.x - 2...at.x + 2).filter { Self.isInk(capture.pixel($0, at.y)) }.count
        let spread = (at.x - 4...at.x + 4).filter { !Self.isPaper(capture.pixel($0, at.y)) }.count
        return near >= 1 && spread <= 3 && Self.isPaper(capture.pixel(at.x - 5, at.y)) && Self.isPaper(capture.pixel(at.x + 5, at.y))
    }
}
