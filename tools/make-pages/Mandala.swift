import ColorCore
import Foundation

/// The default page: a round mandala of eight rings, each a different motif, in a framed
/// square with a flower in every corner.
enum Mandala {
    static let size = 1400
    static let c = Point(700, 700)

    /// Rings alternate warm and cool, each ring's motif against a plain ground.
    enum Paint: Int, PagePalette {
        case navy = 1, teal, turquoise, gold, orange, coral, magenta, pink, cream, leaf, lime
        var rgb: RGB {
            switch self {
            case .navy: RGB(r: 35, g: 50, b: 105)
            case .teal: RGB(r: 35, g: 145, b: 150)
            case .turquoise: RGB(r: 115, g: 205, b: 200)
            case .gold: RGB(r: 245, g: 190, b: 50)
            case .orange: RGB(r: 240, g: 130, b: 40)
            case .coral: RGB(r: 230, g: 90, b: 80)
            case .magenta: RGB(r: 200, g: 70, b: 140)
            case .pink: RGB(r: 245, g: 170, b: 200)
            case .cream: RGB(r: 250, g: 240, b: 210)
            case .leaf: RGB(r: 60, g: 150, b: 85)
            case .lime: RGB(r: 175, g: 215, b: 110)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: size, height: size)
        s.shape(Shapes.rect(20, 20, 1360, 1360), paint: Paint.navy)
        for corner in [Point(130, 130), Point(1270, 130), Point(130, 1270), Point(1270, 1270)] {
            cornerFlower(&s, corner)
        }
        // Outer rings first: every inner ring is a shape in front that hides what lies behind.
        zigzagRing(&s, inner: 580, outer: 660, teeth: 40)
        archRing(&s, base: 470, outer: 580, arches: 32)
        petalRing(&s, inner: 350, outer: 470, petals: 16)
        cellRing(&s, inner: 250, outer: 350, cells: 24)
        scallopRing(&s, inner: 150, outer: 250, scallops: 24)
        leafRing(&s, inner: 70, outer: 150, leaves: 12)
        centreFlower(&s, radius: 70)
        return s.drawing(Paint.self)
    }

    static func angle(_ k: Int, of n: Int, offset: Double = 0) -> Double {
        2 * Double.pi * (Double(k) + offset) / Double(n) - Double.pi / 2
    }

    /// Triangles between two circles: a closed zigzag.
    static func zigzagRing(_ s: inout Sketch, inner: Double, outer: Double, teeth: Int) {
        s.shape(Shapes.circle(c, outer), paint: Paint.teal)
        s.stroke(Shapes.circle(c, inner), closed: true)
        let zigzag = (0..<(2 * teeth)).map { k in
            Point.polar(c, k % 2 == 0 ? inner : outer, angle(k, of: 2 * teeth))
        }
        s.fill(zigzag, Paint.gold)
        s.stroke(zigzag, closed: true, width: 4)
    }

    /// Round arches standing on a circle, each with a smaller arch inside and a dot between.
    static func archRing(_ s: inout Sketch, base: Double, outer: Double, arches: Int) {
        s.shape(Shapes.circle(c, outer), paint: Paint.navy)
        let half = Double.pi * base / Double(arches)
        for k in 0..<arches {
            let a = angle(k, of: arches)
            let foot = Point.polar(c, base, a)
            // Semicircles facing outwards; neighbours touch at their feet.
            s.fill(Shapes.arc(foot, half, from: a - Double.pi / 2, to: a + Double.pi / 2), Paint.coral)
            s.fill(Shapes.arc(foot, half * 0.55, from: a - Double.pi / 2, to: a + Double.pi / 2), Paint.cream)
            s.stroke(Shapes.arc(foot, half, from: a - Double.pi / 2, to: a + Double.pi / 2))
            s.stroke(Shapes.arc(foot, half * 0.55, from: a - Double.pi / 2, to: a + Double.pi / 2), width: 3.5)
            s.shape(Shapes.circle(.polar(c, base + half + 26, angle(k, of: arches, offset: 0.5)), 11), width: 3.5, paint: Paint.gold)
        }
        s.shape(Shapes.circle(c, base), paint: Paint.turquoise)
    }

    /// Pointed petals with a smaller petal inside each, and a bead between neighbours.
    static func petalRing(_ s: inout Sketch, inner: Double, outer: Double, petals: Int) {
        for k in 0..<petals {
            let a = angle(k, of: petals)
            s.shape(Shapes.petal(from: .polar(c, inner, a), to: .polar(c, outer - 3, a), width: 62), paint: Paint.magenta)
            s.shape(Shapes.petal(from: .polar(c, inner + 22, a), to: .polar(c, outer - 30, a), width: 26), width: 3.5, paint: Paint.pink)
            s.shape(Shapes.circle(.polar(c, outer - 34, angle(k, of: petals, offset: 0.5)), 16), width: 3.5, paint: Paint.gold)
        }
        s.shape(Shapes.circle(c, inner), paint: Paint.orange)
    }

    /// A ring cut into cells by spokes, a dot in each cell.
    static func cellRing(_ s: inout Sketch, inner: Double, outer: Double, cells: Int) {
        for k in 0..<cells {
            let a = angle(k, of: cells)
            // Every other cell gold, between orange ones.
            if k % 2 == 1 { s.fill([c] + Shapes.arc(c, outer, from: a, to: angle(k + 1, of: cells)), Paint.gold) }
            s.stroke([.polar(c, inner, a), .polar(c, outer, a)])
            s.shape(Shapes.circle(.polar(c, (inner + outer) / 2, angle(k, of: cells, offset: 0.5)), 15), width: 3.5, paint: Paint.cream)
        }
        s.shape(Shapes.circle(c, inner), paint: Paint.navy)
    }

    /// A chain of overlapping circles.
    static func scallopRing(_ s: inout Sketch, inner: Double, outer: Double, scallops: Int) {
        let middle = (inner + outer) / 2
        func scallop(_ k: Int) -> [Point] { Shapes.circle(.polar(c, middle, angle(k, of: scallops)), 38) }
        for k in 0..<scallops { s.fill(scallop(k), Paint.turquoise) }
        // Where neighbours overlap, a gold lens.
        for k in 0..<scallops { s.fill(scallop(k), Paint.gold, clip: Mask(polygon: scallop(k + 1), width: size, height: size)) }
        for k in 0..<scallops {
            s.stroke(scallop(k), closed: true, width: 4)
        }
        s.shape(Shapes.circle(c, inner), paint: Paint.cream)
    }

    /// Leaves standing on a circle, a vein-petal inside each.
    static func leafRing(_ s: inout Sketch, inner: Double, outer: Double, leaves: Int) {
        for k in 0..<leaves {
            let a = angle(k, of: leaves, offset: 0.5)
            s.shape(Shapes.petal(from: .polar(c, inner, a), to: .polar(c, outer - 2, a), width: 34), paint: Paint.leaf)
            s.shape(Shapes.petal(from: .polar(c, inner + 14, a), to: .polar(c, outer - 24, a), width: 12), width: 3, paint: Paint.lime)
        }
    }

    /// Eight petals meeting in a small centre disc.
    static func centreFlower(_ s: inout Sketch, radius: Double) {
        s.shape(Shapes.circle(c, radius), paint: Paint.gold)
        for k in 0..<8 {
            s.fill(Shapes.petal(from: c, to: .polar(c, radius - 4, angle(k, of: 8)), width: 20), Paint.coral)
            s.stroke(Shapes.petal(from: c, to: .polar(c, radius - 4, angle(k, of: 8)), width: 20), closed: true, width: 4)
        }
        s.shape(Shapes.circle(c, 16), paint: Paint.orange)
    }

    /// A small flower: six round petals around a disc.
    static func cornerFlower(_ s: inout Sketch, _ centre: Point) {
        for k in 0..<6 {
            s.shape(Shapes.circle(.polar(centre, 46, angle(k, of: 6)), 34), paint: Paint.pink)
        }
        s.shape(Shapes.circle(centre, 26), paint: Paint.gold)
        s.shape(Shapes.circle(centre, 10), width: 3.5, paint: Paint.orange)
    }
}
