import ColorCore
import Testing
@testable import Screens

/// The tools alone: ink, brush and fill tool, and what each change says.
@Suite struct ToolsTests {
    static func tools() -> Tools { Tools(palette: ColorPalette.standard, depth: .palette256, brushCells: nil) }

    @Test func eachToolKeySaysWhatItChose() {
        var t = Self.tools()
        #expect(t.handle(.selectColour(2)) == "colour \(ColorPalette.standard[2].name)" && t.colours.selected == 2)
        #expect(t.handle(.nextColour) == "colour \(ColorPalette.standard[3].name)")
        #expect(t.handle(.previousColour) == "colour \(ColorPalette.standard[2].name)")
        #expect(t.handle(.eraser)?.hasPrefix("eraser") == true && t.colours.ink == .eraser)
        #expect(t.handle(.rainbow)?.hasPrefix("rainbow") == true && t.colours.ink == .rainbow)
        let cells = t.brush.cells
        #expect(t.handle(.largerBrush) == "brush \(StatusLine.formatCells(t.brush.cells)) cells" && t.brush.cells > cells)
        #expect(t.handle(.smallerBrush) != nil && t.brush.cells == cells)
        #expect(t.handle(.toggleFill) == "fill tool: click a region" && t.kind == .fill)
        #expect(t.handle(.toggleFill) == "brush tool" && t.kind == .brush)
    }

    @Test func aSwatchOrAColourNoEntryHasGoesToTheRecentOnes() {
        var t = Self.tools()
        #expect(t.choose(PaletteBar.Hit.colour(4)) == "colour \(ColorPalette.standard[4].name)")
        #expect(t.choose(PaletteBar.Hit.eraser)?.hasPrefix("eraser") == true)
        // No palette entry 99: nothing chosen, nothing said.
        #expect(t.select(99) == nil && t.colours.ink == .eraser)
        let odd = RGB(r: 0x12, g: 0x34, b: 0x56)
        _ = t.choose(Ink.rgb(odd))
        #expect(t.colours.ink == .rgb(odd) && t.colours.recent == [odd])
    }

    @Test func itTakesTheLastInkAndBrushOfALog() {
        var session = ComponentPages.session()
        let odd = RGB(r: 0x12, g: 0x34, b: 0x56)
        for e: StrokeEvent in [.color(.rgb(odd)), .brush(9, cells: 6), .down(x: 50, y: 50, t: 0), .up(t: 0.1), .color(.eraser)] {
            session.apply(e)
        }
        var t = Self.tools()
        t.adopt(session, scale: 1)
        #expect(t.colours.ink == .eraser && t.colours.recent == [odd] && t.brush.cells == 6)
        // A log with no brush event leaves the brush as it was.
        var fresh = Self.tools()
        fresh.adopt(ComponentPages.session(), scale: 1)
        #expect(fresh.brush == BrushSize())
    }
}
