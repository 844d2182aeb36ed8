/// Whether some circle or line passes every crossing of a run, and if so the most central one:
/// the arc keeping the largest margin from the edge ends it must pass between. The
/// constraints are linear in the arc's coefficients (an end is left of the path when `f` is
/// negative there), so this is a small linear program (`TinyLP`).
///
/// Normalisation: coordinates in grid units around the run's middle crossing; the gradient
/// there is `n0 + u t0` with `n0` the normal of the local direction of travel, `|u| <= 2`;
/// `|a| <= 1/2` keeps radii at one grid unit or more.
struct ArcFit {
    static let maxCurvature = 0.5
    static let maxTurn = 2.0
    /// Room (grid units) a bend must buy per grid unit it moves the arc.
    static let straightness = 0.25

    private var lp = TinyLP()

    /// The central arc through `crossings[range]` (at least two), or nil when none passes them.
    mutating func arc(through crossings: ArraySlice<Crossing>, unit: Double) -> Arc? {
        let lo = crossings.startIndex, hi = crossings.endIndex - 1
        guard hi > lo else { return nil }
        let k = (lo + hi) / 2
        let c = crossings[k].middle
        // The local direction of travel: across two crossings either side of the middle.
        var d = crossings[min(hi, k + 2)].middle - crossings[max(lo, k - 2)].middle
        if d.x * d.x + d.y * d.y < 1e-18 { d = crossings[hi].middle - crossings[lo].middle }
        let dl = (d.x * d.x + d.y * d.y).squareRoot()
        guard dl > 1e-9 else { return nil }
        let n0 = StrokePoint(x: d.y / dl, y: -d.x / dl), t0 = StrokePoint(x: d.x / dl, y: d.y / dl)

        lp.removeAll()
        // Variables (a, u, f0, m); maximise m.
        func require(_ p: StrokePoint, left: Bool) {
            let qx = (p.x - c.x) / unit, qy = (p.y - c.y) / unit
            let qq = qx * qx + qy * qy, tq = t0.x * qx + t0.y * qy, nq = n0.x * qx + n0.y * qy
            if left {
                lp.add(qq, tq, 1, 1, atMost: -nq)     // f(p) + m <= 0
            } else {
                lp.add(-qq, -tq, -1, 1, atMost: nq)   // f(p) - m >= 0
            }
        }
        for crossing in crossings {
            switch crossing.constraint {
            case .edge(let left, let right):
                require(left, left: true)
                require(right, left: false)
            case .cell(let centre, let hw, let hh):
                // The cell's corners furthest left and right of the direction of travel.
                let sx = n0.x >= 0 ? 1.0 : -1.0, sy = n0.y >= 0 ? 1.0 : -1.0
                require(StrokePoint(x: centre.x - sx * hw, y: centre.y - sy * hh), left: true)
                require(StrokePoint(x: centre.x + sx * hw, y: centre.y + sy * hh), left: false)
            }
        }
        lp.add(0, 1, 0, 0, atMost: Self.maxTurn)
        lp.add(0, -1, 0, 0, atMost: Self.maxTurn)
        lp.add(0, 0, 0, -1, atMost: 0)  // m >= 0: the arc passes every crossing
        // Of the arcs that pass, the roomiest, less what bending costs: curving by `a` moves
        // the arc by about a * half^2 at the run's ends, so a bend must buy more room than
        // that (else a weakly pinned run, a shallow line with few row crossings, would bow).
        let half = crossings[hi].middle.distance(to: crossings[lo].middle) / unit / 2
        let price = Self.straightness * half * half
        var best: (x: (Double, Double, Double, Double), value: Double)?
        for sign in [1.0, -1.0] {
            lp.add(-sign, 0, 0, 0, atMost: 0)  // sign * a >= 0
            lp.add(sign, 0, 0, 0, atMost: Self.maxCurvature)
            if let r = lp.maximise((-sign * price, 0, 0, 1)), best == nil || r.value > best!.value { best = r }
            lp.removeLast(2)
        }
        guard let best else { return nil }
        let (a, u, f0, m) = best.x
        return Arc(centre: c, unit: unit, a: a, nx: n0.x + u * t0.x, ny: n0.y + u * t0.y, f0: f0, margin: m)
    }
}
