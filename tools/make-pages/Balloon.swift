import ColorCore
import Foundation
import PhotoPages

/// The simplest page, for a small child: a striped hot-air balloon over a hill, with a sun, a
/// cloud and a tree. Thick lines, about ten big regions.
enum Balloon {
    static let width = 1400, height = 1000
    static let line = 9.0

    static func hill(_ x: Double) -> Double { 830 + 40 * sin(x / 230 + 1) }

    /// Its colours by number: sky, sun, cloud, the balloon's red middle and orange sides, leaves,
    /// wood (trunk and basket), grass; the sky shows again between the ropes.
    static let palette = [RGB(r: 140, g: 200, b: 240), RGB(r: 250, g: 210, b: 60), RGB(r: 255, g: 255, b: 255),
                          RGB(r: 215, g: 45, b: 45), RGB(r: 245, g: 150, b: 40), RGB(r: 50, g: 140, b: 60),
                          RGB(r: 130, g: 85, b: 45), RGB(r: 125, g: 195, b: 85)]
    static let seeds = [
        (100, 100, 1), (1180, 190, 2), (330, 215, 3), (640, 300, 4), (480, 400, 5), (800, 400, 5),
        (1130, 585, 6), (640, 700, 1), (1130, 760, 7), (640, 807, 7), (200, 920, 8),
    ].map { PageNumbering.Seed(x: $0.0, y: $0.1, number: $0.2) }

    static func draw() -> Page {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1360, 960), width: line)
        s.shape(Shapes.circle(Point(1180, 190), 95), width: line)
        s.blob([(Point(250, 230), 60), (Point(330, 195), 80), (Point(420, 235), 58), (Point(330, 260), 55)], width: line)
        s.shape(Shapes.graph(from: 20, to: 1380, hill) + [Point(1380, 980), Point(20, 980)], width: line)
        // A round tree standing on the hill.
        s.shape(Shapes.rect(1105, hill(1130) - 150, 50, 170), width: line)
        s.shape(Shapes.circle(Point(1130, hill(1130) - 230), 105), width: line)
        balloon(&s, centre: Point(640, 360))
        s.stroke(Shapes.rect(20, 20, 1360, 960), closed: true, width: line)
        return s.page()
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
        s.shape(outline, width: line)
        let mask = Mask(polygon: outline, width: width, height: height)
        for dx in [-85.0, 85] {
            s.stroke(Shapes.cubic(c + Point(dx * 0.35, -r - 10), c + Point(dx * 1.6, -r * 0.4), c + Point(dx * 1.3, 200),
                                  c + Point(dx * 0.45, 310)), width: line, clip: mask)
        }
        // Ropes, and the basket whose top closes the space between them.
        let basket = Shapes.rect(c.x - 60, c.y + 400, 120, 95)
        s.stroke([neckLeft, Point(c.x - 55, c.y + 400)], width: line * 0.7)
        s.stroke([neckRight, Point(c.x + 55, c.y + 400)], width: line * 0.7)
        s.shape(basket, width: line)
    }
}
