import ColorCore
import Foundation

/// The waypoints of one stroke: points along it that the pen must pass, in order.
///
/// Walking the stroke's polyline, a waypoint is placed every `spacing` of length, at every sharp
/// corner, and at both ends. With `spacing <= threshold` this guarantees what tracing relies on:
/// consecutive waypoints are at most `threshold` apart (straight distance is at most the length
/// walked), the stroke's first and last points are waypoints, and every point of the stroke lies
/// within `spacing / 2` of a waypoint (it is at most that far along the path from the nearer of
/// the two around it).
public enum Waypoints {
    /// Corners sharper than this turn (degrees) get a waypoint, so a pen cannot cut them.
    public static let cornerDegrees = 35.0

    /// The waypoints of `stroke` for pen `threshold`: spaced half the threshold apart, so a pen
    /// within the threshold of the path is always within it of the next waypoint.
    public static func make(_ stroke: [StrokePoint], threshold: Double) -> [StrokePoint] {
        make(stroke, spacing: threshold / 2)
    }

    public static func make(_ stroke: [StrokePoint], spacing: Double) -> [StrokePoint] {
        precondition(spacing > 0 && spacing.isFinite)
        guard var last = stroke.first else { return [] }
        var out = [last]
        var walked = 0.0  // length since the last waypoint
        for i in 1..<max(1, stroke.count) {
            let a = stroke[i - 1], b = stroke[i]
            let length = a.distance(to: b)
            guard length > 0 else { continue }
            // Waypoints inside this piece, every `spacing` from the last one.
            var along = spacing - walked
            while along < length {
                last = a + (b - a) * (along / length)
                out.append(last)
                along += spacing
            }
            walked = length - (along - spacing)
            if isCorner(stroke, at: i) && b.distance(to: last) > 1e-9 {
                last = b
                out.append(b)
                walked = 0
            }
        }
        // The stroke's end itself, not a waypoint a rounding error short of it.
        if let end = stroke.last {
            if end.distance(to: last) > 1e-9 { out.append(end) } else { out[out.count - 1] = end }
        }
        return out
    }

    /// Whether the stroke turns by more than `cornerDegrees` at point `i` (its neighbours being
    /// the nearest points before and after that differ from it).
    public static func isCorner(_ stroke: [StrokePoint], at i: Int) -> Bool {
        guard i > 0 && i < stroke.count - 1 else { return false }
        let p = stroke[i]
        guard let before = stroke[..<i].last(where: { $0.distance(to: p) > 1e-9 }),
              let after = stroke[(i + 1)...].first(where: { $0.distance(to: p) > 1e-9 }) else { return false }
        let u = p - before, v = after - p
        let cosine = (u.x * v.x + u.y * v.y) / ((u.x * u.x + u.y * u.y).squareRoot() * (v.x * v.x + v.y * v.y).squareRoot())
        return cosine < cos(cornerDegrees * .pi / 180)
    }
}
