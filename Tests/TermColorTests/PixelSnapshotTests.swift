import ColorCore
import Foundation
import Pixels
import Storage
@testable import TermColor
import Testing

/// `snapshot --pixels`: the page area as the pixel view draws it, pixel for pixel what
/// `PixelView` renders for that page, view and cell size, and round things stay round.
@Suite(TestTools.needsBinary)
struct PixelSnapshotTests {
    /// A 600 x 400 page with a square outline 200 pixels a side (3 pixels thick).
    static let page: Page = {
        var page = Page(width: 600, height: 400)
        for y in 100..<300 { for x in 200..<400 where y < 103 || y >= 297 || x < 203 || x >= 397 { page.setPixel(x, y, .black) } }
        return page
    }()

    static func snapshot(_ extra: [String], in folder: URL) throws -> (run: CommandRun, picture: Page?) {
        let pagePath = folder.appendingPathComponent("page.png").path
        _ = try PNGCodec.write(Self.page, to: pagePath)
        let shot = folder.appendingPathComponent("shot-\(UUID().uuidString).png").path
        let run = try CommandRun(["snapshot", pagePath, "--size", "100x40", "--glyphs", "half", "--colors", "256", "-o", shot] + extra, in: folder)
        return (run, try? PNGCodec.read(path: shot))
    }

    @Test func thePNGIsThePixelViewOfThePageAreaAndKeepsTheAspect() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, picture) = try Self.snapshot(["--pixels", "sixel"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let shot = try #require(picture)
        // The view the program lays out in 6 x 13 cells, rendered by the pixel view.
        let g = ViewGeometry(pageWidth: 600, pageHeight: 400, columns: 100, rows: 40, glyphs: .half, cellShape: CellShape(pixelWidth: 6, height: 13))
        let l = CellColour(ViewRenderer.letterbox).rgb
        let expected = PixelView(cellWidth: 6, cellHeight: 13).render(ShownPage(canvas: Canvas(page: Self.page, lineArt: LineArt(page: Self.page)), lineArtShown: true),
                                                                      geometry: g, cells: Rect(x: 0, y: 0, width: 100, height: g.viewRows),
                                                                      letterbox: (l.r, l.g, l.b))
        #expect(shot.width == 600 && shot.height == g.viewRows * 13)
        var differing: [(x: Int, y: Int)] = []
        for y in 0..<min(shot.height, expected.height) {
            for x in 0..<min(shot.width, expected.width) {
                let p = shot.pixel(x, y), e = expected.pixel(x, y)
                if (p.r, p.g, p.b) != e || p.a != 255 { differing.append((x, y)) }
            }
        }
        // Pixel for pixel the view's, but for the keyboard cursor's mark at the page's centre: a
        // glyph drawn into the pixels as a block over the middle third of its one cell.
        let cells = Set(differing.map { "\($0.x / 6),\($0.y / 13)" })
        #expect(cells.count <= 1, "pixels differ from the pixel view's in cells \(cells.sorted())")
        #expect(differing.allSatisfy { (2..<4).contains($0.x % 6) && (4..<9).contains($0.y % 13) }, "\(differing.count) pixels differ")
        if let mark = differing.first { #expect(abs(mark.x - 300) < 12 && abs(mark.y - shot.height / 2) < 26, "the mark is at \(mark)") }
        // The square is square on screen (in 1:2 cells, or 8 x 16 ones, it would not be at 6 x 13).
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 0..<shot.height { for x in 0..<shot.width where shot.pixel(x, y).r < 24 {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        } }
        let width = Double(maxX - minX + 1), height = Double(maxY - minY + 1)
        #expect(width > 150 && abs(height / width - 1) < 0.03, "the square is \(width) x \(height)")
    }

    @Test func theCellSizeSetsThePicturesSizeAndBadSizesAreRefused() throws {
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (run, picture) = try Self.snapshot(["--pixels", "kitty", "--cell-size", "8x16"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        let g = ViewGeometry(pageWidth: 600, pageHeight: 400, columns: 100, rows: 40, glyphs: .half, cellShape: CellShape(pixelWidth: 8, height: 16))
        #expect(picture?.width == 800 && picture?.height == g.viewRows * 16)
        for bad in ["0x13", "6", "6x13x2", "axb", "65x13"] {
            let refused = try Self.snapshot(["--pixels", "sixel", "--cell-size", bad], in: folder)
            #expect(refused.run.status != 0 && refused.run.stderr.contains("--cell-size"), "\(bad): \(refused.run.stderr)")
            #expect(refused.picture == nil)
        }
        // Without --pixels (or with off) the screen as before: 8 x 16 image pixels a cell, the whole screen.
        for off in [[], ["--pixels", "off"]] {
            let glyphs = try Self.snapshot(off, in: folder)
            #expect(glyphs.picture?.width == 800 && glyphs.picture?.height == 640)
        }
    }
}
