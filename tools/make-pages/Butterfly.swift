import ColorCore
import Foundation

/// A butterfly over a meadow: four wings with bands and spots, a segmented body, antennae,
/// and flowers below. Symmetric about the body; around sixty regions.
enum Butterfly {
    static let width = 1400, height = 1000
    static let cx = 700.0
    static let line = 5.5

    enum Paint: Int, PagePalette {
        case sky = 1, grass, leaf, pink, violet, yellow, band, wing, spot, body
        var rgb: RGB {
            switch self {
            case .sky: RGB(r: 165, g: 215, b: 245)
            case .grass: RGB(r: 125, g: 190, b: 80)
            case .leaf: RGB(r: 55, g: 140, b: 65)
            case .pink: RGB(r: 240, g: 130, b: 175)
            case .violet: RGB(r: 170, g: 120, b: 220)
            case .yellow: RGB(r: 250, g: 210, b: 60)
            case .band: RGB(r: 230, g: 105, b: 35)
            case .wing: RGB(r: 250, g: 175, b: 70)
            case .spot: NumberedPage.paintableWhite
            case .body: RGB(r: 85, g: 60, b: 50)
            }
        }
    }

    static func mirrored(_ points: [Point]) -> [Point] { points.map { Point(2 * cx - $0.x, $0.y) } }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1360, 960), width: line, paint: Paint.sky)
        s.shape(Shapes.graph(from: 20, to: 1380) { 860 + 20 * sin($0 / 110) } + [Point(1380, 980), Point(20, 980)], width: line, paint: Paint.grass)
        for (x, r, petals) in [(170.0, 44.0, Paint.pink), (400, 36.0, .violet), (1010, 38.0, .violet), (1240, 46.0, .pink)] {
            flower(&s, Point(x, 790), r, petals: petals)
        }
        for side in [false, true] { wings(&s, mirror: side) }
        body(&s)
        s.stroke(Shapes.rect(20, 20, 1360, 960), closed: true, width: line)
        return s.drawing(Paint.self)
    }

    static func wings(_ s: inout Sketch, mirror: Bool) {
        func m(_ p: [Point]) -> [Point] { mirror ? mirrored(p) : p }
        // Lower wing first: the upper wing overlaps it.
        let lower = Shapes.cubic(Point(680, 450), Point(560, 560), Point(420, 740), Point(520, 770))
            + Shapes.cubic(Point(520, 770), Point(610, 790), Point(670, 640), Point(690, 500)).dropFirst()
        wing(&s, m(lower), root: m([Point(690, 470)])[0], spots: m([Point(590, 645), Point(640, 565)]), radius: 16)
        let upper = Shapes.cubic(Point(690, 430), Point(600, 200), Point(330, 90), Point(260, 200))
            + Shapes.cubic(Point(260, 200), Point(200, 300), Point(330, 520), Point(680, 470)).dropFirst()
        wing(&s, m(upper), root: m([Point(690, 450)])[0], spots: m([Point(470, 310), Point(560, 360), Point(480, 400)]), radius: 24)
    }

    /// A wing outline, a band along its edge (the outline again, smaller towards the root) and
    /// round spots inside.
    static func wing(_ s: inout Sketch, _ outline: [Point], root: Point, spots: [Point], radius: Double) {
        s.shape(outline, width: line, paint: Paint.band)
        let mask = Mask(polygon: outline, width: width, height: height)
        s.fill(outline.map { root.mix($0, 0.72) }, Paint.wing, clip: mask)
        s.stroke(outline.map { root.mix($0, 0.72) }, closed: true, width: line, clip: mask)
        for (k, p) in spots.enumerated() {
            s.fill(Shapes.circle(p, radius * (k % 2 == 0 ? 1 : 0.75)), Paint.spot, clip: mask)
            s.stroke(Shapes.circle(p, radius * (k % 2 == 0 ? 1 : 0.75)), closed: true, width: line * 0.8, clip: mask)
        }
    }

    static func body(_ s: inout Sketch) {
        for side in [-1.0, 1] {
            s.stroke(Shapes.quad(Point(cx + side * 10, 300), Point(cx + side * 30, 180), Point(cx + side * 110, 140)), width: line)
            s.shape(Shapes.circle(Point(cx + side * 110, 140), 14), width: line, paint: Paint.body)
        }
        s.shape(Shapes.circle(Point(cx, 310), 32), width: line, paint: Paint.body)
        s.shape(Shapes.ellipse(Point(cx, 410), 34, 80), width: line, paint: Paint.body)
        let abdomen = Shapes.ellipse(Point(cx, 600), 28, 130)
        s.shape(abdomen, width: line, paint: Paint.body)
        let mask = Mask(polygon: abdomen, width: width, height: height)
        for y in stride(from: 520.0, through: 680, by: 40) { s.stroke([Point(cx - 40, y), Point(cx + 40, y)], width: line * 0.8, clip: mask) }
    }

    static func flower(_ s: inout Sketch, _ c: Point, _ r: Double, petals: Paint) {
        s.stroke([c, Point(c.x, 900)], width: line)
        s.shape(Shapes.petal(from: Point(c.x, c.y + 2.2 * r), to: Point(c.x + 1.6 * r, c.y + 1.6 * r), width: 0.4 * r), width: line, paint: Paint.leaf)
        for k in 0..<6 {
            let a = Double(k) * Double.pi / 3
            s.shape(Shapes.ellipse(.polar(c, r, a), r * 0.6, r * 0.35, rotation: a), width: line, paint: petals)
        }
        s.shape(Shapes.circle(c, r * 0.5), width: line, paint: Paint.yellow)
    }
}
