import Testing
@testable import ColorCore
import TestSupport

/// Random logs on generated pages, both region modes, checked by `StrokeTestChecker`.
@Suite struct SessionPropertyTests {
    static let seeds: [UInt64] = Array(1...10)

    @Test(arguments: seeds)
    func randomLogsKeepEveryPromiseOnGeneratedPages(seed: UInt64) {
        let page = StrokeTestPages.page(width: 120, height: 90, shapes: 9, seed: seed)
        let art = LineArt(page: page)
        let events = StrokeTestLogs.random(for: art, events: 80, seed: seed &* 7919)
        var outputs: [[UInt32]] = []
        for mode in RegionMode.allCases {
            var checker = StrokeTestChecker(page: page, session: Session(page: page, finder: mode.makeFinder(for: art)))
            checker.run(events)
            #expect(checker.failures.isEmpty, "\(mode), seed \(seed): \(checker.failures)")
            #expect(checker.strokesChecked > 0 && checker.pointsChecked > 0)
            #expect(checker.session.log.events == StrokeTestChecker.normalized(events))
            outputs.append(checker.session.canvas.paintPixels)
        }
        let same = outputs[0] == outputs[1]
        #expect(same, "naive and optimized paint differ, seed \(seed)")
    }

    /// Linear smoothing and debug dots keep the same promises (fewer seeds: same machinery).
    @Test(arguments: [(Smoothing.linear, false), (.hermite, true)], [UInt64(101), 102, 103])
    func otherDrawingOptionsKeepEveryPromise(options: (Smoothing, Bool), seed: UInt64) {
        let page = StrokeTestPages.page(width: 120, height: 90, shapes: 9, seed: seed)
        let art = LineArt(page: page)
        var checker = StrokeTestChecker(page: page, session: Session(page: page, finder: RegionMode.optimized.makeFinder(for: art),
                                                         smoothing: options.0, debugStrokes: options.1))
        checker.run(StrokeTestLogs.random(for: art, events: 80, seed: seed))
        #expect(checker.failures.isEmpty, "\(options), seed \(seed): \(checker.failures)")
        #expect(checker.pointsChecked > 0)
    }

    @Test func propertyRunsExerciseFillsUndoAndRedo() {
        // Guards the generator: the properties above must actually meet fills, undo and redo,
        // and redo must have had edits to redo that changed the paint.
        var fills = 0, undos = 0, redos = 0, redosThatPainted = 0
        for seed in SessionPropertyTests.seeds {
            let page = StrokeTestPages.page(width: 120, height: 90, shapes: 9, seed: seed)
            let art = LineArt(page: page)
            var checker = StrokeTestChecker(page: page, session: Session(page: page, finder: RegionMode.optimized.makeFinder(for: art)))
            checker.run(StrokeTestLogs.random(for: art, events: 80, seed: seed &* 7919))
            fills += checker.fillsChecked; undos += checker.undosChecked
            redos += checker.redosChecked; redosThatPainted += checker.redosThatPainted
        }
        print("session properties: \(fills) fills, \(undos) undos, \(redos) redos (\(redosThatPainted) changed the paint)")
        #expect(fills >= 10 && undos >= 8, "fills \(fills), undos \(undos)")
        #expect(redos >= 15 && redosThatPainted >= 12, "redos \(redos), of which changed the paint \(redosThatPainted)")
    }
}
