import ColorCore
import Foundation

/// The most detailed page: a patchwork quilt of six by six blocks in five traditional
/// patterns (pinwheel, square in a square, star, quarter circles, log cabin) inside a border of
/// triangles. Hundreds of regions; for zooming in and taking time.
enum Quilt {
    static let size = 1400
    static let block = 200.0
    static let origin = 100.0

    /// Cotton prints: a navy binding, a cream ground, and a few warm and cool fabrics.
    enum Paint: Int, PagePalette {
        case navy = 1, cream, red, gold, teal, sky, green, rose
        var rgb: RGB {
            switch self {
            case .navy: RGB(r: 40, g: 55, b: 110)
            case .cream: RGB(r: 250, g: 240, b: 215)
            case .red: RGB(r: 205, g: 55, b: 55)
            case .gold: RGB(r: 240, g: 185, b: 60)
            case .teal: RGB(r: 45, g: 140, b: 145)
            case .sky: RGB(r: 140, g: 195, b: 230)
            case .green: RGB(r: 105, g: 165, b: 90)
            case .rose: RGB(r: 235, g: 150, b: 165)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: size, height: size)
        s.shape(Shapes.rect(20, 20, 1360, 1360), paint: Paint.navy)
        border(&s)
        for row in 0..<6 {
            for column in 0..<6 {
                let o = Point(origin + Double(column) * block, origin + Double(row) * block)
                let pattern = (row * 7 + column * 3) % 5
                let ground: [Paint] = [.cream, .red, .sky, .cream, .red]
                s.shape(Shapes.rect(o.x, o.y, block, block), width: 5, paint: ground[pattern])
                let cell = Mask(polygon: Shapes.rect(o.x, o.y, block, block), width: size, height: size)
                switch pattern {
                case 0: pinwheel(&s, o, cell)
                case 1: squareInSquare(&s, o)
                case 2: star(&s, o)
                case 3: quarterCircles(&s, o, cell)
                default: logCabin(&s, o, cell)
                }
            }
        }
        s.stroke(Shapes.rect(20, 20, 1360, 1360), closed: true)
        return s.drawing(Paint.self)
    }

    /// Saw-tooth triangles between the frame and the blocks.
    static func border(_ s: inout Sketch) {
        let inner = Shapes.rect(origin, origin, 6 * block, 6 * block)
        s.stroke(Shapes.rect(60, 60, 1280, 1280), closed: true, width: 4)
        let band = Mask(polygon: Shapes.rect(60, 60, 1280, 1280), width: size, height: size)
        s.fill(Shapes.rect(60, 60, 1280, 1280), Paint.cream)
        let step = 40.0
        for corner in [Point(60, 60), Point(1300, 60), Point(60, 1300), Point(1300, 1300)] {
            s.fill(Shapes.rect(corner.x, corner.y, 40, 40), Paint.gold, clip: band)
            s.stroke(Shapes.rect(corner.x, corner.y, 40, 40), closed: true, width: 3.5, clip: band)
        }
        for a in stride(from: origin, to: origin + 6 * block, by: step) {
            let b = a + step
            for (p, q, r) in [(Point(a, 60), Point((a + b) / 2, 100), Point(b, 60)), (Point(a, 1340), Point((a + b) / 2, 1300), Point(b, 1340)),
                              (Point(60, a), Point(100, (a + b) / 2), Point(60, b)), (Point(1340, a), Point(1300, (a + b) / 2), Point(1340, b))] {
                s.fill([p, q, r], Paint.red, clip: band)
                s.stroke([p, q, r], width: 3.5, clip: band)
            }
        }
        s.stroke(inner, closed: true, width: 5)
    }

    static func pinwheel(_ s: inout Sketch, _ o: Point, _ cell: Mask) {
        let c = o + Point(block / 2, block / 2)
        // Every other of the eight triangles round the middle: the blades.
        let rim = [Point(0, 0), Point(block / 2, 0), Point(block, 0), Point(block, block / 2), Point(block, block), Point(block / 2, block),
                   Point(0, block), Point(0, block / 2)].map { o + $0 }
        for k in stride(from: 0, to: 8, by: 2) { s.fill([c, rim[k], rim[k + 1]], Paint.teal, clip: cell) }
        s.stroke([o, o + Point(block, block)], width: 4, clip: cell)
        s.stroke([o + Point(block, 0), o + Point(0, block)], width: 4, clip: cell)
        s.stroke([o + Point(block / 2, 0), o + Point(block / 2, block)], width: 4, clip: cell)
        s.stroke([o + Point(0, block / 2), o + Point(block, block / 2)], width: 4, clip: cell)
        s.shape(Shapes.circle(c, 16), width: 4, paint: Paint.gold)
    }

    static func squareInSquare(_ s: inout Sketch, _ o: Point) {
        var corners = [o, o + Point(block, 0), o + Point(block, block), o + Point(0, block)]
        for fabric in [Paint.cream, .teal, .gold] {
            corners = (0..<4).map { corners[$0].mix(corners[($0 + 1) % 4], 0.5) }
            s.shape(corners, width: 4, paint: fabric)
        }
    }

    static func star(_ s: inout Sketch, _ o: Point) {
        let c = o + Point(block / 2, block / 2)
        s.shape(Shapes.star(c, points: 8, outer: block * 0.46, inner: block * 0.22, rotation: -Double.pi / 2), width: 4, paint: Paint.red)
        s.shape(Shapes.star(c, points: 8, outer: block * 0.2, inner: block * 0.11, rotation: -Double.pi / 2 + Double.pi / 8), width: 3.5,
                paint: Paint.gold)
        s.shape(Shapes.circle(c, 10), width: 3.5, paint: Paint.cream)
    }

    static func quarterCircles(_ s: inout Sketch, _ o: Point, _ cell: Mask) {
        for corner in [o, o + Point(block, 0), o + Point(block, block), o + Point(0, block)] {
            s.fill(Shapes.circle(corner, block * 0.45), Paint.green, clip: cell)
            s.fill(Shapes.circle(corner, block * 0.25), Paint.rose, clip: cell)
            for r in [block * 0.45, block * 0.25] { s.stroke(Shapes.circle(corner, r), closed: true, width: 4, clip: cell) }
        }
    }

    /// Strips spiralling in from the edges to a centre square (the ground's red hearth): the
    /// top and right strips dark, the bottom and left ones light, as log cabin blocks are sewn.
    static func logCabin(_ s: inout Sketch, _ o: Point, _ cell: Mask) {
        var r = (x0: o.x, y0: o.y, x1: o.x + block, y1: o.y + block)
        let strip = block / 9
        for k in 0..<8 {
            let fabric = k % 4 < 2 ? Paint.teal : .sky
            switch k % 4 {
            case 0: s.fill(Shapes.rect(r.x0, r.y0, r.x1 - r.x0, strip), fabric, clip: cell)
            case 1: s.fill(Shapes.rect(r.x1 - strip, r.y0, strip, r.y1 - r.y0), fabric, clip: cell)
            case 2: s.fill(Shapes.rect(r.x0, r.y1 - strip, r.x1 - r.x0, strip), fabric, clip: cell)
            default: s.fill(Shapes.rect(r.x0, r.y0, strip, r.y1 - r.y0), fabric, clip: cell)
            }
            switch k % 4 {
            case 0: r.y0 += strip; s.stroke([Point(r.x0, r.y0), Point(r.x1, r.y0)], width: 3.5, clip: cell)
            case 1: r.x1 -= strip; s.stroke([Point(r.x1, r.y0), Point(r.x1, r.y1)], width: 3.5, clip: cell)
            case 2: r.y1 -= strip; s.stroke([Point(r.x0, r.y1), Point(r.x1, r.y1)], width: 3.5, clip: cell)
            default: r.x0 += strip; s.stroke([Point(r.x0, r.y0), Point(r.x0, r.y1)], width: 3.5, clip: cell)
            }
        }
    }
}
