import ColorCore

/// Where presses and drags land on the page: the pointer's page point (cell reports at the
/// cell's centre, the point the keyboard cursor also uses; pixel reports exactly, on the
/// page's grid continued), the grid its reports come in (logged as `input` so the stroke
/// filter undoes it), and forgiving starts on line pixels.
extension ColoringScreen {
    /// The page point of a mouse report and the grid of such reports, in page pixels.
    func pointer(_ m: MouseEvent) -> (point: StrokePoint, grid: InputGrid) {
        let g = geometry
        if let px = m.pixel {
            return (g.pointerPoint(x: px.x, y: px.y), Self.logged(g.reportGrid(stepX: px.stepX, stepY: px.stepY)))
        }
        let p = g.pagePointAnywhere(column: m.column, row: m.row)
        return (StrokePoint(x: p.x, y: p.y), Self.logged(g.reportGrid()))
    }

    /// The grid as the log keeps it (a thousandth of a page pixel), so that a zoom that comes
    /// back to the same scale does not log a new one.
    static func logged(_ grid: InputGrid) -> InputGrid {
        InputGrid(width: (grid.width * 1000).rounded() / 1000, height: (grid.height * 1000).rounded() / 1000)
    }

    /// The page pixels under the pointer: its screen display pixel `screen` (in the glyph
    /// mode's display pixels; nil for a cell report, which does not say which of the cell's:
    /// then all of them), and its whole cell.
    func pointerAreas(column: Int, row: Int, screen: (x: Int, y: Int)?) -> (pointer: Rect, cell: Rect) {
        let g = geometry, (cx, cy) = g.cellPixels
        var cell = Rect.empty
        for y in row * cy..<(row + 1) * cy {
            for x in column * cx..<(column + 1) * cx { cell = cell.union(g.pageRect(screenX: x, screenY: y) ?? .empty) }
        }
        guard let screen else { return (cell, cell) }
        return (g.pageRect(screenX: screen.x, screenY: screen.y) ?? .empty, cell)
    }

    func pointerAreas(_ m: MouseEvent) -> (pointer: Rect, cell: Rect) {
        let (cx, cy) = geometry.cellPixels
        // A pixel report's display pixel, inside the cell it was reported in.
        let screen = m.pixel.map { p in
            (x: min(max(Int((p.x * Double(cx)).rounded(.down)), m.column * cx), m.column * cx + cx - 1),
             y: min(max(Int((p.y * Double(cy)).rounded(.down)), m.row * cy), m.row * cy + cy - 1))
        }
        return pointerAreas(column: m.column, row: m.row, screen: screen)
    }

    /// Where a press at `p` starts: `p`, or the forgiving start when `p` is on a line; nil (and
    /// the status line says so) when only lines are under the pointer.
    mutating func start(at p: StrokePoint, areas: (pointer: Rect, cell: Rect)) -> StrokePoint? {
        switch ForgivingStart.start(at: p, pointer: areas.pointer, cell: areas.cell, finder: session.finder) {
        case .unchanged: return p
        case .moved(let q): return q
        case .onLine:
            say("on a line: nothing to paint here")
            return nil
        }
    }

    /// Motion with no button: outline the region a press here would paint.
    mutating func hover(_ m: MouseEvent) {
        guard reach.hover.enabled, pen == nil else { return }
        guard m.row < geometry.viewRows, m.column >= 0, m.column < geometry.columns else { reach.hover.clear(); return }
        let areas = pointerAreas(m)
        reach.hover.point(at: pointer(m).point, area: areas.pointer, cell: areas.cell, finder: session.finder, geometry: geometry)
    }

    /// `m`: hover outline (and the terminal's motion reports) on or off.
    mutating func toggleHover() {
        reach.hover.enabled.toggle()
        if !reach.hover.enabled { reach.hover.clear() }
        say(reach.hover.enabled ? "hover outline on (m turns it off)" : "hover outline off: no motion reports (m turns it on)")
    }

    /// The region the hover outline shows (nil: none).
    public var hoveredRegion: RegionMask? { reach.hover.region }

    /// Motion reports with no button held are wanted while hover is on.
    public var mouseMode: MouseMode { reach.hover.enabled ? .allMotion : .buttons }
}
