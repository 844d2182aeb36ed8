import Foundation
import Testing
import TestSupport
@testable import ColorCore
@testable import Screens
@testable import Storage

/// A filtered stroke's report paints only its final segments (the tip to the pen is the view's),
/// and the view redraws only the parts they changed. Both must give exactly what the plain way
/// gives: the canvas of the same events replayed (no tip), and a view rendered afresh from the
/// canvas with the session's tip shown over it.
@Suite struct ChangedPartsTests {
    /// Both sessions get the same strokes, one live and one replaying; after every report their
    /// canvases must be equal (picture and paint), and the changes must lie in the reported
    /// parts, which never overlap.
    static func compare(page: Page, strokes: [[StrokePoint]], grid: InputGrid, ink: Ink, smoothing: Smoothing,
                        brush: Double) -> [String] {
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        var parts = Session(page: page, finder: finder, smoothing: smoothing)
        var plain = Session(page: page, finder: finder, smoothing: smoothing)
        var failures: [String] = []
        for event in [StrokeEvent.color(ink), .brush(brush), .input(grid)] { parts.apply(event); plain.apply(event) }
        let w = page.width
        for (s, stroke) in strokes.enumerated() {
            for (k, p) in stroke.enumerated() {
                let event: StrokeEvent = k == 0 ? .down(x: p.x, y: p.y, t: nil) : .move(x: p.x, y: p.y, t: nil)
                let before = parts.canvas.picture
                parts.apply(event); plain.replay([event])
                let after = parts.canvas.picture
                guard after == plain.canvas.picture, parts.canvas.paintPixels == plain.canvas.paintPixels else {
                    failures.append("stroke \(s) report \(k): the canvas differs from the events replayed")
                    return failures
                }
                let changed = parts.changedParts
                for (i, a) in changed.enumerated() where changed[(i + 1)...].contains(where: { !$0.intersection(a).isEmpty }) {
                    failures.append("stroke \(s) report \(k): parts overlap")
                }
                for i in after.indices where after[i] != before[i] && !changed.contains(where: { $0.contains(i % w, i / w) }) {
                    failures.append("stroke \(s) report \(k): pixel \(i % w),\(i / w) changed outside the parts")
                    return failures
                }
            }
            parts.apply(.up(t: nil)); plain.replay([.up(t: nil)])
            if parts.canvas.paintPixels != plain.canvas.paintPixels { failures.append("stroke \(s): lifted, the canvases differ") }
        }
        return failures
    }

    @Test(arguments: [(UInt64(1), Smoothing.hermite, Ink.rgb(Session.defaultColor)), (2, .hermite, .rainbow),
                      (3, .linear, .rgb(Session.defaultColor)), (4, .hermite, .eraser), (5, .hermite, .rgb(RGB(r: 30, g: 90, b: 200)))])
    func liveReportsPaintWhatReplayingThemPaints(seed: UInt64, smoothing: Smoothing, ink: Ink) {
        let page = StrokeTestPages.page(width: 240, height: 180, shapes: 4, seed: seed)
        let grid = InputGrid(width: 6, height: 12)
        var strokes = (0..<3).map { StrokeReports.zigzag(width: page.width, height: page.height, grid: grid, seed: seed &* 31 &+ UInt64($0), count: 90) }
        strokes.append(StrokeReports.wandering(art: LineArt(page: page), grid: grid, seed: seed))
        // The eraser takes away paint: some must be there first.
        if case .eraser = ink {
            let failures = Self.compare(page: page, strokes: strokes, grid: grid, ink: .rgb(Session.defaultColor), smoothing: smoothing, brush: 14)
            #expect(failures.isEmpty, "\(failures.prefix(5))")
        }
        let failures = Self.compare(page: page, strokes: strokes, grid: grid, ink: ink, smoothing: smoothing, brush: 14)
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }

    /// On a real page, through the colouring screen: after every drag event the frame equals
    /// a fresh render of the canvas with the session's tip shown, and the progress count equals
    /// a fresh count. Painting ahead (as the program does), the same after every tick, and the
    /// ticks end with the stroke painted.
    @Test(.enabled(if: SharedTestData.available, SharedTestData.skipReason), arguments: [false, true])
    func theFrameAfterEachDragEqualsAFreshRender(paintsAhead: Bool) throws {
        let page = try PNGCodec.read(path: SharedTestData.pagesDirectory.appendingPathComponent("Circle_Mandala_01.png").path)
        let art = LineArt(page: page)
        let finder = RegionMode.optimized.makeFinder(for: art)
        let (columns, rows) = (100, 32)
        var screen = ColoringScreen(session: Session(page: page, finder: finder), columns: columns, rows: rows,
                                    paths: SavePaths(page: "Circle_Mandala_01.png", output: "/tmp/unused.png"), modeName: "optimized",
                                    rescueFolder: TestApps.rescueFolder)
        screen.paintsAhead = paintsAhead
        screen.session.sweptPixelsPerSlice = 2_000  // a few segments per slice on this small page
        let g = screen.geometry
        var rng = SeededRandom(seed: 11)
        var mismatches: [String] = []
        var ticks = 0
        func check(_ what: String) {
            var fresh = ViewRenderer(canvas: screen.session.canvas, lineArt: art.shown, columns: columns, rows: rows)
            fresh.showTip(screen.session.tip, canvas: screen.session.canvas, lineArt: art.shown)
            if fresh.frame != screen.renderer.frame { mismatches.append(what) }
            let count = RegionProgress(finder: finder, canvas: screen.session.canvas)
            if count.colouredCount != screen.document.progress.colouredCount
                || screen.document.progress.regions.indices.contains(where: { count.paintedPixels($0) != screen.document.progress.paintedPixels($0) }) {
                mismatches.append("\(what): progress")
            }
        }
        for stroke in 0..<4 {
            var x = 0, y = 0
            repeat { x = Int.random(in: 0..<page.width, using: &rng); y = Int.random(in: 0..<page.height, using: &rng) }
            while !art.isPaintable(x, y)
            let s = g.screenPixel(pageX: Double(x) + 0.5, pageY: Double(y) + 0.5)
            let start = g.cell(ofScreenX: s.x, y: s.y)
            var column = start.column, row = start.row, dc = 1
            for k in 0..<40 {
                let kind: MouseEvent.Kind = k == 0 ? .press : (k == 39 ? .release : .drag)
                if k > 0 {
                    column += dc
                    if column < start.column - 6 || column > start.column + 6 || column < 0 || column >= columns { dc = -dc; column += 2 * dc }
                    if k % 3 == 0 { row = min(max(0, row + (stroke % 2 == 0 ? 1 : -1)), g.viewRows - 1) }
                }
                _ = screen.handle(.input(.mouse(MouseEvent(kind: kind, button: 0, column: column, row: row)), time: Double(k) * 0.01))
                if k > 0 && k < 39 && screen.session.tip == nil { mismatches.append("stroke \(stroke) event \(k): no tip") }
                check("stroke \(stroke) event \(k)")
                // A new view mid-stroke ends the stroke (the page moved under the held button);
                // a press there goes on with a new one.
                if k == 20 {
                    screen.resize(columns: columns - 1, rows: rows)
                    screen.resize(columns: columns, rows: rows)
                    check("stroke \(stroke) resized at event \(k)")
                    if screen.session.isStrokeOpen { mismatches.append("stroke \(stroke): open after a resize") }
                    _ = screen.handle(.input(.mouse(MouseEvent(kind: .press, button: 0, column: column, row: row)), time: Double(k) * 0.01 + 0.001))
                    check("stroke \(stroke) pressed again at event \(k)")
                }
                // Every other event an idle moment, as the program's loop ticks.
                if k % 2 == 1, screen.tickInterval != nil {
                    _ = screen.handle(.tick(time: Double(k) * 0.01 + 0.005))
                    ticks += 1
                    check("stroke \(stroke) tick after event \(k)")
                }
            }
            while screen.tickInterval != nil && ticks < 10_000 {
                _ = screen.handle(.tick(time: 1))
                ticks += 1
                check("stroke \(stroke) tick after the release")
            }
            if screen.session.isPaintingAhead || screen.session.tip != nil { mismatches.append("stroke \(stroke): the ticks did not finish it") }
        }
        // Painting ahead, the ticks did work (else this tested nothing of it); never without.
        #expect(paintsAhead ? ticks > 4 : ticks == 0, "\(ticks) ticks")
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(screen.session.canvas.hasPaint)
    }
}
