import Testing
@testable import ColorCore
import TestSupport

@Suite struct UndoTests {
    static func session(width: Int = 200, height: Int = 150, budget: Int = 512 << 20) -> Session {
        let page = StrokeTestPages.page(width: width, height: height, shapes: 8, seed: 21)
        return Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)), undoBudgetBytes: budget)
    }

    /// A stroke of nine points starting at the paintable pixel nearest (x, y), so that it paints.
    static func stroke(_ s: inout Session, from x0: Double, _ y0: Double, seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let art = s.finder.lineArt
        var (x, y) = (x0, y0)
        search: for r in 0..<20 {
            for dy in -r...r { for dx in -r...r where art.isPaintable(Int(x0) + dx, Int(y0) + dy) {
                (x, y) = (x0 + Double(dx), y0 + Double(dy)); break search
            } }
        }
        s.apply(.color(.rgb(RGB(r: .random(in: 0...255, using: &rng), g: 90, b: .random(in: 0...255, using: &rng)))))
        s.apply(.brush(.random(in: 3...30, using: &rng)))
        s.apply(.down(x: x, y: y, t: nil))
        for k in 1...8 { s.apply(.move(x: x + Double(k * 9), y: y + Double(k * k) / 2, t: nil)) }
        s.apply(.up(t: nil))
    }

    /// Equality without printing two canvases when it fails.
    static func same(_ a: [UInt32], _ b: [UInt32]) -> Bool { a == b }

    @Test func undoAndRedoRestoreExactBytesAcrossManyEdits() {
        var s = UndoTests.session()
        var states = [s.canvas.paintPixels]
        for k in 0..<6 {
            UndoTests.stroke(&s, from: Double(5 + k * 20), 10 + Double(k * 17), seed: UInt64(k))
            states.append(s.canvas.paintPixels)
            if k == 3 { s.apply(.fill(x: 100, y: 75)); states.append(s.canvas.paintPixels) }
            if k == 4 { s.apply(.clear); states.append(s.canvas.paintPixels) }
        }
        // The state list now has one entry per undo step; walk back and forth.
        let steps = states.count - 1
        for back in 1...steps {
            s.apply(.undo)
            #expect(UndoTests.same(s.canvas.paintPixels, states[steps - back]), "undo \(back)")
        }
        #expect(!s.canUndo)
        s.apply(.undo)
        #expect(UndoTests.same(s.canvas.paintPixels, states[0]))
        for fwd in 1...steps {
            s.apply(.redo)
            #expect(UndoTests.same(s.canvas.paintPixels, states[fwd]), "redo \(fwd)")
        }
    }

    @Test func aNewEditAfterUndoForgetsTheRedoStack() {
        var s = UndoTests.session()
        UndoTests.stroke(&s, from: 20, 20, seed: 1)
        let afterFirst = s.canvas.paintPixels
        UndoTests.stroke(&s, from: 30, 60, seed: 2)
        s.apply(.undo)
        #expect(s.canRedo)
        UndoTests.stroke(&s, from: 40, 100, seed: 3)
        #expect(!s.canRedo)
        let afterThird = s.canvas.paintPixels
        s.apply(.redo)
        #expect(UndoTests.same(s.canvas.paintPixels, afterThird))
        s.apply(.undo)
        #expect(UndoTests.same(s.canvas.paintPixels, afterFirst))
    }

    @Test func strokesThatPaintNothingAreNotUndoSteps() {
        var s = UndoTests.session()
        UndoTests.stroke(&s, from: 20, 20, seed: 1)
        let painted = s.canvas.paintPixels
        UndoTests.stroke(&s, from: -50, -50, seed: 2)  // off the page
        s.apply(.fill(x: 1e6, y: 3))
        #expect(UndoTests.same(s.canvas.paintPixels, painted))
        s.apply(.undo)
        #expect(!UndoTests.same(s.canvas.paintPixels, painted) && !s.canUndo)
    }

    @Test func theBudgetDropsTheOldestStepsFirst() {
        var unlimited = UndoTests.session()
        UndoTests.stroke(&unlimited, from: 10, 10, seed: 7)
        unlimited.apply(.undo)
        let perStroke = unlimited.undoByteCount  // an undone stroke holds its painted tiles
        var s = UndoTests.session(budget: perStroke * 2)
        var states = [s.canvas.paintPixels]
        for k in 0..<8 {
            UndoTests.stroke(&s, from: 10 + Double(k * 7), 10 + Double(k * 12), seed: 7)
            states.append(s.canvas.paintPixels)
            #expect(s.undoByteCount <= perStroke * 2)
        }
        var undone = 0
        while s.canUndo { s.apply(.undo); undone += 1; #expect(UndoTests.same(s.canvas.paintPixels, states[8 - undone])) }
        #expect(undone >= 1 && undone < 8)
    }

    /// Memory is tiles, not canvases: a stroke on a big blank page remembers uniform tiles, and
    /// even its undone (redo) copy holds only the tiles it crossed.
    @Test func undoMemoryGrowsWithTheStrokeNotThePage() {
        let page = Page(width: 1024, height: 1024)
        var s = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        s.apply(.brush(16))
        s.apply(.down(x: 100, y: 100, t: nil))
        for k in 1...20 { s.apply(.move(x: 100 + Double(k * 10), y: 100 + Double(k * 3), t: nil)) }
        s.apply(.up(t: nil))
        #expect(s.undoByteCount < 4096)
        s.apply(.undo)
        let canvasBytes = 1024 * 1024 * 4
        #expect(s.undoByteCount > 0 && s.undoByteCount < canvasBytes / 20)
    }

    @Test func implicitStrokeEndsMatchExplicitUps() {
        let events: [StrokeEvent] = [
            .down(x: 20, y: 20, t: nil), .move(x: 40, y: 30, t: nil), .move(x: 60, y: 25, t: nil),
            .fill(x: 150, y: 120),
            .down(x: 30, y: 90, t: nil), .move(x: 70, y: 95, t: nil),
            .down(x: 90, y: 40, t: nil), .move(x: 120, y: 60, t: nil),
            .undo, .down(x: 10, y: 140, t: nil), .move(x: 60, y: 100, t: nil), .clear, .undo,
        ]
        var implicit = UndoTests.session(), explicit = UndoTests.session()
        for e in events { implicit.apply(e) }
        for e in StrokeTestChecker.normalized(events) { explicit.apply(e) }
        #expect(UndoTests.same(implicit.canvas.paintPixels, explicit.canvas.paintPixels))
        #expect(implicit.log.events == events)
        #expect(!implicit.isStrokeOpen)
    }
}
