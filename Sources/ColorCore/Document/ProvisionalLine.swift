/// The provisional end of a filtered stroke as last drawn: its pieces, their colours and the
/// pixels each raised. The filter moves its open points a little at every report; points that
/// moved less than `stickiness` keep their drawn place, so most pieces come out the same as the
/// report before. Only pieces that changed (and the final segments) change pixels: the rest is
/// reverted and redrawn exactly as it was, so the dirty rectangle the view redraws is small.
/// Display only: replay draws no provisional pieces, and the final curve never depends on them.
struct ProvisionalLine: Sendable {
    struct Piece: Equatable, Sendable {
        var a: StrokePoint, b: StrokePoint
        var colour: UInt32
    }

    private(set) var points: [StrokePoint] = []
    private(set) var pieces: [Piece] = []
    /// What each piece raised when it was drawn (parallel to `pieces`).
    private(set) var rects: [Rect] = []

    /// `line` with each point that is within `stickiness` of a point drawn last time (in order,
    /// a few places either way) replaced by that point.
    func settled(_ line: [StrokePoint], stickiness: Double) -> [StrokePoint] {
        var out = line
        var j = 0
        for i in out.indices {
            var k = max(0, j - 1)
            while k < points.count && k <= j + 3 && points[k].distance(to: out[i]) >= stickiness { k += 1 }
            if k < points.count && k <= j + 3 {
                out[i] = points[k]
                j = k + 1
            }
        }
        return out
    }

    /// Records what was drawn now; returns the rectangles of pixels that may differ from what
    /// was drawn before (the pieces that are new or gone): those in the line's first half, then
    /// those in its second. A report changes both ends (a piece turned final near the start,
    /// the pen at the end), and one rectangle around both would span the whole line.
    mutating func replace(points: [StrokePoint], pieces: [Piece], rects: [Rect]) -> (front: Rect, back: Rect) {
        var front = Rect.empty, back = Rect.empty
        for (i, (p, r)) in zip(pieces, rects).enumerated() where !self.pieces.contains(p) {
            if 2 * i < pieces.count { front = front.union(r) } else { back = back.union(r) }
        }
        for (i, (p, r)) in zip(self.pieces, self.rects).enumerated() where !pieces.contains(p) {
            if 2 * i < self.pieces.count { front = front.union(r) } else { back = back.union(r) }
        }
        self.points = points; self.pieces = pieces; self.rects = rects
        return (front, back)
    }
}
