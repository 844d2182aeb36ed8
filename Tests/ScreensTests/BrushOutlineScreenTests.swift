import Testing
@testable import ColorCore
@testable import Screens
import TestSupport

/// Where a stroke would paint is shown before it starts: the brush's ring under the mouse
/// pointer or around the keyboard cursor, whichever moved last; after a wheel zoom the keyboard
/// cursor is where the person zoomed.
@Suite struct BrushOutlineScreenTests {
    static func ring(_ app: ColoringScreen, at p: (x: Double, y: Double)) -> [(x: Int, y: Int)] {
        BrushOutline(x: p.x, y: p.y, diameter: app.tools.brush.loggedPagePixels(scale: app.geometry.scale), geometry: app.geometry).points
    }

    /// Whether every point of `ring` shows the outline over the view (black where the view is
    /// light, white where dark), but in the keyboard cursor's marker cell (drawn over it).
    static func shows(_ ring: [(x: Int, y: Int)], in app: ColoringScreen) -> Bool {
        let f = app.frame(), view = app.renderer.frame, g = app.geometry, mode = g.glyphs
        let s = app.pointer.cursor.screenPixel(in: g), marker = g.cell(ofScreenX: s.x, y: s.y)
        return ring.allSatisfy {
            if g.cell(ofScreenX: $0.x, y: $0.y) == marker { return true }
            guard let under = view.displayPixel(x: $0.x, y: $0.y, mode: mode) else { return false }
            return f.displayPixel(x: $0.x, y: $0.y, mode: mode) == (under.isLight ? BrushOutline.onLight : BrushOutline.onDark)
        }
    }

    /// Whether no cell holding a point of `ring` differs from the view (nothing drawn there),
    /// but the keyboard cursor's marker.
    static func hides(_ ring: [(x: Int, y: Int)], in app: ColoringScreen) -> Bool {
        let f = app.frame(), view = app.renderer.frame, g = app.geometry
        let s = app.pointer.cursor.screenPixel(in: g), marker = g.cell(ofScreenX: s.x, y: s.y)
        return ring.allSatisfy { p in
            let c = g.cell(ofScreenX: p.x, y: p.y)
            return c == marker || f[c.column, c.row] == view[c.column, c.row]
        }
    }

    /// On the paper right of the grid of boxes (so every ring pixel is over white).
    @Test(arguments: GlyphMode.allCases)
    func theBrushIsOutlinedUnderThePointer(glyphs: GlyphMode) {
        var app = TestApps.castleLike(columns: 120, rows: 40, display: DisplayOptions(glyphs: glyphs))
        _ = app.send(.key(.char("m")), time: 0)  // no hover outline: the view and the rings alone
        app.pointer.cursor = KeyboardCursor(x: 800, y: 150)
        let m = MouseEvent(kind: .move, button: 0, column: 95, row: 30)
        _ = app.send(.mouse(m), time: 0)
        let p = ColoringPointer.place(m, in: app.geometry).point
        #expect(p.x > 600)
        let ring = Self.ring(app, at: (p.x, p.y))
        let pointerRingShown = Self.shows(ring, in: app)
        #expect(ring.count >= 8 && pointerRingShown)
        // The keyboard's ring is not drawn while the mouse moved last.
        let cursorRingHidden = Self.hides(Self.ring(app, at: (app.pointer.cursor.x, app.pointer.cursor.y)), in: app)
        #expect(cursorRingHidden)
        // l moves the keyboard cursor: its ring shows, the pointer's is gone.
        _ = app.send(.key(.char("l")), time: 0)
        let moved = Self.ring(app, at: (app.pointer.cursor.x, app.pointer.cursor.y))
        let (movedShown, pointerHidden) = (Self.shows(moved, in: app), Self.hides(ring, in: app))
        #expect(movedShown && pointerHidden)
        // The fill tool paints regions, not a brush's width: no ring.
        _ = app.send(.key(.char("f")), time: 0)
        _ = app.send(.mouse(m), time: 0)
        let fillHidden = Self.hides(ring, in: app)
        #expect(fillHidden)
    }

    /// A wheel zoom away from the middle leaves the keyboard cursor under the pointer, not at the
    /// window's edge where it was snapped to.
    @Test(arguments: [(10, 5), (100, 30)])
    func aWheelZoomBringsTheCursorToThePointer(at: (column: Int, row: Int)) {
        var app = TestApps.castleLike(columns: 120, rows: 40, display: DisplayOptions(glyphs: .half))
        for _ in 0..<3 { _ = app.send(.mouse(MouseEvent(kind: .scrollUp, button: 0, column: at.column, row: at.row)), time: 0) }
        let g = app.geometry
        #expect(g.zoom > 1)
        let s = app.pointer.cursor.screenPixel(in: g), cell = g.cell(ofScreenX: s.x, y: s.y)
        #expect(cell == (at.column, at.row))
    }
}
