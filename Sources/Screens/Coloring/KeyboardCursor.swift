import ColorCore

/// The keyboard's pointer: a page position shown as a marker cell, moved in display pixels.
///
/// It lives in page coordinates so zooming and panning leave it on the same spot of the page.
/// Each move snaps it to a display pixel through `ViewGeometry.pagePoint(screenX:screenY:)`, the
/// mapping mouse reports go through, so keyboard strokes are the strokes a mouse drag over the
/// same cells makes.
struct KeyboardCursor: Equatable, Sendable {
    var x: Double, y: Double

    /// Display pixels per Shift-H/J/K/L step (h/j/k/l move one).
    enum Step { static let big = 8 }

    init(x: Double, y: Double) { self.x = x; self.y = y }

    /// At the display pixel under the middle of the view's middle cell.
    init(centreOf g: ViewGeometry) {
        let middle = g.pagePointAnywhere(column: g.columns / 2, row: g.viewRows / 2)
        let s = g.screenPixel(pageX: middle.x, pageY: middle.y)
        let p = g.pagePoint(screenX: s.x, screenY: s.y)
        self.init(x: p.x, y: p.y)
    }

    /// Screen display pixel (cell column, display-pixel row) showing the cursor.
    func screenPixel(in g: ViewGeometry) -> (x: Int, y: Int) { g.screenPixel(pageX: x, pageY: y) }

    /// Whether the marker is inside the shown page window.
    func isVisible(in g: ViewGeometry) -> Bool {
        let p = screenPixel(in: g)
        return p.x >= g.originX && p.x < g.originX + g.displayWidth && p.y >= g.originY && p.y < g.originY + g.displayHeight
    }

    /// The cursor `dx`, `dy` display pixels on, and the viewport that shows it: when the step
    /// leaves the window, the view pans just far enough to follow (the page's edges stop both).
    func moved(dx: Int, dy: Int, in g: ViewGeometry) -> (cursor: KeyboardCursor, viewport: Viewport) {
        let p = screenPixel(in: g)
        var tx = p.x + dx, ty = p.y + dy
        let lowX = g.originX, highX = g.originX + g.displayWidth - 1
        let lowY = g.originY, highY = g.originY + g.displayHeight - 1
        var viewport = g.viewport
        if !g.isFit {
            let panX = tx < lowX ? tx - lowX : tx > highX ? tx - highX : 0
            let panY = ty < lowY ? ty - lowY : ty > highY ? ty - highY : 0
            if panX != 0 || panY != 0 {
                let moved = ViewGeometry(pageWidth: g.pageWidth, pageHeight: g.pageHeight, columns: g.columns, rows: g.rows,
                                         viewport: g.panned(dx: panX, dy: panY), glyphs: g.glyphs,
                                         cellShape: g.cellShape)
                viewport = moved.viewport
                // The page moved under the screen by the pan actually made.
                tx -= moved.offsetX - g.offsetX
                ty -= moved.offsetY - g.offsetY
                return (Self.snapped(tx, ty, in: moved), viewport)
            }
        }
        tx = min(max(tx, lowX), highX)
        ty = min(max(ty, lowY), highY)
        return (Self.snapped(tx, ty, in: g), viewport)
    }

    /// The cursor on the display pixel showing it, brought back inside the window if it was
    /// outside (after a zoom or pan): where it is shown is where it paints.
    func snapped(in g: ViewGeometry) -> KeyboardCursor {
        let p = screenPixel(in: g)
        return Self.snapped(min(max(p.x, g.originX), g.originX + g.displayWidth - 1),
                            min(max(p.y, g.originY), g.originY + g.displayHeight - 1), in: g)
    }

    private static func snapped(_ sx: Int, _ sy: Int, in g: ViewGeometry) -> KeyboardCursor {
        let lowX = g.originX, highX = g.originX + g.displayWidth - 1
        let lowY = g.originY, highY = g.originY + g.displayHeight - 1
        let p = g.pagePoint(screenX: min(max(sx, lowX), highX), screenY: min(max(sy, lowY), highY))
        return KeyboardCursor(x: p.x, y: p.y)
    }
}
