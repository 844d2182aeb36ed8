import Foundation
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

    /// A disc's box, in screen pixels, of the page shown at fit in cells of `cellWidth` x
    /// `cellHeight` pixels laid out with `shape`.
    static func discOnScreen(cellWidth: Int, cellHeight: Int, shape: CellShape) -> (width: Int, height: Int) {
        let side = 500, radius = 200.0
        var pixels = [UInt32](repeating: white, count: side * side)
        for y in 0..<side { for x in 0..<side where hypot(Double(x) - 250, Double(y) - 250) <= radius { pixels[y * side + x] = black } }
        let g = ViewGeometry(pageWidth: side, pageHeight: side, columns: 100, rows: 40, cellShape: shape)
        let image = PixelView(cellWidth: cellWidth, cellHeight: cellHeight)
            .render(FixedPicture(width: side, height: side, pixels: pixels), geometry: g,
                    cells: Rect(x: 0, y: 0, width: 100, height: 38), letterbox: box)
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x, y).0 < 24 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        return (maxX - minX + 1, maxY - minY + 1)
    }

    /// A round page stays round in cells of any shape once the layout takes the measured cell:
    /// in xterm's 6x13 cells the usual 1:2 layout makes it 8% too tall.
    @Test func aDiscIsRoundAtTheMeasuredCellShape() {
        for (w, h) in [(6, 13), (7, 15), (10, 20), (9, 22)] {
            let disc = Self.discOnScreen(cellWidth: w, cellHeight: h, shape: CellShape(pixelWidth: w, height: h))
            let ratio = Double(disc.height) / Double(disc.width)
            // Within the up to 1% the fit spreads the page over whole cells across.
            #expect(abs(ratio - 1) < 0.015, "a disc in \(w)x\(h) cells is \(disc.width) x \(disc.height)")
        }
        let stretched = Self.discOnScreen(cellWidth: 6, cellHeight: 13, shape: .usual)
        #expect(Double(stretched.height) / Double(stretched.width) > 1.07)
    }

    /// A pointer at a screen pixel (a pixel report's position in fractional cells) points at the
    /// page pixel that screen pixel shows, at the measured cell shape.
    @Test func aPointerPointsAtThePagePixelItIsOver() {
        let g = ViewGeometry(pageWidth: 500, pageHeight: 500, columns: 100, rows: 40, cellShape: CellShape(pixelWidth: 6, height: 13))
        // At fit the page spans the 494-pixel-high area and whole cells across, about as wide.
        let wide = Double(g.displayWidth / g.cellPixels.x * 6), high = Double(g.displayHeight / g.cellPixels.y * 13)
        #expect(high == 494 && abs(wide - high) <= 6)
        let left = Double(g.originX / g.cellPixels.x * 6)
        for (px, py) in [(250.0, 250.0), (50.0, 400.0), (480.0, 20.0)] {
            let sx = left + px * wide / 500, sy = py * high / 500
            let point = g.pagePoint(cellX: sx / 6, cellY: sy / 13)
            #expect(abs(point.x - px) < 1.5 && abs(point.y - py) < 1.5, "screen \(sx), \(sy) -> \(point), not \(px), \(py)")
            // The stroke grid is the zoom's own, up to 1% off the fitted window (`pointerPoint`).
            let pointer = g.pointerPoint(x: sx / 6, y: sy / 13)
            #expect(abs(pointer.x - px) < 5 && abs(pointer.y - py) < 5, "pointer at \(sx), \(sy) -> \(pointer)")
        }
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

    /// A page shrunk by a factor that is not whole: a one-pixel line darkens a screen row by its
    /// share of the page's width, wherever it falls between screen pixels, as a box filter that
    /// weighs the page pixels a screen pixel's edges cut by the part it covers. Counting those in
    /// full spreads every line into its neighbours, darker in all than it is.
    @Test func aThinLineKeepsItsShareOfDarkness() {
        let width = 1000, height = 300
        let g = ViewGeometry(pageWidth: width, pageHeight: height, columns: 100, rows: 40, cellShape: CellShape(pixelWidth: 6, height: 13))
        let view = PixelView(cellWidth: 6, cellHeight: 13)
        let cells = Rect(x: 0, y: 0, width: 100, height: 38)
        func row(lineX: Int?) -> [UInt8] {
            var pixels = [UInt32](repeating: Self.white, count: width * height)
            if let lineX { for y in 0..<height { pixels[y * width + lineX] = Self.black } }
            let image = view.render(FixedPicture(width: width, height: height, pixels: pixels), geometry: g, cells: cells, letterbox: Self.box)
            return (0..<image.width).map { image.pixel($0, image.height / 2).0 }
        }
        let paper = row(lineX: nil)
        let shown = paper.indices.filter { paper[$0] == 255 }
        #expect(shown.count > 400 && shown.count <= 600, "the page is \(shown.count) screen pixels wide")
        // A page pixel's share of the screen row's darkness: 255 over the page pixels a screen pixel shows.
        let expected = 255 * Double(shown.count) / Double(width)
        for lineX in [500, 501, 502, 503, 504, 505] {
            let line = row(lineX: lineX)
            let darkness = shown.reduce(0) { $0 + 255 - Int(line[$1]) }
            #expect(abs(Double(darkness) - expected) <= 3, "line at \(lineX): darkness \(darkness), not \(expected)")
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

/// Overlay cells drawn into pixels: block glyphs exactly at any cell size, other glyphs as a
/// mark of their colour in the middle of the cell.
@Suite struct OverlayPixelsTests {
    @Test func blockGlyphsAreExactAndTextIsAMark() {
        var image = RGBImage(width: 18, height: 13, red: 255, green: 255, blue: 255)
        OverlayPixels.draw(Cell(glyph: "▀", fg: 196, bg: 21), into: &image, x: 6, y: 0, width: 6, height: 13)
        #expect(image.pixel(8, 0) == (255, 0, 0) && image.pixel(8, 5) == (255, 0, 0) && image.pixel(8, 6) == (0, 0, 255))
        #expect(image.pixel(5, 3) == (255, 255, 255) && image.pixel(12, 3) == (255, 255, 255))
        OverlayPixels.draw(Cell(glyph: "+", fg: 196, bg: 21), into: &image, x: 12, y: 0, width: 6, height: 13)
        #expect(image.pixel(14, 6) == (255, 0, 0) && image.pixel(12, 0) == (0, 0, 255))
    }
}
