import ColorCore
import Foundation
import Pixels
import Screens
import Testing
@testable import TermColor

/// The gallery's tiles as images: a frame sends one image per visible tile at its cells and at
/// its size in pixels, the same frame again sends nothing, scrolling sends only the tiles that
/// moved and gives the text back where a sixel tile was and no tile is now, and leaving the
/// gallery leaves no image: sixel cells written over as text, kitty images deleted by id.
@Suite struct TileImageOutputTests {
    static func preview(_ n: Int) -> Page {
        var page = Page(width: 120, height: 90)
        for y in 10..<80 { for x in 10..<110 where y == 10 || y == 79 || x == 10 || x == 109 || x == 10 + 9 * n { page.setPixel(x, y, .black) } }
        return page
    }

    static func gallery(pages: Int = 20, columns: Int = 100, rows: Int = 30) -> GalleryScreen {
        let items = (0..<pages).map { GalleryItem(kind: .page, name: "page\($0)", page: "/p/\($0).png", regions: 3, preview: preview($0)) }
        let cellShape = CellShape(pixelWidth: 6, height: 13)
        return GalleryScreen(recent: [], pages: items, columns: columns, rows: rows, canGoBack: false,
                             display: DisplayOptions(glyphs: .half, colours: .truecolor, cellShape: cellShape))
    }

    enum Drawn: Equatable {
        /// A sixel image at a cell, its raster size.
        case image(column: Int, row: Int, width: Int, height: Int)
        case text(column: Int, row: Int)
    }

    /// What the bytes draw where: each cursor move followed by a sixel image or by a cell's text.
    static func drawn(_ bytes: [UInt8]) -> [Drawn] {
        let text = String(decoding: bytes, as: UTF8.self)
        var out: [Drawn] = []
        for part in text.components(separatedBy: "\u{1b}[").dropFirst() {
            guard let h = part.firstIndex(of: "H") else { continue }
            let numbers = part[..<h].split(separator: ";").compactMap { Int($0) }
            guard numbers.count == 2 else { continue }
            let (row, column) = (numbers[0] - 1, numbers[1] - 1)
            let rest = part[part.index(after: h)...]
            if rest.hasPrefix("\u{1b}P") {
                let raster = rest.split(separator: "\"", maxSplits: 1)[1].prefix { $0.isNumber || $0 == ";" }.split(separator: ";").compactMap { Int($0) }
                out.append(.image(column: column, row: row, width: raster[2], height: raster[3]))
            } else if rest.isEmpty {
                out.append(.text(column: column, row: row))  // the cell's colours follow as the next sequence
            }
        }
        return out
    }

    static func images(_ d: [Drawn]) -> [Drawn] { d.filter { if case .image = $0 { true } else { false } } }

    static func expected(_ tiles: [GalleryTileImage]) -> [Drawn] {
        tiles.map { .image(column: $0.visible.x, row: $0.visible.y, width: $0.visible.width * 6, height: $0.visible.height * 13) }
    }

    @Test func aFrameSendsOneSixelImagePerVisibleTileAtItsCellsThenNothingUntilAChange() throws {
        let s = Self.gallery()
        let output = PixelOutput(kind: .sixel, cellWidth: 6, cellHeight: 13, registers: nil)
        var tiles = TileImageOutput()
        let shown = s.tileImages
        #expect(shown.count >= 4 && shown.count < 20, "some tiles in view, not all")
        let text = TileImageOutput.textFrame(s.frame(), tiles: shown)
        let first = Self.drawn(tiles.bytes(for: shown, text: text, output: output))
        #expect(Self.images(first) == Self.expected(shown))
        #expect(first.count == shown.count, "nothing but the images")
        // The text layer holds blanks under every image, and the tiles' names as they are.
        for t in shown { #expect(text[t.visible.x, t.visible.y] == TileImageOutput.blank) }
        #expect(text.cells.filter { $0 == TileImageOutput.blank }.count == shown.reduce(0) { $0 + $1.visible.width * $1.visible.height })
        #expect(tiles.bytes(for: shown, text: text, output: output).isEmpty)
        #expect(tiles.isShowing)
    }

    @Test func scrollingSendsTheTilesThatMovedAndGivesTheTextBackWhereNoTileIsNow() throws {
        var s = Self.gallery()
        let output = PixelOutput(kind: .sixel, cellWidth: 6, cellHeight: 13, registers: nil)
        var tiles = TileImageOutput()
        let before = s.tileImages
        _ = tiles.bytes(for: before, text: TileImageOutput.textFrame(s.frame(), tiles: before), output: output)
        _ = s.handle(.input(.mouse(MouseEvent(kind: .scrollDown, button: 0, column: 5, row: 5)), time: 0))
        let after = s.tileImages
        let text = TileImageOutput.textFrame(s.frame(), tiles: after)
        let drawn = Self.drawn(tiles.bytes(for: after, text: text, output: output))
        let moved = after.filter { t in !before.contains(t) }
        #expect(!moved.isEmpty)
        #expect(Self.images(drawn) == Self.expected(moved), "only the tiles that moved or came")
        // Every cell a tile covered before and none covers now is written as text.
        let covered = Set(after.flatMap { t in t.cells.map { "\($0.column),\($0.row)" } })
        let uncovered = Set(before.flatMap { t in t.cells.map { "\($0.column),\($0.row)" } }).subtracting(covered)
        let written = Set(drawn.compactMap { if case .text(let c, let r) = $0 { "\(c),\(r)" } else { nil } })
        #expect(!uncovered.isEmpty && written == uncovered)
    }

    @Test func leavingTheGalleryLeavesNoSixelTile() throws {
        let s = Self.gallery()
        let output = PixelOutput(kind: .sixel, cellWidth: 6, cellHeight: 13, registers: nil)
        var tiles = TileImageOutput()
        let shown = s.tileImages
        _ = tiles.bytes(for: shown, text: TileImageOutput.textFrame(s.frame(), tiles: shown), output: output)
        let other = CellFrame(columns: 100, rows: 30, fill: Cell(glyph: "x", fg: 15, bg: 0))
        let drawn = Self.drawn(tiles.bytes(for: [], text: other, output: output))
        #expect(Self.images(drawn).isEmpty)
        #expect(drawn.count == shown.reduce(0) { $0 + $1.visible.width * $1.visible.height }, "every tile cell written as text")
        #expect(!tiles.isShowing)
        #expect(tiles.bytes(for: [], text: other, output: output).isEmpty)
    }

    @Test func kittyTilesArePlacedUnderTheirOwnIdsAndDeletedWhenTheyLeave() throws {
        var s = Self.gallery()
        let output = PixelOutput(kind: .kitty, cellWidth: 6, cellHeight: 13, registers: nil)
        var tiles = TileImageOutput()
        let shown = s.tileImages
        let placed = PixelOutputKittyOverlayTests.images(tiles.bytes(for: shown, text: s.frame(), output: output))
        #expect(placed.map { $0.keys["i"] } == shown.map { String(TileImageOutput.firstKittyID + $0.item) })
        #expect(placed.allSatisfy { $0.keys["a"] == "T" })
        for (p, t) in zip(placed, shown) {
            #expect(p.keys["c"] == String(t.visible.width) && p.keys["r"] == String(t.visible.height))
            #expect(p.keys["s"] == String(t.visible.width * 6) && p.keys["v"] == String(t.visible.height * 13))
            // The page area's renderer at the tile's own view of its preview.
            let page = ShownPage(canvas: Canvas(page: t.preview, lineArt: LineArt(page: t.preview)), lineArtShown: true)
            let l = CellColour(ViewRenderer.letterbox).rgb
            #expect(p.pixels == PixelView(cellWidth: 6, cellHeight: 13).render(page, geometry: t.geometry, cells: t.visibleInTile,
                                                                               letterbox: (l.r, l.g, l.b)).bytes)
        }
        // The wheel scrolls 3 rows: a tile that only moved is placed again from the image kitty
        // holds, with no pixels; one cut differently is sent anew.
        _ = s.handle(.input(.mouse(MouseEvent(kind: .scrollDown, button: 0, column: 5, row: 5)), time: 0))
        let wheeled = s.tileImages
        let scrolled = String(decoding: tiles.bytes(for: wheeled, text: s.frame(), output: output), as: UTF8.self)
        let movedWhole = wheeled.filter { t in shown.contains { $0.item == t.item && $0.visible != t.visible && $0.visibleInTile == t.visibleInTile } }
        #expect(!movedWhole.isEmpty && movedWhole.count < wheeled.count)
        for t in wheeled {
            let id = TileImageOutput.firstKittyID + t.item
            let moved = scrolled.contains("\u{1b}[\(t.visible.y + 1);\(t.visible.x + 1)H\u{1b}_Ga=p,i=\(id),p=1,c=\(t.visible.width),r=\(t.visible.height),")
            let sent = scrolled.contains("i=\(id),p=1,c=\(t.visible.width),r=\(t.visible.height),C=1,q=2,o=z,m=")
            #expect(moved == movedWhole.contains(t) && sent != moved, "tile \(t.item): moved \(moved), sent \(sent)")
        }
        // Scrolled down to the last row: tiles out of view are deleted by id, none placed twice.
        for _ in 0..<6 { _ = s.handle(.input(.key(.down), time: 0)) }
        let later = s.tileImages
        let bytes = String(decoding: tiles.bytes(for: later, text: s.frame(), output: output), as: UTF8.self)
        for t in wheeled where !later.contains(where: { $0.item == t.item }) {
            #expect(bytes.contains("a=d,d=I,i=\(TileImageOutput.firstKittyID + t.item),"), "tile \(t.item) not deleted")
        }
        #expect(!bytes.contains("d=I,i=\(TileImageOutput.firstKittyID + later[0].item),"))
        // Leaving: every tile deleted, nothing placed.
        let leaving = String(decoding: tiles.bytes(for: [], text: s.frame(), output: output), as: UTF8.self)
        #expect(!leaving.contains("a=T"))
        #expect(leaving.components(separatedBy: "a=d,d=I,").count - 1 == later.count)
        for t in later { #expect(leaving.contains("a=d,d=I,i=\(TileImageOutput.firstKittyID + t.item),")) }
    }

    /// After a clear (or a resize, a suspend) every tile is sent again, and a kitty tile shown
    /// before and not now is still deleted.
    @Test func afterAnInvalidationEveryTileIsSentAndTheLeftOnesDeleted() {
        var s = Self.gallery()
        let output = PixelOutput(kind: .kitty, cellWidth: 6, cellHeight: 13, registers: nil)
        var tiles = TileImageOutput()
        let shown = s.tileImages
        _ = tiles.bytes(for: shown, text: s.frame(), output: output)
        tiles.invalidate()
        #expect(PixelOutputKittyOverlayTests.images(tiles.bytes(for: shown, text: s.frame(), output: output)).count == shown.count)
        for _ in 0..<6 { _ = s.handle(.input(.key(.down), time: 0)) }
        tiles.invalidate()
        let later = s.tileImages
        let bytes = tiles.bytes(for: later, text: s.frame(), output: output)
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(PixelOutputKittyOverlayTests.images(bytes).filter { $0.keys["a"] == "T" }.count == later.count, "all sent, none only moved")
        #expect(!text.contains("a=p"))
        for t in shown where !later.contains(where: { $0.item == t.item }) {
            #expect(text.contains("a=d,d=I,i=\(TileImageOutput.firstKittyID + t.item),"), "tile \(t.item) not deleted")
        }
    }

    @Test func anotherCellSizeDrawsEveryTileAgain() {
        let s = Self.gallery()
        var tiles = TileImageOutput()
        let shown = s.tileImages, text = TileImageOutput.textFrame(s.frame(), tiles: shown)
        _ = tiles.bytes(for: shown, text: text, output: PixelOutput(kind: .sixel, cellWidth: 6, cellHeight: 13, registers: nil))
        let again = Self.drawn(tiles.bytes(for: shown, text: text, output: PixelOutput(kind: .sixel, cellWidth: 7, cellHeight: 14, registers: nil)))
        #expect(Self.images(again).count == shown.count)
    }
}
