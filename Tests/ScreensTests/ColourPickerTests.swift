import Testing
@testable import ColorCore
@testable import Screens

@Suite struct ColourPickerTests {
    @Test func opensOnTheCurrentColourAndKeysMoveAndChoose() {
        let start = ColourGrid.xterm[5, 4]
        var p = ColourPicker(truecolour: false, current: start)
        #expect(p.selected == start && p.column == 5 && p.row == 4)
        for key in [Key.right, .char("l"), .down, .char("k"), .char("j")] { #expect(p.handle(key) == .open) }
        #expect(p.handle(.enter) == .chosen(ColourGrid.xterm[7, 5]))
        // The edges hold.
        for _ in 0..<40 { _ = p.handle(.left); _ = p.handle(.up) }
        #expect(p.column == 0 && p.row == 0 && p.handle(.char(" ")) == .chosen(ColourGrid.xterm[0, 0]))
        #expect(p.handle(.escape) == .cancelled && p.handle(.char("p")) == .cancelled)
    }

    @Test func aClickChoosesTheSwatchUnderThePointer() {
        var p = ColourPicker(truecolour: false, current: .white)
        let layout = p.layout(columns: 100, rows: 28)
        #expect(layout.fits && layout.swatchWidth == 4 && layout.swatchHeight == 2)
        let column = layout.left + 9 * layout.swatchWidth + 2, row = layout.top + 6 * layout.swatchHeight + 1
        #expect(p.handle(MouseEvent(kind: .drag, button: 0, column: column, row: row), in: layout) == .open)
        #expect(p.handle(MouseEvent(kind: .press, button: 0, column: column, row: row), in: layout) == .chosen(ColourGrid.xterm[9, 6]))
        #expect(p.handle(MouseEvent(kind: .press, button: 0, column: 0, row: 0), in: layout) == .open)
    }

    @Test func hashTypesAnyColour() {
        var p = ColourPicker(truecolour: false, current: .white)
        _ = p.handle(.char("#"))
        for c in "12aBc" { _ = p.handle(.char(c.unicodeScalars.first!)) }
        #expect(p.handle(.enter) == .open)  // five digits are not a colour yet, and it says so
        #expect(p.typingProblem == "six hex digits, e.g. #ff8800")
        _ = p.handle(.char("x"))            // not a hex digit: ignored, said
        #expect(p.typingProblem == "hex digits only: 0-9, a-f")
        _ = p.handle(.char("d"))
        #expect(p.typingProblem == nil)
        _ = p.handle(.char("e"))            // a seventh digit: ignored
        #expect(p.typed == "12aBcd" && p.typingProblem == "six digits at most")
        #expect(p.handle(.enter) == .chosen(RGB(r: 0x12, g: 0xAB, b: 0xCD)))
        #expect(p.typed == nil)
    }

    /// Ctrl-U, or a `#` typed again, starts the value over (else `12`, then `#ff8800`,
    /// gives #12ff88).
    @Test func hashOrCtrlUStartsTheValueAgain() {
        var p = ColourPicker(truecolour: true, current: .white)
        _ = p.handle(.char("#"))
        for c in "12" { _ = p.handle(.char(c.unicodeScalars.first!)) }
        for c in "#ff8800" { _ = p.handle(.char(c.unicodeScalars.first!)) }
        #expect(p.typed == "ff8800")
        _ = p.handle(.control("u"))
        #expect(p.typed == "")
        for c in "0a0b0c" { _ = p.handle(.char(c.unicodeScalars.first!)) }
        #expect(p.handle(.enter) == .chosen(RGB(r: 0x0a, g: 0x0b, b: 0x0c)))
    }

    @Test func plusAndMinusChangeTheChromaOnlyWithTruecolour() {
        var t = ColourPicker(truecolour: true, current: RGB(r: 200, g: 60, b: 60))
        let before = t.grid, chroma = t.chroma
        _ = t.handle(.char("+"))
        #expect(t.chroma > chroma && t.grid != before)
        _ = t.handle(.char("-")); _ = t.handle(.char("-"))
        #expect(t.chroma < chroma)
        var x = ColourPicker(truecolour: false, current: .white)
        _ = x.handle(.char("+"))
        #expect(x.grid == ColourGrid.xterm)
    }

    /// The panel shows each grid colour in its swatch, the selection bracketed, the chosen
    /// colour's numbers under the grid; a screen too small says so.
    @Test func thePanelShowsTheGrid() {
        let p = ColourPicker(truecolour: false, current: ColourGrid.xterm[3, 2])
        var frame = CellFrame(columns: 80, rows: 24)
        p.draw(into: &frame, areaRows: 22)
        let l = p.layout(columns: 80, rows: 22)
        #expect(l.fits && l.swatchWidth == 3 && l.swatchHeight == 2)
        for gr in 0..<10 {
            for gc in 0..<24 {
                let cell = frame[l.left + gc * 3 + 1, l.top + gr * 2 + 1]
                #expect(cell.bg == CellColour(ColorPalette.xtermIndex(ColourGrid.xterm[gc, gr])))
            }
        }
        let y = l.top + 2 * 2
        #expect(frame[l.left + 9, y].glyph == "[" && frame[l.left + 11, y].glyph == "]")
        let info = String(String.UnicodeScalarView((0..<80).map { frame[$0, l.top + 20].glyph }))
        #expect(info.contains(ColourGrid.xterm[3, 2].hex))
        var small = CellFrame(columns: 30, rows: 10)
        p.draw(into: &small, areaRows: 8)
        #expect(small.snapshot.contains("make the terminal larger"))
    }
}

@Suite struct ColourChoiceTests {
    @Test func chosenColoursGoToTheFrontOfTheRecentOnes() {
        var c = ColourChoice()
        let a = RGB(r: 1, g: 2, b: 3), b = RGB(r: 4, g: 5, b: 6)
        c.select(a); c.select(b)
        #expect(c.recent == [b, a] && c.selected == 16 && c.ink == .rgb(b) && c.entries.count == 18)
        #expect(c.shown == c.entries.map { CellColour(ColorPalette.xtermIndex($0.rgb)) })
        c.select(a)
        #expect(c.recent == [a, b] && c.current.rgb == a)
        c.select(ColorPalette.standard[3].rgb)  // a palette colour is selected, not added
        #expect(c.selected == 3 && c.recent == [a, b])
        for k in 0..<20 { c.select(RGB(r: 100, g: 0, b: UInt8(k))) }
        #expect(c.recent.count == ColourChoice.recentCapacity && c.recent.first == RGB(r: 100, g: 0, b: 19))
        #expect(c.entries.count == 16 + ColourChoice.recentCapacity)
    }

    @Test func eraserAndRainbowUntilAColourIsPicked() {
        var c = ColourChoice()
        _ = c.select(2)
        c.choose(.eraser)
        #expect(c.ink == .eraser && c.name == "eraser" && c.bar(columns: 80).selected == nil)
        c.choose(.rainbow)
        #expect(c.ink == .rainbow && c.name == "rainbow")
        _ = c.select(c.index(movedBy: 1))  // Tab leaves the special ink for the colour it was on
        #expect(c.ink == .rgb(ColorPalette.standard[2].rgb) && c.bar(columns: 80).selected == 2)
        _ = c.select(c.index(movedBy: -3))
        #expect(c.selected == 15)
    }
}
