import ColorCore
import Testing
@testable import TermColor

/// A coloured book page's tile: lines from the page's preview, dark paint kept as paint.
@Suite struct ColouredTilePreviewTests {
    @Test func darkPaintStaysPaintAndLinesStayLines() {
        // The page: a 10x10 preview with a black line down column 5. The picture, 10 times
        // larger: the same line, dark green paint left of it, white right of it.
        var lines = Page(width: 10, height: 10)
        for y in 0..<10 { lines.setPixel(5, y, .black) }
        let green = RGBA(r: 0, g: 90, b: 30, a: 255)
        var picture = Page(width: 100, height: 100)
        for y in 0..<100 {
            for x in 0..<100 { picture.setPixel(x, y, x >= 50 && x < 60 ? .black : x < 50 ? green : .white) }
        }
        let tile = ColouredTilePreview.make(picture, over: lines)
        #expect(tile.pixel(2, 4) == green, "dark paint is not taken for line")
        #expect(tile.pixel(5, 4) == .black)
        #expect(tile.pixel(8, 4) == .white)
    }
}
