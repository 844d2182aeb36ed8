import ColorCore

/// Where a framed test page shows in a window capture: its 2-pixel black frame found as the first
/// and last rows, above the two chrome rows, with a long run of black that has paper just inside
/// it, so page points map to window pixels whatever the terminal's cell size, border, scroll
/// bar or background (kitty's is black, mlterm's white).
struct PageOnScreen {
    let pageWidth: Int, pageHeight: Int
    /// The window pixel of page pixel (0, 0)'s top-left corner, and window pixels per page pixel.
    let left: Double, top: Double, scaleX: Double, scaleY: Double

    /// nil when no frame at least a third of the window wide is there (no page yet, or the page
    /// not drawn as it should be).
    init?(in capture: Page, rows: Int, pageWidth: Int, pageHeight: Int) {
        // The palette bar and status line are the last two rows.
        let cut = capture.height * (rows - 2) / rows - 1
        func longestBlackRun(_ y: Int) -> (start: Int, end: Int)? {
            var best: (start: Int, end: Int)?, start: Int?
            for x in 0...capture.width {
                if x < capture.width, Self.isBlack(capture.pixel(x, y)) {
                    if start == nil { start = x }
                } else if let s = start {
                    if x - s > (best.map { $0.end - $0.start + 1 } ?? 0) { best = (s, x - 1) }
                    start = nil
                }
            }
            return best.flatMap { $0.end - $0.start + 1 >= capture.width / 3 ? $0 : nil }
        }
        func edge(_ y: Int, inside: Int) -> (start: Int, end: Int)? {
            guard let run = longestBlackRun(y), (0..<capture.height).contains(y + inside) else { return nil }
            return Self.isPaper(capture.pixel((run.start + run.end) / 2, y + inside)) ? run : nil
        }
        guard let topY = (0..<cut).first(where: { edge($0, inside: 6) != nil }), let run = edge(topY, inside: 6),
              let bottomY = (0..<cut).reversed().first(where: { edge($0, inside: -6) != nil }), bottomY > topY else { return nil }
        self.pageWidth = pageWidth
        self.pageHeight = pageHeight
        scaleX = Double(run.end - run.start + 1) / Double(pageWidth)
        scaleY = Double(bottomY - topY + 1) / Double(pageHeight)
        left = Double(run.start)
        top = Double(topY)
    }

    static func isBlack(_ p: RGBA) -> Bool { max(p.r, p.g, p.b) < 24 }
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
        guard at.x >= 5, at.x + 5 < capture.width, (0..<capture.height).contains(at.y) else { return false }
        let near = (at.x - 2...at.x + 2).filter { Self.isInk(capture.pixel($0, at.y)) }.count
        let spread = (at.x - 4...at.x + 4).filter { !Self.isPaper(capture.pixel($0, at.y)) }.count
        return near >= 1 && spread <= 3 && Self.isPaper(capture.pixel(at.x - 5, at.y)) && Self.isPaper(capture.pixel(at.x + 5, at.y))
    }

    /// The capture's pixel at page pixel (x, y); nil outside the capture.
    func pixel(in capture: Page, _ x: Int, _ y: Int) -> RGBA? {
        let at = point(x, y)
        guard (0..<capture.width).contains(at.x), (0..<capture.height).contains(at.y) else { return nil }
        return capture.pixel(at.x, at.y)
    }
}
