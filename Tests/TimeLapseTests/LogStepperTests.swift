import ColorCore
import Testing
@testable import TimeLapse

/// The one frame-stepping loop: any prefix shows replay's picture of that prefix, steps only go
/// forward, and a bad log is refused before anything is shown.
@Suite struct LogStepperTests {
    static func stepper(_ log: StrokeLog) throws -> LogStepper {
        let page = TimeLapseTestData.page
        return try LogStepper(log: log, page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
    }

    @Test func everyPrefixIsReplaysPictureOfThatPrefix() throws {
        let log = TimeLapseRendererTests.mixedLog
        var stepper = try Self.stepper(log)
        for count in [0, 1, 2, 5, 33, log.events.count] {
            let before = stepper.session.renderedPage()
            let changed = stepper.advance(through: count)
            #expect(stepper.applied == count)
            let after = stepper.session.renderedPage()
            let prefix = TimeLapseTestData.log(Array(log.events.prefix(count)))
            #expect(after == (try TimeLapseTestData.replayed(prefix)), "after \(count) events")
            // What it says changed covers every pixel that did (a player redraws only those).
            var missed = 0
            for y in 0..<after.height {
                for x in 0..<after.width where after.pixel(x, y) != before.pixel(x, y) && !changed.contains(where: { $0.contains(x, y) }) {
                    missed += 1
                }
            }
            #expect(missed == 0, "after \(count) events")
            if before != after { #expect(!changed.isEmpty) }
        }
        #expect(stepper.finished)
    }

    @Test func stepsOnlyGoForwardAndStopAtTheEnd() throws {
        let log = TimeLapseRendererTests.mixedLog
        var stepper = try Self.stepper(log)
        _ = stepper.advance(through: 10)
        let before = stepper.session.renderedPage()
        #expect(stepper.advance(through: 3).isEmpty && stepper.applied == 10)
        #expect(stepper.session.renderedPage() == before)
        _ = stepper.advance(through: log.events.count + 50)
        #expect(stepper.applied == log.events.count && stepper.finished)
    }

    @Test func aBadLogIsRefused() {
        let bad = TimeLapseTestData.log([.move(x: 1, y: 1, t: 0), .brush(-3)])
        #expect(throws: StrokeLogError.self) { try Self.stepper(bad) }
        let otherPage = StrokeLog(width: 10, height: 10, events: [])
        #expect(throws: StrokeLogError.self) { try Self.stepper(otherPage) }
    }
}

/// The blank page read back from a painted canvas: the page the picture started from, so the
/// program's time-lapse begins on it and ends on the picture.
@Suite struct PageUnderPaintTests {
    @Test func aPaintedCanvasGivesBackItsBlankPage() throws {
        let log = TimeLapseRendererTests.mixedLog
        let page = TimeLapseTestData.page
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        let painted = try StrokeReplay.session(log, on: page, finder: finder)
        #expect(painted.canvas.hasPaint)
        let blank = PageUnderPaint.of(painted.canvas)
        #expect(blank == page)
        // Replayed onto it, the log paints the picture again.
        #expect(try StrokeReplay.render(log, on: blank, finder: finder) == painted.renderedPage())
    }

    /// A page with colour and transparency: read back composited over white, as the canvas shows it.
    @Test func aColouredTransparentPageComesBackOverWhite() throws {
        var page = TimeLapseTestData.page
        page.setPixel(150, 120, RGBA(r: 200, g: 40, b: 40, a: 255))
        page.setPixel(151, 120, RGBA(r: 0, g: 0, b: 200, a: 0))
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        let session = try StrokeReplay.session(TimeLapseRendererTests.mixedLog, on: page, finder: finder)
        let blank = PageUnderPaint.of(session.canvas)
        #expect(blank.pixel(150, 120) == RGBA(r: 200, g: 40, b: 40, a: 255))
        #expect(blank.pixel(151, 120) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(try StrokeReplay.render(TimeLapseRendererTests.mixedLog, on: blank, finder: finder) == session.renderedPage())
    }
}
