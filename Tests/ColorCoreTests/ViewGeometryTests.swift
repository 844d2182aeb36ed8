import Testing
@testable import ColorCore

@Suite struct ViewGeometryTests {
    @Test func wideTerminalLetterboxesLeftAndRight() {
        // 40x20 page, 100 columns, 12 rows -> 10 view rows = 20 display rows: scale 1.
        let g = ViewGeometry(pageWidth: 40, pageHeight: 20, columns: 100, rows: 12)
        #expect(g.scale == 1)
        #expect(g.displayWidth == 40 && g.displayHeight == 20)
        #expect(g.originX == 30 && g.originY == 0)
    }

    @Test func tallTerminalLetterboxesTopAndBottom() {
        // 100x50 page into 50 columns x 27 rows (50 display rows): scale 2, 25 display rows high,
        // spread over 13 whole cells (26 display rows), centred on a cell boundary.
        let g = ViewGeometry(pageWidth: 100, pageHeight: 50, columns: 50, rows: 27)
        #expect(g.scale == 2)
        #expect(g.displayWidth == 50 && g.displayHeight == 26)
        #expect(g.originX == 0 && g.originY == 12)
        #expect(g.rowStart == (0...26).map { $0 * 50 / 26 })
        // Sextants: 75 display rows of the same dots, 38 page rows fill 13 cells (39 display rows).
        let s = ViewGeometry(pageWidth: 100, pageHeight: 50, columns: 50, rows: 27, glyphs: .sextant)
        #expect(s.scale == 2 && s.displayWidth == 100 && s.displayHeight == 39 && s.originY == 18)
        #expect(s.originY % 3 == 0 && s.displayHeight % 3 == 0)
    }

    /// The page ranges of display columns and rows cover the page exactly once, at any size.
    @Test(arguments: [(4096, 4096, 200, 60), (1000, 37, 250, 60), (13, 900, 80, 24), (3, 5, 200, 60), (777, 555, 131, 41)],
          GlyphMode.allCases)
    func rangesPartitionThePage(size: (w: Int, h: Int, columns: Int, rows: Int), glyphs: GlyphMode) {
        let (w, h, columns, rows) = size
        let g = ViewGeometry(pageWidth: w, pageHeight: h, columns: columns, rows: rows, glyphs: glyphs)
        #expect(g.displayWidth <= g.areaWidth && g.displayHeight <= g.areaHeight)
        // The page fills the area on one axis, to within a cell.
        #expect(g.displayWidth + g.cellPixels.x > g.areaWidth || g.displayHeight + g.cellPixels.y > g.areaHeight)
        // Whole cells of page: the window starts and ends on cell boundaries.
        #expect(g.originX % g.cellPixels.x == 0 && g.displayWidth % g.cellPixels.x == 0)
        #expect(g.originY % g.cellPixels.y == 0 && g.displayHeight % g.cellPixels.y == 0)
        var covered = [Int](repeating: 0, count: w)
        for dx in 0..<g.displayWidth { for x in g.pageColumns(dx) { covered[x] += 1 } }
        if g.scaleX >= 1 { #expect(covered.allSatisfy { $0 == 1 }) } else { #expect(covered.allSatisfy { $0 >= 1 }) }
        var coveredRows = [Int](repeating: 0, count: h)
        for dy in 0..<g.displayHeight { for y in g.pageRows(dy) { coveredRows[y] += 1 } }
        #expect(coveredRows.allSatisfy { $0 >= 1 })
    }

    @Test func cellCentreMapsIntoTheCellsPageColumns() {
        let g = ViewGeometry(pageWidth: 8000, pageHeight: 2000, columns: 250, rows: 60)
        // Column 229 (0-based) is right of the 223 X10 limit.
        let dx = 229 - g.originX
        let p = g.pagePoint(column: 229, row: 30)!
        let cols = g.pageColumns(dx)
        #expect(Double(cols.lowerBound) <= p.x && p.x < Double(cols.upperBound))
        // y lies on the boundary between the cell's upper and lower display pixels.
        #expect(p.y == Double(g.rowStart[2 * 30 + 1 - g.originY]))
        #expect(g.pagePoint(column: 0, row: 58) == nil)  // a reserved row
    }

    /// In every glyph mode a mouse report on a cell strokes at the cell's middle: inside the page
    /// ranges of the cell's display pixels, on the boundary between its middle two (quadrants'
    /// corner, sextants' middle row), and that point is shown by a display pixel of that cell.
    @Test(arguments: GlyphMode.allCases)
    func mousePointIsTheCellsMiddle(glyphs: GlyphMode) {
        let g = ViewGeometry(pageWidth: 3001, pageHeight: 1999, columns: 211, rows: 57, glyphs: glyphs)
        let (cx, cy) = g.cellPixels
        for (column, row) in [(0, 0), (105, 27), (210, 54), (77, 3)] {
            let p = g.pagePoint(column: column, row: row)!
            let dx = column * cx - g.originX, dy = row * cy - g.originY
            guard dx >= 0, dy >= 0, dx + cx <= g.displayWidth, dy + cy <= g.displayHeight else { continue }
            #expect(p.x >= Double(g.columnStart[dx]) && p.x <= Double(g.columnStart[dx + cx]))
            #expect(p.y >= Double(g.rowStart[dy]) && p.y <= Double(g.rowStart[dy + cy]))
            if cx == 2 { #expect(p.x == Double(g.columnStart[dx + 1])) }
            if cy == 2 { #expect(p.y == Double(g.rowStart[dy + 1])) }
            if cy == 3 {
                let r = g.pageRows(dy + 1)
                #expect(p.y == Double(r.lowerBound + r.upperBound) / 2)
            }
            let s = g.screenPixel(pageX: p.x, pageY: p.y)
            #expect(g.cell(ofScreenX: s.x, y: s.y) == (column, row))
        }
    }

    @Test func displayRectCoversDirtyPagePixels() {
        let g = ViewGeometry(pageWidth: 1000, pageHeight: 800, columns: 100, rows: 42)
        let dirty = Rect(x: 123, y: 456, width: 37, height: 3)
        let d = g.displayRect(covering: dirty)
        for y in dirty.y..<dirty.maxY {
            for x in dirty.x..<dirty.maxX {
                let dx = (0..<g.displayWidth).first { g.pageColumns($0).contains(x) }!
                let dy = (0..<g.displayHeight).first { g.pageRows($0).contains(y) }!
                #expect(d.contains(dx, dy))
            }
        }
        #expect(g.displayRect(covering: Rect(x: 2000, y: 0, width: 5, height: 5)).isEmpty)
    }

    @Test func tinyTerminalIsTooSmall() {
        #expect(ViewGeometry(pageWidth: 10, pageHeight: 10, columns: 10, rows: 3).isTooSmall)
        #expect(!ViewGeometry(pageWidth: 10, pageHeight: 10, columns: 80, rows: 24).isTooSmall)
    }
}
