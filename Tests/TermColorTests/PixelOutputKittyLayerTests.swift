import ColorCore
import Pixels
import Screens
import Testing
@testable import TermColor

/// In kitty the image lies under the text and under every cell whose background is not the
/// default, so what shows over it is decided by the cells' backgrounds. Read back through a small
/// model of the cell grid (cursor moves, SGR, ECH, glyphs; image sequences skipped): after each
/// frame the page area's cells are of the default background, where the image shows, except the
/// overlays, written with their own colours, which cover it.
@Suite struct PixelOutputKittyLayerTests {
    /// A cell's background as the terminal holds it: nil is the default.
    struct Grid {
        var backgrounds: [[String?]]
        var glyphs: [[Character]]
        init(columns: Int, rows: Int, background: String) {
            backgrounds = Array(repeating: Array(repeating: background, count: columns), count: rows)
            glyphs = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        }

        mutating func apply(_ bytes: [UInt8]) {
            let text = Array(String(decoding: bytes, as: UTF8.self))
            var i = 0, row = 0, column = 0, background: String?
            while i < text.count {
                if text[i] == "\u{1b}", i + 1 < text.count {
                    switch text[i + 1] {
                    case "_":  // an image sequence, up to ST
                        while i + 1 < text.count, !(text[i] == "\u{1b}" && text[i + 1] == "\\") { i += 1 }
                        i += 2
                    case "[":
                        var j = i + 2
                        while !text[j].isLetter { j += 1 }
                        let parameters = String(text[(i + 2)..<j])
                        let numbers = parameters.split(separator: ";").map { Int($0) ?? 0 }
                        switch text[j] {
                        case "H": row = numbers[0] - 1; column = numbers[1] - 1
                        case "X": for c in column..<(column + numbers[0]) { backgrounds[row][c] = background; glyphs[row][c] = " " }
                        case "m":
                            background = nil
                            if let at = numbers.firstIndex(of: 48) { background = numbers[at...].map(String.init).joined(separator: ";") }
                        default: break
                        }
                        i = j + 1
                    default: i += 2  // DECSC, DECRC
                    }
                    continue
                }
                backgrounds[row][column] = background; glyphs[row][column] = text[i]
                column += 1; i += 1
            }
        }
    }

    @Test func theImageShowsThroughDefaultCellsAndOverlaysCoverIt() {
        let columns = PixelPresenterTests.columns, rows = PixelPresenterTests.rows
        var output = PixelOutput(kind: .kitty, cellWidth: 6, cellHeight: 12, registers: nil)
        // What ncurses leaves in the page area: blanks of the letterbox colour.
        var grid = Grid(columns: columns, rows: rows, background: "letterbox")
        let cells = PixelPresenterTests.blankCells
        var hovered = cells
        hovered[7, 2] = Cell(glyph: "┼", fg: 16, bg: 231)
        let page = PixelPresenterTests.page(cells)
        grid.apply(output.bytes(for: hovered, page: page))
        for row in 0..<10 {
            for column in 0..<columns where (column, row) != (7, 2) {
                #expect(grid.backgrounds[row][column] == nil, "cell \(column), \(row) covers the image")
            }
        }
        #expect(grid.backgrounds[2][7] != nil && grid.glyphs[2][7] == "┼")
        // The chrome rows are ncurses' own.
        #expect(grid.backgrounds[10][0] == "letterbox")
        // The overlay gone: its cell lets the image through again.
        grid.apply(output.bytes(for: cells, page: page))
        #expect(grid.backgrounds[2][7] == nil && grid.glyphs[2][7] == " ")
    }
}
