import Foundation
import Testing
import TestSupport
@testable import ColorCore
@testable import Storage

/// Paint over a page with coloured areas shows its own colour (the page's light colours are paper
/// it covers), everywhere a picture is composited: the canvas and saved PNG, the view's cells and
/// the gallery preview. The line art stays dark, and grey pages composite exactly as before (the
/// paint multiplied by the page).
@Suite struct PaintOverPageTests {
    static let yellow = RGB(r: 255, g: 221, b: 40)
    static let blue = RGB(r: 30, g: 80, b: 230)

    /// A white 400x300 page with a yellow area (70, 60)-(330, 240) inside a 3-pixel black frame at
    /// (60, 50)-(340, 250), filled inside with blue.
    static func bluePaintOnYellow() -> (Session, LineArt) {
        var page = Page(width: 400, height: 300)
        for y in 50..<250 {
            for x in 60..<340 {
                if x < 63 || x >= 337 || y < 53 || y >= 247 { page.setPixel(x, y, .black) }
                else if x >= 70 && x < 330 && y >= 60 && y < 240 { page.setPixel(x, y, RGBA(r: yellow.r, g: yellow.g, b: yellow.b)) }
            }
        }
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        _ = session.apply(.color(.rgb(blue)))
        _ = session.apply(.fill(x: 200, y: 150))
        return (session, art)
    }

    static func close(_ p: UInt32, _ c: RGB, within tolerance: Int = 3) -> Bool {
        abs(Int(p & 0xFF) - Int(c.r)) <= tolerance && abs(Int(p >> 8 & 0xFF) - Int(c.g)) <= tolerance
            && abs(Int(p >> 16 & 0xFF) - Int(c.b)) <= tolerance
    }

    @Test func blueOnYellowIsBlueInTheSavedPicture() throws {
        let (session, _) = Self.bluePaintOnYellow()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("paint-over-page-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("saved.png").path
        _ = try PNGCodec.write(session.canvas, to: path)
        let saved = try PNGCodec.read(path: path)
        for (x, y) in [(200, 150), (71, 61), (328, 238), (66, 56)] {
            let i = 4 * (y * saved.width + x)
            let p = UInt32(saved.rgba[i]) | UInt32(saved.rgba[i + 1]) << 8 | UInt32(saved.rgba[i + 2]) << 16
            #expect(Self.close(p, Self.blue), "(\(x), \(y)): \(String(p, radix: 16))")
        }
        // The frame stays black.
        for (x, y) in [(61, 150), (200, 51), (338, 248)] {
            #expect(saved.rgba[4 * (y * saved.width + x)] == 0, "line at (\(x), \(y))")
        }
    }

    @Test(arguments: [ColourDepth.truecolor, .palette256])
    func blueOnYellowShowsBlueOnScreen(depth: ColourDepth) {
        let (session, art) = Self.bluePaintOnYellow()
        let view = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 100, rows: 40,
                                options: DisplayOptions(glyphs: .half, colours: depth))
        let g = view.geometry
        let expected = ViewColourTests.shown(Self.blue, at: depth)
        var checked = 0
        for dy in 0..<g.displayHeight {
            for dx in 0..<g.displayWidth {
                let xs = g.pageColumns(dx), ys = g.pageRows(dy)
                guard xs.lowerBound >= 75, xs.upperBound <= 325, ys.lowerBound >= 65, ys.upperBound <= 235 else { continue }
                let colour = view.frame.displayPixel(x: g.originX + dx, y: g.originY + dy, mode: g.glyphs)
                #expect(colour == expected, "(\(dx), \(dy))")
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func blueOnYellowIsBlueInThePreview() {
        let (session, art) = Self.bluePaintOnYellow()
        let preview = PagePreview.reduce(session.renderedPage(), lines: art, maxSide: 40)
        let scale = 10  // 400 px wide to 40
        let x = 200 / scale, y = 150 / scale, i = 4 * (y * preview.width + x)
        let p = UInt32(preview.rgba[i]) | UInt32(preview.rgba[i + 1]) << 8 | UInt32(preview.rgba[i + 2]) << 16
        #expect(Self.close(p, Self.blue), "\(String(p, radix: 16))")
    }

    /// On every grey pixel the rule is the multiply it always was, for every grey and these paints.
    @Test func greyPagesCompositeAsBefore() {
        let paints: [UInt32] = [0xFFE6_3946, 0xFF1E_50E6, 0xFF00_FF00, 0xFFFF_FFFF, 0xFF00_0000, 0xFF80_8080]
        for g in UInt32(0)...255 {
            let page = g * 0x01_0101 | 0xFF00_0000
            for paint in paints {
                #expect(PaintOverPage.composite(page: page, paint: paint) == PackedPixel.multiply(page, paint))
            }
        }
    }

    /// White paint is no paint: the page as it is. Light colours are paper (the paint exactly); dark colours and an antialiased edge between a
    /// colour and a line darken the paint, a line pixel of any colour keeps it dark.
    @Test func lightColoursArePaperAndDarkOnesLine() {
        let paint: UInt32 = 0xFFE6_501E
        for page: UInt32 in [0xFF28_DDFF, 0xFF00_00C8, 0xFF80_8080, 0xFFFF_FFFF] {
            #expect(PaintOverPage.composite(page: page, paint: PackedPixel.white) == page)
        }
        for light in [RGB(r: 255, g: 221, b: 40), RGB(r: 150, g: 200, b: 255), RGB(r: 255, g: 200, b: 200)] {
            let page = UInt32(light.r) | UInt32(light.g) << 8 | UInt32(light.b) << 16 | 0xFF00_0000
            #expect(PaintOverPage.composite(page: page, paint: paint) == paint)
        }
        // A line pixel by the region rule (luma < 128), whatever its hue: the paint over it stays dark.
        for dark in [RGB(r: 200, g: 0, b: 0), RGB(r: 0, g: 0, b: 255), RGB(r: 40, g: 90, b: 20), RGB(r: 128, g: 110, b: 0)] {
            let page = UInt32(dark.r) | UInt32(dark.g) << 8 | UInt32(dark.b) << 16 | 0xFF00_0000
            #expect(PackedPixel.luma(page) < 128)
            for paint: UInt32 in [0xFF40_FFFF, 0xFFFF_E0C0, 0xFFE6_501E] {
                #expect(PackedPixel.luma(PaintOverPage.composite(page: page, paint: paint)) < 128, "\(dark)")
            }
        }
        // From a yellow area to a black line: the paint darkens step by step, never lighter nearer the line.
        var previous = PaintOverPage.shade(0xFF28_DDFF)
        for k in stride(from: 255, through: 0, by: -15) {
            let t = UInt32(k)
            let edge = PackedPixel.blend(0xFF00_0000, 0xFF28_DDFF, coverage: t)
            let s = PaintOverPage.shade(edge)
            #expect(s <= previous, "coverage \(k)")
            previous = s
        }
    }
}
