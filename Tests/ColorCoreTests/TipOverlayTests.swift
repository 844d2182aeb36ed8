import Testing
@testable import ColorCore
import TestSupport

/// The open stroke's tip is shown by the view only: blended into the display pixels it reaches
/// from a few samples each, it must look like the same pieces painted for real, leave every
/// other cell alone, and leave nothing behind once gone.
@Suite struct TipOverlayTests {
    /// A session mid-stroke on a page with shapes: a filtered zigzag, still open.
    static func midStroke(seed: UInt64, ink: Ink) -> (Session, LineArt) {
        let page = StrokeTestPages.page(width: 480, height: 300, shapes: 4, seed: seed)
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        let grid = InputGrid(width: 6, height: 12)
        for event in [StrokeEvent.color(ink), .brush(18), .input(grid)] { session.apply(event) }
        let points = StrokeReports.zigzag(width: 480, height: 300, grid: grid, seed: seed, count: 40)
        for (k, p) in points.enumerated() { session.apply(k == 0 ? .down(x: p.x, y: p.y, t: nil) : .move(x: p.x, y: p.y, t: nil)) }
        return (session, art)
    }

    /// The largest channel difference between two truecolor cells' colours.
    static func distance(_ a: Cell, _ b: Cell) -> Int {
        func d(_ x: CellColour, _ y: CellColour) -> Int {
            let p = x.rgb, q = y.rgb
            return max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
        }
        return max(d(a.fg, b.fg), d(a.bg, b.bg))
    }

    @Test(arguments: [(UInt64(1), Ink.rgb(Session.defaultColor)), (2, .rgb(RGB(r: 30, g: 90, b: 200))), (3, .rainbow), (4, .rgb(Session.defaultColor))])
    func theTipLooksLikeItsPiecesPainted(seed: UInt64, ink: Ink) throws {
        let (session, art) = Self.midStroke(seed: seed, ink: ink)
        let tip = try #require(session.tip, "no tip mid-stroke")
        let options = DisplayOptions(glyphs: .half, colours: .truecolor)
        var shown = ViewRenderer(canvas: session.canvas, lineArt: art.shown, columns: 120, rows: 40, options: options)
        let without = shown.frame
        shown.showTip(tip, canvas: session.canvas, lineArt: art.shown)
        // The reference: the tip's pieces stamped on a copy of the canvas, over the paint there.
        var painted = session.canvas
        var backup = TileBackup(width: painted.width, height: painted.height)
        backup.begin(trackingCoverage: true)
        for (cap, colour) in zip(tip.pieces, tip.colours) {
            _ = BrushPainter.stamp(cap, colour: colour, mask: tip.mask, canvas: &painted, backup: &backup)
        }
        let reference = ViewRenderer(canvas: painted, lineArt: art.shown, columns: 120, rows: 40, options: options).frame
        let g = shown.geometry
        let tipCells = g.cells(showing: g.displayRect(covering: tip.bounds))
        var changed = 0, worst = 0, outside = 0
        for row in 0..<g.viewRows {
            for column in 0..<120 {
                let i = row * 120 + column
                if reference.cells[i] != without.cells[i] { changed += 1 }
                worst = max(worst, Self.distance(shown.frame.cells[i], reference.cells[i]))
                if !tipCells.contains(column, row) && shown.frame.cells[i] != without.cells[i] { outside += 1 }
            }
        }
        #expect(changed >= 4, "the tip's pieces paint only \(changed) cells: no test")
        // 5x5 samples per display pixel: an edge within a fifth of a display pixel.
        #expect(worst <= 24, "a cell's colour is \(worst) away from the tip painted")
        #expect(outside == 0, "\(outside) cells changed away from the tip")
        // Gone with the stroke: exactly the frame without it.
        shown.showTip(nil, canvas: session.canvas, lineArt: art.shown)
        #expect(shown.frame == without)
    }

    /// With the line art hidden, the tip blends over the paint alone, as the view shows it.
    @Test func theTipShowsOverThePaintAlone() throws {
        let (started, art) = Self.midStroke(seed: 5, ink: .rgb(RGB(r: 30, g: 90, b: 200)))
        var session = started
        let tip = try #require(session.tip)
        session.keepPaintAlone(true)
        let options = DisplayOptions(glyphs: .half, colours: .truecolor)
        var shown = ViewRenderer(canvas: session.canvas, lineArt: art.shown, columns: 120, rows: 40, options: options)
        shown.setLineArtShown(false, canvas: session.canvas, lineArt: art.shown)
        let without = shown.frame
        shown.showTip(tip, canvas: session.canvas, lineArt: art.shown)
        let g = shown.geometry
        let tipCells = g.cells(showing: g.displayRect(covering: tip.bounds))
        var bluer = 0
        for row in tipCells.y..<tipCells.maxY {
            for column in tipCells.x..<tipCells.maxX {
                let a = shown.frame.cells[row * 120 + column], b = without.cells[row * 120 + column]
                if a.fg.rgb.r < b.fg.rgb.r || a.bg.rgb.r < b.bg.rgb.r { bluer += 1 }
            }
        }
        #expect(bluer >= 4, "only \(bluer) cells took the blue tip")
    }
}
