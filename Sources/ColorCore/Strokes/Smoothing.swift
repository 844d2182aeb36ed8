/// How a stroke's input points are joined.
public enum Smoothing: String, Sendable, CaseIterable, Codable {
    /// Uniform Catmull-Rom (Hermite with tangents `(P[i+1] - P[i-1]) / 2`), as SmoothScribble drew.
    case hermite
    /// Straight segments between the points.
    case linear
}
