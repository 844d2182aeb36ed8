import Testing
import ColorCore
@testable import TermColor

/// What the presenter draws after a change of one colour of a cell: the cell again, in a pair
/// with the new colour (a plan that skipped it would leave the old colour on screen).
@Suite struct PresenterRedrawTests {
    @Test func aForegroundOnlyChangeIsDrawnWithItsNewPair() {
        var presenter = Presenter(pairCapacity: 65_536)
        var frame = CellFrame(columns: 2, rows: 1, fill: Cell(glyph: Cell.upperHalf, fg: 20, bg: 30))
        _ = presenter.plan(for: frame)
        frame[1, 0].fg = 21
        let plan = presenter.plan(for: frame)
        #expect(!plan.clearScreen)
        #expect(plan.draws == [Presenter.Draw(column: 1, row: 0, glyph: Cell.upperHalf, pair: 2)])
        #expect(plan.newPairs == [Presenter.NewPair(number: 2, fg: 21, bg: 30)])
    }
}
