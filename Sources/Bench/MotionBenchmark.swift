import ColorCore
import Screens

/// One pointer motion with no button held, end to end, as the interactive program handles it
/// with hover on (`MouseMode.allMotion`): the report through `App` to the colouring screen
/// (the region under the pointer, its outline when the region changes), the frame it then
/// shows and the diff against the frame before. The pointer wanders the page one cell at a
/// time in a random direction, now and then jumping across the screen, as a hand does.
public struct MotionBenchmark: Sendable {
    public var p50Us = 0.0, p99Us = 0.0, maxUs = 0.0
    /// In CPU time (all threads of the process).
    public var cpuP50Us = 0.0, cpuP99Us = 0.0
    public var events = 0
    /// How often the outlined region changed.
    public var regionChanges = 0

    public static func run(page: Page, finder: any RegionFinder, columns: Int = 200, rows: Int = 60,
                           events: Int = 2000) -> MotionBenchmark {
        let screen = ColoringScreen(session: Session(page: page, finder: finder), columns: columns, rows: rows,
                                    paths: SavePaths(page: "bench.png", output: "/dev/null/bench.png"), modeName: "optimized",
                                    rescueFolder: "/dev/null")
        let g = screen.geometry
        var app = App(consume screen, columns: columns, rows: rows)
        var shown = app.frame()
        var times: [Double] = [], cpu: [Double] = []
        times.reserveCapacity(events); cpu.reserveCapacity(events)
        var rng = SplitMix(seed: 0x5eed)
        var column = g.originX + g.displayWidth / 2, row = g.viewRows / 2
        var last: RegionMask?
        var b = MotionBenchmark()
        for k in 0..<events {
            if k % 50 == 0 {
                column = g.originX + Int(rng.next() % UInt64(g.displayWidth))
                row = Int(rng.next() % UInt64(g.viewRows))
            } else {
                column = min(max(g.originX, column + Int(rng.next() % 3) - 1), g.originX + g.displayWidth - 1)
                row = min(max(0, row + Int(rng.next() % 3) - 1), g.viewRows - 1)
            }
            let c0 = Stopwatch.cpuNanoseconds(), t0 = Stopwatch.nanoseconds()
            _ = app.handle(.input(.mouse(MouseEvent(kind: .move, button: 3, column: column, row: row)), time: Double(k) * 0.008))
            let frame = app.frame()
            _ = FrameDiff.changedCells(from: shown, to: frame)
            shown = frame
            times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
            cpu.append(Double(Stopwatch.cpuNanoseconds() - c0) / 1000)
            let now = (app.active as? ColoringScreen)?.hoveredRegion
            if now != last { b.regionChanges += 1; last = now }
        }
        b.events = events
        b.p50Us = Stopwatch.percentile(times, 0.5)
        b.p99Us = Stopwatch.percentile(times, 0.99)
        b.maxUs = times.max() ?? 0
        b.cpuP50Us = Stopwatch.percentile(cpu, 0.5)
        b.cpuP99Us = Stopwatch.percentile(cpu, 0.99)
        return b
    }
}
