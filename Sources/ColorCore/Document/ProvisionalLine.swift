/// The provisional end of a filtered stroke as last drawn: its pieces, their colours and where
/// each can paint. The filter moves its open points a little at every report; points that
/// moved less than `stickiness` keep their drawn place, so most pieces come out the same as the
/// report before. Only where pieces changed (and under the final segments) are pixels taken back
/// and drawn again (`changes`), so the work and the rectangles the view redraws stay small.
/// Display only: replay draws no provisional pieces, and the final curve never depends on them.
struct ProvisionalLine: Sendable {
    struct Piece: Equatable, Sendable {
        var a: StrokePoint, b: StrokePoint
        var colour: UInt32
    }

    private(set) var points: [StrokePoint] = []
    private(set) var pieces: [Piece] = []
    /// Where each piece can paint: its capsule's pixels within the mask's bounds (parallel to
    /// `pieces`).
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

    /// The rectangles where the pieces `pieces` (each able to change only `rects`, parallel)
    /// may make pixels differ from those drawn last: the rectangles of the new pieces not drawn
    /// before and of the pieces drawn before that are gone. Pieces kept are matched in order,
    /// so outside these rectangles every pixel lies under the same pieces in the same order as
    /// before and keeps what it shows; a piece that moved in the order counts as new and gone.
    func changes(to pieces: [Piece], rects: [Rect]) -> [Rect] {
        var out: [Rect] = [], kept = [Bool](repeating: false, count: self.pieces.count)
        var next = 0  // old pieces before this one are matched or passed
        for (piece, rect) in zip(pieces, rects) {
            if let k = self.pieces[next...].firstIndex(of: piece) {
                kept[k] = true
                next = k + 1
            } else if !rect.isEmpty {
                out.append(rect)
            }
        }
        for (k, rect) in self.rects.enumerated() where !kept[k] && !rect.isEmpty { out.append(rect) }
        return out
    }

    /// Records what is drawn now.
    mutating func record(points: [StrokePoint], pieces: [Piece], rects: [Rect]) {
        self.points = points; self.pieces = pieces; self.rects = rects
    }
}
