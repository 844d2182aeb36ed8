import Foundation
import Testing
@testable import ColorCore
@testable import Screens
@testable import Storage
import TestSupport

/// Painting ahead (`Session.paintsAhead`, the interactive program): a filtered stroke's final
/// segments are painted a slice per event and the rest while idle, yet the picture, the log
/// and the undo steps are exactly those of painting everything at once, and what is not
/// painted yet is always within the tip the view shows.
@Suite struct PaintingAheadTests {
    /// Two sessions given the same events, one painting ahead a segment per slice; returns
    /// what differs. `drain`: after each stroke, `paintAhead` until nothing waits (else the
    /// next event has to finish it; the middle stroke then is not lifted either, and the next
    /// press ends it). `then`: events after the strokes (undo, redo, a fill).
    static func compare(seed: UInt64, ink: Ink, drain: Bool, then: [StrokeEvent]) -> (failures: [String], slicesSeen: Int) {
        let page = StrokeTestPages.page(width: 240, height: 180, shapes: 4, seed: seed)
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        let grid = InputGrid(width: 6, height: 12)
        var ahead = Session(page: page, finder: finder), plain = Session(page: page, finder: finder)
        ahead.paintsAhead = true
        ahead.sweptPixelsPerSlice = 1  // a segment per slice
        var failures: [String] = [], slices = 0
        let w = page.width
        /// Pixels that will still change must lie in the tip (the view shows them).
        func checkTip(_ what: String) {
            var done = ahead
            done.finishPainting()
            let now = ahead.canvas.paintPixels, later = done.canvas.paintPixels
            for i in now.indices where now[i] != later[i] {
                guard let tip = ahead.tip, tip.bounds.contains(i % w, i / w) else {
                    failures.append("\(what): pixel \(i % w),\(i / w) waits to be painted outside the tip")
                    return
                }
            }
        }
        for event in [StrokeEvent.color(ink), .brush(14), .input(grid)] { ahead.apply(event); plain.apply(event) }
        for s in 0..<3 {
            let points = StrokeReports.zigzag(width: page.width, height: page.height, grid: grid, seed: seed &* 7 &+ UInt64(s), count: 80)
            let events = points.enumerated().map { k, p -> StrokeEvent in k == 0 ? .down(x: p.x, y: p.y, t: nil) : .move(x: p.x, y: p.y, t: nil) }
                + (drain || s != 1 ? [.up(t: nil)] : [])
            for (k, event) in events.enumerated() {
                let before = ahead.canvas.paintPixels
                let dirty = ahead.apply(event); plain.apply(event)
                let after = ahead.canvas.paintPixels
                if ahead.changedParts.reduce(Rect.empty, { $0.union($1) }) != dirty { failures.append("stroke \(s) event \(k): parts are not the change") }
                if let i = Self.changeOutside(before, after, parts: ahead.changedParts, width: w) {
                    failures.append("stroke \(s) event \(k): pixel \(i % w),\(i / w) changed outside the parts")
                }
                if k % 9 == 4 || k == events.count - 1 { checkTip("stroke \(s) event \(k)") }
            }
            if ahead.isPaintingAhead { slices += 1 }
            while drain && ahead.isPaintingAhead {
                let before = ahead.canvas.paintPixels
                let dirty = ahead.paintAhead()
                let after = ahead.canvas.paintPixels
                slices += 1
                if ahead.changedParts.reduce(Rect.empty, { $0.union($1) }) != dirty { failures.append("stroke \(s) slice: parts are not the change") }
                if let i = Self.changeOutside(before, after, parts: ahead.changedParts, width: w) {
                    failures.append("stroke \(s) slice: pixel \(i % w),\(i / w) changed outside the parts")
                }
                checkTip("stroke \(s) slice \(slices)")
                if slices > 10_000 { failures.append("painting ahead never ends"); break }
            }
            if drain && ahead.canvas.paintPixels != plain.canvas.paintPixels { failures.append("stroke \(s): drained, the canvases differ") }
        }
        for event in then {
            let before = ahead.canvas.paintPixels
            ahead.apply(event); plain.apply(event)
            if let i = Self.changeOutside(before, ahead.canvas.paintPixels, parts: ahead.changedParts, width: w) {
                failures.append("after \(event): pixel \(i % w),\(i / w) changed outside the parts")
            }
            if ahead.canvas.paintPixels != plain.canvas.paintPixels || ahead.canvas.picture != plain.canvas.picture {
                failures.append("after \(event): the canvases differ")
            }
            if ahead.undoRedoCount != plain.undoRedoCount { failures.append("after \(event): \(ahead.undoRedoCount) undo steps, not \(plain.undoRedoCount)") }
        }
        ahead.finishPainting()
        if ahead.isPaintingAhead || ahead.tip != nil { failures.append("finishPainting left work or a tip") }
        if ahead.canvas.paintPixels != plain.canvas.paintPixels { failures.append("finished: the canvases differ") }
        if ahead.log.events != plain.log.events { failures.append("the logs differ") }
        // Replaying paints everything at once, painting ahead or not.
        var replayed = Session(page: page, finder: finder)
        replayed.paintsAhead = true
        replayed.sweptPixelsPerSlice = 1
        replayed.replay(plain.log.events)
        if replayed.isPaintingAhead || replayed.canvas.paintPixels != plain.canvas.paintPixels { failures.append("replayed, the canvases differ") }
        return (failures, slices)
    }

    /// The first pixel that changed outside `parts`.
    static func changeOutside(_ before: [UInt32], _ after: [UInt32], parts: [Rect], width w: Int) -> Int? {
        after.indices.first { i in after[i] != before[i] && !parts.contains { $0.contains(i % w, i / w) } }
    }

    @Test(arguments: [(UInt64(1), Ink.rgb(Session.defaultColor)), (2, .rainbow), (3, .rgb(RGB(r: 30, g: 90, b: 200)))])
    func drainedWhileIdleItPaintsWhatPaintingAtOncePaints(seed: UInt64, ink: Ink) {
        let (failures, slices) = Self.compare(seed: seed, ink: ink, drain: true, then: [.undo, .undo, .redo, .color(.rgb(RGB(r: 9, g: 160, b: 60))), .fill(x: 20, y: 20)])
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        // The release left segments waiting at least once (else nothing here was tested).
        #expect(slices > 3, "only \(slices) slices")
    }

    /// No idle moment: the next stroke (pressed while one is not lifted, too), a colour, an
    /// undo or a clear comes first, and must find the stroke before whole, as one undo step.
    @Test(arguments: [(UInt64(4), Ink.rgb(Session.defaultColor)), (5, .rainbow)])
    func theNextEventFinishesTheStrokeBefore(seed: UInt64, ink: Ink) {
        let (failures, slices) = Self.compare(seed: seed, ink: ink, drain: false, then: [.color(.rgb(RGB(r: 9, g: 160, b: 60))), .undo, .redo, .undo, .clear, .undo])
        #expect(failures.isEmpty, "\(failures.prefix(5))")
        #expect(slices > 0, "no stroke ended with segments waiting")
    }
}

/// Through the colouring screen: `s` right after a release, before any idle moment, saves the
/// whole stroke (the picture is what the log replays to), and the view then shows it all.
@Suite struct PaintingAheadSaveTests {
    @Test func aSaveRightAfterTheReleaseHoldsTheWholeStroke() {
        var screen = TestApps.castleLike(columns: 100, rows: 30)
        screen.paintsAhead = true
        screen.session.sweptPixelsPerSlice = 1
        let g = screen.geometry
        // Back and forth in the large box on the right.
        let a = g.cell(ofScreenX: g.screenPixel(pageX: 790, pageY: 80).x, y: g.screenPixel(pageX: 790, pageY: 80).y)
        let b = g.cell(ofScreenX: g.screenPixel(pageX: 930, pageY: 480).x, y: g.screenPixel(pageX: 930, pageY: 480).y)
        var column = a.column, row = a.row, dc = 1
        _ = screen.handle(.input(.mouse(MouseEvent(kind: .press, button: 0, column: column, row: row)), time: 0))
        for k in 1..<60 {
            column += dc
            if column > b.column || column < a.column { dc = -dc; column += 2 * dc }
            if k % 4 == 0 { row = min(row + 1, b.row) }
            _ = screen.handle(.input(.mouse(MouseEvent(kind: .drag, button: 0, column: column, row: row)), time: Double(k) * 0.01))
        }
        _ = screen.handle(.input(.mouse(MouseEvent(kind: .release, button: 0, column: column, row: row)), time: 0.6))
        #expect(screen.session.isPaintingAhead, "the release left nothing waiting: this tests nothing")
        let effects = screen.handle(.input(.key(.char("s")), time: 0.7))
        guard let request = effects.saves.first else { Issue.record("no save"); return }
        var replayed = Session(page: TestApps.castleLikePage(), finder: screen.session.finder)
        replayed.replay(request.log.events)
        #expect(request.canvas.paintPixels == replayed.canvas.paintPixels, "the saved picture is not the whole stroke")
        #expect(!screen.session.isPaintingAhead && screen.session.tip == nil && screen.tickInterval == nil)
        let fresh = ViewRenderer(canvas: screen.session.canvas, lineArt: screen.session.finder.lineArt.shown, columns: 100, rows: 30)
        #expect(fresh.frame == screen.renderer.frame)
    }
}
