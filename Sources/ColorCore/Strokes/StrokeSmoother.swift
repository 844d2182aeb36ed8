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

    /// The last kept points, oldest first; at most four are needed. Held inline, so the open
    /// stroke that owns a smoother can be copied and changed without touching the heap.
    private var recent: LastFour
    public private(set) var keptCount = 0

    public init(smoothing: Smoothing, start: StrokePoint) {
        self.smoothing = smoothing
        recent = LastFour(start)
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

/// Up to four points, oldest first, stored inline: appending a fifth drops the oldest.
struct LastFour: Sendable {
    private var p0, p1, p2, p3: StrokePoint
    private(set) var count = 1

    init(_ first: StrokePoint) { p0 = first; p1 = first; p2 = first; p3 = first }

    subscript(i: Int) -> StrokePoint {
        precondition(i >= 0 && i < count, "point \(i) of \(count)")
        switch i {
        case 0: return p0
        case 1: return p1
        case 2: return p2
        default: return p3
        }
    }

    mutating func append(_ p: StrokePoint) {
        switch count {
        case 1: p1 = p; count = 2
        case 2: p2 = p; count = 3
        case 3: p3 = p; count = 4
        default: (p0, p1, p2, p3) = (p1, p2, p3, p)
        }
    }
}
