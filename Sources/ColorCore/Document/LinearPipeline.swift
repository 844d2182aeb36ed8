/// Straight segments between the kept points, each final at once: its round end covers the
/// point.
struct LinearPipeline: Sendable {
    let brush: StrokeBrush
    private(set) var smoother: StrokeSmoother
    private(set) var travel: StrokeTravel

    init(brush: StrokeBrush, start: StrokePoint) {
        self.brush = brush
        smoother = StrokeSmoother(smoothing: .linear, start: start)
        travel = StrokeTravel(start: start)
    }

    /// The stroke's first point: a dot, so that a click paints.
    func begin(at p: StrokePoint, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        brush.dot(at: p, distance: 0, radius: brush.radius, canvas: &canvas, backup: &backup)
    }

    mutating func add(_ p: StrokePoint, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        // A point too near the last kept one is dropped; it gets a dot, so its pixel is still
        // fully covered.
        guard smoother.keeps(p) else {
            return brush.dot(at: p, distance: travel.reaching(p), radius: brush.radius, canvas: &canvas, backup: &backup)
        }
        travel.advance(to: p)
        guard let segment = smoother.add(p) else { return .empty }
        return brush.draw(segment, from: travel.atPrevious, canvas: &canvas, backup: &backup)
    }
}
