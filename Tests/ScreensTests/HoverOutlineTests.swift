import Testing
@testable import ColorCore
@testable import Screens
import TestSupport

/// Hovering a region outlines that one shape: the background of a page full of shapes is
/// outlined along its outer edge, not around every shape drawn on it (its holes).
@Suite struct HoverOutlineTests {
    @Test(arguments: GlyphMode.allCases)
    func theBackgroundIsOutlinedWithoutItsHoles(glyphs: GlyphMode) throws {
        var app = TestApps.castleLike(columns: 120, rows: 40, display: DisplayOptions(glyphs: glyphs))
        // The paper between the grid of 1600 boxes and the boxes right of it is the page's
        // background; they are its holes.
        let s = app.geometry.screenPixel(pageX: 530, pageY: 300), cell = app.geometry.cell(ofScreenX: s.x, y: s.y)
        _ = app.send(.mouse(MouseEvent(kind: .move, button: 3, column: cell.column, row: cell.row)), time: 0)
        let region = try #require(app.pointer.hover.region)
        #expect(region.bounds == Rect(x: 0, y: 0, width: 1000, height: 560))
        let g = app.geometry
        let marks = RegionHighlight.outline(of: region, geometry: g)
        #expect(!marks.isEmpty)
        // Every mark is on the page's edge as shown: none around a box.
        let (x0, y0) = (g.originX, g.originY), (x1, y1) = (g.originX + g.displayWidth - 1, g.originY + g.displayHeight - 1)
        let inner = marks.filter { $0.x != x0 && $0.x != x1 && $0.y != y0 && $0.y != y1 }
        #expect(inner.isEmpty, "\(inner.count) marks inside the page")
    }

    /// A box's own outline is still its edge all round.
    @Test(arguments: GlyphMode.allCases)
    func aShapeIsOutlinedAllRound(glyphs: GlyphMode) throws {
        let app = TestApps.castleLike(columns: 120, rows: 40, display: DisplayOptions(glyphs: glyphs))
        let g = app.geometry
        let region = try #require(app.session.finder.region(atX: 800, y: 300))
        #expect(region.bounds == Rect(x: 762, y: 42, width: 196, height: 476))
        let marks = RegionHighlight.outline(of: region, geometry: g)
        let xs = Set(marks.map(\.x)), ys = Set(marks.map(\.y))
        let left = xs.min()!, right = xs.max()!, top = ys.min()!, bottom = ys.max()!
        // Every display pixel of each side is marked.
        for x in left...right { #expect(marks.contains { $0 == (x, top) } && marks.contains { $0 == (x, bottom) }) }
        for y in top...bottom { #expect(marks.contains { $0 == (left, y) } && marks.contains { $0 == (right, y) }) }
        #expect(right - left > 10 && bottom - top > 10)
    }
}
