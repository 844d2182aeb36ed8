/// A stroke whose input points pass the filter stage before the curve: `ArcFilter`'s final
/// points feed the smoother (Hermite or linear), which gives the final curve segments; a corner
/// ends one curve and starts the next at the corner point. What is not final yet is the
/// provisional polyline, from the curve's last point to the pen.
public struct FilteredStroke: Sendable {
    public let smoothing: Smoothing
    private(set) var filter: ArcFilter
    /// nil until the first point is final.
    private var smoother: StrokeSmoother?

    public init(grid: InputGrid, smoothing: Smoothing) {
        self.smoothing = smoothing
        filter = ArcFilter(grid: grid)
    }

    /// Takes a report; returns the curve segments that became final.
    public mutating func add(_ p: StrokePoint) -> [CubicSegment] {
        var segments: [CubicSegment] = []
        for output in filter.add(p) { take(output, into: &segments) }
        return segments
    }

    /// The stroke ended: the rest of the curve (a dot for a stroke that never left its cell).
    public mutating func finish() -> [CubicSegment] {
        var segments: [CubicSegment] = []
        for output in filter.finish() { take(output, into: &segments) }
        guard let s = smoother else { return segments }
        if s.keptCount == 1 && segments.isEmpty {
            segments.append(.line(s.lastPoint, s.lastPoint))
        } else if let last = s.finish() {
            segments.append(last)
        }
        return segments
    }

    /// The provisional polyline: the smoother's unfinished last piece (Hermite), then the
    /// filter's open points, ending at the pen.
    public func provisional() -> [StrokePoint] {
        var line: [StrokePoint] = []
        if let s = smoother {
            if smoothing == .hermite, let (a, _) = s.lastChord { line.append(a) }
            line.append(s.lastPoint)
        }
        line += filter.provisional()
        return line
    }

    private mutating func take(_ output: ArcFilter.Output, into segments: inout [CubicSegment]) {
        guard var s = smoother else {
            smoother = StrokeSmoother(smoothing: smoothing, start: output.point)
            return
        }
        if s.keeps(output.point), let segment = s.add(output.point) { segments.append(segment) }
        if output.isCorner {
            // The curve so far ends here with its one-sided end tangent; the next starts here.
            if let last = s.finish() { segments.append(last) }
            s = StrokeSmoother(smoothing: smoothing, start: s.lastPoint)
        }
        smoother = s
    }
}
