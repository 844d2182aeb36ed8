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

    /// On a direct-colour terminal pairs carry 0xRRGGBB: an index as xterm's palette colour, a
    /// 24-bit colour as it is (numbers below 8, which the *-direct entries send as theme colours,
    /// one step lighter); on a 256-colour one a 24-bit colour goes as its nearest index.
    @Test func coloursBecomeTheTerminalsNumbers() {
        var direct = TerminalColours(direct: true)
        #expect(direct.number(196) == 0xff0000)
        #expect(direct.number(244) == 0x808080)
        #expect(direct.number(.rgb(0x12, 0x34, 0x56)) == 0x123456)
        #expect(direct.number(.rgb(0, 0, 0)) == 0x010100)
        #expect(direct.number(.rgb(0, 0, 7)) == 0x010107)
        #expect(direct.number(.rgb(0, 0, 8)) == 0x000008)
        var indexed = TerminalColours(direct: false)
        #expect(indexed.number(196) == 196)
        #expect(indexed.number(.rgb(250, 2, 1)) == 196)
        #expect(indexed.number(.rgb(128, 128, 128)) == 244)
        var p = Presenter(pairCapacity: 65_536, directColour: true)
        var f = CellFrame(columns: 2, rows: 1, fill: Cell(glyph: " ", fg: 231, bg: 231))
        f[1, 0] = Cell(glyph: Cell.upperHalf, fg: .rgb(1, 2, 3), bg: .rgb(200, 100, 50))
        let plan = p.plan(for: f)
        #expect(plan.newPairs == [Presenter.NewPair(number: 1, fg: 0xffffff, bg: 0xffffff),
                                  Presenter.NewPair(number: 2, fg: 0x010203, bg: 0xc86432)])
        #expect(p.plan(for: f).draws.isEmpty)
    }

    /// Pair numbers run past 255 and 32767 without wrapping; when the terminal's pairs run out
    /// the table starts over with a full repaint instead of reusing numbers silently.
    @Test func pairsBeyond256AndExhaustion() {
        var table = PairTable(capacity: 65_536)
        var seen = Set<Int32>()
        for fg in 16...255 { for bg in 16...255 {
            let p = table.pair(fg: Int32(fg), bg: Int32(bg))!
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
