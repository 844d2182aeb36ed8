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

/// `d`, the detail-blind brush: the hover outline and a fill take a shape with its thin lines
/// as one; `d` again, each side alone.
@Suite struct DetailBlindKeyTests {
    @Test func dMakesTheHoverAndTheFillTakeTheShapeWhole() throws {
        var page = Page(width: 200, height: 120)
        let box = Rect(x: 20, y: 20, width: 160, height: 80)
        for y in box.y..<box.maxY { for x in box.x..<box.maxX where !box.insetBy(6).contains(x, y) { page.setPixel(x, y, .black) } }
        for y in 26..<94 { for x in 100..<102 { page.setPixel(x, y, .black) } }
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        var app = ColoringScreen(session: session, columns: 100, rows: 30, paths: SavePaths(page: "leaf.png", output: "/tmp/unused-leaf.png"),
                                 modeName: "optimized", rescueFolder: TestApps.rescueFolder)
        let s = app.geometry.screenPixel(pageX: 50, pageY: 60), cell = app.geometry.cell(ofScreenX: s.x, y: s.y)
        let move = MouseEvent(kind: .move, button: 3, column: cell.column, row: cell.row)
        _ = app.send(.mouse(move), time: 0)
        #expect(app.hoveredRegion?.contains(150, 60) == false)
        _ = app.send(.key(.char("d")), time: 0)
        #expect(app.message.hasPrefix("detail-blind: lines up to 2 px thick"))
        #expect(app.hoveredRegion?.contains(150, 60) == true && app.hoveredRegion?.contains(50, 60) == true)
        _ = app.send(.key(.char("f")), time: 0)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: cell.column, row: cell.row)), time: 0)
        _ = app.send(.mouse(MouseEvent(kind: .release, button: 0, column: cell.column, row: cell.row)), time: 0)
        #expect(app.session.canvas.paint(at: 60 * 200 + 150) != PackedPixel.white)
        _ = app.send(.key(.char("d")), time: 0)
        #expect(app.message == "detail-blind off: every line is a border")
        #expect(app.hoveredRegion?.contains(150, 60) == false)
    }
}
