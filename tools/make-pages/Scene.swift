import ColorCore
import Foundation

/// A landscape: sun, clouds and birds over two hills, a house with a path, trees, a fence and
/// flowers. Drawn back to front; each shape hides what it covers.
enum Scene {
    static let width = 1600, height = 1200

    static func farHill(_ x: Double) -> Double { 640 - 80 * sin(x / 260 + 0.6) - 35 * sin(x / 120) }
    static func nearHill(_ x: Double) -> Double { 860 - 60 * sin(x / 300 + 2) }

    enum Paint: Int, PagePalette {
        case sky = 1, yellow, rays, white, dark, pink, farHill, pine, trunk, grass, leaves, apple, rail, path, stone, roof,
             smoke, wall, glass, violet
        var rgb: RGB {
            switch self {
            case .sky: RGB(r: 160, g: 210, b: 245)
            case .yellow: RGB(r: 250, g: 212, b: 60)
            case .rays: RGB(r: 248, g: 165, b: 50)
            case .white: NumberedPage.paintableWhite
            case .dark: RGB(r: 60, g: 45, b: 40)
            case .pink: RGB(r: 240, g: 140, b: 160)
            case .farHill: RGB(r: 160, g: 205, b: 105)
            case .pine: RGB(r: 45, g: 115, b: 65)
            case .trunk: RGB(r: 125, g: 85, b: 50)
            case .grass: RGB(r: 110, g: 180, b: 75)
            case .leaves: RGB(r: 70, g: 150, b: 70)
            case .apple: RGB(r: 215, g: 50, b: 45)
            case .rail: RGB(r: 200, g: 150, b: 95)
            case .path: RGB(r: 230, g: 200, b: 145)
            case .stone: RGB(r: 165, g: 165, b: 160)
            case .roof: RGB(r: 185, g: 70, b: 55)
            case .smoke: RGB(r: 215, g: 215, b: 222)
            case .wall: RGB(r: 245, g: 225, b: 170)
            case .glass: RGB(r: 115, g: 180, b: 225)
            case .violet: RGB(r: 165, g: 120, b: 215)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1560, 1160), paint: Paint.sky)
        sun(&s, Point(1320, 220))
        s.blob([(Point(330, 200), 55), (Point(400, 170), 70), (Point(480, 200), 55), (Point(400, 225), 50), (Point(270, 225), 35)],
               paint: Paint.white)
        s.blob([(Point(820, 140), 45), (Point(880, 120), 55), (Point(945, 145), 42), (Point(880, 160), 40)], paint: Paint.white)
        for (x, y, span) in [(600.0, 330.0, 26.0), (660, 300, 20), (705, 345, 16)] { bird(&s, Point(x, y), span) }

        s.shape(Shapes.graph(from: 20, to: 1580, farHill) + [Point(1580, 1180), Point(20, 1180)], paint: Paint.farHill)
        for (x, scale) in [(1160.0, 1.0), (1270, 1.25), (1400, 0.9), (1490, 1.1)] {
            pine(&s, Point(x, farHill(x) + 30), scale)
        }
        s.shape(Shapes.graph(from: 20, to: 1580, nearHill) + [Point(1580, 1180), Point(20, 1180)], paint: Paint.grass)

        roundTree(&s, Point(250, 600))
        fence(&s, from: 990, to: 1330, bottom: 965)
        path(&s)
        house(&s)
        for (x, y, r, petals) in [(140.0, 1040.0, 30.0, Paint.pink), (390, 1110, 26, .violet), (1100, 1090, 28, .rays),
                                  (1290, 1045, 24, .pink), (1470, 1100, 32, .violet)] {
            flower(&s, Point(x, y), r, petals: petals)
        }
        s.stroke(Shapes.rect(20, 20, 1560, 1160), closed: true)
        return s.drawing(Paint.self)
    }

    static func sun(_ s: inout Sketch, _ c: Point) {
        for k in 0..<12 {
            let a = Double(k) * Double.pi / 6
            s.shape([.polar(c, 112, a - 0.13), .polar(c, 175, a), .polar(c, 112, a + 0.13)], paint: Paint.rays)
        }
        s.shape(Shapes.circle(c, 95), paint: Paint.yellow)
        s.shape(Shapes.circle(c + Point(-32, -22), 10), width: 4, paint: Paint.dark)
        s.shape(Shapes.circle(c + Point(32, -22), 10), width: 4, paint: Paint.dark)
        s.stroke(Shapes.arc(c + Point(0, 5), 45, from: 0.5, to: Double.pi - 0.5), width: 4)
        s.shape(Shapes.circle(c + Point(-55, 22), 14), width: 3.5, paint: Paint.pink)
        s.shape(Shapes.circle(c + Point(55, 22), 14), width: 3.5, paint: Paint.pink)
    }

    static func bird(_ s: inout Sketch, _ c: Point, _ span: Double) {
        s.stroke(Shapes.quad(c + Point(-span, -span * 0.5), c + Point(-span * 0.4, -span * 0.7), c)
            + Shapes.quad(c, c + Point(span * 0.4, -span * 0.7), c + Point(span, -span * 0.5)), width: 4)
    }

    /// Three stacked triangles on a trunk; `foot` is the bottom of the trunk.
    static func pine(_ s: inout Sketch, _ foot: Point, _ scale: Double) {
        s.shape(Shapes.rect(foot.x - 12 * scale, foot.y - 70 * scale, 24 * scale, 70 * scale), paint: Paint.trunk)
        for tier in 0..<3 {
            let base = foot.y - (55 + Double(tier) * 55) * scale, half = (70 - Double(tier) * 14) * scale
            s.shape([Point(foot.x - half, base), Point(foot.x, base - 95 * scale), Point(foot.x + half, base)], paint: Paint.pine)
        }
    }

    static func roundTree(_ s: inout Sketch, _ c: Point) {
        s.shape([Point(c.x - 28, c.y + 60), Point(c.x - 34, c.y + 330), Point(c.x + 34, c.y + 330), Point(c.x + 28, c.y + 60)], paint: Paint.trunk)
        s.blob([(c + Point(-95, 20), 80), (c + Point(0, -60), 105), (c + Point(95, 15), 85), (c + Point(0, 70), 80),
                (c + Point(-60, -90), 60), (c + Point(70, -85), 62)], paint: Paint.leaves)
        for (dx, dy) in [(-90.0, 10.0), (-20, -90), (60, -40), (100, 40), (-30, 60), (10, -10), (-80, -70)] {
            s.shape(Shapes.circle(c + Point(dx, dy), 15), width: 4, paint: Paint.apple)
        }
    }

    /// Pickets with pointed tops in front of two rails.
    static func fence(_ s: inout Sketch, from x0: Double, to x1: Double, bottom: Double) {
        s.shape(Shapes.rect(x0 - 10, bottom - 115, x1 - x0 + 20, 22), paint: Paint.rail)
        s.shape(Shapes.rect(x0 - 10, bottom - 55, x1 - x0 + 20, 22), paint: Paint.rail)
        for x in stride(from: x0, through: x1, by: 68) {
            s.shape([Point(x - 18, bottom), Point(x - 18, bottom - 140), Point(x, bottom - 165),
                     Point(x + 18, bottom - 140), Point(x + 18, bottom)], paint: Paint.white)
        }
    }

    /// A path from the door widening down to the frame, with stepping stones.
    static func path(_ s: inout Sketch) {
        let left = Shapes.cubic(Point(690, 930), Point(670, 1030), Point(590, 1080), Point(560, 1180))
        let right = Shapes.cubic(Point(930, 1180), Point(880, 1080), Point(790, 1030), Point(770, 930))
        s.shape(left + right, paint: Paint.path)
        for (x, y, rx, ry) in [(735.0, 975.0, 28.0, 14.0), (720, 1030, 36, 17), (760, 1090, 44, 20), (715, 1150, 52, 22)] {
            s.shape(Shapes.ellipse(Point(x, y), rx, ry), width: 4, paint: Paint.stone)
        }
    }

    static func house(_ s: inout Sketch) {
        s.shape(Shapes.rect(810, 465, 50, 140), paint: Paint.roof)  // chimney, its foot hidden by the roof
        for (x, y, r) in [(850.0, 428.0, 12.0), (872, 392, 16), (900, 348, 21)] {
            s.shape(Shapes.circle(Point(x, y), r), width: 4, paint: Paint.smoke)
        }
        s.shape(Shapes.rect(560, 620, 340, 310), paint: Paint.wall)
        s.shape([Point(525, 625), Point(730, 440), Point(935, 625)], paint: Paint.roof)
        // Round attic window in four panes.
        let attic = Point(730, 560)
        s.shape(Shapes.circle(attic, 34), paint: Paint.glass)
        s.stroke([attic + Point(0, -34), attic + Point(0, 34)], width: 4)
        s.stroke([attic + Point(-34, 0), attic + Point(34, 0)], width: 4)
        for x in [590.0, 780] {
            s.shape(Shapes.rect(x, 670, 90, 85), paint: Paint.glass)
            s.stroke([Point(x + 45, 670), Point(x + 45, 755)], width: 4)
            s.stroke([Point(x, 712), Point(x + 90, 712)], width: 4)
            s.shape(Shapes.rect(x - 10, 755, 110, 14), width: 4, paint: Paint.white)
        }
        s.shape(Shapes.rect(690, 790, 80, 140), paint: Paint.trunk)
        s.shape(Shapes.rect(703, 805, 54, 45), width: 3.5, paint: Paint.rail)
        s.shape(Shapes.rect(703, 862, 54, 55), width: 3.5, paint: Paint.rail)
        s.shape(Shapes.circle(Point(757, 857), 5), width: 3, paint: Paint.yellow)
    }

    /// Stem with two leaves and a head of six oval petals.
    static func flower(_ s: inout Sketch, _ c: Point, _ r: Double, petals: Paint) {
        let foot = c + Point(0, 3.2 * r)
        s.stroke([c, foot], width: 5)
        s.shape(Shapes.petal(from: c + Point(0, 2.3 * r), to: c + Point(-1.5 * r, 1.5 * r), width: 0.45 * r), width: 4, paint: Paint.leaves)
        s.shape(Shapes.petal(from: c + Point(0, 2.7 * r), to: c + Point(1.5 * r, 2.0 * r), width: 0.45 * r), width: 4, paint: Paint.leaves)
        for k in 0..<6 {
            let a = Double(k) * Double.pi / 3
            s.shape(Shapes.ellipse(.polar(c, r, a), r * 0.62, r * 0.36, rotation: a), width: 4, paint: petals)
        }
        s.shape(Shapes.circle(c, r * 0.52), width: 4, paint: Paint.yellow)
    }
}
