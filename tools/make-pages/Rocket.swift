import ColorCore
import Foundation

/// Space: a rocket with round windows and flames, a ringed planet, a moon with craters and
/// stars. Medium lines, a few dozen regions.
enum Rocket {
    static let width = 1400, height = 1000
    static let line = 6.5

    enum Paint: Int, PagePalette {
        case night = 1, yellow, moon, grey, ring, coral, sand, orange, red, hull, glass
        var rgb: RGB {
            switch self {
            case .night: RGB(r: 30, g: 40, b: 90)
            case .yellow: RGB(r: 250, g: 215, b: 70)
            case .moon: RGB(r: 235, g: 230, b: 200)
            case .grey: RGB(r: 150, g: 155, b: 165)
            case .ring: RGB(r: 215, g: 180, b: 120)
            case .coral: RGB(r: 235, g: 120, b: 90)
            case .sand: RGB(r: 245, g: 200, b: 140)
            case .orange: RGB(r: 245, g: 140, b: 35)
            case .red: RGB(r: 210, g: 45, b: 50)
            case .hull: RGB(r: 230, g: 233, b: 238)
            case .glass: RGB(r: 120, g: 200, b: 235)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1360, 960), width: line, paint: Paint.night)
        for (x, y, r) in [(140.0, 120.0, 34.0), (520, 90, 26), (1000, 420, 30), (1290, 560, 38), (880, 860, 28), (160, 430, 24)] {
            s.shape(Shapes.star(Point(x, y), points: 5, outer: r, inner: r * 0.45), width: line * 0.8, paint: Paint.yellow)
        }
        moon(&s, Point(1150, 200), 120)
        planet(&s, Point(320, 770), 140)
        rocket(&s, Point(700, 120))
        s.stroke(Shapes.rect(20, 20, 1360, 960), closed: true, width: line)
        return s.drawing(Paint.self)
    }

    static func moon(_ s: inout Sketch, _ c: Point, _ r: Double) {
        s.shape(Shapes.circle(c, r), width: line, paint: Paint.moon)
        for (dx, dy, cr) in [(-40.0, -30.0, 28.0), (45, 10, 20), (-10, 55, 16), (50, -60, 12)] {
            s.shape(Shapes.circle(c + Point(dx, dy), cr), width: line * 0.7, paint: Paint.grey)
        }
    }

    /// A planet in a ring: the whole ring first, the disc in front of it, then the ring's
    /// front half again in front of the disc.
    static func planet(_ s: inout Sketch, _ c: Point, _ r: Double) {
        func ellipse(_ rx: Double, _ ry: Double, from: Double, to: Double) -> [Point] {
            (0...120).map { k in
                let t = from + (to - from) * Double(k) / 120
                return Point(c.x + rx * cos(t), c.y + ry * sin(t))
            }
        }
        let (outerX, outerY, innerX, innerY) = (250.0, 62.0, 190.0, 36.0)
        s.shape(Shapes.ellipse(c, outerX, outerY), width: line, paint: Paint.ring)
        // The night shows through the ring beside the planet.
        s.fill(Shapes.ellipse(c, innerX, innerY), Paint.night)
        s.stroke(Shapes.ellipse(c, innerX, innerY), closed: true, width: line)
        s.shape(Shapes.circle(c, r), width: line, paint: Paint.coral)
        let disc = Mask(polygon: Shapes.circle(c, r), width: width, height: height)
        func band(_ dy: Double) -> [Point] { Shapes.graph(from: c.x - r, to: c.x + r) { c.y + dy + 10 * sin($0 / 28) } }
        s.fill(band(-75) + band(-20).reversed(), Paint.sand, clip: disc)
        for dy in [-75.0, -20] { s.stroke(band(dy), width: line * 0.8, clip: disc) }
        s.shape(ellipse(outerX, outerY, from: 0, to: Double.pi) + ellipse(innerX, innerY, from: Double.pi, to: 0), width: line, paint: Paint.ring)
    }

    static func rocket(_ s: inout Sketch, _ top: Point) {
        let x = top.x, bodyTop = top.y + 200, bodyBottom = top.y + 600, half = 110.0
        // Flames under the body, then fins, then the body in front of their roots.
        s.shape(Shapes.petal(from: Point(x, bodyBottom - 20), to: Point(x, bodyBottom + 230), width: 60), width: line, paint: Paint.orange)
        s.shape(Shapes.petal(from: Point(x, bodyBottom - 20), to: Point(x, bodyBottom + 140), width: 28), width: line * 0.8, paint: Paint.yellow)
        for side in [-1.0, 1] {
            s.shape(Shapes.petal(from: Point(x + side * 60, bodyBottom - 10), to: Point(x + side * 120, bodyBottom + 150), width: 26), width: line, paint: Paint.orange)
            s.shape([Point(x + side * half, bodyBottom - 170), Point(x + side * (half + 110), bodyBottom + 40),
                     Point(x + side * (half + 100), bodyBottom + 70), Point(x + side * half, bodyBottom)], width: line, paint: Paint.red)
        }
        let body = [Point(x - half, bodyBottom)] + Shapes.cubic(Point(x - half, bodyTop), Point(x - half, top.y + 80), Point(x - 20, top.y), top)
            + Shapes.cubic(top, Point(x + 20, top.y), Point(x + half, top.y + 80), Point(x + half, bodyTop)).dropFirst() + [Point(x + half, bodyBottom)]
        s.shape(body, width: line, paint: Paint.hull)
        let mask = Mask(polygon: body, width: width, height: height)
        // A red nose cone and a red band at the bottom.
        s.fill(Shapes.rect(x - half, top.y - 10, 2 * half, bodyTop - top.y), Paint.red, clip: mask)
        s.fill(Shapes.rect(x - half, bodyBottom - 60, 2 * half, 70), Paint.red, clip: mask)
        // The nose cone's edge and a band near the bottom.
        s.stroke([Point(x - half, bodyTop - 10), Point(x + half, bodyTop - 10)], width: line, clip: mask)
        s.stroke([Point(x - half, bodyBottom - 60), Point(x + half, bodyBottom - 60)], width: line, clip: mask)
        s.stroke([Point(x, bodyBottom - 60), Point(x, bodyBottom)], width: line * 0.8, clip: mask)
        for (y, r) in [(bodyTop + 70, 46.0), (bodyTop + 195, 36.0)] {
            s.shape(Shapes.circle(Point(x, y), r), width: line, paint: Paint.grey)
            s.shape(Shapes.circle(Point(x, y), r - 16), width: line * 0.7, paint: Paint.glass)
        }
        for side in [-1.0, 1] {
            for k in 0..<3 { s.shape(Shapes.circle(Point(x + side * 70, bodyTop + 280 + Double(k) * 20), 6), width: line * 0.5, paint: Paint.grey) }
        }
    }
}
