import ColorCore
import Testing
@testable import Pixels

/// The pixel view shows the window the glyphs show, at the screen's pixels: the letterbox where
/// the glyphs have it, a line where the page has it, and a patch of cells exactly the same pixels
/// as the whole area has there (else a drag would leave seams).
@Suite struct PixelViewTests {
    static let white: UInt32 = 0xffff_ffff, black: UInt32 = 0xff00_0000, red: UInt32 = 0xff00_00ff

    /// A white page `width` x `height` with a black column at `lineX` and a red square at the
    /// top-left quarter's centre.
    static func page(width: Int = 400, height: Int = 200, lineX: Int = 100) -> FixedPicture {
        var pixels = [UInt32](repeating: white, count: width * height)
        for y in 0..<height { pixels[y * width + lineX] = black; pixels[y * width + lineX + 1] = black }
        for y in 40..<60 { for x in 40..<60 { pixels[y * width + x] = red } }
        return FixedPicture(width: width, height: height, pixels: pixels)
    }
    static let box: (r: UInt8, g: UInt8, b: UInt8) = (48, 48, 48)

    @Test func theFittedPageIsLetterboxedWhereTheGlyphsAre() {
        let page = Self.page()
        let g = ViewGeometry(pageWidth: 400, pageHeight: 200, columns: 40, rows: 42)
        let view = PixelView(cellWidth: 6, cellHeight: 13)
        let image = view.render(page, geometry: g, cells: Rect(x: 0, y: 0, width: 40, height: 40), letterbox: Self.box)
        #expect(image.width == 240 && image.height == 520)
        // The glyphs' window in cells; every pixel row inside it shows page, outside letterbox.
        let top = g.originY / g.cellPixels.y, bottom = (g.originY + g.displayHeight) / g.cellPixels.y
        #expect(top > 0 && bottom < 40)
        #expect(image.pixel(120, top * 13 - 1) == (48, 48, 48) && image.pixel(120, bottom * 13) == (48, 48, 48))
        #expect(image.pixel(200, top * 13) == (255, 255, 255) && image.pixel(200, bottom * 13 - 1) == (255, 255, 255))
        // The line at page x 100-101 of 400: a quarter across the 240-pixel width, dark.
        let middle = (top + bottom) * 13 / 2
        let darkest = (55...65).map { Int(image.pixel($0, middle).0) }.min()!
        #expect(darkest < 128, "the line shows: \(darkest)")
        #expect(image.pixel(30, middle) == (255, 255, 255) && image.pixel(90, middle) == (255, 255, 255))
        // The red square, page 40-59: near x 24-36 and a fifth of the page's height down.
        let squareY = top * 13 + (bottom - top) * 13 / 4
        #expect(image.pixel(30, squareY) == (255, 0, 0))
    }

    @Test func aPatchIsTheSamePixelsAsTheWholeArea() {
        let page = Self.page(width: 997, height: 613, lineX: 333)
        for viewport in [Viewport.fit, Viewport(scale: 1.3, left: 200, top: 100), Viewport(scale: 0.25, left: 320, top: 50)] {
            let g = ViewGeometry(pageWidth: 997, pageHeight: 613, columns: 50, rows: 32, viewport: viewport)
            let view = PixelView(cellWidth: 7, cellHeight: 15)
            let whole = view.render(page, geometry: g, cells: Rect(x: 0, y: 0, width: 50, height: 30), letterbox: Self.box)
            for patch in [Rect(x: 3, y: 2, width: 5, height: 4), Rect(x: 15, y: 10, width: 1, height: 1), Rect(x: 40, y: 25, width: 10, height: 5)] {
                let part = view.render(page, geometry: g, cells: patch, letterbox: Self.box)
                #expect(part == whole.cropped(x: patch.x * 7, y: patch.y * 15, width: patch.width * 7, height: patch.height * 15),
                        "\(viewport) \(patch)")
            }
        }
    }

    @Test func anEnlargedPageShowsEachPagePixelAsABlock() {
        let page = Self.page()
        // 0.25 page pixels a dot: a cell (1x2 dots) is 0.25 x 0.5 page pixels, 6x13 screen pixels.
        let g = ViewGeometry(pageWidth: 400, pageHeight: 200, columns: 40, rows: 22, viewport: Viewport(scale: 0.25, left: 95, top: 40))
        let image = PixelView(cellWidth: 6, cellHeight: 13).render(page, geometry: g, cells: Rect(x: 0, y: 0, width: 40, height: 20),
                                                                   letterbox: Self.box)
        // Page columns 95..<105 across 240 screen pixels: 24 each; 100 and 101 are the line.
        #expect(image.pixel(24 * 5 + 1, 10) == (0, 0, 0) && image.pixel(24 * 6 + 22, 10) == (0, 0, 0))
        #expect(image.pixel(24 * 5 - 1, 10) == (255, 255, 255) && image.pixel(24 * 7 + 1, 10) == (255, 255, 255))
        // Nothing of the letterbox: the window fills the area.
        #expect(!(0..<image.height).contains { image.pixel(0, $0) == (48, 48, 48) })
    }
}
