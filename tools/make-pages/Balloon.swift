import ColorCore
import Foundation

/// The simplest page, for a small child: a striped hot-air balloon over a hill, with a sun, a
/// cloud and a tree. Thick lines, about ten big regions.
enum Balloon {
    static let width = 1400, height = 1000
    static let line = 9.0

    static func hill(_ x: Double) -> Double { 830 + 40 * sin(x / 230 + 1) }

    /// Its colours by number; the sky shows again between the ropes.
    enum Paint: Int, PagePalette {
        case sky = 1, sun, cloud, red, orange, leaves, wood, grass
        var rgb: RGB {
            switch self {
            case .sky: RGB(r: 140, g: 200, b: 240)
            case .sun: RGB(r: 250, g: 210, b: 60)
            case .cloud: NumberedPage.paintableWhite
            case .red: RGB(r: 215, g: 45, b: 45)
            case .orange: RGB(r: 245, g: 150, b: 40)
            case .leaves: RGB(r: 50, g: 140, b: 60)
            case .wood: RGB(r: 130, g: 85, b: 45)
            case .grass: RGB(r: 125, g: 195, b: 85)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1360, 960), width: line, paint: Paint.sky)
        s.shape(Shapes.circle(Point(1180, 190), 95), width: line, paint: Paint.sun)
        s.blob([(Point(250, 230), 60), (Point(330, 195), 80), (Point(420, 235), 58), (Point(330, 260), 55)], width: line, paint: Paint.cloud)
        s.shape(Shapes.graph(from: 20, to: 1380, hill) + [Point(1380, 980), Point(20, 980)], width: line, paint: Paint.grass)
        // A round tree standing on the hill.
        s.shape(Shapes.rect(1105, hill(1130) - 150, 50, 170), width: line, paint: Paint.wood)
        s.shape(Shapes.circle(Point(1130, hill(1130) - 230), 105), width: line, paint: Paint.leaves)
        balloon(&s, centre: Point(640, 360))
        s.stroke(Shapes.rect(20, 20, 1360, 960), closed: true, width: line)
        return s.drawing(Paint.self)
    }

    /// A round envelope narrowing to a neck, cut into three stripes; ropes down to a basket.
    static func balloon(_ s: inout Sketch, centre c: Point) {
        let r = 230.0
        let neckLeft = c + Point(-70, 300), neckRight = c + Point(70, 300)
        let envelope = Shapes.arc(c, r, from: 0.75, to: Double.pi - 0.75 - 2 * Double.pi)
        // The arc runs from the lower right over the top to the lower left; curves join it to the neck.
        let left = Shapes.quad(envelope.last!, c + Point(-100, 230), neckLeft).dropFirst()
        let right = Shapes.quad(neckRight, c + Point(100, 230), envelope.first!).dropLast()
        let outline = envelope + left + right
        s.shape(outline, width: line, paint: Paint.orange)
        let mask = Mask(polygon: outline, width: width, height: height)
        func stripeEdge(_ dx: Double) -> [Point] {
            Shapes.cubic(c + Point(dx * 0.35, -r - 10), c + Point(dx * 1.6, -r * 0.4), c + Point(dx * 1.3, 200), c + Point(dx * 0.45, 310))
        }
        s.fill(stripeEdge(-85) + stripeEdge(85).reversed(), Paint.red, clip: mask)
        for dx in [-85.0, 85] { s.stroke(stripeEdge(dx), width: line, clip: mask) }
        // Ropes, and the basket whose top closes the space between them.
        let basket = Shapes.rect(c.x - 60, c.y + 400, 120, 95)
        s.stroke([neckLeft, Point(c.x - 55, c.y + 400)], width: line * 0.7)
        s.stroke([neckRight, Point(c.x + 55, c.y + 400)], width: line * 0.7)
        s.shape(basket, width: line, paint: Paint.wood)
    }
}
