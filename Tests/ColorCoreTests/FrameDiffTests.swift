import Testing
import ColorCore

/// The cells a presenter redraws: a cell whose glyph, foreground or background alone changed
/// must be redrawn, or the screen keeps showing the old colour there.
@Suite struct FrameDiffTests {
    static let before = CellFrame(columns: 3, rows: 2, fill: Cell(glyph: Cell.upperHalf, fg: 20, bg: 30))

    @Test func aForegroundOnlyChangeIsRedrawn() {
        var after = Self.before
        after[1, 0] = Cell(glyph: Cell.upperHalf, fg: 21, bg: 30)
        #expect(FrameDiff.changedCells(from: Self.before, to: after) == [1])
        // The same in 24-bit colour, where the upper half of a half-block cell is its foreground.
        var rgb = CellFrame(columns: 2, rows: 1, fill: Cell(glyph: Cell.upperHalf, fg: .rgb(10, 20, 30), bg: .rgb(200, 200, 200)))
        let rgbBefore = rgb
        rgb[0, 0].fg = .rgb(10, 20, 31)
        #expect(FrameDiff.changedCells(from: rgbBefore, to: rgb) == [0])
    }

    @Test func aBackgroundOnlyChangeIsRedrawn() {
        var after = Self.before
        after[2, 1] = Cell(glyph: Cell.upperHalf, fg: 20, bg: 31)
        #expect(FrameDiff.changedCells(from: Self.before, to: after) == [5])
    }

    @Test func aGlyphOnlyChangeIsRedrawn() {
        var after = Self.before
        after[0, 1] = Cell(glyph: Cell.lowerHalf, fg: 20, bg: 30)
        #expect(FrameDiff.changedCells(from: Self.before, to: after) == [3])
    }
}
