import ColorCore
/// The pen's progress along the waypoints of one or more strokes: waypoints are consumed strictly
/// in order, each when a piece of the pen's ink passes within `threshold` of it. So a stroke is
/// consumed only by ink that runs from its start to its end: backwards, the first waypoint is
/// reached last and the rest are never consumed.
public struct WaypointTrail: Equatable, Sendable {
    public let waypoints: [StrokePoint]
    public let threshold: Double
    public private(set) var consumed = 0

    public init(waypoints: [StrokePoint], threshold: Double) {
        self.waypoints = waypoints; self.threshold = threshold
    }

    public var isComplete: Bool { consumed == waypoints.count }
    public var fraction: Double { waypoints.isEmpty ? 1 : Double(consumed) / Double(waypoints.count) }

    /// The pen drew the straight piece a-b (a == b for a tap).
    public mutating func pass(_ a: StrokePoint, _ b: StrokePoint) {
        while consumed < waypoints.count && PathDistance.toSegment(waypoints[consumed], a, b) <= threshold {
            consumed += 1
        }
    }

    /// The trail after the pen drew every piece of `pieces`.
    public func passing(_ pieces: [InkPiece]) -> WaypointTrail {
        var t = self
        for p in pieces { t.pass(p.a, p.b) }
        return t
    }
}
