import Foundation
import Testing
import TestSupport
@testable import ColorCore
@testable import Screens

/// The gallery without a terminal: its tiles, what the keys and the mouse choose, and what
/// opening asks the executable for.
@Suite struct GalleryScreenTests {
    /// A page of `n` boxes side by side, `size` pixels square, as a stand-in for a real page.
    static func preview(boxes n: Int) -> Page {
        var page = Page(width: 40 * n, height: 30)
        for b in 0..<n { for y in 5..<25 { for x in (40 * b + 5)..<(40 * b + 35) where y == 5 || y == 24 || x == 40 * b + 5 || x == 40 * b + 34 {
            page.setPixel(x, y, .black)
        } } }
        return page
    }

    static let recent = [GalleryItem(kind: .recent, name: "scene-colored", page: "/p/scene.png", output: "/o/scene-colored.png",
                                     coloured: 12, regions: 40, preview: preview(boxes: 2))]
    static let pages = (1...5).map { GalleryItem(kind: .page, name: "page\($0)", page: "/p/page\($0).png", regions: 10 * $0, preview: preview(boxes: $0)) }

    static func screen(columns: Int = 120, rows: Int = 40, canGoBack: Bool = true,
                       current: (page: String, output: String)? = nil) -> GalleryScreen {
        GalleryScreen(recent: recent, pages: pages, columns: columns, rows: rows, canGoBack: canGoBack, current: current)
    }

    static func key(_ k: Key) -> AppEvent { .input(.key(k), time: 0) }

    static func text(_ f: CellFrame) -> String {
        (0..<f.rows).map { r in String(String.UnicodeScalarView((0..<f.columns).map { f[$0, r].glyph })) }.joined(separator: "\n")
    }

    @Test func tilesShowNamesAndProgress() {
        let text = Self.text(Self.screen().frame())
        #expect(text.contains("Continue a picture") && text.contains("Start a new page"))
        #expect(text.contains("scene-colored") && text.contains("12 of 40 regions coloured"))
        #expect(text.contains("page3") && text.contains("30 regions"))
        #expect(text.contains("Esc back to the picture"))
        #expect(Self.text(Self.screen(canGoBack: false).frame()).contains("Esc quits"))
        // Narrow tiles say it shorter rather than cut it.
        #expect(Self.text(Self.screen(columns: 80, rows: 24).frame()).contains(" 12 of 40 coloured "))
    }

    /// A tile's preview is the page view's renderer's picture of the preview at the tile size,
    /// the preview's dark pixels taken as its lines (kept visible and crisp as on the page view).
    @Test func previewsAreDrawnByThePageRenderer() throws {
        let s = Self.screen()
        let layout = s.layout
        let page = try #require(Self.pages[0].preview)
        let art = LineArt(page: page)
        let expected = ViewRenderer(canvas: Canvas(page: page, lineArt: art), lineArt: art, columns: layout.tileWidth,
                                    rows: layout.previewRows + ViewGeometry.reservedRows).frame
        // page1 is the first tile of the second section: below the heading and the recent row.
        let top = GalleryLayout.topRows + 1 + layout.tileHeight + 1
        let f = s.frame()
        for r in 0..<layout.previewRows {
            for c in 0..<layout.tileWidth { #expect(f[layout.tileLeft(0) + c, top + r] == expected[c, r]) }
        }
        // Something of the boxes shows: not one colour all over.
        #expect(Set((0..<layout.tileWidth).map { "\(expected[$0, layout.previewRows / 2])" }).count > 1)
    }

    @Test func arrowsChooseAcrossSectionsAndEnterOpens() {
        var s = Self.screen()  // 4 tiles a row at 120 columns
        #expect(s.layout.perRow == 4)
        #expect(s.chosen?.name == "scene-colored")
        _ = s.handle(Self.key(.down))
        #expect(s.chosen?.name == "page1")
        _ = s.handle(Self.key(.right)); _ = s.handle(Self.key(.right))
        #expect(s.chosen?.name == "page3")
        _ = s.handle(Self.key(.down))
        #expect(s.chosen?.name == "page5")  // the next row has one tile: the nearest
        _ = s.handle(Self.key(.up)); _ = s.handle(Self.key(.up))
        #expect(s.chosen?.name == "scene-colored")
        _ = s.handle(Self.key(.left))
        #expect(s.chosen?.name == "scene-colored")
        _ = s.handle(Self.key(.char("j"))); _ = s.handle(Self.key(.char("l")))
        guard case .openPicture(let page, let output)? = s.handle(Self.key(.enter)).first else { Issue.record("no open"); return }
        #expect(page == "/p/page2.png" && output == nil)
        guard case .openPicture(let p2, let o2)? = { var t = Self.screen(); return t.handle(Self.key(.enter)).first }() else {
            Issue.record("no open"); return
        }
        #expect(p2 == "/p/scene.png" && o2 == "/o/scene-colored.png")
    }

    @Test func backClosesOrQuitsAndThePictureBeneathIsReturnedTo() {
        var s = Self.screen()
        guard case .close? = s.handle(Self.key(.escape)).first else { Issue.record("Esc did not close"); return }
        var first = Self.screen(canGoBack: false)
        guard case .quit? = first.handle(Self.key(.escape)).first else { Issue.record("Esc did not quit"); return }
        // Ctrl-Z suspends here too (it did nothing, and the fg typed next opened a picture).
        guard case .suspend? = first.handle(Self.key(.control("z"))).first else { Issue.record("Ctrl-Z did not suspend"); return }
        // Choosing the picture being coloured (or its page) goes back to it.
        var beneath = Self.screen(current: (page: "/p/scene.png", output: "/o/scene-colored.png"))
        guard case .close? = beneath.handle(Self.key(.enter)).first else { Issue.record("did not go back"); return }
    }

    @Test func aClickOpensTheTileUnderIt() {
        var s = Self.screen()
        let layout = s.layout
        let row = GalleryLayout.topRows + 1 + layout.tileHeight + 1 + 2  // in page1..4's previews
        guard case .openPicture(let page, _)? = s.handle(.input(.mouse(MouseEvent(kind: .press, button: 0, column: layout.tileLeft(2) + 3, row: row)), time: 0)).first else {
            Issue.record("no open"); return
        }
        #expect(page == "/p/page3.png")
        #expect(s.handle(.input(.mouse(MouseEvent(kind: .press, button: 0, column: 0, row: row)), time: 0)).isEmpty)
    }

    /// In a small terminal the content scrolls so the chosen tile is always on screen.
    @Test func theChosenTileStaysInView() {
        var s = Self.screen(columns: 80, rows: 24)  // 3 tiles a row, 1 row of tiles on screen
        #expect(s.layout.perRow == 3)
        for _ in 0..<3 { _ = s.handle(Self.key(.down)) }
        #expect(s.chosen?.name == "page4")
        #expect(Self.text(s.frame()).contains("page4") && !Self.text(s.frame()).contains("scene-colored"))
        _ = s.handle(.resized(columns: 200, rows: 60))
        #expect(s.layout.perRow < 8 && Self.text(s.frame()).contains("page4"))
    }

    /// Tiles are about 22 cells wide, as many as fit a row; when fewer to a row still show
    /// every tile without scrolling, they are larger (else the nine bundled pages are
    /// postage stamps at 250x70, the screen's lower part empty).
    @Test func tilesGrowWhenEveryOneStillFits() {
        // 4 a row would be 47 wide: three rows of 20 (61) pass the 57 content rows; 5 a row fit.
        let nine = GalleryLayout(columns: 200, rows: 60, recent: 0, pages: 9)
        #expect(nine.perRow == 5 && nine.tileWidth == 37 && nine.previewRows == 13)
        #expect(GalleryLayout(columns: 250, rows: 70, recent: 0, pages: 9).tileWidth == 47)
        for (columns, rows, recent, pages) in [(200, 60, 0, 9), (250, 70, 0, 9), (200, 60, 3, 9), (120, 40, 2, 9), (80, 24, 0, 9), (300, 90, 30, 9)] {
            let layout = GalleryLayout(columns: columns, rows: rows, recent: recent, pages: pages)
            let widest = max(1, (columns - 2) / 24)
            // Larger tiles only when all fit; otherwise the 22-cell tiles, as many as fit a row.
            #expect(layout.perRow == widest || layout.contentHeight <= layout.contentRows, "\(columns)x\(rows)")
            #expect(layout.tileWidth >= 22 && layout.tileWidth <= 64, "\(columns)x\(rows)")
            #expect(layout.tileLeft(layout.perRow - 1) + layout.tileWidth <= columns)
        }
        #expect(GalleryLayout(columns: 80, rows: 24, recent: 0, pages: 9).perRow == 3)
        // One picture on a wide screen: a large tile, not one as wide as the screen.
        #expect(GalleryLayout(columns: 400, rows: 100, recent: 1, pages: 0).tileWidth <= 64)
    }

    /// A numbered picture's tile says its progress by number (its counts are numbered regions
    /// done in their colours), shorter where the tile is narrow.
    @Test func aNumberedPicturesTileSaysItsProgressByNumber() {
        let numbered = GalleryItem(kind: .recent, name: "parrot-colored", page: "/p/parrot.png", output: "/o/parrot-colored.png",
                                   coloured: 7, regions: 19, byNumber: true, preview: Self.preview(boxes: 2))
        let s = GalleryScreen(recent: [numbered] + Self.recent, pages: Self.pages, columns: 120, rows: 40, canGoBack: false)
        #expect(Self.text(s.frame()).contains("7 of 19 by number") && Self.text(s.frame()).contains("12 of 40 regions coloured"))
        #expect(numbered.progressText(fitting: 10) == "7 of 19")
    }

    /// A picture whose page is gone is a tile saying so; opening it opens nothing and says how
    /// to continue it (left out of the gallery, such a picture would seem lost).
    @Test func aPictureWhosePageIsGoneSaysHowToContinueIt() {
        let gone = GalleryItem(kind: .recent, name: "horse-colored", page: "/old/horse.png", output: "/o/horse-colored.png",
                               coloured: 3, regions: 9, preview: Self.preview(boxes: 1), pageMissing: true)
        var s = GalleryScreen(recent: [gone] + Self.recent, pages: Self.pages, columns: 120, rows: 40, canGoBack: true)
        #expect(Self.text(s.frame()).contains("its page is gone") && Self.text(s.frame()).contains("12 of 40 regions coloured"))
        #expect(s.handle(Self.key(.enter)).isEmpty)
        #expect(s.message == "to continue it from its page's new place: termcolor NEW-PATH -o /o/horse-colored.png")
        #expect(s.messageIsWarning)
        // The next tile, whose page is there, still opens.
        _ = s.handle(Self.key(.right))
        guard case .openPicture(let page, let output)? = s.handle(Self.key(.enter)).first else { Issue.record("no open"); return }
        #expect(page == "/p/scene.png" && output == "/o/scene-colored.png")
        #expect(GalleryItem(kind: .recent, name: "a", page: "/p", pageMissing: true).progressText(fitting: 10) == "page gone")
        // The picture open beneath, continued from its page's new place with nothing drawn since
        // (so the list still has the old page), is not gone: it is on screen, and choosing it goes back.
        var beneath = GalleryScreen(recent: [gone], pages: Self.pages, columns: 120, rows: 40, canGoBack: true,
                                    current: (page: "/new/horse.png", output: "/o/horse-colored.png"))
        #expect(!Self.text(beneath.frame()).contains("page is gone") && beneath.chosen?.page == "/new/horse.png")
        guard case .close? = beneath.handle(Self.key(.enter)).first else { Issue.record("did not go back"); return }
    }

    @Test func aNoticeShowsOnTheBottomRow() {
        var s = Self.screen()
        _ = s.handle(.notice("x.png is open in another termcolor", warning: true))
        let f = s.frame()
        #expect(Self.text(f).split(separator: "\n").last?.contains("x.png is open in another termcolor") == true)
        #expect(f[1, f.rows - 1].fg == CellColour(Chrome.warning))
    }

    /// The tile of a picture coloured on a photo as it is is drawn without the line finish, as
    /// its screen is (`GalleryItem.finishesLines`): the cells the flag changes are never darker
    /// than the photo's darker brown, where the finish speckles them.
    @Test func aPhotoTileIsDrawnAsAPhoto() {
        let fur = GeneratedPhotos.fur()
        func frame(_ finishing: Bool) -> CellFrame {
            let item = GalleryItem(kind: .recent, name: "cat-colored", page: "/p/cat.jpg", output: "/o/cat-colored.png",
                                   coloured: 0, regions: 9, preview: fur, finishesLines: finishing)
            return GalleryScreen(recent: [item], pages: [], columns: 120, rows: 40, canGoBack: false, display: DisplayOptions(colours: .truecolor)).frame()
        }
        let photo = frame(false), lines = frame(true)
        func luma(_ c: CellColour) -> Int { GeneratedPhotos.luma(c.rgb) }
        var changed: [(Cell, Cell)] = []
        for r in 0..<photo.rows { for c in 0..<photo.columns where photo[c, r] != lines[c, r] { changed.append((photo[c, r], lines[c, r])) } }
        let darkest = GeneratedPhotos.luma(RGB(r: 150, g: 120, b: 100))
        #expect(!changed.isEmpty)
        #expect(changed.allSatisfy { luma($0.0.fg) >= darkest - 1 && luma($0.0.bg) >= darkest - 1 })
        #expect(changed.contains { luma($0.1.fg) < darkest - 20 || luma($0.1.bg) < darkest - 20 })
    }
}
