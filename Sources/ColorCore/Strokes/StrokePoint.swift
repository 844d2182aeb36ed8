/// A point in page pixels (pixel (i, j) covers [i, i+1) x [j, j+1), its centre is (i+0.5, j+0.5)).
public struct StrokePoint: Equatable, Sendable {
    public var x: Double, y: Double
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// Coordinates this far outside any page are pulled in, so integer conversions never trap;
    /// nothing that far out can be painted anyway.
    public static let coordinateLimit: Double = 16_777_216  // 2^24

    /// The point with each coordinate limited to `±coordinateLimit` (NaN becomes the far corner).
    @inlinable public var limited: StrokePoint {
        let m = StrokePoint.coordinateLimit
        return StrokePoint(x: x.isNaN ? -m : min(max(x, -m), m), y: y.isNaN ? -m : min(max(y, -m), m))
    }

    /// The pixel holding the point.
    @inlinable public var pixel: (x: Int, y: Int) { (Int(limited.x.rounded(.down)), Int(limited.y.rounded(.down))) }

    @inlinable public static func + (a: StrokePoint, b: StrokePoint) -> StrokePoint { StrokePoint(x: a.x + b.x, y: a.y + b.y) }
    @inlinable public static func - (a: StrokePoint, b: StrokePoint) -> StrokePoint { StrokePoint(x: a.x - b.x, y: a.y - b.y) }
    @inlinable public static func * (a: StrokePoint, k: Double) -> StrokePoint { StrokePoint(x: a.x * k, y: a.y * k) }

    @inlinable public func distance(to o: StrokePoint) -> Double { ((x - o.x) * (x - o.x) + (y - o.y) * (y - o.y)).squareRoot() }
}
