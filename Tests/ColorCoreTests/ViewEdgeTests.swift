import Testing
@testable import ColorCore

/// The page's last display column and row are often narrower than the rest (the page is rarely
/// a whole number of display pixels); they must still show the page, not black.
@Suite struct ViewEdgeTests {
    @Test(arguments: [(1600, 1200, 200, 60), (1500, 1100, 200, 60), (1601, 1199, 250, 70),
                      (999, 333, 80, 24), (4096, 4096, 200, 60), (700, 2000, 120, 40)])
    func blankPageRendersWhiteToItsEdges(w: Int, h: Int, columns: Int, rows: Int) {
        let page = Page(width: w, height: h)
        let art = LineArt(page: page)
        let canvas = Canvas(page: page, lineArt: art)
        let r = ViewRenderer(canvas: canvas, lineArt: art, columns: columns, rows: rows)
        let g = r.geometry
        let white = PaletteQuantizer.nearest(r: 255, g: 255, b: 255)
        for dy in 0..<g.displayHeight {
            let row = (g.originY + dy) / 2, upper = (g.originY + dy) % 2 == 0
            for dx in 0..<g.displayWidth {
                let cell = r.frame[g.originX + dx, row]
                let colour = upper ? cell.upperColour : cell.lowerColour
                #expect(colour == white, "display pixel \(dx),\(dy) of \(g.displayWidth)x\(g.displayHeight)")
                if colour != white { return }
            }
        }
    }
}
