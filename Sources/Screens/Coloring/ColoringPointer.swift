import ColorCore

/// The mouse (press, drag, release) or the keyboard (Space, cursor keys, Space).
enum PenHolder: Sendable { case mouse, keyboard }

/// Where the person points: the keyboard cursor, the mouse's last cell, which of the two moved
/// last, the hover outline, a pan drag in progress, and which of the two holds the pen.
struct ColoringPointer: Sendable {
    var cursor: KeyboardCursor
    /// Which device put the open stroke down. Whether a stroke is open is the session's alone
    /// (undo, redo, clear and fill end one): read it through `pen(strokeOpen:)`.
    var penHolder = PenHolder.mouse
    /// A right- or middle-button drag: the cell it was last at; whether it moved (a right click
    /// that did not move picks a colour instead).
    var panDrag: (column: Int, row: Int, button: Int, moved: Bool)?
    /// The cell of the last mouse report.
    var mouseCell: (column: Int, row: Int)?
    /// The last mouse report, where the brush outline is drawn while the mouse moved last.
    var lastMouse: MouseEvent?
    /// Which moved last, the mouse or the keyboard cursor: `e` picks the colour under it.
    var movedLast = PenHolder.keyboard { didSet { hasMoved = true } }
    /// Whether the mouse or the keyboard cursor has moved since the screen opened: until then no
    /// brush ring is drawn (it would sit at the page's centre, on the page a person first looks at,
    /// and in every snapshot).
    private(set) var hasMoved = false
    /// The region under the pointer, outlined before a press.
    var hover = Hover()

    init(cursor: KeyboardCursor) { self.cursor = cursor }

    /// Who holds the pen down, nil when it is up: derived from the session's open stroke, so it
    /// cannot disagree with it.
    func pen(strokeOpen: Bool) -> PenHolder? { strokeOpen ? penHolder : nil }

    // MARK: Hover

    /// Motion with no button: outline the region a press here would paint.
    mutating func hover(_ m: MouseEvent, finder: any RegionFinder, geometry g: ViewGeometry, pen: PenHolder?) {
        guard hover.enabled, pen == nil else { return }
        guard m.row < g.viewRows, m.column >= 0, m.column < g.columns else { hover.clear(); return }
        let areas = Self.areas(of: m, in: g)
        hover.point(at: Self.place(m, in: g).point, area: areas.pointer, cell: areas.cell, finder: finder, geometry: g)
    }

    /// The hover outline at the keyboard cursor: the region Space would paint (a cursor on a
    /// line outlines the neighbour region the stroke would start in, or nothing).
    mutating func hoverAtCursor(finder: any RegionFinder, geometry g: ViewGeometry, pen: PenHolder?) {
        guard hover.enabled, pen == nil else { return }
        let areas = cursorAreas(in: g)
        hover.point(at: cursorPoint, area: areas.pointer, cell: areas.cell, finder: finder, geometry: g)
    }

    /// `m`: hover outline (and the terminal's motion reports) on or off; what the status line says.
    mutating func toggleHover() -> String {
        hover.enabled.toggle()
        if !hover.enabled { hover.clear() }
        return hover.enabled ? "hover outline on (m turns it off)" : "hover outline off: no motion reports (m turns it on)"
    }

    // MARK: Where reports land

    var cursorPoint: StrokePoint { StrokePoint(x: cursor.x, y: cursor.y) }

    /// The page point of a mouse report (cell reports at the cell's centre, the point the
    /// keyboard cursor also uses; pixel reports exactly, on the page's grid continued) and the
    /// grid of such reports, in page pixels. `origin`: the screen cell where the view's cell
    /// (0, 0) is (a screen showing more than one view).
    static func place(_ m: MouseEvent, in g: ViewGeometry,
                      origin: (column: Int, row: Int) = (0, 0)) -> (point: StrokePoint, grid: InputGrid) {
        if let px = m.pixel {
            return (g.pointerPoint(x: px.x - Double(origin.column), y: px.y - Double(origin.row)),
                    logged(g.reportGrid(stepX: px.stepX, stepY: px.stepY)))
        }
        let p = g.pagePointAnywhere(column: m.column - origin.column, row: m.row - origin.row)
        return (StrokePoint(x: p.x, y: p.y), logged(g.reportGrid()))
    }

    /// The grid as the log keeps it (a thousandth of a page pixel), so that a zoom that comes
    /// back to the same scale does not log a new one.
    static func logged(_ grid: InputGrid) -> InputGrid {
        InputGrid(width: (grid.width * 1000).rounded() / 1000, height: (grid.height * 1000).rounded() / 1000)
    }

    /// The page pixels under the pointer: its screen display pixel `screen` (in the glyph
    /// mode's display pixels; nil for a cell report, which does not say which of the cell's:
    /// then all of them), and its whole cell.
    static func areas(column: Int, row: Int, screen: (x: Int, y: Int)?, in g: ViewGeometry) -> (pointer: Rect, cell: Rect) {
        let (cx, cy) = g.cellPixels
        var cell = Rect.empty
        for y in row * cy..<(row + 1) * cy {
            for x in column * cx..<(column + 1) * cx { cell = cell.union(g.pageRect(screenX: x, screenY: y) ?? .empty) }
        }
        guard let screen else { return (cell, cell) }
        return (g.pageRect(screenX: screen.x, screenY: screen.y) ?? .empty, cell)
    }

    static func areas(of m: MouseEvent, in g: ViewGeometry) -> (pointer: Rect, cell: Rect) {
        let (cx, cy) = g.cellPixels
        // A pixel report's display pixel, inside the cell it was reported in.
        let screen = m.pixel.map { p in
            (x: min(max(Int((p.x * Double(cx)).rounded(.down)), m.column * cx), m.column * cx + cx - 1),
             y: min(max(Int((p.y * Double(cy)).rounded(.down)), m.row * cy), m.row * cy + cy - 1))
        }
        return areas(column: m.column, row: m.row, screen: screen, in: g)
    }

    /// The page pixels under the keyboard cursor's display pixel, and under its cell.
    func cursorAreas(in g: ViewGeometry) -> (pointer: Rect, cell: Rect) {
        let s = cursor.screenPixel(in: g), (cx, cy) = g.cellPixels
        func cell(_ v: Int, _ n: Int) -> Int { v >= 0 ? v / n : (v + 1) / n - 1 }
        return Self.areas(column: cell(s.x, cx), row: cell(s.y, cy), screen: s, in: g)
    }

    // MARK: Output

    /// The hover outline (when `showsHover`), the brush's outline (`brush`: its diameter in page
    /// pixels, nil for the fill tool) where the next stroke would start: under the mouse pointer
    /// or around the keyboard cursor, whichever moved last (one ring, not a second one left
    /// behind where the other device was), and the keyboard cursor's marker.
    func draw(into f: inout CellFrame, geometry g: ViewGeometry, showsHover: Bool, pen: PenHolder?, brush: Double?) {
        if showsHover { hover.draw(into: &f, geometry: g) }
        if let brush, hasMoved {
            if movedLast == .mouse, let m = lastMouse, m.row < g.viewRows, panDrag == nil {
                let p = Self.place(m, in: g).point
                BrushOutline(x: p.x, y: p.y, diameter: brush, geometry: g).draw(into: &f, geometry: g)
            }
            if movedLast == .keyboard, cursor.isVisible(in: g) {
                BrushOutline(x: cursor.x, y: cursor.y, diameter: brush, geometry: g).draw(into: &f, geometry: g)
            }
        }
        let p = cursor.screenPixel(in: g)
        guard cursor.isVisible(in: g) else { return }
        guard let under = f.displayPixel(x: p.x, y: p.y, mode: g.glyphs) else { return }
        let cell = g.cell(ofScreenX: p.x, y: p.y)
        f[cell.column, cell.row] = Cell(glyph: pen == .keyboard ? "*" : "+",
                                        fg: CellColour(under.isLight ? Chrome.black : Chrome.highlight), bg: under)
    }
}
