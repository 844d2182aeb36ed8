import ColorCore
import Storage
import Testing
@testable import TermColor

/// How a continued picture's strokes are drawn: as its log says, else (a log written before
/// the smoothing was kept) with the run's own as then; the command line overrides the smoothing,
/// and debug dots stay once a picture has them.
struct StrokeStyleTests {
    static func decision(_ log: StrokeLog?) -> StartDecision {
        let requested = SavePaths(page: "/pages/box.png", output: "/out/pic.png")
        return StartDecision.decide(requested: requested, fresh: false) { paths in
            PictureFiles(paths: paths, pngExists: log != nil && paths.png == requested.png,
                         log: log.map { paths.png == requested.png ? .usable($0, modified: .distantPast) : .absent } ?? .absent,
                         journal: .absent)
        }!
    }

    @Test func continuedStrokesAreDrawnAsTheyWereDrawn() {
        var linear = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
        linear.smoothing = .linear
        var hermiteDots = linear
        hermiteDots.smoothing = .hermite
        hermiteDots.debugStrokes = true
        let older = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
        // The settings say linear (the run's own): a new picture and an older log take it.
        let run = PictureStart.Drawing(mode: .optimized, smoothing: .linear, debugStrokes: false)
        #expect(run.strokeStyle(continuing: Self.decision(nil)) == (.linear, false))
        #expect(run.strokeStyle(continuing: Self.decision(older)) == (.linear, false))
        #expect(run.strokeStyle(continuing: Self.decision(hermiteDots)) == (.hermite, true))
        var hermiteRun = run
        hermiteRun.smoothing = .hermite
        #expect(hermiteRun.strokeStyle(continuing: Self.decision(linear)) == (.linear, false))
        // --smoothing given: it wins, over the log too; -debugStrokes adds dots.
        var asked = hermiteRun
        asked.smoothingGiven = .hermite
        asked.debugStrokes = true
        #expect(asked.strokeStyle(continuing: Self.decision(linear)) == (.hermite, true))
    }
}
