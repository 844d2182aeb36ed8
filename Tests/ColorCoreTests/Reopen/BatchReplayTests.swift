import Testing
@testable import ColorCore
import TestSupport

/// `Session.replay` (reopening, `termcolor replay`) skips the provisional pieces a live stroke
/// shows; it must leave exactly what applying the events one by one leaves: paint, log, and
/// every undo and redo after it.
@Suite struct BatchReplayTests {
    @Test(arguments: [(Smoothing.hermite, false), (.linear, false), (.hermite, true)], Array(UInt64(1)...6))
    func replayEqualsOneByOne(mode: (smoothing: Smoothing, debug: Bool), seed: UInt64) {
        let page = StrokeTestPages.page(width: 160, height: 120, shapes: 9, seed: seed)
        let art = LineArt(page: page)
        let finder = RegionMode.optimized.makeFinder(for: art)
        let events = StrokeTestLogs.random(for: art, events: 300, seed: seed)
        var one = Session(page: page, finder: finder, smoothing: mode.smoothing, debugStrokes: mode.debug)
        var batch = one
        for e in events { one.apply(e) }
        batch.replay(events)
        #expect(batch.canvas.paintPixels == one.canvas.paintPixels)
        #expect(batch.log == one.log)
        // Undo everything, then redo it: step by step the same.
        for step in ["undo", "redo"] {
            while step == "undo" ? one.canUndo : one.canRedo {
                one.apply(step == "undo" ? .undo : .redo)
                batch.apply(step == "undo" ? .undo : .redo)
                #expect(batch.canvas.paintPixels == one.canvas.paintPixels, "\(step)")
            }
            #expect(!(step == "undo" ? batch.canUndo : batch.canRedo))
        }
    }
}
