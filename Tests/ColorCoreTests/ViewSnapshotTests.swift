import Testing
@testable import ColorCore

/// Cell frames compared as text: glyphs and colour indices, no terminal needed.
@Suite struct ViewSnapshotTests {
    static let white: UInt32 = 0xffff_ffff, black: UInt32 = 0xff00_0000, red: UInt32 = 0xff00_00ff

    /// An 8x8 page: a black square outline from (1,1) to (6,6), red inside, white around.
    static func squarePage() -> (FixedPicture, LineArt) {
        var px = [UInt32](repeating: white, count: 64)
        for y in 1...6 { for x in 1...6 { px[y * 8 + x] = (x == 1 || x == 6 || y == 1 || y == 6) ? black : red } }
        let source = FixedPicture(width: 8, height: 8, pixels: px)
        let dark = px.map { $0 == black ? UInt8(255) : 0 }
        return (source, LineArt(width: 8, height: 8, darkness: dark))
    }

    @Test func squareAtOneToOne() {
        let (source, lineArt) = Self.squarePage()
        let view = ViewRenderer(source: source, lineArt: lineArt, columns: 8, rows: 6)
        #expect(view.geometry.scale == 1)
        let expected = """
            | ▄▄▄▄▄▄ |
            |        |
            |        |
            | ▀▀▀▀▀▀ |
            |        |
            |        |
            231/231 16/231 16/231 16/231 16/231 16/231 16/231 231/231
            231/231 16/16 196/196 196/196 196/196 196/196 16/16 231/231
            231/231 16/16 196/196 196/196 196/196 196/196 16/16 231/231
            231/231 16/231 16/231 16/231 16/231 16/231 16/231 231/231
            236/236 236/236 236/236 236/236 236/236 236/236 236/236 236/236
            236/236 236/236 236/236 236/236 236/236 236/236 236/236 236/236

            """
        #expect(view.frame.snapshot == expected)
    }

    /// A wide terminal letterboxes the square left and right; halving keeps the outline dark.
    @Test func squareHalvedAndLetterboxed() {
        let (source, lineArt) = Self.squarePage()
        let view = ViewRenderer(source: source, lineArt: lineArt, columns: 8, rows: 4)
        // 2 view rows = 4 display pixels high: scale 2, the page is 4x4 display pixels at column 2.
        // The sides cover half of their display pixels, sharpened to dark grey (88: a thin line
        // is not fattened to black, `DisplayFinish.darkest`); a corner covers a
        // quarter beside them and shows paper, as a quarter-covered pixel beside a dark line does
        // (the ring stays closed: the red inside touches the white only diagonally).
        #expect(view.geometry.scale == 2)
        #expect(view.geometry.originX == 2 && view.geometry.displayWidth == 4)
        let expected = """
            |  ▀▄▄▀  |
            |  ▄▀▀▄  |
            |        |
            |        |
            236/236 236/236 231/240 196/240 196/240 231/240 236/236 236/236
            236/236 236/236 231/240 196/240 196/240 231/240 236/236 236/236
            236/236 236/236 236/236 236/236 236/236 236/236 236/236 236/236
            236/236 236/236 236/236 236/236 236/236 236/236 236/236 236/236

            """
        #expect(view.frame.snapshot == expected)
    }

    @Test func halfBlockKeepsForegroundBelowBackground() {
        for u in [16, 100, 231, 255] as [UInt8] {
            for l in [16, 100, 231, 255] as [UInt8] {
                let c = Cell.halfBlock(upper: u, lower: l)
                #expect(c.fg <= c.bg)
                if u == l { #expect(c.glyph == " ") }
                else if c.glyph == Cell.upperHalf { #expect(c.fg == CellColour(u) && c.bg == CellColour(l)) }
                else { #expect(c.glyph == Cell.lowerHalf && c.fg == CellColour(l) && c.bg == CellColour(u)) }
            }
        }
    }

    @Test func diffFindsOnlyChangedCells() {
        var a = CellFrame(columns: 4, rows: 3)
        var b = a
        b[2, 1] = Cell(glyph: "x", fg: 20, bg: 30)
        b[0, 2] = Cell(glyph: Cell.upperHalf, fg: 20, bg: 30)
        #expect(FrameDiff.changedCells(from: a, to: b) == [6, 8])
        #expect(FrameDiff.changedCells(from: nil, to: b).count == 12)
        a = CellFrame(columns: 3, rows: 4)
        #expect(FrameDiff.changedCells(from: a, to: b).count == 12)
        #expect(FrameDiff.changedCells(from: b, to: b).isEmpty)
    }
}
