import ColorCore
import Testing
@testable import Screens

/// The side-by-side screen: one drag goes to both halves, Hermite on the left and straight
/// segments on the right, and the halves show the same page and differ only where the strokes do.
@Suite struct CompareScreenTests {
    /// 300x200, blank: one region, so a zigzag is never cut by a line.
    static func screen(columns: Int = 121, rows: Int = 40) -> CompareScreen {
        let page = Page(width: 300, height: 200)
        return CompareScreen(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)), columns: columns, rows: rows)
    }

    static func send(_ s: inout CompareScreen, _ input: InputEvent) { _ = s.handle(.input(input, time: 0)) }

    /// Rows 1... of a half, as cells.
    static func half(_ f: CellFrame, _ k: Int, rows: Int, half: Int) -> [Cell] {
        (1..<(rows - 2)).flatMap { r in (0..<half).map { c in f[(k == 0 ? 0 : half + 1) + c, r] } }
    }

    @Test func oneDragPaintsBothHalvesAndTheyDifferWhereItBends() {
        var s = Self.screen()
        let half = 60
        // A zigzag drawn in the left half, coarse points so the curves bend visibly.
        let points = [(10, 25), (18, 10), (26, 25), (34, 10), (42, 25)]
        Self.send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: points[0].0, row: points[0].1)))
        for p in points.dropFirst() { Self.send(&s, .mouse(MouseEvent(kind: .drag, button: 0, column: p.0, row: p.1))) }
        Self.send(&s, .mouse(MouseEvent(kind: .release, button: 0, column: 42, row: 25)))
        // Both sessions got the same events; their smoothing differs (and each log says so).
        #expect(s.sides[0].session.log.events == s.sides[1].session.log.events)
        #expect(s.sides[0].session.log.smoothing == .hermite && s.sides[1].session.log.smoothing == .linear)
        #expect(s.sides[0].session.smoothing == .hermite && s.sides[1].session.smoothing == .linear)
        let f = s.frame()
        let left = Self.half(f, 0, rows: 40, half: half), right = Self.half(f, 1, rows: 40, half: half)
        let red = CellColour(ColorPalette.xtermIndex(Session.defaultColor))
        let paintedLeft = left.filter { $0.upperColour == red || $0.lowerColour == red }.count
        let paintedRight = right.filter { $0.upperColour == red || $0.lowerColour == red }.count
        #expect(paintedLeft > 50 && paintedRight > 50, "\(paintedLeft) \(paintedRight)")
        // Where the stroke bends the two differ; away from it they are the same.
        let differing = zip(left, right).enumerated().filter { $0.element.0 != $0.element.1 }.map { $0.offset }
        #expect(differing.count > 5)
        #expect(differing.allSatisfy { i in (6...29).contains(i / half + 1) && (4...48).contains(i % half) },
                "cells differ away from the stroke")
        // The paint is the same in the saved sense: a drag that started in the right half paints
        // the same page points too.
        var t = Self.screen()
        Self.send(&t, .mouse(MouseEvent(kind: .press, button: 0, column: 61 + 10, row: 25)))
        Self.send(&t, .mouse(MouseEvent(kind: .drag, button: 0, column: 61 + 18, row: 10)))
        Self.send(&t, .mouse(MouseEvent(kind: .release, button: 0, column: 61 + 18, row: 10)))
        var u = Self.screen()
        Self.send(&u, .mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 25)))
        Self.send(&u, .mouse(MouseEvent(kind: .drag, button: 0, column: 18, row: 10)))
        Self.send(&u, .mouse(MouseEvent(kind: .release, button: 0, column: 18, row: 10)))
        #expect(t.sides[0].session.canvas.paintPixels == u.sides[0].session.canvas.paintPixels)
    }

    @Test func labelledAndKeysActOnBothSides() {
        var s = Self.screen()
        let top = String(String.UnicodeScalarView((0..<121).map { s.frame()[$0, 0].glyph }))
        #expect(top.contains("Hermite") && top.contains("straight segments"))
        #expect(top.firstRange(of: "Hermite")!.lowerBound < top.firstRange(of: "straight")!.lowerBound)
        Self.send(&s, .key(.char("x")))
        #expect(s.colours.ink == .eraser)
        Self.send(&s, .key(.char("3")))
        Self.send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 20)))
        Self.send(&s, .mouse(MouseEvent(kind: .release, button: 0, column: 20, row: 20)))
        #expect(s.sides.allSatisfy { $0.session.ink == .rgb(ColorPalette.standard[2].rgb) && $0.session.canUndo })
        Self.send(&s, .key(.char("u")))
        #expect(s.sides.allSatisfy { !$0.session.canUndo && $0.session.canvas.paintPixels.allSatisfy { $0 == PackedPixel.white } })
        #expect(s.handle(.input(.key(.char("q")), time: 0)).contains { if case .quit = $0 { true } else { false } })
        var small = Self.screen(columns: 30, rows: 10)
        #expect(small.frame().snapshot.contains("too small"))
        Self.send(&small, .mouse(MouseEvent(kind: .press, button: 0, column: 5, row: 5)))
        #expect(!small.sides[0].session.canUndo)
    }
}
