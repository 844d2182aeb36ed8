/// A circle or a straight line, as the zero set of `f(q) = a |q|^2 + n . q + f0` with
/// `q = (p - centre) / unit` (page point `p` in grid units around `centre`). `f` grows to the
/// right of the motion, and its gradient is about one grid unit long near `centre`, so `f` is
/// about the signed distance there. `a = 0` is a line; otherwise the radius is about `1 / 2|a|`.
struct Arc: Sendable {
    let centre: StrokePoint
    let unit: Double
    let a: Double, nx: Double, ny: Double, f0: Double
    /// How far, in grid units, the arc keeps from every edge end it passes between (the LP's
    /// objective): larger is a more comfortable fit.
    let margin: Double

    /// The point of the arc nearest `p` (a few Newton steps from `p`, which is always close).
    func project(_ p: StrokePoint) -> StrokePoint {
        var qx = (p.x - centre.x) / unit, qy = (p.y - centre.y) / unit
        for _ in 0..<6 {
            let f = a * (qx * qx + qy * qy) + nx * qx + ny * qy + f0
            let gx = 2 * a * qx + nx, gy = 2 * a * qy + ny
            let gg = gx * gx + gy * gy
            guard gg > 1e-18 else { break }
            qx -= f * gx / gg; qy -= f * gy / gg
        }
        return StrokePoint(x: centre.x + qx * unit, y: centre.y + qy * unit)
    }

    /// The unit direction of travel along the arc at its point nearest `p`.
    func tangent(at p: StrokePoint) -> StrokePoint {
        let q = project(p)
        let qx = (q.x - centre.x) / unit, qy = (q.y - centre.y) / unit
        let gx = 2 * a * qx + nx, gy = 2 * a * qy + ny
        let g = (gx * gx + gy * gy).squareRoot()
        guard g > 1e-12 else { return StrokePoint(x: 1, y: 0) }
        return StrokePoint(x: -gy / g, y: gx / g)
    }

    /// Where the tangent lines of `self` at `p` and of `other` at `q` meet (the corner between
    /// two legs); nil when they are nearly parallel.
    func corner(at p: StrokePoint, with other: Arc, at q: StrokePoint) -> StrokePoint? {
        let p1 = project(p), t1 = tangent(at: p)
        let p2 = other.project(q), t2 = other.tangent(at: q)
        let det = t1.x * -t2.y - t1.y * -t2.x
        guard abs(det) > 1e-6 else { return nil }
        let dx = p2.x - p1.x, dy = p2.y - p1.y
        let s = (dx * -t2.y - dy * -t2.x) / det
        return p1 + t1 * s
    }
}
