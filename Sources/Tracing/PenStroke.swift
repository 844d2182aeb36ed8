import ColorCore
/// The stroke being drawn, from pen down until the pen lifts: input points smoothed into curves
/// (the colouring's Hermite smoother; mouse reports pass the colouring's input filter first),
/// cut into short pieces judged against the path as they are released, and the waypoints they
/// consumed so far.
public struct PenStroke: Sendable {
    /// Works in display pixels (glyph units times `resolution`), so its 1-pixel jitter rule holds.
    private var smoother: StrokeSmoother
    /// Set for quantised points (mouse reports, on a grid of display pixels): they pass the
    /// filter stage, and `smoother` is not used.
    private var filtered: FilteredStroke?
    private let resolution: Double
    private let judge: PathJudge
    public private(set) var ink = DrawnStroke()
    /// The waypoints of the expected stroke and of those joined on to its end.
    public private(set) var trail: WaypointTrail
    /// The newest input point (glyph units), kept by the smoother or not.
    public private(set) var latest: StrokePoint

    /// `grid`: the display-pixel grid the points come quantised to (nil: exact points).
    init(start: StrokePoint, resolution: Double, judge: PathJudge, trail: WaypointTrail, grid: InputGrid? = nil) {
        self.resolution = resolution
        self.judge = judge
        self.trail = trail
        latest = start
        smoother = StrokeSmoother(smoothing: .hermite, start: start * resolution)
        if let grid, grid.isUsable {
            filtered = FilteredStroke(grid: grid, smoothing: .hermite)
            _ = filtered!.add(start * resolution)
        }
        // The first touch is ink too: a tap leaves a dot (and completes a dot stroke).
        add(judge.piece(start, start))
    }

    /// The pen moved to `p`.
    mutating func move(to p: StrokePoint) {
        latest = p
        let scaled = p * resolution
        if filtered != nil {
            for segment in filtered!.add(scaled) { addSegment(segment) }
            return
        }
        guard smoother.keeps(scaled) else { return }
        if let segment = smoother.add(scaled) { addSegment(segment) }
    }

    /// The pen lifted: the last segment becomes final.
    mutating func finish() {
        if filtered != nil {
            // A stroke that never left its cell gives a dot, which the first touch drew already.
            for segment in filtered!.finish() where segment != .line(segment.p0, segment.p0) {
                addSegment(segment)
            }
            filtered = nil
            return
        }
        if let segment = smoother.finish() { addSegment(segment) }
    }

    /// Not final yet, drawn straight until the next point settles its curve: the newest chord
    /// of kept points, then on to the latest input.
    public var provisional: [StrokePoint] {
        let k = 1 / resolution
        if let filtered {
            var points = filtered.provisional().map { $0 * k }
            if let last = points.last, latest.distance(to: last) > 1e-9 { points.append(latest) }
            return points.count > 1 ? points : []
        }
        var points = smoother.lastChord.map { [$0.0 * k, $0.1 * k] } ?? [smoother.lastPoint * k]
        if latest.distance(to: points[points.count - 1]) > 1e-9 { points.append(latest) }
        return points.count > 1 ? points : []
    }

    /// Flattens a curve segment (display pixels) into pieces at most half a display pixel long;
    /// the segment counts as out of bounds when any of its pieces is.
    private mutating func addSegment(_ segment: CubicSegment) {
        let k = 1 / resolution
        var off = false
        let n = segment.pieceCount()
        var previous = segment.p0
        for i in 1...n {
            let next = segment.point(at: Double(i) / Double(n))
            let parts = max(1, Int((previous.distance(to: next) * 2).rounded(.up)))
            for j in 0..<parts {
                let a = previous + (next - previous) * (Double(j) / Double(parts))
                let b = previous + (next - previous) * (Double(j + 1) / Double(parts))
                let piece = judge.piece(a * k, b * k)
                off = off || piece.off
                add(piece)
            }
            previous = next
        }
        if off { ink.segmentsOff += 1 }
    }

    private mutating func add(_ piece: InkPiece) {
        ink.pieces.append(piece)
        trail.pass(piece.a, piece.b)
    }
}

/// Judges ink against an item's strokes: a piece is as far from the path as its middle is.
struct PathJudge: Sendable {
    let strokes: [[StrokePoint]]
    let threshold: Double

    func piece(_ a: StrokePoint, _ b: StrokePoint) -> InkPiece {
        InkPiece(a: a, b: b, distance: PathDistance.toStrokes((a + b) * 0.5, strokes), threshold: threshold)
    }
}
