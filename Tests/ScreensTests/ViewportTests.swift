@testable import ColorCore
@testable import Screens
import Testing

/// Zoomed and panned views: the page <-> screen mapping, clamping, and the zoom ladder.
@Suite struct ViewportTests {
    static let cases: [(w: Int, h: Int, columns: Int, rows: Int, scale: Double, left: Double, top: Double)] = [
        (2000, 1125, 200, 60, 4, 700, 300),
        (2000, 1125, 200, 60, 1, 1234.5, 777),
        (2000, 1125, 200, 60, 0.25, 10, 1100),
        (4096, 4096, 200, 60, 8, 0, 0),
        (777, 555, 131, 41, 2, 200.7, 123.2),
        (300, 200, 80, 24, 0.5, 40, 30),
    ]

    /// Every screen display pixel of the window maps to a page point that maps back to it, in
    /// every glyph mode.
    @Test(arguments: cases.indices, GlyphMode.allCases)
    func screenToPageRoundTrip(_ k: Int, _ glyphs: GlyphMode) {
        let c = Self.cases[k]
        let g = ViewGeometry(pageWidth: c.w, pageHeight: c.h, columns: c.columns, rows: c.rows,
                             viewport: Viewport(scale: c.scale, left: c.left, top: c.top), glyphs: glyphs)
        #expect(g.scale == c.scale)
        for sy in g.originY..<(g.originY + g.displayHeight) {
            for sx in g.originX..<(g.originX + g.displayWidth) {
                let p = g.pagePoint(screenX: sx, screenY: sy)
                #expect(p.x >= 0 && p.x < Double(c.w) && p.y >= 0 && p.y < Double(c.h))
                let back = g.screenPixel(pageX: p.x, pageY: p.y)
                if back != (sx, sy) { Issue.record("(\(sx),\(sy)) -> \(p) -> \(back)"); return }
            }
        }
    }

    /// Each page column and row of the window is shown by exactly one display pixel when
    /// reduced (so lines stay visible), by at least one when enlarged; and a page point lands in
    /// the display pixel whose page range holds it.
    @Test(arguments: cases.indices, GlyphMode.allCases)
    func windowRangesPartitionAndPagePointsLandInTheirPixel(_ k: Int, _ glyphs: GlyphMode) {
        let c = Self.cases[k]
        let g = ViewGeometry(pageWidth: c.w, pageHeight: c.h, columns: c.columns, rows: c.rows,
                             viewport: Viewport(scale: c.scale, left: c.left, top: c.top), glyphs: glyphs)
        let win = g.window
        var covered = [Int](repeating: 0, count: c.w)
        for dx in 0..<g.displayWidth { for x in g.pageColumns(dx) { covered[x] += 1 } }
        for x in 0..<c.w {
            let n = covered[x]
            if !win.contains(x, win.y) { #expect(n == 0); continue }
            if g.scaleX >= 1 { #expect(n == 1, "column \(x)") } else { #expect(n >= 1, "column \(x)") }
        }
        // Pixel centres, but inside the shown span: enlarged, the window's edge may cut through
        // its last page pixel before the centre.
        let endX = g.x.position(Double(g.displayWidth)), endY = g.y.position(Double(g.displayHeight))
        for (x, y) in [(win.x, win.y), (win.maxX - 1, win.maxY - 1), (win.x + win.width / 3, win.y + win.height / 2)] {
            let s = g.screenPixel(pageX: min(Double(x) + 0.5, endX - 1e-6), pageY: min(Double(y) + 0.5, endY - 1e-6))
            guard (0..<g.displayWidth).contains(s.x - g.originX), (0..<g.displayHeight).contains(s.y - g.originY) else {
                Issue.record("\(x),\(y) -> \(s) outside the window \(g.originX),\(g.originY) \(g.displayWidth)x\(g.displayHeight)")
                continue
            }
            let cols = g.pageColumns(s.x - g.originX), rows = g.pageRows(s.y - g.originY)
            #expect(cols.contains(x) && rows.contains(y), "\(x),\(y) -> \(s)")
        }
    }

    @Test func clampingKeepsTheWindowOnThePage() {
        let far = ViewGeometry(pageWidth: 2000, pageHeight: 1125, columns: 200, rows: 60,
                               viewport: Viewport(scale: 2, left: 1e6, top: -1e6))
        #expect(far.window.maxX == 2000 && far.window.y == 0)
        #expect(far.displayWidth == 200 && far.displayHeight == 116 && far.originX == 0 && far.originY == 0)
        // The clamped viewport takes effect at once: panning back moves the view.
        let back = ViewGeometry(pageWidth: 2000, pageHeight: 1125, columns: 200, rows: 60,
                                viewport: far.panned(dx: -10, dy: 0))
        #expect(back.window.maxX == 1980)
        // Beyond fit is fit; closer than the closest is the closest.
        let fit = ViewGeometry(pageWidth: 2000, pageHeight: 1125, columns: 200, rows: 60, viewport: Viewport(scale: 50))
        #expect(fit.isFit && fit == ViewGeometry(pageWidth: 2000, pageHeight: 1125, columns: 200, rows: 60))
        let close = ViewGeometry(pageWidth: 2000, pageHeight: 1125, columns: 200, rows: 60, viewport: Viewport(scale: 0.01))
        #expect(close.scale == Viewport.closestScale)
        // Zoomed in on one axis only: the other stays centred.
        let wide = ViewGeometry(pageWidth: 1000, pageHeight: 100, columns: 100, rows: 52, viewport: Viewport(scale: 2, left: 300, top: 50))
        // 50 display pixels (25 cells) in 50 rows: centred on a cell boundary, 12 cells down.
        #expect(wide.displayHeight == 50 && wide.originY == 24 && wide.offsetY == 0)
        #expect(wide.offsetX == 150 && wide.window.x == 300)
    }

    @Test func ladderRunsFromFitThroughPowersOfTwo() {
        #expect(Viewport.ladder(fit: 10) == [10, 8, 4, 2, 1, 0.5, 0.25, 0.125])
        #expect(Viewport.ladder(fit: 40) == [40, 32, 16, 8, 4, 2, 1, 0.5, 0.25, 0.125])
        // A power of two within 15% of fit is skipped.
        #expect(Viewport.ladder(fit: 35.3) == [35.3, 16, 8, 4, 2, 1, 0.5, 0.25, 0.125])
        #expect(Viewport.ladder(fit: 9) == [9, 4, 2, 1, 0.5, 0.25, 0.125])
        #expect(Viewport.step(from: 10, by: 1, fit: 10) == 8)
        #expect(Viewport.step(from: 8, by: 2, fit: 10) == 2)
        #expect(Viewport.step(from: 0.125, by: 1, fit: 10) == 0.125)
        #expect(Viewport.step(from: 2, by: -9, fit: 10) == 10)
        // Between rungs (the fit changed): to the neighbours.
        #expect(Viewport.step(from: 3, by: 1, fit: 10) == 2)
        #expect(Viewport.step(from: 3, by: -1, fit: 10) == 4)
    }

    /// A wheel step keeps the page point under the pointer there, within a display pixel, in
    /// every glyph mode.
    @Test(arguments: [(60, 20), (100, 30), (150, 45), (20, 5)], GlyphMode.allCases)
    func wheelZoomKeepsThePointUnderThePointer(at: (column: Int, row: Int), glyphs: GlyphMode) {
        let (column, row) = at
        var app = TestApps.castleLike(columns: 200, rows: 60, display: DisplayOptions(glyphs: glyphs))
        for step in 0..<6 {
            let before = app.geometry.pagePointAnywhere(column: column, row: row)
            _ = app.send(.mouse(MouseEvent(kind: .scrollUp, button: 0, column: column, row: row)), time: 0)
            let g = app.geometry
            #expect(g.zoom > 1)
            let after = g.pagePointAnywhere(column: column, row: row)
            // A page edge may stop the view from centring the point; away from the edges not.
            let w = g.window
            let nearEdge = w.x == 0 || w.y == 0 || w.maxX == g.pageWidth || w.maxY == g.pageHeight
            if !nearEdge {
                #expect(abs(after.x - before.x) <= g.scaleX && abs(after.y - before.y) <= g.scaleY, "step \(step): \(before) -> \(after)")
            }
        }
        _ = app.send(.key(.home), time: 0)
        #expect(app.geometry.isFit)
    }

    /// Zoom and pan re-render from the pyramid: the zoomed frame equals a renderer built at
    /// that viewport from scratch, and the fit frame comes back exactly after zooming out.
    @Test(arguments: GlyphMode.allCases)
    func zoomedFrameMatchesAFreshRender(glyphs: GlyphMode) {
        let display = DisplayOptions(glyphs: glyphs)
        var app = TestApps.castleLike(columns: 120, rows: 40, display: display)
        let fitFrame = app.renderer.frame
        _ = app.send(.key(.char(">")), time: 0)
        _ = app.send(.key(.char(">")), time: 0)
        _ = app.send(.key(.right), time: 0)
        var fresh = ViewRenderer(canvas: app.session.canvas, lineArt: app.lineArt, columns: 120, rows: 40, options: display)
        fresh.setViewport(app.geometry.viewport, canvas: app.session.canvas, lineArt: app.lineArt)
        #expect(fresh.frame == app.renderer.frame)
        #expect(fresh.frame != fitFrame)
        _ = app.send(.key(.home), time: 0)
        #expect(app.renderer.frame == fitFrame)
    }
}
