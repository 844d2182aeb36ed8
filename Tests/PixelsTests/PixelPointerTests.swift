import ColorCore
import Testing
@testable import Pixels

/// A pixel-precise mouse report at a screen pixel lands on the page pixel the pixel view drew
/// there: at fit, where the page is spread over whole cells (a little larger than the zoom's
/// scale), and zoomed in and panned, shrunk or enlarged.
@Suite struct PixelPointerTests {
    static let cellWidth = 6, cellHeight = 13
    static let shape = CellShape(pixelWidth: cellWidth, height: cellHeight)

    /// A page of bands across one axis, each `bandWidth` page pixels: red is the band's number
    /// (at most 250 bands, so a byte holds it) and green is 255 on odd bands, 0 on even ones, so
    /// a screen pixel drawn wholly inside one band shows green 0 or 255 and its band in red;
    /// one straddling two bands shows a green between.
    static func bands(width: Int, height: Int, across: Bool) -> (page: FixedPicture, bandWidth: Int) {
        let bandWidth = ((across ? width : height) + 249) / 250
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let band = (across ? x : y) / bandWidth
                pixels[y * width + x] = 0xff00_0000 | UInt32(band % 2 == 1 ? 255 : 0) << 8 | UInt32(band)
            }
        }
        return (FixedPicture(width: width, height: height, pixels: pixels), bandWidth)
    }

    /// Over every screen pixel along the middle row (`across`) or middle column of the page area,
    /// those drawn inside one band: where the pointer reported there lands is not in that band.
    /// Returns the misses and how many pixels were checked.
    static func misses(width: Int, height: Int, viewport: Viewport, across: Bool) -> (misses: [String], checked: Int) {
        let (page, bandWidth) = bands(width: width, height: height, across: across)
        let g = ViewGeometry(pageWidth: width, pageHeight: height, columns: 160, rows: 50, viewport: viewport, cellShape: shape)
        let image = PixelView(cellWidth: cellWidth, cellHeight: cellHeight)
            .render(page, geometry: g, cells: Rect(x: 0, y: 0, width: g.columns, height: g.viewRows), letterbox: (48, 48, 48))
        let count = across ? image.width : image.height
        var misses: [String] = [], checked = 0
        for s in 0..<count {
            let (sx, sy) = across ? (s, image.height / 2) : (image.width / 2, s)
            let drawn = image.pixel(sx, sy)
            guard drawn != (48, 48, 48), drawn.1 == 0 || drawn.1 == 255, drawn.2 == 0 else { continue }
            // A pixel report: the middle of the screen pixel, in cells.
            let p = g.pointerPoint(x: (Double(sx) + 0.5) / Double(cellWidth), y: (Double(sy) + 0.5) / Double(cellHeight))
            let band = Int((across ? p.x : p.y).rounded(.down)) / bandWidth
            checked += 1
            if band != Int(drawn.0) { misses.append("screen \(sx), \(sy) drew band \(drawn.0), the pointer lands in \(band)") }
        }
        return (misses, checked)
    }

    static let pages = [(width: 2000, height: 1125), (width: 215, height: 600)]

    @Test(arguments: [true, false])
    func atFitThePointerLandsWhereThePageIsDrawn(across: Bool) {
        for page in Self.pages {
            let result = Self.misses(width: page.width, height: page.height, viewport: .fit, across: across)
            #expect(result.checked > 150, "\(page) across \(across): \(result.checked) checked")
            #expect(result.misses.isEmpty, "\(page) across \(across): \(result.misses.count) misses, last \(result.misses.suffix(3))")
        }
    }

    @Test(arguments: [true, false])
    func zoomedAndPannedThePointerLandsWhereThePageIsDrawn(across: Bool) {
        for page in Self.pages {
            let fit = ViewGeometry(pageWidth: page.width, pageHeight: page.height, columns: 160, rows: 50, cellShape: Self.shape).fitScale
            // Twice and three times fit (one axis may still fit whole), and enlarged past one page
            // pixel a screen pixel, each panned off the page's corner.
            for scale in [fit / 2, fit / 3, 0.3] {
                let viewport = Viewport(scale: scale, left: Double(page.width) / 5 + 0.37, top: Double(page.height) / 7 + 0.61)
                let result = Self.misses(width: page.width, height: page.height, viewport: viewport, across: across)
                #expect(result.checked > 150, "\(page) at \(scale) across \(across): \(result.checked) checked")
                #expect(result.misses.isEmpty,
                        "\(page) at \(scale) across \(across): \(result.misses.count) misses, first \(result.misses.prefix(3))")
            }
        }
    }
}
