import Testing
@testable import ColorCore
@testable import Screens

/// In 24-bit colour the chrome shows colours exactly: the palette bar's swatches and the status
/// line's colour square are the saved picture's colours, and the picker shows every swatch as it
/// is (in 256 colours: their nearest xterm colours).
@Suite struct TruecolorChromeTests {
    static func screen(_ depth: ColourDepth) -> ColoringScreen {
        var page = Page(width: 40, height: 20)
        for x in 0..<40 { page.setPixel(x, 10, .black) }
        let art = LineArt(page: page)
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        return ColoringScreen(session: session, columns: 80, rows: 24, paths: SavePaths(page: "p.png", output: "/tmp/unused.png"),
                              modeName: "optimized", rescueFolder: TestApps.rescueFolder,
                              display: DisplayOptions(glyphs: .half, colours: depth))
    }

    @Test(arguments: [ColourDepth.palette256, .truecolor])
    func paletteBarSwatchesAreThePaintColours(depth: ColourDepth) {
        let s = Self.screen(depth)
        let f = s.frame()
        let bar = s.tools.colours.bar(columns: 80)
        for (i, entry) in ColorPalette.standard.prefix(bar.visibleCount).enumerated() {
            let expected: CellColour = depth == .truecolor ? .rgb(entry.rgb) : CellColour(ColorPalette.xtermIndex(entry.rgb))
            // The swatch's three cells: `[` or space, the key, `]` or space, all on the colour.
            for k in 0..<3 { #expect(f[1 + i * PaletteBar.swatchWidth + k, 22].bg == expected, "swatch \(i)") }
        }
        // The status line's square is the current colour.
        let square = (0..<80).map { f[$0, 23] }.first { $0.glyph == "\u{25A0}" }
        let red = ColorPalette.standard[0].rgb
        #expect(square?.fg == (depth == .truecolor ? .rgb(red) : CellColour(ColorPalette.xtermIndex(red))))
    }

    /// On a 16- or 8-colour screen the swatches are the nearest ANSI colours, and the status line
    /// names the colour with the RGB that will be saved.
    @Test(arguments: [ColourDepth.ansi16, .ansi8])
    func ansiSwatchesAreTheNearestAndTheStatusSaysTheRGB(depth: ColourDepth) {
        let s = Self.screen(depth)
        let f = s.frame()
        let bar = s.tools.colours.bar(columns: 80)
        let palette = depth.ansiPalette!
        for (i, entry) in ColorPalette.standard.prefix(bar.visibleCount).enumerated() {
            let expected = CellColour(palette.nearest(packed: entry.rgb.packed))
            for k in 0..<3 { #expect(f[1 + i * PaletteBar.swatchWidth + k, 22].bg == expected, "swatch \(i)") }
        }
        let status = String(String.UnicodeScalarView((0..<80).map { f[$0, 23].glyph }))
        #expect(status.contains("\(ColorPalette.standard[0].name) \(ColorPalette.standard[0].rgb.hex)"), "\(status)")
    }

    @Test(arguments: [false, true])
    func pickerShowsItsColoursAtTheScreensDepth(truecolour: Bool) {
        let p = ColourPicker(truecolour: truecolour, current: RGB(r: 200, g: 40, b: 90))
        var f = CellFrame(columns: 100, rows: 30)
        p.draw(into: &f, areaRows: 28)
        let l = p.layout(columns: 100, rows: 28)
        for gr in 0..<p.grid.rows {
            for gc in 0..<p.grid.columns where (gc, gr) != (p.column, p.row) {
                let c = p.grid[gc, gr]
                let expected: CellColour = truecolour ? .rgb(c) : CellColour(ColorPalette.xtermIndex(c))
                let cell = f[l.left + gc * l.swatchWidth, l.top + gr * l.swatchHeight]
                if cell.bg != expected { Issue.record("swatch \(gc),\(gr): \(cell.bg), expected \(expected)"); return }
            }
        }
        // The 24-bit grid holds colours no xterm index shows exactly.
        if truecolour { #expect(f.cells.contains { $0.bg.isRGB }) }
    }
}
