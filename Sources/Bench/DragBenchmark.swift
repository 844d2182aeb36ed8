import ColorCore
import Screens

/// One drag event end to end, as the interactive program handles it (`bench`'s
/// `dragEventUsP99`): the decoded mouse report through `App` to the colouring screen (hit test at the press,
/// rasterise, progress count, view update under the dirty rectangle), the frame it then shows
/// (region outline, palette, status line) and the diff against the frame shown before, which is
/// what the presenter writes. Only the terminal write itself is left out.
///
/// Between events it ticks the app as the program's loop does (`tickInterval`, on a clock of
/// 8 ms per report): a stroke's segments painted ahead at ticks are work the person waits for
/// too, timed on their own (`tickCpuUs...`). Between strokes the hand lifts for 50 ms.
public struct DragBenchmark: Sendable {
    public var p50Us = 0.0, p99Us = 0.0, maxUs = 0.0
    /// The same in CPU time (all threads of the process), which a busy machine does not inflate
    /// (page faults are the process's own and count).
    public var cpuP50Us = 0.0, cpuP99Us = 0.0, cpuMaxUs = 0.0
    /// The slowest event by CPU time: "press", "drag" or "release", and its number in the run.
    public var slowest = ""
    /// The largest CPU time per kind of event ("press", "drag", "release").
    public var cpuMaxUsByKind: [(kind: String, us: Double)] = []
    public var events = 0
    /// The ticks in between (the program painting ahead while idle), in CPU time.
    public var ticks = 0
    public var tickCpuP99Us = 0.0, tickCpuMaxUs = 0.0
    /// Cells that changed per event, on average (against the frame before it, a tick's or an event's).
    public var cellsPerEvent = 0.0

    /// Strokes of `strokeLength` events from random paintable points, each a zigzag of one cell
    /// per event that stays inside the start region's rectangle on screen, as a hand colouring
    /// a region does, with a 2-cell brush. `filtered`: the strokes pass the input filter (the
    /// program's behaviour); off, the reference without it.
    public static func run(page: Page, finder: any RegionFinder, columns: Int = 200, rows: Int = 60,
                           events: Int = 2000, strokeLength: Int = 100, filtered: Bool = true,
                           options: DisplayOptions = .standard) -> DragBenchmark {
        // As the interactive program starts: the tallest regions' paint masks made ahead.
        var session = Session(page: page, finder: finder)
        session.adopt(PreparedPaintMasks(finder: finder))
        var screen = ColoringScreen(session: consume session, columns: columns, rows: rows,
                                    paths: SavePaths(page: "bench.png", output: "/dev/null/bench.png"), modeName: "optimized",
                                    rescueFolder: "/dev/null", display: options)
        screen.filtersInput = filtered
        screen.paintsAhead = true  // as the program runs
        let g = screen.geometry  // drags do not zoom or pan
        // Consumed: a second reference to the session would make the first stroke copy the paint.
        var app = App(consume screen, columns: columns, rows: rows)
        var shown = app.frame()
        var times: [Double] = [], cpu: [Double] = [], kinds: [MouseEvent.Kind] = [], changed = 0
        times.reserveCapacity(events + events / strokeLength + 1)
        cpu.reserveCapacity(times.capacity); kinds.reserveCapacity(times.capacity)
        var tickCpu: [Double] = []
        var seed: UInt64 = 0x2545_f491_4f6c_dd1d
        var clock = 0.0

        func send(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) {
            idle(0.008)  // a report every 8 ms
            let c0 = Stopwatch.cpuNanoseconds(), t0 = Stopwatch.nanoseconds()
            _ = app.handle(.input(.mouse(MouseEvent(kind: kind, button: 0, column: column, row: row)), time: clock))
            let frame = app.frame()
            changed += FrameDiff.changedCells(from: shown, to: frame).count
            shown = frame
            times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
            cpu.append(Double(Stopwatch.cpuNanoseconds() - c0) / 1000)
            kinds.append(kind)
        }

        /// `seconds` without input: the program's loop ticks at the interval the app asks for,
        /// each after the one before has done its work (its wall time counts).
        func idle(_ seconds: Double) {
            var t = 0.0
            while let interval = app.tickInterval, t + interval < seconds {
                t += interval
                let c0 = Stopwatch.cpuNanoseconds(), t0 = Stopwatch.nanoseconds()
                _ = app.handle(.tick(time: clock + t))
                shown = app.frame()
                tickCpu.append(Double(Stopwatch.cpuNanoseconds() - c0) / 1000)
                t += Double(Stopwatch.nanoseconds() - t0) / 1e9
            }
            clock += seconds
        }

        while times.count < events {
            // A paintable start point and its region's rectangle, in cells.
            var x = 0, y = 0, tries = 0
            repeat {
                seed = seed &* 6364136223846793005 &+ 1442695040888963407
                x = Int((seed >> 33) % UInt64(page.width)); y = Int((seed >> 13) % UInt64(page.height))
                tries += 1
            } while !finder.lineArt.isPaintable(x, y) && tries < 1000
            let box = finder.region(atX: x, y: y)?.bounds ?? page.bounds
            func cell(_ px: Double, _ py: Double) -> (x: Int, y: Int) {
                let s = g.screenPixel(pageX: px, pageY: py)
                let c = g.cell(ofScreenX: s.x, y: s.y)
                return (c.column, c.row)
            }
            let lo = cell(Double(box.x), Double(box.y))
            let hi = cell(Double(box.maxX - 1), Double(box.maxY - 1))
            let start = cell(Double(x) + 0.5, Double(y) + 0.5)
            var column = start.x, row = start.y, dc = 1, dr = 1
            send(.press, column, row)
            for k in 1..<strokeLength {
                column += dc
                if column < lo.x || column > hi.x { dc = -dc; column = min(max(column + 2 * dc, lo.x), hi.x) }
                if k % 3 == 0 {
                    row += dr
                    if row < lo.y || row > hi.y { dr = -dr; row = min(max(row + 2 * dr, lo.y), hi.y) }
                }
                send(.drag, column, row)
            }
            send(.release, column, row)
            // The hand lifts for 50 ms before the next stroke (a quick one); the loop ticks.
            idle(0.05)
        }
        var b = DragBenchmark()
        b.events = times.count
        b.p50Us = Stopwatch.percentile(times, 0.5)
        b.p99Us = Stopwatch.percentile(times, 0.99)
        b.maxUs = times.max() ?? 0
        b.cpuP50Us = Stopwatch.percentile(cpu, 0.5)
        b.cpuP99Us = Stopwatch.percentile(cpu, 0.99)
        if let worst = cpu.indices.max(by: { cpu[$0] < cpu[$1] }) {
            b.cpuMaxUs = cpu[worst]
            b.slowest = "\(kinds[worst]) #\(worst)"
        }
        for kind in [MouseEvent.Kind.press, .drag, .release] {
            let worst = cpu.indices.filter { kinds[$0] == kind }.map { cpu[$0] }.max() ?? 0
            b.cpuMaxUsByKind.append(("\(kind)", worst))
        }
        b.cellsPerEvent = Double(changed) / Double(max(1, times.count))
        b.ticks = tickCpu.count
        b.tickCpuP99Us = tickCpu.isEmpty ? 0 : Stopwatch.percentile(tickCpu, 0.99)
        b.tickCpuMaxUs = tickCpu.max() ?? 0
        return b
    }
}
