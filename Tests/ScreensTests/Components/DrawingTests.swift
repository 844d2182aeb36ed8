import ColorCore
import Testing
@testable import Screens

/// The drawing alone: which settings a stroke logs, and that an ending event closes an open
/// stroke first.
@Suite struct DrawingTests {
    @Test func onlyChangedSettingsAreLogged() {
        var d = Drawing(session: ComponentPages.session())
        let brush = BrushSize(nearest: 2)
        let grid = InputGrid(width: 2.5, height: 5)
        let first = d.settingEvents(ink: .eraser, brush: brush, scale: 1.25, isFill: false, input: grid)
        #expect(first == [.color(.eraser), .brush(2.5, cells: 2), .input(grid)])
        for e in first { d.apply(e) }
        #expect(d.settingEvents(ink: .eraser, brush: brush, scale: 1.25, isFill: false, input: grid).isEmpty)
        // Only the cells changed (the same page width): still logged, reopening takes the cells.
        #expect(d.settingEvents(ink: .eraser, brush: BrushSize(nearest: 1), scale: 2.5, isFill: false, input: grid)
                == [.brush(2.5, cells: 1)])
        // A fill needs the ink alone.
        #expect(d.settingEvents(ink: .rainbow, brush: BrushSize(nearest: 8), scale: 3, isFill: true, input: nil) == [.color(.rainbow)])
    }

    @Test func theBrushIsLoggedToAHundredthOfAPixelAndNeverBelowHalfOne() {
        #expect(BrushSize(nearest: 3).loggedPagePixels(scale: 1.23456) == 3.7)
        #expect(BrushSize(nearest: 0.5).loggedPagePixels(scale: 0.1) == 0.5)
    }

    @Test func anEventThatEndsAnOpenStrokeIsPrecededByItsUp() {
        var d = Drawing(session: ComponentPages.session())
        d.setTime(1.23449)
        #expect(d.time == 1.234)
        d.apply(.down(x: 40, y: 40, t: d.time))
        d.apply(.move(x: 60, y: 60, t: d.time))
        d.apply(.undo)
        #expect(Array(d.session.log.events.suffix(2)) == [.up(t: 1.234), .undo] && !d.session.isStrokeOpen)
    }
}
