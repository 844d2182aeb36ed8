@testable import ColorCore
@testable import Screens
import Testing

/// Keyboard-only painting: the cursor, the pen, fill, next region, eyedropper, the line-art
/// toggle and the region outline.
@Suite struct KeyboardPaintingTests {
    static func key(_ c: Unicode.Scalar) -> InputEvent { .key(.char(c)) }
    static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, button: Int = 0) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: button, column: column, row: row))
    }

    /// Space, h/j/k/l over cells give the session exactly the events a mouse drag over the same
    /// cells gives, at fit and zoomed in.
    /// The keyboard lands where mouse reports do and paints what they paint; a mouse stroke's
    /// reports are quantised to cells and pass the input filter, the keyboard's are exact, so
    /// the comparison is with the filter off.
    @Test(arguments: [0, 2, 4])
    func keyboardStrokesEqualTheMouseDrag(zoomSteps: Int) {
        var keys = TestApps.castleLike(columns: 120, rows: 40)
        var mouse = TestApps.castleLike(columns: 120, rows: 40)
        mouse.filtersInput = false
        for _ in 0..<zoomSteps {
            _ = keys.send(Self.key(">"), time: 0)
            _ = mouse.send(Self.key(">"), time: 0)
        }
        // Onto a lower half, where a mouse report's point lies.
        if keys.pointer.cursor.screenPixel(in: keys.geometry).y & 1 == 0 { _ = keys.send(Self.key("j"), time: 0) }
        let start = keys.pointer.cursor.screenPixel(in: keys.geometry)
        let (c, r) = (start.x, start.y >> 1)
        #expect(keys.geometry.pagePointAnywhere(column: c, row: r) == (keys.pointer.cursor.x, keys.pointer.cursor.y))

        let script: [(InputEvent, InputEvent?)] = [
            (Self.key(" "), Self.mouse(.press, c, r)),
            (Self.key("l"), Self.mouse(.drag, c + 1, r)),
            (Self.key("l"), Self.mouse(.drag, c + 2, r)),
            (Self.key("l"), Self.mouse(.drag, c + 3, r)),
            (Self.key(" "), Self.mouse(.release, c + 3, r)),
            (Self.key("j"), nil), (Self.key("j"), nil),
            (Self.key(" "), Self.mouse(.press, c + 3, r + 1)),
            (Self.key("h"), Self.mouse(.drag, c + 2, r + 1)),
            (Self.key("H"), Self.mouse(.drag, c + 2 - KeyboardCursor.Step.big, r + 1)),
            (Self.key(" "), Self.mouse(.release, c + 2 - KeyboardCursor.Step.big, r + 1)),
        ]
        for (i, (k, m)) in script.enumerated() {
            _ = keys.send(k, time: Double(i) / 10)
            if let m { _ = mouse.send(m, time: Double(i) / 10) }
        }
        #expect(keys.session.log.events.count > 8)
        #expect(keys.session.log.events == mouse.session.log.events)
        let differing = zip(keys.session.canvas.paintPixels, mouse.session.canvas.paintPixels).filter { $0 != $1 }.count
        #expect(differing == 0)
    }

    @Test func cursorLeavingTheViewPansToFollowAndStaysVisible() {
        var app = TestApps.castleLike(columns: 120, rows: 40)
        for _ in 0..<3 { _ = app.send(Self.key(">"), time: 0) }
        let before = app.geometry.window
        for _ in 0..<20 { _ = app.send(Self.key("L"), time: 0) }
        #expect(app.geometry.window.x > before.x)
        #expect(app.pointer.cursor.isVisible(in: app.geometry))
        // Arrows pan without moving the cursor off the page window.
        for _ in 0..<10 { _ = app.send(.key(.left), time: 0) }
        #expect(app.pointer.cursor.isVisible(in: app.geometry))
        // The marker shows in the frame.
        let p = app.pointer.cursor.screenPixel(in: app.geometry)
        #expect(app.frame()[p.x, p.y >> 1].glyph == "+")
    }

    @Test func enterFillsAndNextRegionGoesToAnUncolouredOne() {
        var app = TestApps.castleLike(columns: 120, rows: 40)
        #expect(app.status.progress == "0 of 1603 regions coloured")
        _ = app.send(Self.key("n"), time: 0)  // region 0, the background: fits
        _ = app.send(Self.key("n"), time: 0)  // the first small box
        let id = app.document.lastVisitedRegion!
        let b = app.document.progress.regions[id].bounds
        #expect(b.width <= 10)
        #expect(app.geometry.zoom >= 4)
        #expect(app.geometry.window.contains(b.x, b.y) && app.geometry.window.contains(b.maxX - 1, b.maxY - 1))
        _ = app.send(.key(.enter), time: 0)
        #expect(app.document.progress.isColoured(id))
        #expect(app.status.progress == "1 of 1603 regions coloured")
        _ = app.send(Self.key("n"), time: 0)
        #expect(app.document.lastVisitedRegion! > id)
        #expect(!app.document.progress.isColoured(app.document.lastVisitedRegion!))
    }

    @Test func eyedropperPicksPaintIntoAPickedSlotOrThePalette() {
        var app = TestApps.castleLike(columns: 120, rows: 40)
        _ = app.send(Self.key("n"), time: 0)
        _ = app.send(Self.key("n"), time: 0)
        _ = app.send(Self.key("4"), time: 0)  // green
        _ = app.send(.key(.enter), time: 0)
        _ = app.send(Self.key("1"), time: 0)
        _ = app.send(Self.key("e"), time: 0)
        #expect(app.tools.colours.selected == 3)
        // A colour not in the palette, painted by a replayed log, becomes the 17th slot.
        let odd = RGB(r: 1, g: 2, b: 3)
        var s = app.session
        _ = s.apply(.color(.rgb(odd)))
        let c = app.pointer.cursor
        _ = s.apply(.fill(x: c.x, y: c.y))
        app.session = s
        _ = app.send(Self.key("e"), time: 0)
        #expect(app.tools.colours.entries.count == 17 && app.tools.colours.selected == 16 && app.tools.colours.entries[16].rgb == odd)
        // A right click on paint picks too; on the view's unpainted background it changes nothing.
        let p = c.screenPixel(in: app.geometry)
        _ = app.send(Self.key("2"), time: 0)
        _ = app.send(Self.mouse(.press, p.x, p.y >> 1, button: 2), time: 0)
        _ = app.send(Self.mouse(.release, p.x, p.y >> 1, button: 2), time: 0)
        #expect(app.tools.colours.selected == 16)
    }

    @Test func outlineWhileAStrokeIsOpenAndLineArtToggle() {
        var app = TestApps.castleLike(columns: 120, rows: 40)
        let outline = { (f: CellFrame) in f.cells.contains { $0.fg == RegionHighlight.colour || $0.bg == RegionHighlight.colour } }
        #expect(!outline(app.frame()))
        _ = app.send(Self.key(" "), time: 0)
        #expect(app.session.isStrokeOpen && outline(app.frame()))
        _ = app.send(Self.key(" "), time: 0)
        #expect(!outline(app.frame()))
        let shown = app.renderer.frame
        _ = app.send(Self.key("v"), time: 0)
        #expect(!app.renderer.showsLineArt && app.renderer.frame != shown)
        _ = app.send(Self.key("v"), time: 0)
        #expect(app.renderer.frame == shown)
    }
}
