import ColorCore
import Testing
@testable import Screens

/// The pointer alone: where reports land on the page, the pen, hover, and the marks it draws.
@Suite struct ColoringPointerTests {
    static let geometry = ComponentPages.renderer(for: ComponentPages.session()).geometry

    @Test func aReportLandsWhereTheSameCellLandsInAViewAtAnotherOrigin() {
        let g = Self.geometry
        let cell = MouseEvent(kind: .press, button: 0, column: 12, row: 7)
        let shifted = MouseEvent(kind: .press, button: 0, column: 12 + 61, row: 7 + 1)
        let here = ColoringPointer.place(cell, in: g), there = ColoringPointer.place(shifted, in: g, origin: (61, 1))
        #expect(here.point == there.point && here.grid == there.grid)
        let p = g.pagePointAnywhere(column: 12, row: 7)
        #expect(here.point == StrokePoint(x: p.x, y: p.y))
        // Pixel reports land exactly, shifted the same way.
        let px = PixelPosition(x: 12.3, y: 7.6, stepX: 0.1, stepY: 0.05)
        let pixel = ColoringPointer.place(MouseEvent(kind: .drag, button: 0, column: 12, row: 7, pixel: px), in: g)
        let pixelThere = ColoringPointer.place(MouseEvent(kind: .drag, button: 0, column: 73, row: 8,
                                                          pixel: PixelPosition(x: 73.3, y: 8.6, stepX: 0.1, stepY: 0.05)),
                                               in: g, origin: (61, 1))
        #expect(pixel.point == g.pointerPoint(x: 12.3, y: 7.6) && abs(pixelThere.point.x - pixel.point.x) < 1e-9
                && abs(pixelThere.point.y - pixel.point.y) < 1e-9)
        #expect(ColoringPointer.logged(InputGrid(width: 1.23456, height: 2)) == InputGrid(width: 1.235, height: 2))
    }

    @Test func thePenIsOnlyHeldWhileAStrokeIsOpen() {
        var p = ColoringPointer(cursor: KeyboardCursor(x: 10, y: 10))
        p.penHolder = .keyboard
        #expect(p.pen(strokeOpen: true) == .keyboard && p.pen(strokeOpen: false) == nil)
    }

    @Test func hoverOutlinesTheRegionUnderThePointerAndTurnsOff() {
        let session = ComponentPages.session(), g = Self.geometry
        var p = ColoringPointer(cursor: KeyboardCursor(centreOf: g))
        // Over the left box's inside.
        let cell = g.cell(ofScreenX: g.screenPixel(pageX: 50, pageY: 60).x, y: g.screenPixel(pageX: 50, pageY: 60).y)
        let over = MouseEvent(kind: .move, button: 3, column: cell.column, row: cell.row)
        p.hover(over, finder: session.finder, geometry: g, pen: .mouse)
        #expect(p.hover.region == nil)  // not while a pen is down
        p.hover(over, finder: session.finder, geometry: g, pen: nil)
        #expect(p.hover.region?.contains(50, 60) == true && p.hover.region?.contains(150, 60) == false)
        #expect(p.toggleHover() == "hover outline off: no motion reports (m turns it on)" && p.hover.region == nil)
        p.hover(over, finder: session.finder, geometry: g, pen: nil)
        #expect(p.hover.region == nil)
        #expect(p.toggleHover() == "hover outline on (m turns it off)")
    }

    /// Its frame part: the cursor's marker, `+` with the pen up and `*` with the keyboard pen
    /// down, and the hover outline only when asked.
    @Test func itDrawsTheCursorMarkerAndTheHoverOutline() {
        let session = ComponentPages.session(), g = Self.geometry
        let view = ComponentPages.renderer(for: session).frame
        var p = ColoringPointer(cursor: KeyboardCursor(centreOf: g))
        let s = p.cursor.screenPixel(in: g), cell = g.cell(ofScreenX: s.x, y: s.y)
        var up = view, down = view
        p.draw(into: &up, geometry: g, showsHover: true, pen: nil, brush: nil)
        p.draw(into: &down, geometry: g, showsHover: true, pen: .keyboard, brush: nil)
        #expect(up[cell.column, cell.row].glyph == "+" && down[cell.column, cell.row].glyph == "*")
        let elsewhere = (0..<g.viewRows).flatMap { r in (0..<g.columns).map { ($0, r) } }.filter { $0 != (cell.column, cell.row) }
        #expect(elsewhere.allSatisfy { up[$0.0, $0.1] == view[$0.0, $0.1] })
        p.hoverAtCursor(finder: session.finder, geometry: g, pen: nil)
        #expect(p.hover.region != nil)
        var hovered = view, hidden = view
        p.draw(into: &hovered, geometry: g, showsHover: true, pen: nil, brush: nil)
        p.draw(into: &hidden, geometry: g, showsHover: false, pen: nil, brush: nil)
        #expect(hovered != hidden && hidden == up)
    }
}
