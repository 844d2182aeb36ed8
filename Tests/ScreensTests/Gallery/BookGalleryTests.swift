import Foundation
import Testing
import TestSupport
@testable import ColorCore
@testable import Screens

/// A book's gallery without a terminal: its pages in order with their progress, the page to
/// come back to chosen, previews asked for only where tiles are in view; and the colouring
/// screen's page keys, which save before turning.
@Suite struct BookGalleryTests {
    static func pages(_ n: Int) -> [GalleryItem] {
        (1...n).map { GalleryItem(kind: .bookPage, name: "page \($0)", page: "/b/book.pdf", output: "/o/book/page-\($0).png",
                                  coloured: $0 == 2 ? 3 : nil, regions: $0 == 2 ? 40 : nil) }
    }

    @Test func pagesShowInOrderWithTheirProgress() {
        let screen = GalleryScreen(book: "book", pages: Self.pages(3), selected: 1, columns: 120, rows: 40, canGoBack: false)
        let text = GalleryScreenTests.text(screen.frame())
        #expect(text.contains("book: 3 pages"))
        #expect(text.contains("page 1") && text.contains("page 3"))
        #expect(text.contains("3 of 40 regions coloured") && text.contains("not started"))
        #expect(!text.contains("Start a new page"))
        #expect(screen.chosen?.output == "/o/book/page-2.png")
    }

    /// Of 200 pages only those in view are asked for; a preview given is drawn, and a page
    /// scrolled to is asked for then.
    @Test func previewsAreAskedForAsTilesComeIntoView() {
        var screen = GalleryScreen(book: "big", pages: Self.pages(200), selected: 0, columns: 200, rows: 60, canGoBack: false)
        let wanted = screen.previewsWanted
        #expect(!wanted.isEmpty && wanted.count <= 64 && wanted.first == 0, "\(wanted.count)")
        #expect(!wanted.contains(199))
        let before = screen.frame()
        for index in wanted { screen.setPreview(GalleryScreenTests.preview(boxes: 2), ofItem: index) }
        #expect(screen.previewsWanted.isEmpty)
        #expect(screen.previewsToComeCount == 200 - wanted.count)
        #expect(screen.frame() != before)
        for _ in 0..<60 { _ = screen.handle(GalleryScreenTests.key(.down)) }
        #expect(screen.previewsWanted.contains(screen.selected), "\(screen.selected) \(screen.previewsWanted)")
    }

    /// `}` and PageDown save the picture, then ask for the next page; `{` and PageUp for the one before.
    @Test func pageKeysSaveThenTurn() {
        for (key, step) in [(Key.char("}"), 1), (.pageDown, 1), (.char("{"), -1), (.pageUp, -1)] {
            var app = ScreenEffectsTests.filled()
            let effects = app.handle(.input(.key(key), time: 0))
            #expect(effects.saves.count == 1, "\(key)")
            let answer = app.handle(.saveFinished(.saved(app.paths)))
            guard case .turnPage(let current, let by)? = answer.first else { Issue.record("\(key): \(answer)"); continue }
            #expect(current == app.paths && by == step)
        }
        // Nothing painted: nothing saved, the page turns at once.
        var blank = ColoringScreenTests.app(output: "/out/o.png")
        let effects = blank.handle(.input(.key(.char("}")), time: 0))
        guard case .turnPage(_, 1)? = effects.first else { Issue.record("\(effects)"); return }
    }
}
