import Foundation

/// Outlines as point lists, fine enough (about 3 px a segment) that strokes look smooth.
enum Shapes {
    static func steps(forLength length: Double) -> Int { max(12, Int(length / 3)) }

    /// A closed circle.
    static func circle(_ centre: Point, _ radius: Double) -> [Point] {
        ellipse(centre, radius, radius)
    }

    /// A closed ellipse, turned by `rotation` radians.
    static func ellipse(_ centre: Point, _ rx: Double, _ ry: Double, rotation: Double = 0) -> [Point] {
        let n = steps(forLength: 2 * Double.pi * max(rx, ry))
        return (0..<n).map { k in
            let t = 2 * Double.pi * Double(k) / Double(n)
            let x = rx * cos(t), y = ry * sin(t)
            return Point(centre.x + x * cos(rotation) - y * sin(rotation), centre.y + x * sin(rotation) + y * cos(rotation))
        }
    }

    /// An open arc from angle `from` to angle `to` (radians; either direction).
    static func arc(_ centre: Point, _ radius: Double, from: Double, to: Double) -> [Point] {
        let n = steps(forLength: abs(to - from) * radius)
        return (0...n).map { k in .polar(centre, radius, from + (to - from) * Double(k) / Double(n)) }
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [Point] {
        [Point(x, y), Point(x + w, y), Point(x + w, y + h), Point(x, y + h)]
    }

    /// A quadratic Bézier curve, endpoints included.
    static func quad(_ p0: Point, _ c: Point, _ p1: Point) -> [Point] {
        let n = steps(forLength: (c - p0).length + (p1 - c).length)
        return (0...n).map { k in
            let t = Double(k) / Double(n)
            return p0.mix(c, t).mix(c.mix(p1, t), t)
        }
    }

    /// A cubic Bézier curve, endpoints included.
    static func cubic(_ p0: Point, _ c0: Point, _ c1: Point, _ p1: Point) -> [Point] {
        let n = steps(forLength: (c0 - p0).length + (c1 - c0).length + (p1 - c1).length)
        return (0...n).map { k in
            let t = Double(k) / Double(n)
            let a = p0.mix(c0, t), b = c0.mix(c1, t), c = c1.mix(p1, t)
            return a.mix(b, t).mix(b.mix(c, t), t)
        }
    }

    /// A pointed leaf from `base` to `tip`, `width` across at its widest.
    static func petal(from base: Point, to tip: Point, width: Double) -> [Point] {
        let axis = tip - base, length = axis.length
        let normal = Point(-axis.y / length, axis.x / length)
        let middle = base.mix(tip, 0.45)
        let left = quad(base, middle + normal * width, tip)
        let right = quad(tip, middle - normal * width, base)
        return left + right.dropFirst().dropLast()
    }

    /// A star with `points` tips.
    static func star(_ centre: Point, points: Int, outer: Double, inner: Double, rotation: Double = -Double.pi / 2) -> [Point] {
        (0..<(2 * points)).map { k in
            .polar(centre, k % 2 == 0 ? outer : inner, rotation + Double.pi * Double(k) / Double(points))
        }
    }

    /// The polyline y = f(x) from x0 to x1.
    static func graph(from x0: Double, to x1: Double, _ f: (Double) -> Double) -> [Point] {
        let n = steps(forLength: abs(x1 - x0))
        return (0...n).map { k in
            let x = x0 + (x1 - x0) * Double(k) / Double(n)
            return Point(x, f(x))
        }
    }
}

extension Point {
    var length: Double { (x * x + y * y).squareRoot() }
}
