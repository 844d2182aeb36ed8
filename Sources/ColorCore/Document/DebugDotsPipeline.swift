/// Debug dots (the original app's debug mode): a small dot at each received input point, no
/// curve and no smoothing, so that the points a terminal reports can be seen as they came.
struct DebugDotsPipeline: Sendable {
    let brush: StrokeBrush
    /// About 3 px across, wider for wide brushes so they stay visible.
    let dotRadius: Double
    private(set) var travel: StrokeTravel

    init(brush: StrokeBrush, brushSize: Double, start: StrokePoint) {
        self.brush = brush
        dotRadius = min(max(1.5, brushSize / 8), Session.maximumBrushRadius)
        travel = StrokeTravel(start: start)
    }

    /// The stroke's first point.
    func begin(at p: StrokePoint, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        brush.dot(at: p, distance: 0, radius: dotRadius, canvas: &canvas, backup: &backup)
    }

    mutating func add(_ p: StrokePoint, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        travel.advance(to: p)
        return brush.dot(at: p, distance: travel.atLast, radius: dotRadius, canvas: &canvas, backup: &backup)
    }
}
