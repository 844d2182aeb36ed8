import ColorCore
@testable import Screens

/// Small pages and frames for testing the colouring screen's parts one at a time.
enum ComponentPages {
    /// 200x120: two boxes side by side (line width 2), each a region, and the paper around them.
    static func twoBoxes() -> Page {
        var page = Page(width: 200, height: 120)
        for box in [Rect(x: 20, y: 20, width: 70, height: 80), Rect(x: 110, y: 20, width: 70, height: 80)] {
            for y in box.y..<box.maxY { for x in box.x..<box.maxX where !box.insetBy(2).contains(x, y) { page.setPixel(x, y, .black) } }
        }
        return page
    }

    static func session(_ page: Page = twoBoxes()) -> Session {
        Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
    }

    static func renderer(for session: Session, columns: Int = 60, rows: Int = 24) -> ViewRenderer {
        ViewRenderer(canvas: session.canvas, lineArt: session.finder.lineArt.shown, columns: columns, rows: rows)
    }
}

extension CellFrame {
    /// Row `row` as text.
    func text(row: Int) -> String {
        String(String.UnicodeScalarView((0..<columns).map { self[$0, row].glyph }))
    }
}
