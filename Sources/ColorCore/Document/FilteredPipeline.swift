/// A stroke whose points come quantised to a grid (an `input` event): they pass the filter
/// stage (`FilteredStroke`) before the curve. The curve segments it makes final queue here and
/// are painted for good, all at once or a slice at a time (`Session.paintsAhead`); the rest, up
/// to the pen, is the stroke's tip, shown by the view and never painted (`StrokeTip`).
struct FilteredPipeline: Sendable {
    /// A final curve segment waiting to be painted, with the stroke's travel at its start (the
    /// rainbow's distance), so that it paints what it would have painted at once.
    struct Unpainted: Sendable {
        let segment: CubicSegment
        let from: Double
    }

    let brush: StrokeBrush
    private(set) var curve: FilteredStroke
    private(set) var travel: StrokeTravel
    /// The provisional end as shown last.
    private var shown = ProvisionalLine()
    /// Final curve segments not painted yet, oldest first.
    private(set) var unpainted: [Unpainted] = []

    init(brush: StrokeBrush, grid: InputGrid, smoothing: Smoothing, start: StrokePoint) {
        self.brush = brush
        curve = FilteredStroke(grid: grid, smoothing: smoothing)
        travel = StrokeTravel(start: start)
    }

    /// Segments wait to be painted.
    var isWaiting: Bool { !unpainted.isEmpty }

    /// Takes a report; queues the segments it makes final.
    mutating func add(_ p: StrokePoint) {
        for segment in curve.add(p) { queue(segment) }
    }

    /// The stroke ended: queues the rest of the curve.
    mutating func finish() {
        for segment in curve.finish() { queue(segment) }
    }

    /// Its travel (the rainbow's distance) is counted along the filtered segments' chords,
    /// which follow one another end to start.
    private mutating func queue(_ segment: CubicSegment) {
        unpainted.append(Unpainted(segment: segment, from: travel.atLast))
        travel.advance(to: segment.p3)
    }

    /// Paints the oldest queued segments until their brush has swept `sweptPixels` page pixels
    /// (at least one segment; `.infinity`: all of them); returns the rectangles changed.
    mutating func paintWaiting(sweeping sweptPixels: Double, canvas: inout Canvas, backup: inout TileBackup) -> [Rect] {
        var parts: [Rect] = [], swept = 0.0, n = 0
        while n < unpainted.count && (n == 0 || swept < sweptPixels) {
            let next = unpainted[n]
            parts.append(brush.draw(next.segment, from: next.from, canvas: &canvas, backup: &backup))
            swept += (next.segment.p0.distance(to: next.segment.p3) + 2 * brush.radius) * 2 * brush.radius
            n += 1
        }
        unpainted.removeFirst(n)
        return parts
    }

    /// The tip: the pieces of the segments not painted yet, then (`withProvisional`, for the
    /// open stroke) its provisional polyline, a piece per point, each point settled onto where
    /// it was shown last time (within a tenth of a grid cell), so that the tip does not shimmer
    /// as the fit moves by less than a report's quantum. nil when there is nothing to show.
    mutating func tip(withProvisional: Bool) -> StrokeTip? {
        var pieces: [Capsule] = [], colours: [UInt32] = []
        for waiting in unpainted {
            for (piece, colour) in brush.pieces(waiting.segment, from: waiting.from) {
                pieces.append(piece); colours.append(colour)
            }
        }
        let line = withProvisional ? curve.provisional() : []
        if !line.isEmpty {
            let grid = curve.filter.grid
            let points = shown.settled(line, stickiness: min(grid.width, grid.height) / 10)
            shown.record(points: points)
            var distance = travel.reaching(points[0])
            for i in 0..<max(1, points.count - 1) {
                let (a, b) = (points[i], points[min(i + 1, points.count - 1)])
                pieces.append(Capsule(from: a, to: b, radius: brush.radius))
                colours.append(brush.colouring.colour(atDistance: distance))
                distance += a.distance(to: b)
            }
        }
        return pieces.isEmpty ? nil : StrokeTip(pieces: pieces, colours: colours, mask: brush.mask)
    }
}
