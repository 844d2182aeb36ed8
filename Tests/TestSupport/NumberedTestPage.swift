import ColorCore

/// A tiny numbered page for playing by numbers: 120x60, a frame and a cross making four boxes,
/// plus a small box (10x8 inside) in the top left one; numbered 1, 2, 1, 2 and the small box 3.
public enum NumberedTestPage {
    public static let palette = [RGB(r: 200, g: 30, b: 30), RGB(r: 30, g: 60, b: 200), RGB(r: 240, g: 200, b: 40)]

    public static func page() -> Page {
        var page = Page(width: 120, height: 60)
        for x in 0..<120 { for y in [0, 1, 29, 30, 58, 59] { page.setPixel(x, y, .black) } }
        for y in 0..<60 { for x in [0, 1, 59, 60, 118, 119] { page.setPixel(x, y, .black) } }
        for x in 10...21 { page.setPixel(x, 10, .black); page.setPixel(x, 19, .black) }
        for y in 10...19 { page.setPixel(10, y, .black); page.setPixel(21, y, .black) }
        return page
    }

    public static let guide = NumberedPage(palette: palette, regions: [
        NumberedRegion(x: 40, y: 15, number: 1, room: 13), NumberedRegion(x: 89, y: 15, number: 2, room: 13),
        NumberedRegion(x: 30, y: 44, number: 1, room: 13), NumberedRegion(x: 89, y: 44, number: 2, room: 13),
        NumberedRegion(x: 15, y: 14, number: 3, room: 4),
    ])
}
