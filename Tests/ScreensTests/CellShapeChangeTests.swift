@testable import ColorCore
@testable import Screens
import Testing

/// The terminal turned to pixels after the start: the coloring screen lays the page out in the
/// measured cell from then on, as if it had started with it, and keeps the line art hidden if it was.
@Suite struct CellShapeChangeTests {
    static let xtermCell = CellShape(pixelWidth: 6, height: 13)

    @Test func theViewIsLaidOutAsIfStartedInTheNewCell() {
        var screen = TestApps.castleLike(columns: 100, rows: 40)
        #expect(screen.geometry.cellShape == .usual)
        _ = screen.handle(.cellShapeChanged(Self.xtermCell))
        let started = TestApps.castleLike(columns: 100, rows: 40, display: DisplayOptions(cellShape: Self.xtermCell))
        #expect(screen.geometry == started.geometry)
        #expect(screen.geometry != TestApps.castleLike(columns: 100, rows: 40).geometry)
        #expect(screen.frame() == started.frame())
    }

    @Test func hiddenLineArtStaysHidden() {
        var screen = TestApps.castleLike(columns: 100, rows: 40)
        _ = screen.handle(.input(.key(.char("v")), time: 0))
        #expect(!screen.renderer.showsLineArt)
        _ = screen.handle(.cellShapeChanged(Self.xtermCell))
        #expect(!screen.renderer.showsLineArt && screen.geometry.cellShape == Self.xtermCell)
    }
}
