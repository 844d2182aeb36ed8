import Testing
import ColorCore
@testable import TermColor

@Suite struct PresenterTests {
    @Test func firstFrameDrawsAllLaterOnlyChanges() {
        var p = Presenter(pairCapacity: 65_536)
        var f = CellFrame(columns: 3, rows: 2, fill: Cell(glyph: " ", fg: 20, bg: 20))
        let first = p.plan(for: f)
        #expect(first.clearScreen && first.draws.count == 6 && first.newPairs.count == 1)
        f[1, 1] = Cell.halfBlock(upper: 200, lower: 30)
        let second = p.plan(for: f)
        #expect(!second.clearScreen)
        #expect(second.draws == [Presenter.Draw(column: 1, row: 1, glyph: Cell.lowerHalf, pair: 2)])
        #expect(second.newPairs == [Presenter.NewPair(number: 2, fg: 30, bg: 200)])
        #expect(p.plan(for: f).draws.isEmpty)
    }

    /// Pair numbers run past 255 and 32767 without wrapping; when the terminal's pairs run out
    /// the table starts over with a full repaint instead of reusing numbers silently.
    @Test func pairsBeyond256AndExhaustion() {
        var table = PairTable(capacity: 65_536)
        var seen = Set<Int32>()
        for fg in 16...255 { for bg in 16...255 {
            let p = table.pair(fg: UInt8(fg), bg: UInt8(bg))!
            #expect(p.isNew && !seen.contains(p.number))
            seen.insert(p.number)
        } }
        #expect(seen.max()! == 240 * 240)
        var small = Presenter(pairCapacity: 4)
        var f = CellFrame(columns: 2, rows: 1, fill: Cell(glyph: " ", fg: 20, bg: 20))
        _ = small.plan(for: f)
        f[0, 0] = Cell(glyph: "a", fg: 21, bg: 22)
        f[1, 0] = Cell(glyph: "b", fg: 23, bg: 24)
        _ = small.plan(for: f)
        f[0, 0] = Cell(glyph: "c", fg: 25, bg: 26)
        let plan = small.plan(for: f)  // needs a 4th pair: reset and repaint
        #expect(plan.clearScreen && plan.draws.count == 2)
        #expect(Set(plan.draws.map(\.pair)) == [1, 2])
    }
}
