import ColorCore
/// A short straight piece of what the child drew, judged against the path: `off` when its middle
/// is further than the threshold from every stroke (drawn red), and its closeness 0...1 (1 within
/// half the threshold, falling to 0.5 at the threshold, 0 beyond), which accuracy weighs by length.
public struct InkPiece: Equatable, Sendable {
    public var a: StrokePoint, b: StrokePoint
    public var off: Bool
    public var closeness: Double

    public var length: Double { a.distance(to: b) }

    public init(a: StrokePoint, b: StrokePoint, distance: Double, threshold: Double) {
        self.a = a; self.b = b
        off = distance > threshold
        closeness = off ? 0 : distance <= threshold / 2 ? 1 : 1 - (distance - threshold / 2) / threshold
    }
}

/// One stroke the child drew (pen down to pen up), judged.
public struct DrawnStroke: Equatable, Sendable {
    public internal(set) var pieces: [InkPiece] = []
    /// Smoothed segments (one per input point) with any piece off the path: the result's
    /// `outOfBounds`.
    public internal(set) var segmentsOff = 0
    /// The item's strokes this one completed (empty when it was not counted).
    public internal(set) var counted: Range<Int> = 0..<0
    /// A stroke that was not counted stays on screen until the next one starts.
    public internal(set) var hidden = false

    public var length: Double { pieces.reduce(0) { $0 + $1.length } }
    public var offLength: Double { pieces.reduce(0) { $0 + ($1.off ? $1.length : 0) } }
    /// Length weighted by closeness (0 for a stroke that was not counted).
    public var score: Double { counted.isEmpty ? 0 : pieces.reduce(0) { $0 + $1.length * $1.closeness } }
}
