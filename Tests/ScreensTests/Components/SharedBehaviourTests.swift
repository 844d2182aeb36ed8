import ColorCore
import Testing
@testable import Screens

/// What the colouring and compare screens share instead of copying: the picker closes with one
/// word by key or by click, and both screens log a stroke's settings the same way.
@Suite struct SharedBehaviourTests {
    static func coloring() -> ColoringScreen {
        ColoringScreen(session: ComponentPages.session(), columns: 80, rows: 24,
                       paths: SavePaths(page: "p.png", output: "/tmp/unused-p.png"), modeName: "optimized",
                       rescueFolder: TestApps.rescueFolder)
    }

    @Test func closingThePickerByKeyOrByClickSaysNoColourChosen() {
        var byKey = Self.coloring(), byClick = Self.coloring()
        byKey.send(.key(.char("p")))
        byClick.send(.key(.char("p")))
        byKey.send(.key(.escape))
        // A click below the panel, on the palette bar.
        byClick.send(.mouse(MouseEvent(kind: .press, button: 0, column: 40, row: 22)))
        #expect(byKey.modal == .none && byClick.modal == .none)
        #expect(byKey.message == "no colour chosen" && byClick.message == byKey.message)
        // The click only closed the picker: no swatch chosen under it.
        #expect(byClick.tools.colours.selected == byKey.tools.colours.selected)
    }

    @Test func theCompareScreenLogsTheBrushInCellsAsTheColouringScreenDoes() {
        let page = ComponentPages.twoBoxes()
        var compare = CompareScreen(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)), columns: 121, rows: 40)
        var coloring = ColoringScreen(session: ComponentPages.session(page), columns: 60, rows: 39,
                                      paths: SavePaths(page: "p.png", output: "/tmp/unused-p.png"), modeName: "optimized",
                                      rescueFolder: TestApps.rescueFolder)
        coloring.filtersInput = false  // the compare screen takes points as they come
        #expect(compare.geometry == coloring.geometry)
        for key in ["+", "+"] {
            _ = compare.handle(.input(.key(.char(Unicode.Scalar(key)!)), time: 0))
            coloring.send(.key(.char(Unicode.Scalar(key)!)))
        }
        let g = coloring.geometry
        let s = g.screenPixel(pageX: 50, pageY: 60), cell = g.cell(ofScreenX: s.x, y: s.y)
        _ = compare.handle(.input(.mouse(MouseEvent(kind: .press, button: 0, column: cell.column, row: cell.row + 1)), time: 0.5))
        coloring.send(.mouse(MouseEvent(kind: .press, button: 0, column: cell.column, row: cell.row)), time: 0.5)
        let brush = { (events: [StrokeEvent]) in events.first { if case .brush = $0 { true } else { false } } }
        #expect(brush(compare.sides[0].session.log.events) == .brush((4 * g.scale * 100).rounded() / 100, cells: 4))
        #expect(compare.sides[0].session.log.events == coloring.session.log.events)
    }
}
