/// Hermite (Catmull-Rom) segments through the kept points. The newest segment waits for the
/// next point's tangent; meanwhile a straight provisional piece joins the last two kept points,
/// so the stroke always reaches the pen. It is taken back exactly before anything final is
/// drawn (`BrushPainter.revertProvisional`).
struct HermitePipeline: Sendable {
    let brush: StrokeBrush
    private(set) var smoother: StrokeSmoother
    private(set) var travel: StrokeTravel

    init(brush: StrokeBrush, start: StrokePoint) {
        self.brush = brush
        smoother = StrokeSmoother(smoothing: .hermite, start: start)
        travel = StrokeTravel(start: start)
    }

    /// The stroke's first point: a dot, so that a click paints.
    func begin(at p: StrokePoint, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        brush.dot(at: p, distance: 0, radius: brush.radius, canvas: &canvas, backup: &backup)
    }

    /// `live`: draw the provisional piece (replay skips it: the next event takes it back anyway).
    mutating func add(_ p: StrokePoint, live: Bool, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        var changed = BrushPainter.revertProvisional(canvas: &canvas, backup: &backup)
        if smoother.keeps(p) {
            travel.advance(to: p)
            if let segment = smoother.add(p) {
                changed = changed.union(brush.draw(segment, from: travel.atBeforePrevious, canvas: &canvas, backup: &backup))
            }
        } else {
            changed = changed.union(brush.dot(at: p, distance: travel.reaching(p), radius: brush.radius,
                                              canvas: &canvas, backup: &backup))
        }
        if live, let (a, b) = smoother.lastChord {
            let colour = brush.colouring.colour(atDistance: travel.atPrevious)
            changed = changed.union(BrushPainter.stamp(Capsule(from: a, to: b, radius: brush.radius), colour: colour, mask: brush.mask,
                                                       provisional: true, canvas: &canvas, backup: &backup))
        }
        return changed
    }

    /// The provisional piece gives way to the last segment.
    func end(canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        var changed = BrushPainter.revertProvisional(canvas: &canvas, backup: &backup)
        if let last = smoother.finish() {
            changed = changed.union(brush.draw(last, from: travel.atPrevious, canvas: &canvas, backup: &backup))
        }
        return changed
    }
}
