import ColorCore
import Opening
import Storage
import Testing
@testable import TermColor

/// How a picture's strokes are drawn: the command line over what the continued picture
/// recorded over the default (`StrokeStyle.resolve`), for every command. A continued picture's
/// strokes are drawn as its log says, else (a log written before the smoothing was kept) with
/// the run's own as then; the command line overrides the smoothing, and debug dots stay once a
/// picture has them.
struct StrokeStyleTests {
    static func decision(_ log: StrokeLog?) -> StartDecision {
        let requested = SavePaths(page: "/pages/box.png", output: "/out/pic.png")
        return StartDecision.decide(requested: requested, fresh: false) { paths in
            PictureFiles(paths: paths, pngExists: log != nil && paths.png == requested.png,
                         log: log.map { paths.png == requested.png ? .usable($0, modified: .distantPast) : .absent } ?? .absent,
                         journal: .absent)
        }!
    }

    static func style(_ choice: DrawingChoice, continuing log: StrokeLog?) -> (Smoothing, Bool) {
        let style = choice.style(continuing: StrokeStyle.Said(continuing: decision(log)))
        return (style.smoothing, style.debugStrokes)
    }

    @Test func continuedStrokesAreDrawnAsTheyWereDrawn() {
        var linear = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
        linear.smoothing = .linear
        var hermiteDots = linear
        hermiteDots.smoothing = .hermite
        hermiteDots.debugStrokes = true
        let older = StrokeLog(width: 40, height: 20, events: [.fill(x: 10, y: 10)])
        // The settings say linear (the run's own): a new picture and an older log take it.
        let run = DrawingChoice(defaults: StrokeStyle(smoothing: .linear))
        #expect(Self.style(run, continuing: nil) == (.linear, false))
        #expect(Self.style(run, continuing: older) == (.linear, false))
        #expect(Self.style(run, continuing: hermiteDots) == (.hermite, true))
        var hermiteRun = run
        hermiteRun.defaults.smoothing = .hermite
        #expect(Self.style(hermiteRun, continuing: linear) == (.linear, false))
        // --smoothing given: it wins, over the log too; -debugStrokes adds dots.
        var asked = hermiteRun
        asked.asked.smoothing = .hermite
        asked.asked.debugStrokes = true
        #expect(Self.style(asked, continuing: linear) == (.hermite, true))
    }

    /// Each part of the style, each level winning where it should: the command line over the
    /// log, the log over the default, the default alone. Values differ at every level, so a rule
    /// that looked at the levels in another order, or skipped one, gives another answer.
    @Test func theCommandLineWinsThenTheLogThenTheDefault() {
        func resolve(_ asked: StrokeStyle.Said, _ recorded: StrokeStyle.Said, _ defaults: StrokeStyle) -> StrokeStyle {
            StrokeStyle.resolve(asked: asked, recorded: recorded, defaults: defaults)
        }
        let defaults = StrokeStyle(smoothing: .hermite, debugStrokes: false, closeGaps: 7)
        let log = StrokeStyle.Said(smoothing: .linear, debugStrokes: true, closeGaps: 5)
        let commandLine = StrokeStyle.Said(smoothing: .hermite, debugStrokes: true, closeGaps: 3)
        #expect(resolve(.nothing, .nothing, defaults) == defaults)
        #expect(resolve(.nothing, log, defaults) == StrokeStyle(smoothing: .linear, debugStrokes: true, closeGaps: 5))
        #expect(resolve(commandLine, log, defaults) == StrokeStyle(smoothing: .hermite, debugStrokes: true, closeGaps: 3))
        #expect(resolve(commandLine, .nothing, defaults) == StrokeStyle(smoothing: .hermite, debugStrokes: true, closeGaps: 3))
        // The other way round: the log's hermite over a linear default, the command line's linear over the log.
        let linearDefaults = StrokeStyle(smoothing: .linear, debugStrokes: true, closeGaps: 2)
        let hermiteLog = StrokeStyle.Said(smoothing: .hermite, debugStrokes: false, closeGaps: 0)
        #expect(resolve(.nothing, hermiteLog, linearDefaults) == StrokeStyle(smoothing: .hermite, debugStrokes: false, closeGaps: 0))
        #expect(resolve(StrokeStyle.Said(smoothing: .linear), hermiteLog, defaults).smoothing == .linear)
        // A log that says nothing of a part leaves it to the default.
        #expect(resolve(.nothing, StrokeStyle.Said(closeGaps: 4), linearDefaults)
                == StrokeStyle(smoothing: .linear, debugStrokes: true, closeGaps: 4))
    }

    /// The options as `replay`, `snapshot` and the program parse them reach the rule: a flag not
    /// given says nothing (the log's debug dots and gaps stay), one given wins over the log.
    @Test func theParsedOptionsAreWhatTheCommandLineSays() throws {
        var log = StrokeLog(width: 40, height: 20, events: [])
        log.smoothing = .linear
        log.debugStrokes = true
        log.closeGaps = 5
        let none = try DrawingOptions.parse([]).headless
        #expect(none.style(continuing: StrokeStyle.Said(log: log)) == StrokeStyle(smoothing: .linear, debugStrokes: true, closeGaps: 5))
        #expect(none.style(continuing: .nothing) == StrokeStyle())
        let given = try DrawingOptions.parse(["--smoothing", "hermite", "--close-gaps", "0", "--mode", "naive"]).headless
        #expect(given.style(continuing: StrokeStyle.Said(log: log)) == StrokeStyle(smoothing: .hermite, debugStrokes: true, closeGaps: 0))
        #expect(given.mode == .naive)
        // The program: the settings' smoothing is the default, under the log and the command line.
        var settings = InteractiveDefaults()
        settings.smoothing = .linear
        let program = try DrawingOptions.parse([]).interactive(settings)
        #expect(program.style(continuing: .nothing).smoothing == .linear)
        log.smoothing = .hermite
        #expect(program.style(continuing: StrokeStyle.Said(log: log)).smoothing == .hermite)
        #expect(try DrawingOptions.parse(["--smoothing", "linear"]).interactive(InteractiveDefaults())
                    .style(continuing: StrokeStyle.Said(log: log)).smoothing == .linear)
    }
}
