import Foundation

/// A point in page pixels (origin top-left, y down); pixel (x, y) has its centre at (x+0.5, y+0.5).
struct Point: Equatable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at `radius` from `centre` in direction `angle` (radians, clockwise on screen).
    static func polar(_ centre: Point, _ radius: Double, _ angle: Double) -> Point {
        Point(centre.x + radius * cos(angle), centre.y + radius * sin(angle))
    }

    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Linear interpolation: `self` at t = 0, `other` at t = 1.
    func mix(_ other: Point, _ t: Double) -> Point { self + (other - self) * t }

    /// Distance from this point to the segment a-b.
    func distance(toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a, ap = self - a
        let lengthSquared = ab.x * ab.x + ab.y * ab.y
        let t = lengthSquared > 0 ? max(0, min(1, (ap.x * ab.x + ap.y * ab.y) / lengthSquared)) : 0
        let dx = ap.x - ab.x * t, dy = ap.y - ab.y * t
        return (dx * dx + dy * dy).squareRoot()
    }
}
