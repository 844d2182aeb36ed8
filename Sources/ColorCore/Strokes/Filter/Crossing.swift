/// What one input report says about the path the hand drew. Reports come one per grid cell
/// entered, at the cell's centre; so a step to a neighbouring cell means the path crossed the
/// edge the two cells share, somewhere along it. The path then passed between the edge's two
/// ends: its left end (seen along the motion) lies left of the path, its right end right of it.
/// A jump to a cell further away (fast motion, or the first report) only says the path passed
/// through that cell.
struct Crossing: Sendable {
    enum Constraint: Sendable {
        case edge(left: StrokePoint, right: StrokePoint)
        case cell(centre: StrokePoint, halfWidth: Double, halfHeight: Double)
    }
    let constraint: Constraint
    /// The best single guess: the middle of the edge, or the cell's centre.
    let middle: StrokePoint

    /// The report that starts a stroke: the path passed through its cell.
    init(cellAt p: StrokePoint, grid: InputGrid) {
        self.init(.cell(centre: p, halfWidth: grid.width / 2, halfHeight: grid.height / 2), middle: p)
    }

    private init(_ constraint: Constraint, middle: StrokePoint) {
        self.constraint = constraint; self.middle = middle
    }

    /// The step from report `a` to report `b`; nil when `b` is in `a`'s cell (a repeat).
    init?(from a: StrokePoint, to b: StrokePoint, grid: InputGrid) {
        let dc = ((b.x - a.x) / grid.width).rounded(), dr = ((b.y - a.y) / grid.height).rounded()
        if dc == 0 && dr == 0 { return nil }
        guard abs(dc) + abs(dr) == 1 else {
            self.init(cellAt: b, grid: grid)
            return
        }
        // The side of b's cell that faces a (the midpoint of two centres, but it does not need
        // `a` to be a centre: a stroke's first point may have been moved off its line).
        let mid = StrokePoint(x: b.x - dc * grid.width / 2, y: b.y - dr * grid.height / 2)
        let half = dc != 0 ? StrokePoint(x: 0, y: grid.height / 2) : StrokePoint(x: grid.width / 2, y: 0)
        // Right of the motion (dc, dr) is (dr, -dc) in this y-down frame's convention, the side
        // `ArcFit` makes positive.
        let rightward = dr * half.x - dc * half.y
        let p1 = mid + half, p2 = mid - half
        self.init(rightward > 0 ? .edge(left: p2, right: p1) : .edge(left: p1, right: p2), middle: mid)
    }
}
