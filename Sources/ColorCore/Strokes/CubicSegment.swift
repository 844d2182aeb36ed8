/// One piece of a smoothed stroke: a cubic Bezier from `p0` to `p3` (straight when the controls
/// lie on the chord, as linear smoothing makes them).
public struct CubicSegment: Equatable, Sendable {
    public var p0: StrokePoint, p1: StrokePoint, p2: StrokePoint, p3: StrokePoint

    public init(_ p0: StrokePoint, _ p1: StrokePoint, _ p2: StrokePoint, _ p3: StrokePoint) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// The straight segment from `a` to `b`.
    public static func line(_ a: StrokePoint, _ b: StrokePoint) -> CubicSegment {
        CubicSegment(a, a + (b - a) * (1.0 / 3), a + (b - a) * (2.0 / 3), b)
    }

    /// The Hermite segment from `a` to `b` with tangents `ma`, `mb` (Bezier controls a + ma/3, b - mb/3).
    public static func hermite(_ a: StrokePoint, _ ma: StrokePoint, _ b: StrokePoint, _ mb: StrokePoint) -> CubicSegment {
        CubicSegment(a, a + ma * (1.0 / 3), b - mb * (1.0 / 3), b)
    }

    @inlinable public func point(at t: Double) -> StrokePoint {
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return StrokePoint(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                           y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// How many straight pieces keep the flattened curve within `tolerance` pixels of the true
    /// one (Wang's bound on the second differences of the control polygon), at most `maxPieces`.
    public func pieceCount(tolerance: Double = 0.2, maxPieces: Int = 64) -> Int {
        let ax = p0.x - 2 * p1.x + p2.x, ay = p0.y - 2 * p1.y + p2.y
        let bx = p1.x - 2 * p2.x + p3.x, by = p1.y - 2 * p2.y + p3.y
        let m = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let n = (0.75 * m / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return maxPieces }
        return min(max(Int(n), 1), maxPieces)
    }
}
