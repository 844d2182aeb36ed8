import Bench
@testable import ColorCore
@testable import Tracing

/// Pen paths for tracing tests: points along a stroke, as a hand (or mouse) would give them.
enum TraceDrawing {
    /// Points along `stroke` at most `step` apart, every vertex included, from start to end.
    static func along(_ stroke: [StrokePoint], step: Double) -> [StrokePoint] { TraceGestures.along(stroke, step: step) }

    /// Pen down at the first point, through the rest, up; the verdict. `grid`: the points are
    /// mouse reports on that display-pixel grid (they pass the input filter).
    @discardableResult
    static func draw(_ points: [StrokePoint], on board: inout TraceBoard, grid: InputGrid? = nil) -> TraceVerdict? {
        guard let first = points.first else { return nil }
        board.penDown(at: first, grid: grid)
        for p in points.dropFirst() { board.penMove(to: p) }
        return board.penUp()
    }

    /// Every stroke of the board's item, in order, exactly along its path.
    static func traceAll(_ board: inout TraceBoard, step: Double) -> [TraceVerdict?] {
        board.item.strokes.map { draw(along($0, step: step), on: &board) }
    }
}
