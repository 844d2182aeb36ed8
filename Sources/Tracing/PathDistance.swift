import ColorCore
/// Distances to polylines: how far the pen is from the path.
enum PathDistance {
    /// From `p` to the segment a-b (to the point when a == b).
    static func toSegment(_ p: StrokePoint, _ a: StrokePoint, _ b: StrokePoint) -> Double {
        let d = b - a
        let l2 = d.x * d.x + d.y * d.y
        guard l2 > 0 else { return p.distance(to: a) }
        let t = min(max(((p.x - a.x) * d.x + (p.y - a.y) * d.y) / l2, 0), 1)
        return p.distance(to: a + d * t)
    }

    /// From `p` to the nearest point of `polyline` (a single point is a dot).
    static func toPolyline(_ p: StrokePoint, _ polyline: [StrokePoint]) -> Double {
        guard polyline.count > 1 else { return polyline.first.map { p.distance(to: $0) } ?? .infinity }
        var best = Double.infinity
        for i in 1..<polyline.count { best = min(best, toSegment(p, polyline[i - 1], polyline[i])) }
        return best
    }

    /// From `p` to the nearest point of any of `strokes`.
    static func toStrokes(_ p: StrokePoint, _ strokes: [[StrokePoint]]) -> Double {
        strokes.reduce(Double.infinity) { min($0, toPolyline(p, $1)) }
    }
}
