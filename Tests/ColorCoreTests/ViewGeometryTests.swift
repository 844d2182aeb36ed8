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
        // 100x50 page into 50 columns x 27 rows (50 display rows): scale 2, 25 rows high, centred.
        let g = ViewGeometry(pageWidth: 100, pageHeight: 50, columns: 50, rows: 27)
        #expect(g.scale == 2)
        #expect(g.displayWidth == 50 && g.displayHeight == 25)
        #expect(g.originX == 0 && g.originY == 12)
    }

    /// The page ranges of display columns and rows cover the page exactly once, at any size.
    @Test(arguments: [(4096, 4096, 200, 60), (1000, 37, 250, 60), (13, 900, 80, 24), (3, 5, 200, 60), (777, 555, 131, 41)])
    func rangesPartitionThePage(w: Int, h: Int, columns: Int, rows: Int) {
        let g = ViewGeometry(pageWidth: w, pageHeight: h, columns: columns, rows: rows)
        #expect(g.displayWidth <= columns && g.displayHeight <= 2 * (rows - 2))
        #expect(g.displayWidth == columns || g.displayHeight == 2 * (rows - 2))
        var covered = [Int](repeating: 0, count: w)
        for dx in 0..<g.displayWidth { for x in g.pageColumns(dx) { covered[x] += 1 } }
        if g.scale >= 1 { #expect(covered.allSatisfy { $0 == 1 }) } else { #expect(covered.allSatisfy { $0 >= 1 }) }
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
