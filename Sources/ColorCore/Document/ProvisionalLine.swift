/// The provisional end of a filtered stroke as last shown (its tip's points). The filter moves
/// its open points a little at every report; points that moved less than `stickiness` keep
/// their shown place, so the tip does not shimmer. Display only: replay makes no tip, and the
/// final curve never depends on it.
struct ProvisionalLine: Sendable {
    private(set) var points: [StrokePoint] = []

    /// `line` with each point that is within `stickiness` of a point shown last time (in order,
    /// a few places either way) replaced by that point.
    func settled(_ line: [StrokePoint], stickiness: Double) -> [StrokePoint] {
        var out = line
        var j = 0
        for i in out.indices {
            var k = max(0, j - 1)
            while k < points.count && k <= j + 3 && points[k].distance(to: out[i]) >= stickiness { k += 1 }
            if k < points.count && k <= j + 3 {
                out[i] = points[k]
                j = k + 1
            }
        }
        return out
    }

    /// Records what is shown now.
    mutating func record(points: [StrokePoint]) {
        self.points = points
    }
}
