import ColorCore
import Foundation

/// A simple page: a snail with a spiral shell on the grass, a mushroom, a flower and a leaf.
/// Thick lines, about twenty regions.
enum Snail {
    static let width = 1400, height = 1000
    static let line = 8.0

    static func ground(_ x: Double) -> Double { 800 + 18 * sin(x / 150) }

    enum Paint: Int, PagePalette {
        case sky = 1, cloud, grass, leaf, petal, yellow, cap, stalk, body, shell, eye
        var rgb: RGB {
            switch self {
            case .sky: RGB(r: 150, g: 205, b: 240)
            case .cloud: NumberedPage.paintableWhite
            case .grass: RGB(r: 130, g: 195, b: 80)
            case .leaf: RGB(r: 55, g: 140, b: 65)
            case .petal: RGB(r: 240, g: 130, b: 175)
            case .yellow: RGB(r: 250, g: 205, b: 60)
            case .cap: RGB(r: 215, g: 50, b: 45)
            case .stalk: RGB(r: 245, g: 232, b: 205)
            case .body: RGB(r: 225, g: 190, b: 130)
            case .shell: RGB(r: 185, g: 105, b: 55)
            case .eye: RGB(r: 70, g: 50, b: 40)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1360, 960), width: line, paint: Paint.sky)
        s.blob([(Point(1050, 180), 55), (Point(1120, 150), 75), (Point(1200, 185), 55)], width: line, paint: Paint.cloud)
        s.shape(Shapes.graph(from: 20, to: 1380, ground) + [Point(1380, 980), Point(20, 980)], width: line, paint: Paint.grass)
        flower(&s, Point(210, 520))
        mushroom(&s, Point(1150, ground(1150) + 10))
        snail(&s)
        // A leaf lying on the grass in front.
        let leaf = Shapes.petal(from: Point(760, 900), to: Point(1010, 860), width: 70)
        s.shape(leaf, width: line, paint: Paint.leaf)
        s.stroke([Point(760, 900), Point(985, 864)], width: line * 0.6, clip: Mask(polygon: leaf, width: width, height: height))
        s.stroke(Shapes.rect(20, 20, 1360, 960), closed: true, width: line)
        return s.drawing(Paint.self)
    }

    static func snail(_ s: inout Sketch) {
        // The foot along the ground and the head rising at the front.
        let body = Shapes.cubic(Point(300, 800), Point(300, 740), Point(700, 760), Point(860, 720))
            + Shapes.cubic(Point(860, 720), Point(900, 560), Point(1030, 560), Point(1010, 700)).dropFirst()
            + Shapes.cubic(Point(1010, 700), Point(1000, 790), Point(900, 820), Point(780, 830)).dropFirst()
            + Shapes.quad(Point(780, 830), Point(500, 835), Point(300, 800)).dropFirst().dropLast()
        // Eye stalks behind the head, then the head in front of their roots.
        for (root, tip) in [(Point(930, 620), Point(900, 470)), (Point(975, 625), Point(1010, 480))] {
            s.stroke([root, tip], width: line)
            s.shape(Shapes.circle(tip, 24), width: line, paint: Paint.body)
        }
        s.shape(body, width: line, paint: Paint.body)
        s.shape(Shapes.circle(Point(985, 660), 13), width: line * 0.6, paint: Paint.eye)
        s.stroke(Shapes.arc(Point(975, 690), 30, from: 0.4, to: 1.6), width: line * 0.6)
        // The shell: a disc with a spiral from its middle out to its rim.
        let c = Point(600, 560), r = 210.0
        s.shape(Shapes.circle(c, r), width: line, paint: Paint.shell)
        let turns = 2.4
        let spiral = (0...400).map { k -> Point in
            let t = Double(k) / 400
            return .polar(c, 18 + (r - 18) * t, -Double.pi / 2 + 2 * Double.pi * turns * t)
        }
        s.stroke(spiral, width: line, clip: Mask(polygon: Shapes.circle(c, r), width: width, height: height))
    }

    static func flower(_ s: inout Sketch, _ c: Point) {
        s.stroke([c, Point(c.x, ground(c.x) + 5)], width: line)
        s.shape(Shapes.petal(from: Point(c.x, c.y + 190), to: Point(c.x + 110, c.y + 130), width: 40), width: line, paint: Paint.leaf)
        for k in 0..<5 {
            s.shape(Shapes.circle(.polar(c, 70, -Double.pi / 2 + 2 * Double.pi * Double(k) / 5), 52), width: line, paint: Paint.petal)
        }
        s.shape(Shapes.circle(c, 45), width: line, paint: Paint.yellow)
    }

    static func mushroom(_ s: inout Sketch, _ foot: Point) {
        s.shape([foot + Point(-40, 0), foot + Point(-30, -150), foot + Point(30, -150), foot + Point(40, 0)], width: line, paint: Paint.stalk)
        let cap = Shapes.arc(foot + Point(0, -140), 130, from: 0, to: -Double.pi)
        s.shape(cap, width: line, paint: Paint.cap)
        let mask = Mask(polygon: cap, width: width, height: height)
        for (dx, dy, r) in [(-60.0, -190.0, 22.0), (25, -225, 26), (75, -170, 18)] {
            s.fill(Shapes.circle(foot + Point(dx, dy), r), Paint.cloud, clip: mask)
            s.stroke(Shapes.circle(foot + Point(dx, dy), r), closed: true, width: line * 0.7, clip: mask)
        }
    }
}
