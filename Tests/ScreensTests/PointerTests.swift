import Foundation
import Testing
@testable import ColorCore
@testable import Screens
import TestSupport

/// Where presses and drags land, through the colouring screen: the report grid logged for the
/// filter, forgiving starts on line cells, the hover outline and `m`.
@Suite struct PointerTests {
    static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, pixel: PixelPosition? = nil) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: kind == .move ? 3 : 0, column: column, row: row, pixel: pixel))
    }

    /// The page pixels cell (`column`, `row`) shows: the page columns and rows of each of its
    /// display pixels, whatever the glyphs.
    static func pagesUnder(column: Int, row: Int, _ g: ViewGeometry) -> Rect {
        let (cx, cy) = g.cellPixels
        var r = Rect.empty
        for dy in (row * cy - g.originY)..<((row + 1) * cy - g.originY) where dy >= 0 && dy < g.displayHeight {
            for dx in (column * cx - g.originX)..<((column + 1) * cx - g.originX) where dx >= 0 && dx < g.displayWidth {
                let columns = g.pageColumns(dx), rows = g.pageRows(dy)
                r = r.union(Rect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count))
            }
        }
        return r
    }

    /// Per reference region, how many of its pixels lie in `area`.
    static func regionPixels(in area: Rect, _ reference: ReferenceRegions) -> [Int: Int] {
        var count: [Int: Int] = [:]
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where reference.labels[y * reference.width + x] >= 0 {
                count[reference.labels[y * reference.width + x], default: 0] += 1
            }
        }
        return count
    }

    /// The cells whose centre is a line pixel though paintable pixels are under them, and those
    /// with only lines under them.
    static func lineCells(_ s: ColoringScreen) -> (forgiving: [(Int, Int)], hopeless: [(Int, Int)]) {
        let g = s.geometry, (cx, cy) = g.cellPixels
        var forgiving: [(Int, Int)] = [], hopeless: [(Int, Int)] = []
        for row in 0..<g.viewRows where (row + 1) * cy > g.originY && row * cy < g.originY + g.displayHeight {
            for column in (g.originX / cx)..<((g.originX + g.displayWidth) / cx) {
                let p = ColoringPointer.place(MouseEvent(kind: .press, button: 0, column: column, row: row), in: s.geometry).point
                guard p.x >= 0, p.y >= 0, p.x < Double(g.pageWidth), p.y < Double(g.pageHeight),
                      s.lineArt.isLine(p.pixel.x, p.pixel.y) else { continue }
                let cell = Self.pagesUnder(column: column, row: row, g)
                var any = false
                for y in cell.y..<cell.maxY { for x in cell.x..<cell.maxX where s.lineArt.isPaintable(x, y) { any = true } }
                if any { forgiving.append((column, row)) } else { hopeless.append((column, row)) }
            }
        }
        return (forgiving, hopeless)
    }

    /// A fill click on a line cell fills the region that covers most of the cell (counted here
    /// pixel by pixel against the reference labelling), and the log holds a paintable point, in
    /// every glyph mode (the cell's page pixels were once taken as half blocks', so in the other
    /// modes a click could fill a region across the screen).
    @Test(arguments: GlyphMode.allCases)
    func aFillClickOnALineFillsTheRegionCoveringMostOfTheCell(glyphs: GlyphMode) {
        var s = TestApps.castleLike(columns: 120, rows: 40, display: DisplayOptions(glyphs: glyphs, colours: .palette256))
        let reference = ReferenceRegions(s.lineArt)
        _ = s.send(.key(.char("f")))
        let cells = Self.lineCells(s).forgiving
        #expect(cells.count > 20, "the page has line cells to try")
        for (column, row) in cells.prefix(12) {
            _ = s.send(.key(.char("u")))  // take the last fill back: each click starts blank
            let count = s.session.log.events.count
            _ = s.send(Self.mouse(.press, column, row))
            _ = s.send(Self.mouse(.release, column, row))
            guard case .fill(let x, let y) = s.session.log.events.last, s.session.log.events.count > count else {
                Issue.record("no fill at cell \(column),\(row)"); continue
            }
            #expect(s.lineArt.isPaintable(Int(x), Int(y)))
            let votes = Self.regionPixels(in: Self.pagesUnder(column: column, row: row, s.geometry), reference)
            let most = votes.values.max()!
            #expect(votes[reference.labels[Int(y) * reference.width + Int(x)]] == most, "cell \(column),\(row): \(votes)")
        }
    }

    /// From the keyboard, in every glyph mode: the cursor on a line, Space with the fill tool
    /// fills the region covering most of the cursor's display pixel (the forgiving start), or
    /// when only lines are under it, a paintable pixel of the cursor's cell.
    @Test(arguments: GlyphMode.allCases)
    func spaceOnALineFillsNearTheCursor(glyphs: GlyphMode) {
        var s = TestApps.castleLike(columns: 120, rows: 40, display: DisplayOptions(glyphs: glyphs, colours: .palette256))
        let reference = ReferenceRegions(s.lineArt)
        _ = s.send(.key(.char("f")))
        let g = s.geometry, (cx, cy) = g.cellPixels
        var tried = 0
        for (column, row) in Self.lineCells(s).forgiving.prefix(12) {
            _ = s.send(.key(.char("u")))
            // The cursor on the page point of the cell's middle display pixel, when a line.
            let (sx, sy) = (column * cx + cx / 2, row * cy + cy / 2)
            let p = g.pagePoint(screenX: sx, screenY: sy)
            guard s.lineArt.isLine(Int(p.x), Int(p.y)) else { continue }
            s.pointer.cursor = KeyboardCursor(x: p.x, y: p.y)
            let count = s.session.log.events.count
            _ = s.send(.key(.char(" ")))
            guard case .fill(let x, let y) = s.session.log.events.last, s.session.log.events.count > count else {
                Issue.record("no fill from the cursor at cell \(column),\(row)"); continue
            }
            tried += 1
            let columns = g.pageColumns(sx - g.originX), rows = g.pageRows(sy - g.originY)
            let votes = Self.regionPixels(in: Rect(x: columns.lowerBound, y: rows.lowerBound, width: columns.count, height: rows.count),
                                          reference)
            if let most = votes.values.max() {
                #expect(votes[reference.labels[Int(y) * reference.width + Int(x)]] == most, "cell \(column),\(row): \(votes)")
            } else {
                #expect(Self.pagesUnder(column: column, row: row, g).contains(Int(x), Int(y)), "cell \(column),\(row): fill at \(x),\(y)")
            }
        }
        #expect(tried >= 5, "cursor positions on lines to try")
    }

    @Test func aPressWithOnlyLinesUnderTheCellSaysSo() {
        // 2-pixel lines every 12 pixels at fit zoom 1000/120: some cells are all line.
        var s = TestApps.castleLike(columns: 120, rows: 40)
        _ = s.send(.key(.char("?")))
        _ = s.send(.key(.escape))
        for _ in 0..<5 { _ = s.send(.key(.char(">"))) }  // closer: cells smaller than the lines
        guard let (column, row) = Self.lineCells(s).hopeless.first else { Issue.record("no all-line cell"); return }
        let count = s.session.log.events.count
        _ = s.send(Self.mouse(.press, column, row))
        _ = s.send(Self.mouse(.drag, column + 1, row))
        _ = s.send(Self.mouse(.release, column + 1, row))
        #expect(s.session.log.events.count == count)
        #expect(s.message == "on a line: nothing to paint here")
    }

    /// Mouse strokes log the grid of their reports (cells, or screen pixels) before the `down`;
    /// keyboard strokes are exact (`input none`).
    @Test func strokesLogTheGridOfTheirReports() {
        var s = TestApps.castleLike(columns: 120, rows: 40)
        let g = s.geometry
        _ = s.send(Self.mouse(.press, 100, 10))
        _ = s.send(Self.mouse(.release, 100, 10))
        #expect(s.session.log.events.contains(.input(ColoringPointer.logged(g.reportGrid()))))
        let px = PixelPosition(x: 100.25, y: 20.75, stepX: 0.125, stepY: 1.0 / 16)
        _ = s.send(Self.mouse(.press, 100, 20, pixel: px))
        #expect(s.session.inputGrid == ColoringPointer.logged(g.reportGrid(stepX: 0.125, stepY: 1.0 / 16)))
        guard case .down(let x, let y, _) = s.session.log.events.last else { Issue.record("no down"); return }
        let p = g.pointerPoint(x: 100.25, y: 20.75)
        if s.lineArt.isPaintable(p.pixel.x, p.pixel.y) {
            #expect(StrokePoint(x: x, y: y) == p)
        } else {
            #expect(s.lineArt.isPaintable(Int(x), Int(y)))  // a forgiving start
        }
        _ = s.send(Self.mouse(.release, 100, 20, pixel: px))
        _ = s.send(.key(.char(" ")))
        #expect(s.session.inputGrid == nil && s.session.log.events.contains(.input(nil)))
    }

    /// What the screen drew live, replay draws from the saved log, byte for byte: cell and pixel
    /// drags, at fit and zoomed (other grids), with a forgiving start among them.
    @Test func replayGivesTheSamePicture() throws {
        var s = TestApps.castleLike(columns: 120, rows: 40)
        let line = Self.lineCells(s).forgiving[7]
        _ = s.send(Self.mouse(.press, line.0, line.1))
        for k in 1...30 { _ = s.send(Self.mouse(.drag, line.0 + k / 3, line.1 + k / 7)) }
        _ = s.send(Self.mouse(.release, line.0 + 10, line.1 + 4))
        _ = s.send(.key(.char("]")))
        for k in 0...60 {
            let x = 75 + Double(k) * 0.3, y = 8 + Double(k) * 0.11
            _ = s.send(Self.mouse(k == 0 ? .press : .drag, Int(x), Int(y), pixel: PixelPosition(x: x, y: y, stepX: 0.1, stepY: 0.05)))
        }
        _ = s.send(Self.mouse(.release, 93, 14))
        _ = s.send(.key(.char(">")))
        _ = s.send(.key(.char(">")))
        _ = s.send(Self.mouse(.press, 30, 5))
        for k in 1...40 { _ = s.send(Self.mouse(.drag, 30 + k, 5 + k / 4)) }
        _ = s.send(Self.mouse(.release, 70, 15))
        let log = try StrokeLog(json: s.session.log.jsonData())
        #expect(log.events.filter { if case .input = $0 { true } else { false } }.count >= 3)
        let page = TestApps.castleLikePage()
        let replayed = try StrokeReplay.render(log, on: page, finder: RegionMode.naive.makeFinder(for: LineArt(page: page)))
        #expect(replayed.rgba == s.session.renderedPage().rgba)
    }

    @Test func hoverOutlinesTheRegionAndMTurnsItOff() {
        var app = App(TestApps.castleLike(columns: 120, rows: 40), columns: 120, rows: 40)
        #expect(app.mouseMode == .allMotion)
        func outlined(_ f: CellFrame) -> Int {
            f.cells.filter { $0.upperColour == RegionHighlight.colour || $0.lowerColour == RegionHighlight.colour }.count
        }
        #expect(outlined(app.frame()) == 0)
        _ = app.handle(.input(Self.mouse(.move, 100, 10), time: 0))
        let screen = app.active as! ColoringScreen
        #expect(screen.pointer.hover.region != nil)
        #expect(outlined(app.frame()) > 10)
        // The outline is the region under the pointer: its bounds hold the pointer's page point.
        let p = ColoringPointer.place(MouseEvent(kind: .move, button: 3, column: 100, row: 10), in: screen.geometry).point
        #expect(screen.pointer.hover.region!.bounds.contains(p.pixel.x, p.pixel.y))
        let effects = app.handle(.input(.key(.char("m")), time: 0))
        #expect(effects.contains { if case .setMouseMode(.buttons) = $0 { true } else { false } })
        #expect(outlined(app.frame()) == 0)
        _ = app.handle(.input(Self.mouse(.move, 90, 12), time: 0))
        #expect(outlined(app.frame()) == 0)
        let again = app.handle(.input(.key(.char("m")), time: 0))
        #expect(again.contains { if case .setMouseMode(.allMotion) = $0 { true } else { false } })
    }

    /// A zoom or pan moves the page under a pointer held still (the terminal reports no motion
    /// then): the outline is the region now under the pointer, not the one it was over.
    @Test func hoverFollowsThePointerWhenTheViewMoves() {
        var app = App(TestApps.castleLike(columns: 120, rows: 40), columns: 120, rows: 40)
        _ = app.handle(.input(Self.mouse(.move, 40, 8), time: 0))
        var regions: Set<Int> = []
        for key: Key in [.char(">"), .char(">"), .right, .right, .down, .left, .char("<")] {
            _ = app.handle(.input(.key(key), time: 0))
            let screen = app.active as! ColoringScreen
            let p = ColoringPointer.place(MouseEvent(kind: .move, button: 3, column: 40, row: 8), in: screen.geometry).point
            let (x, y) = p.pixel
            let under = screen.session.finder.region(atX: x, y: y)
            // On a line the outline may show the forgiving start's region, or none.
            guard let under else { continue }
            #expect(screen.pointer.hover.region?.contains(x, y) == true, "after \(key): the outline is not under the pointer")
            regions.insert(under.bounds.x * 100_000 + under.bounds.y)
        }
        // The steps moved the pointer over more than one region.
        #expect(regions.count > 1)
        // A right-button drag pans with the pointer, which is then elsewhere on the screen: the
        // outline is the region under it there.
        _ = app.handle(.input(.mouse(MouseEvent(kind: .press, button: 2, column: 40, row: 8)), time: 0))
        for (k, (column, row)) in [(44, 10), (50, 12), (57, 15)].enumerated() {
            _ = app.handle(.input(.mouse(MouseEvent(kind: .drag, button: 2, column: column, row: row)), time: 0))
            let screen = app.active as! ColoringScreen
            let (x, y) = ColoringPointer.place(MouseEvent(kind: .move, button: 3, column: column, row: row), in: screen.geometry).point.pixel
            guard screen.session.finder.region(atX: x, y: y) != nil else { continue }  // on a line
            #expect(screen.pointer.hover.region?.contains(x, y) == true, "drag step \(k): the outline is not under the pointer")
        }
        _ = app.handle(.input(.mouse(MouseEvent(kind: .release, button: 2, column: 57, row: 15)), time: 0))
    }
}
