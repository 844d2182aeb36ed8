import ColorCore
import Foundation

/// Builds one centre-line stroke of a letter, digit or shape as a polyline, from its start to its
/// end, in glyph units: y grows downward, the cap line is y = 0 and the baseline y = 1.
///
/// Straight pieces keep only their ends (the waypoint generator walks along them); arcs and
/// curves are sampled so their chords stay within 0.002 units of the true curve.
struct StrokeBuilder {
    private(set) var points: [StrokePoint]

    init(_ x: Double, _ y: Double) { points = [StrokePoint(x: x, y: y)] }

    /// A single point: a dot (the dot of i and j).
    static func dot(_ x: Double, _ y: Double) -> [StrokePoint] { [StrokePoint(x: x, y: y)] }

    var end: StrokePoint { points[points.count - 1] }

    /// Straight on to (x, y).
    func line(_ x: Double, _ y: Double) -> StrokeBuilder {
        var b = self
        b.append(StrokePoint(x: x, y: y))
        return b
    }

    /// Along the ellipse with centre (cx, cy) and radii rx, ry from angle `from` through `sweep`
    /// degrees. Angles are measured on screen: 0 is right, 90 down, -90 up; a positive sweep turns
    /// clockwise as seen. When the arc does not start at the current end, a straight piece joins them.
    func arc(cx: Double, cy: Double, rx: Double, ry: Double, from: Double, sweep: Double) -> StrokeBuilder {
        var b = self
        let steps = max(2, Int((abs(sweep) / 4).rounded(.up)))
        for i in 0...steps {
            let a = (from + sweep * Double(i) / Double(steps)) * .pi / 180
            b.append(StrokePoint(x: cx + rx * cos(a), y: cy + ry * sin(a)))
        }
        return b
    }

    /// A stroke that starts on the ellipse at angle `from` and follows `arc` from there.
    static func beginArc(cx: Double, cy: Double, rx: Double, ry: Double, from: Double, sweep: Double) -> StrokeBuilder {
        let a = from * .pi / 180
        return StrokeBuilder(cx + rx * cos(a), cy + ry * sin(a)).arc(cx: cx, cy: cy, rx: rx, ry: ry, from: from, sweep: sweep)
    }

    /// A circular arc: `arc` with rx = ry = r.
    func arc(cx: Double, cy: Double, r: Double, from: Double, sweep: Double) -> StrokeBuilder {
        arc(cx: cx, cy: cy, rx: r, ry: r, from: from, sweep: sweep)
    }

    /// A quadratic Bezier curve from the current end through the pull of `control` to (x, y).
    func curve(control cx: Double, _ cy: Double, to x: Double, _ y: Double) -> StrokeBuilder {
        var b = self
        let p0 = end, c = StrokePoint(x: cx, y: cy), p2 = StrokePoint(x: x, y: y)
        let steps = 24
        for i in 1...steps {
            let t = Double(i) / Double(steps), s = 1 - t
            b.append(p0 * (s * s) + c * (2 * s * t) + p2 * (t * t))
        }
        return b
    }

    /// Appends `p` unless it repeats the current end.
    private mutating func append(_ p: StrokePoint) {
        if let last = points.last, last.distance(to: p) < 1e-9 { return }
        points.append(p)
    }
}
