import Testing
@testable import ColorCore
import TestSupport
@testable import Tracing

/// The waypoint generator's promises, for every letter, digit and shape at several thresholds
/// and for random paths: consecutive waypoints no further apart than the threshold, each
/// stroke's first and last points are waypoints, every point of the path within the threshold
/// of a waypoint.
@Suite struct WaypointPropertyTests {
    static let tolerance = 1e-9

    /// Checks the three properties of `waypoints` for `stroke` at `threshold`; returns what failed.
    static func problems(_ stroke: [StrokePoint], _ waypoints: [StrokePoint], threshold: Double) -> [String] {
        var out: [String] = []
        guard let first = waypoints.first, let last = waypoints.last else { return ["no waypoints"] }
        if first != stroke.first! { out.append("first waypoint \(first) is not the stroke's start \(stroke.first!)") }
        if last != stroke.last! { out.append("last waypoint \(last) is not the stroke's end \(stroke.last!)") }
        for i in waypoints.indices.dropFirst() where waypoints[i - 1].distance(to: waypoints[i]) > threshold + tolerance {
            out.append("waypoints \(i - 1) and \(i) are \(waypoints[i - 1].distance(to: waypoints[i])) apart")
        }
        // Samples every half threshold along the path (vertices included): each within 3/4 of the
        // threshold of a waypoint puts every point between them, at most a quarter threshold from
        // a sample, within the threshold. Waypoints are looked up in a grid of threshold cells.
        var grid: [Cell: [StrokePoint]] = [:]
        for w in waypoints { grid[Cell(w, threshold), default: []].append(w) }
        for p in TraceDrawing.along(stroke, step: threshold / 2) {
            let c = Cell(p, threshold)
            var nearest = Double.infinity
            for dx in -1...1 {
                for dy in -1...1 { for w in grid[Cell(x: c.x + dx, y: c.y + dy)] ?? [] { nearest = min(nearest, w.distance(to: p)) } }
            }
            if nearest > 0.75 * threshold + tolerance { out.append("path point \(p) is \(nearest) from the nearest waypoint") }
        }
        return out
    }

    struct Cell: Hashable {
        var x: Int, y: Int
        init(x: Int, y: Int) { self.x = x; self.y = y }
        init(_ p: StrokePoint, _ size: Double) { x = Int((p.x / size).rounded(.down)); y = Int((p.y / size).rounded(.down)) }
    }

    @Test(arguments: [0.02, 0.05, 0.1, 0.17, 0.4, 1.5])
    func everyItemAtThreshold(_ threshold: Double) {
        for item in TraceItem.all {
            for (k, stroke) in item.strokes.enumerated() {
                let w = Waypoints.make(stroke, threshold: threshold)
                let found = Self.problems(stroke, w, threshold: threshold)
                #expect(found.isEmpty, "\(item.text) stroke \(k + 1): \(found.prefix(3))")
            }
        }
    }

    /// Random polylines: 1 to 40 points, repeated points, tiny and long pieces, sharp turns,
    /// thresholds over four orders of magnitude; and the generator's own spacing argument.
    @Test func randomPaths() {
        var rng = SeededRandom(seed: 14)
        for c in 0..<1000 {
            let count = Int.random(in: 1...40, using: &rng)
            let scale = [0.01, 1, 100][Int.random(in: 0...2, using: &rng)]
            var stroke: [StrokePoint] = []
            for _ in 0..<count {
                if let last = stroke.last, Int.random(in: 0..<8, using: &rng) == 0 {
                    stroke.append(last)  // a repeated point
                } else if let last = stroke.last, Bool.random(using: &rng) {
                    stroke.append(last + StrokePoint(x: Double.random(in: -1...1, using: &rng), y: Double.random(in: -1...1, using: &rng)) * (scale * 0.01))
                } else {
                    stroke.append(StrokePoint(x: Double.random(in: -1...1, using: &rng), y: Double.random(in: -1...1, using: &rng)) * scale)
                }
            }
            // Down to a thousandth of the scale, but at most ~4000 waypoints per path.
            let length = zip(stroke, stroke.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
            let threshold = max(scale * Double.random(in: 0.001...0.5, using: &rng), length / 2000)
            let w = Waypoints.make(stroke, threshold: threshold)
            let found = Self.problems(stroke, w, threshold: threshold)
            #expect(found.isEmpty, "case \(c): \(stroke.count) points, threshold \(threshold): \(found.prefix(3))")
            // The spacing form with spacing = threshold is the tightest that keeps the promises.
            let tight = Waypoints.make(stroke, spacing: threshold)
            #expect(Self.problems(stroke, tight, threshold: threshold).isEmpty, "case \(c) at spacing = threshold")
        }
    }

    /// The checks catch a generator that spaces too far or drops the end.
    @Test func theChecksCatchBadWaypoints() {
        let stroke = [StrokePoint(x: 0, y: 0), StrokePoint(x: 1, y: 0)]
        #expect(!Self.problems(stroke, Waypoints.make(stroke, spacing: 0.3), threshold: 0.2).isEmpty)
        #expect(!Self.problems(stroke, Array(Waypoints.make(stroke, threshold: 0.2).dropLast()), threshold: 0.2).isEmpty)
        #expect(!Self.problems(stroke, Array(Waypoints.make(stroke, threshold: 0.2).dropFirst()), threshold: 0.2).isEmpty)
    }

    /// Sharp corners are waypoints, so a pen cannot cut them; gentle bends (the samples of an
    /// arc) are not.
    @Test func cornersAreWaypoints() {
        let v = TraceItem("V")!.strokes[0]
        let w = Waypoints.make(v, threshold: 0.4)
        #expect(w.contains(v[1]))
        let o = TraceItem("O")!.strokes[0]
        #expect(Waypoints.make(o, threshold: 0.4).count < o.count / 3)
    }
}
