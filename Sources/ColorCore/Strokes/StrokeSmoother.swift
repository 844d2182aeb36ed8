/// Turns a stroke's kept input points into curve segments as they arrive, never revisiting a
/// finished segment (the whole stroke is never rebuilt).
///
/// Hermite: segment P[i] -> P[i+1] needs the tangent at P[i+1], `(P[i+2] - P[i]) / 2`, so it is
/// final once P[i+2] has arrived: each new point releases the segment before the previous one,
/// and `finish()` gives the last with the one-sided end tangent `(P[n] - P[n-1]) / 2` (the
/// first segment starts with `(P[1] - P[0]) / 2`). Linear: each new point releases its segment.
/// Either way the curve passes through every kept point.
public struct StrokeSmoother: Sendable {
    public let smoothing: Smoothing
    /// Points closer than this to the previous kept point are dropped (jitter, not drawing).
    public static let minimumSpacing: Double = 1

    /// The last kept points, oldest first; at most four are needed.
    private var recent: [StrokePoint] = []
    public private(set) var keptCount = 0

    public init(smoothing: Smoothing, start: StrokePoint) {
        self.smoothing = smoothing
        recent.reserveCapacity(4)
        recent.append(start)
        keptCount = 1
    }

    public var lastPoint: StrokePoint { recent[recent.count - 1] }

    /// The last two kept points (nil while there is one): the chord of the newest segment.
    public var lastChord: (StrokePoint, StrokePoint)? {
        recent.count >= 2 ? (recent[recent.count - 2], recent[recent.count - 1]) : nil
    }

    /// Whether `p` is far enough from the last kept point to be kept.
    public func keeps(_ p: StrokePoint) -> Bool { p.distance(to: lastPoint) >= StrokeSmoother.minimumSpacing }

    /// Adds a point (the caller has checked `keeps`); returns the segment that became final, if any.
    public mutating func add(_ p: StrokePoint) -> CubicSegment? {
        if recent.count == 4 { recent.removeFirst() }
        recent.append(p)
        keptCount += 1
        switch smoothing {
        case .linear:
            return .line(recent[recent.count - 2], p)
        case .hermite:
            // Segment recent[k] -> recent[k+1], where recent[k+2] == p just arrived.
            let n = recent.count
            guard n >= 3 else { return nil }
            let a = recent[n - 3], b = recent[n - 2]
            let before = n >= 4 ? recent[n - 4] : a  // one-sided at the stroke's first point
            return .hermite(a, (b - before) * 0.5, b, (p - a) * 0.5)
        }
    }

    /// Ends the stroke: the last Hermite segment (nil for linear or a single point).
    public func finish() -> CubicSegment? {
        guard smoothing == .hermite, recent.count >= 2 else { return nil }
        let n = recent.count
        let a = recent[n - 2], b = recent[n - 1]
        let before = n >= 3 ? recent[n - 3] : a
        return .hermite(a, (b - before) * 0.5, b, (b - a) * 0.5)
    }
}
