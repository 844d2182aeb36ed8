import ColorCore
import Screens

/// What showing a numbered page's numbers adds to a frame (issue 38: under 1 ms at 200x60): the
/// colouring screen's whole frame played by numbers against the same screen with the guide's
/// palette on its bar but no numbers, at fit and zoomed in, every region still to do (the most
/// labels). The two are timed in turns, frame by frame, so both see the same machine.
public struct NumbersBenchmark: Sendable {
    public struct Zoom: Sendable {
        /// Zoom-in steps from fit (`>` presses).
        public var steps = 0
        /// Median milliseconds of a frame without and with the numbers.
        public var plainMs = 0.0, numberedMs = 0.0
        /// Median and 99th percentile of the per-pair difference (numbered minus plain).
        public var addedMsP50 = 0.0, addedMsP99 = 0.0
    }

    public var regions = 0
    public var zooms: [Zoom] = []

    public static func run(page: Page, guide: NumberedPage, finder: any RegionFinder, columns: Int = 200, rows: Int = 60,
                           frames: Int = 400, zoomSteps: [Int] = [0, 2, 4]) -> NumbersBenchmark {
        let entries = guide.palette.enumerated().map { ColorPalette.Entry(name: "number \($0.offset + 1)", rgb: $0.element) }
        func screen() -> ColoringScreen {
            ColoringScreen(session: Session(page: page, finder: finder), columns: columns, rows: rows,
                           paths: SavePaths(page: "bench.png", output: "/dev/null/bench.png"), modeName: "optimized",
                           rescueFolder: "/dev/null", palette: entries)
        }
        var plain = screen(), numbered = screen()
        numbered.playByNumbers(guide)
        var b = NumbersBenchmark()
        b.regions = guide.regions.count
        var at = 0
        for steps in zoomSteps {
            for _ in at..<steps {
                _ = plain.handle(.input(.key(.char(">")), time: 0))
                _ = numbered.handle(.input(.key(.char(">")), time: 0))
            }
            at = steps
            var plainTimes: [Double] = [], numberedTimes: [Double] = [], added: [Double] = []
            _ = plain.frame(); _ = numbered.frame()  // warm-up
            for _ in 0..<frames {
                let p = Stopwatch.milliseconds { _ = plain.frame() }
                let n = Stopwatch.milliseconds { _ = numbered.frame() }
                plainTimes.append(p); numberedTimes.append(n); added.append(n - p)
            }
            b.zooms.append(Zoom(steps: steps, plainMs: Stopwatch.percentile(plainTimes, 0.5),
                                numberedMs: Stopwatch.percentile(numberedTimes, 0.5),
                                addedMsP50: Stopwatch.percentile(added, 0.5), addedMsP99: Stopwatch.percentile(added, 0.99)))
        }
        return b
    }
}
