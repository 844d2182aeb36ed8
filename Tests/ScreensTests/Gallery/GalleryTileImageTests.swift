import Testing
@testable import ColorCore
@testable import Screens

/// What the pixel view draws as images in the gallery: one per tile in view that has a preview,
/// exactly over the cells the glyph tile draws its preview in (the name and progress below stay
/// text), clipped to the scrolling content, in the glyph tile's own view of the preview.
@Suite struct GalleryTileImageTests {
    static func book(pages: Int, previews: Bool = true) -> [GalleryItem] {
        (1...pages).map {
            GalleryItem(kind: .bookPage, name: "page \($0)", page: "/b/\($0).png",
                        preview: previews ? GalleryScreenTests.preview(boxes: 1 + $0 % 3) : nil)
        }
    }

    @Test func oneImagePerVisibleTileOverItsPreviewCells() {
        let s = GalleryScreenTests.screen()
        let layout = s.layout
        let images = s.tileImages
        #expect(images.map(\.item) == Array(0..<6), "the recent picture and the five pages")
        let frame = s.frame()
        let content = Rect(x: 0, y: GalleryLayout.topRows, width: 120, height: 40 - GalleryLayout.topRows - GalleryLayout.bottomRows)
        #expect(images.filter { $0.visible == $0.tile }.count >= 4, "the first rows whole")
        for image in images {
            #expect(image.tile.width == layout.tileWidth && image.tile.height == layout.previewRows)
            #expect(image.visible == image.tile.intersection(content))
            #expect(image.tile.x == layout.tileLeft(image.item < 1 ? 0 : (image.item - 1) % layout.perRow))
            guard image.visible == image.tile else { continue }
            // The glyph preview of this item is drawn exactly there, its name on the row below.
            let name = s.items[image.item].name
            let below = String(String.UnicodeScalarView((image.tile.x..<image.tile.maxX).map { frame[$0, image.tile.maxY].glyph }))
            #expect(below.contains(name), "\(below) under \(name)'s image")
            #expect(frame[image.tile.x, image.tile.y] == s.previews[image.item]?[0, 0])
            #expect(frame[image.tile.maxX - 1, image.tile.maxY - 1] == s.previews[image.item]?[layout.tileWidth - 1, layout.previewRows - 1])
            #expect(image.preview == s.items[image.item].preview)
            #expect(image.geometry == ViewRenderer(canvas: Canvas(page: image.preview, lineArt: LineArt(page: image.preview)),
                                                   lineArt: LineArt(page: image.preview), columns: layout.tileWidth,
                                                   rows: layout.previewRows + ViewGeometry.reservedRows).geometry)
        }
        // Side by side in a row, one row under the other: no two overlap.
        for (i, a) in images.enumerated() { for b in images[(i + 1)...] { #expect(a.visible.intersection(b.visible).isEmpty) } }
    }

    @Test func scrolledTilesAreClippedToTheContentAndTilesOutOfViewHaveNone() {
        var s = GalleryScreen(book: "book", pages: Self.book(pages: 30), selected: 0, columns: 100, rows: 30, canGoBack: false)
        let contentTop = GalleryLayout.topRows, contentEnd = s.layout.rows - GalleryLayout.bottomRows
        let first = s.tileImages
        #expect(!first.isEmpty && first.count < 30)
        for _ in 0..<4 { _ = s.handle(.input(.key(.down), time: 0)) }
        let scrolled = s.tileImages
        #expect(scrolled.map(\.item) != first.map(\.item), "scrolling shows other tiles")
        for image in scrolled {
            #expect(image.visible.y >= contentTop && image.visible.maxY <= contentEnd)
            #expect(image.visible == image.tile.intersection(image.visible))
        }
        #expect(scrolled.contains { $0.item == s.selected }, "the chosen tile is in view")
        // The wheel scrolls 3 rows: the first row's tiles (under the heading) lose 2 preview rows.
        var wheeled = GalleryScreen(book: "book", pages: Self.book(pages: 30), selected: 0, columns: 100, rows: 30, canGoBack: false)
        _ = wheeled.handle(.input(.mouse(MouseEvent(kind: .scrollDown, button: 0, column: 10, row: 10)), time: 0))
        let top = wheeled.tileImages.filter { $0.tile.y < contentTop }
        #expect(!top.isEmpty)
        for image in top {
            #expect(image.visible.y == contentTop && image.visible.height == image.tile.height - 2 && image.visibleInTile.y == 2)
        }
    }

    @Test func aTileWithoutItsPreviewKeepsItsPlaceholder() {
        var s = GalleryScreen(book: "book", pages: Self.book(pages: 6, previews: false), selected: 0, columns: 100, rows: 40, canGoBack: false)
        #expect(s.tileImages.isEmpty)
        s.setPreview(GalleryScreenTests.preview(boxes: 2), ofItem: 2)
        #expect(s.tileImages.map(\.item) == [2])
    }

    @Test func aScreenTooSmallForTilesHasNoImages() {
        #expect(GalleryScreenTests.screen(columns: 19, rows: 7).tileImages.isEmpty)
    }
}
