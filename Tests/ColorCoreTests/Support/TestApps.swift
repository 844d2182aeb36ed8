@testable import ColorCore

/// Coloring-book apps on generated pages for view tests.
enum TestApps {
    /// 1000x560: a grid of small boxes (8x8 inside, 2-pixel lines, 12-pixel pitch) over the
    /// left half and a few large boxes on the right; many regions smaller than a cell at fit.
    static func castleLikePage() -> Page {
        var page = Page(width: 1000, height: 560)
        func box(_ r: Rect) {
            for y in r.y..<r.maxY { for x in r.x..<r.maxX where !r.insetBy(2).contains(x, y) { page.setPixel(x, y, .black) } }
        }
        for gy in 0..<40 { for gx in 0..<40 { box(Rect(x: 20 + 12 * gx, y: 20 + 12 * gy, width: 12, height: 12)) } }
        box(Rect(x: 560, y: 40, width: 180, height: 200))
        box(Rect(x: 760, y: 40, width: 200, height: 480))
        return page
    }

    static func castleLike(columns: Int, rows: Int, mode: RegionMode = .optimized, display: DisplayOptions = .standard) -> ColorApp {
        let page = castleLikePage()
        let session = Session(page: page, finder: mode.makeFinder(for: LineArt(page: page)))
        return ColorApp(session: session, columns: columns, rows: rows,
                        paths: SavePaths(page: "grid.png", output: "/tmp/unused-grid.png"), modeName: mode.rawValue, display: display)
    }
}
