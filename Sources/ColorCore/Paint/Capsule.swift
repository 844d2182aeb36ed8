/// The round brush swept along one straight piece: every point within `radius` of the segment
/// `a`-`b` (a disc when `a == b`), with a one-pixel soft edge. A pixel's coverage is
/// `clamp(radius + 0.5 - distance, 0, 1)`, distance measured from the pixel centre; so pixels
/// within `radius - 0.5` are fully covered and those beyond `radius + 0.5` not at all.
public struct Capsule: Sendable {
    public let ax: Double, ay: Double, bx: Double, by: Double
    public let radius: Double
    @usableFromInline let dx: Double, dy: Double
    /// `1 / |b - a|^2`, 0 for a disc.
    @usableFromInline let inverseLengthSquared: Double
    @usableFromInline let length: Double
    /// Unit direction and its reciprocals (0 where a component is ~0: that constraint is then
    /// independent of x), so a row's columns cost multiplications, not divisions.
    @usableFromInline let ux: Double, uy: Double, inverseUx: Double, inverseUy: Double

    public init(from a: StrokePoint, to b: StrokePoint, radius: Double) {
        let a = a.limited, b = b.limited
        ax = a.x; ay = a.y; bx = b.x; by = b.y
        self.radius = radius
        dx = b.x - a.x; dy = b.y - a.y
        let l2 = dx * dx + dy * dy
        length = l2.squareRoot()
        inverseLengthSquared = l2 > 0 ? 1 / l2 : 0
        ux = length > 0 ? dx / length : 0
        uy = length > 0 ? dy / length : 0
        inverseUx = abs(ux) < 1e-12 ? 0 : 1 / ux
        inverseUy = abs(uy) < 1e-12 ? 0 : 1 / uy
    }

    public var outerRadius: Double { radius + 0.5 }
    public var innerRadius: Double { radius - 0.5 }

    /// Pixels whose centre may be covered at all: rows and columns, half-open, unclipped.
    public var pixelBounds: Rect {
        let r = outerRadius
        let x0 = Capsule.pixel(atLeast: min(ax, bx) - r), x1 = Capsule.pixel(atMost: max(ax, bx) + r)
        let y0 = Capsule.pixel(atLeast: min(ay, by) - r), y1 = Capsule.pixel(atMost: max(ay, by) + r)
        return Rect(minX: x0, minY: y0, maxX: x1, maxY: y1)
    }

    /// The first pixel whose centre is at or right of `v` (|v| well inside Int range).
    /// Written out because `rounded(.up)` is a libm call on baseline x86-64.
    @inlinable @inline(__always) static func pixel(atLeast v: Double) -> Int {
        let u = v - 0.5, t = Int(u)
        return Double(t) < u ? t + 1 : t
    }
    /// The last pixel whose centre is at or left of `v`.
    @inlinable @inline(__always) static func pixel(atMost v: Double) -> Int {
        let u = v - 0.5, t = Int(u)
        return Double(t) > u ? t - 1 : t
    }

    /// Columns `lo ..< hi` whose pixel centres on the row with centre `cy` lie within `r` of the
    /// segment (empty range if none). The capsule is convex, so this is one interval: the hull of
    /// the two end discs' chords and the swept band's chord.
    @inlinable @inline(__always) public func columns(rowCentre cy: Double, within r: Double) -> (lo: Int, hi: Int) {
        var lo = Double.infinity, hi = -Double.infinity
        let r2 = r * r
        let dya = cy - ay, dyb = cy - by
        if dya * dya <= r2 {
            let h = (r2 - dya * dya).squareRoot()
            lo = min(lo, ax - h); hi = max(hi, ax + h)
        }
        if dyb * dyb <= r2 {
            let h = (r2 - dyb * dyb).squareRoot()
            lo = min(lo, bx - h); hi = max(hi, bx + h)
        }
        if length > 0 {
            // With t = x - ax: |n . (t, dya)| <= r (n = (-uy, ux)) and 0 <= u . (t, dya) <= length.
            var bl = -Double.infinity, bh = Double.infinity
            Capsule.clip(&bl, &bh, inverse: -inverseUy, offset: ux * dya, lo: -r, hi: r)
            Capsule.clip(&bl, &bh, inverse: inverseUx, offset: uy * dya, lo: 0, hi: length)
            if bl <= bh { lo = min(lo, ax + bl); hi = max(hi, ax + bh) }
        }
        guard lo <= hi else { return (0, 0) }
        let c0 = Capsule.pixel(atLeast: max(lo, -StrokePoint.coordinateLimit))
        let c1 = Capsule.pixel(atMost: min(hi, StrokePoint.coordinateLimit)) + 1
        return c0 < c1 ? (c0, c1) : (0, 0)
    }

    /// Narrows `[bl, bh]` to the t where `lo <= t / inverse + offset <= hi`; an `inverse` of 0
    /// stands for a zero coefficient (the condition then holds for all t or none).
    @inlinable @inline(__always)
    static func clip(_ bl: inout Double, _ bh: inout Double, inverse: Double, offset: Double, lo: Double, hi: Double) {
        if inverse == 0 {
            if offset < lo || offset > hi { bl = .infinity; bh = -.infinity }
            return
        }
        let t1 = (lo - offset) * inverse, t2 = (hi - offset) * inverse
        bl = max(bl, min(t1, t2)); bh = min(bh, max(t1, t2))
    }

    /// Coverage 0 ... 255 of the pixel whose centre is (cx, cy).
    @inlinable @inline(__always)
    public func coverage(cx: Double, cy: Double) -> UInt32 {
        let px = cx - ax, py = cy - ay
        let t = min(max((px * dx + py * dy) * inverseLengthSquared, 0), 1)
        let ex = px - t * dx, ey = py - t * dy
        let c = radius + 0.5 - (ex * ex + ey * ey).squareRoot()
        return c <= 0 ? 0 : c >= 1 ? 255 : UInt32(c * 255 + 0.5)
    }
}
