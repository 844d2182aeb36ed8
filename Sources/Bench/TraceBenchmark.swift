import ColorCore
import Screens
import Tracing

/// One drag event of the tracing game end to end: the mouse report through `App` to the tracing
/// screen (smoothing, judging the ink against the path, waypoints), the whole frame it then
/// shows (the worksheet is drawn afresh each time) and the diff against the frame shown before.
/// A, B, O and g (lines, bumps, a circle, a descender) are traced stroke by stroke, one cell
/// per event, as `TraceGestures` drags them.
public struct TraceBenchmark: Sendable {
    public var p50Us = 0.0, p99Us = 0.0, maxUs = 0.0
    public var events = 0

    public static func run(columns: Int = 200, rows: Int = 60) -> TraceBenchmark {
        let items = try! TraceItem.items(from: "ABOg")
        var app = App(TraceScreen(items: items, columns: columns, rows: rows, resultPath: nil), columns: columns, rows: rows)
        var shown = app.frame()
        var times: [Double] = []
        var clock = 0.0
        func send(_ input: InputEvent) {
            clock += 0.008
            let t0 = Stopwatch.nanoseconds()
            _ = app.handle(.input(input, time: clock))
            let frame = app.frame()
            _ = FrameDiff.changedCells(from: shown, to: frame)
            shown = frame
            times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
        }
        for item in items {
            let layout = TraceLayout(item: item, columns: columns, rows: rows)
            for cells in TraceGestures.dragCells(item, layout) {
                guard let first = cells.first, let last = cells.last else { continue }
                send(.mouse(MouseEvent(kind: .press, button: 0, column: first.column, row: first.row)))
                for c in cells.dropFirst() { send(.mouse(MouseEvent(kind: .drag, button: 0, column: c.column, row: c.row))) }
                send(.mouse(MouseEvent(kind: .release, button: 0, column: last.column, row: last.row)))
            }
            send(.key(.enter))
        }
        var b = TraceBenchmark()
        b.events = times.count
        b.p50Us = Stopwatch.percentile(times, 0.5)
        b.p99Us = Stopwatch.percentile(times, 0.99)
        b.maxUs = times.max() ?? 0
        return b
    }
}
