import Testing
@testable import ColorCore

/// The page's last display column and row are often narrower than the rest (the page is rarely
/// a whole number of display pixels); they must still show the page, not black.
@Suite struct ViewEdgeTests {
    /// And a page of only white shows only white, in every glyph mode and colour depth: every
    /// cell of the page is a blank in white (231, or #ffffff in truecolor).
    @Test(arguments: [(1600, 1200, 200, 60), (1500, 1100, 200, 60), (1601, 1199, 250, 70),
                      (999, 333, 80, 24), (4096, 4096, 200, 60), (700, 2000, 120, 40)],
          [DisplayOptions(glyphs: .half), DisplayOptions(glyphs: .quadrant, colours: .truecolor),
           DisplayOptions(glyphs: .sextant), DisplayOptions(glyphs: .sextant, colours: .truecolor)])
    func blankPageRendersWhiteToItsEdges(size: (w: Int, h: Int, columns: Int, rows: Int), options: DisplayOptions) {
        let page = Page(width: size.w, height: size.h)
        let art = LineArt(page: page)
        let canvas = Canvas(page: page, lineArt: art)
        let r = ViewRenderer(canvas: canvas, lineArt: art, columns: size.columns, rows: size.rows, options: options)
        let g = r.geometry
        let white: CellColour = options.colours == .truecolor ? .rgb(255, 255, 255) : 231
        var seen = Set<String>()
        for dy in 0..<g.displayHeight {
            for dx in 0..<g.displayWidth {
                let colour = r.frame.displayPixel(x: g.originX + dx, y: g.originY + dy, mode: g.glyphs)!
                if colour != white { Issue.record("display pixel \(dx),\(dy) of \(g.displayWidth)x\(g.displayHeight): \(colour)"); return }
                let cell = r.frame[(g.originX + dx) / g.cellPixels.x, (g.originY + dy) / g.cellPixels.y]
                seen.insert("\(cell.glyph)\(cell.fg)/\(cell.bg)")
            }
        }
        #expect(seen == [" \(white)/\(white)"])
    }
}
