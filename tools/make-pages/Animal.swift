import ColorCore
import Foundation

/// A striped fish under water, with a small fish, bubbles, seaweed, a starfish and a shell on
/// the sand. Patterns on the fish are clipped to its body so that they end on its outline.
enum Animal {
    static let width = 1500, height = 1100

    static func sandTop(_ x: Double) -> Double { 960 + 18 * sin(x / 90) }
    static func surface(_ x: Double) -> Double { 105 + 12 * sin(x / 60) }

    enum Paint: Int, PagePalette {
        case sky = 1, water, sand, seaweed, starfish, shell, pebble, orange, fin, white, dark, bubble, yellow
        var rgb: RGB {
            switch self {
            case .sky: RGB(r: 185, g: 225, b: 245)
            case .water: RGB(r: 70, g: 150, b: 205)
            case .sand: RGB(r: 235, g: 210, b: 150)
            case .seaweed: RGB(r: 60, g: 150, b: 90)
            case .starfish: RGB(r: 240, g: 115, b: 80)
            case .shell: RGB(r: 240, g: 175, b: 190)
            case .pebble: RGB(r: 160, g: 160, b: 150)
            case .orange: RGB(r: 245, g: 135, b: 40)
            case .fin: RGB(r: 205, g: 80, b: 30)
            case .white: NumberedPage.paintableWhite
            case .dark: RGB(r: 40, g: 40, b: 55)
            case .bubble: RGB(r: 205, g: 238, b: 250)
            case .yellow: RGB(r: 250, g: 210, b: 60)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1460, 1060), paint: Paint.water)
        s.fill(Shapes.graph(from: 20, to: 1480, surface) + [Point(1480, 20), Point(20, 20)], Paint.sky)
        s.stroke(Shapes.graph(from: 20, to: 1480, surface))
        smallFish(&s, Point(1180, 260))
        for (x, top, phase) in [(150.0, 560.0, 0.0), (250, 660, 1.7), (1300, 600, 3.1), (1400, 700, 0.9)] {
            seaweed(&s, x: x, top: top, phase: phase)
        }
        s.shape(Shapes.graph(from: 20, to: 1480, sandTop) + [Point(1480, 1080), Point(20, 1080)], paint: Paint.sand)
        s.shape(Shapes.star(Point(1120, 1010), points: 5, outer: 62, inner: 27, rotation: -1.3), paint: Paint.starfish)
        shell(&s, Point(430, 1040))
        for (x, y, rx, ry) in [(620.0, 1030.0, 34.0, 16.0), (700, 1050, 22, 11), (880, 1040, 40, 18), (1300, 1045, 30, 14)] {
            s.shape(Shapes.ellipse(Point(x, y), rx, ry), width: 4, paint: Paint.pebble)
        }
        bigFish(&s)
        for (x, y, r) in [(262.0, 440.0, 16.0), (236, 370, 22), (262, 282, 30), (225, 185, 24)] {
            s.shape(Shapes.circle(Point(x, y), r), width: 4, paint: Paint.bubble)
            s.shape(Shapes.circle(Point(x - r * 0.4, y - r * 0.4), r * 0.25), width: 3, paint: Paint.white)
        }
        return s.drawing(Paint.self)
    }

    static func bigFish(_ s: inout Sketch) {
        // Tail, with rays fanning out from its root.
        let tail = Shapes.cubic(Point(990, 470), Point(1060, 420), Point(1150, 360), Point(1240, 320))
            + Shapes.quad(Point(1240, 320), Point(1140, 430), Point(1160, 520)).dropFirst()
            + Shapes.quad(Point(1160, 520), Point(1140, 610), Point(1240, 720)).dropFirst()
            + Shapes.cubic(Point(1240, 720), Point(1150, 680), Point(1060, 620), Point(990, 570)).dropFirst()
        s.shape(tail, paint: Paint.fin)
        let tailMask = Mask(polygon: tail, width: width, height: height)
        for k in 0..<6 {
            let a = -0.75 + 1.5 * Double(k + 1) / 7
            s.stroke([Point(1000, 520), .polar(Point(1000, 520), 300, a)], width: 3.5, clip: tailMask)
        }
        // Fins above and below; the body hides their roots.
        let dorsal = Shapes.cubic(Point(540, 400), Point(560, 260), Point(650, 170), Point(760, 160))
            + Shapes.cubic(Point(760, 160), Point(800, 240), Point(880, 300), Point(930, 420)).dropFirst()
        fin(&s, dorsal, root: Point(730, 420), rays: 7)
        let ventral = Shapes.cubic(Point(620, 680), Point(650, 760), Point(690, 820), Point(760, 840))
            + Shapes.cubic(Point(760, 840), Point(770, 780), Point(800, 720), Point(830, 670)).dropFirst()
        fin(&s, ventral, root: Point(720, 650), rays: 4)

        let nose = Point(290, 525), back = Point(1035, 520)
        let body = Shapes.cubic(nose, Point(360, 300), Point(840, 270), back)
            + Shapes.cubic(back, Point(840, 770), Point(380, 760), nose).dropFirst().dropLast()
        s.shape(body, width: 5, paint: Paint.orange)
        let bodyMask = Mask(polygon: body, width: width, height: height)
        func stripe(_ x: Double) -> [Point] { Shapes.cubic(Point(x, 250), Point(x + 40, 420), Point(x - 40, 620), Point(x, 800)) }
        for (left, right) in [(610.0, 690.0), (880, 950)] { s.fill(stripe(left) + stripe(right).reversed(), Paint.white, clip: bodyMask) }
        // Gill, two wavy stripes and columns of scales between them, all ending on the outline.
        s.stroke(Shapes.arc(Point(330, 525), 200, from: -1.1, to: 1.1), width: 4.5, clip: bodyMask)
        for x in [610.0, 690, 880, 950] {
            s.stroke(Shapes.cubic(Point(x, 250), Point(x + 40, 420), Point(x - 40, 620), Point(x, 800)), width: 4.5, clip: bodyMask)
        }
        // Spots down the middle of the two bands (the body is lower towards the tail).
        for (x, radius, from, to, step) in [(650.0, 15.0, 0.24, 0.78, 0.09), (915, 12, 0.38, 0.62, 0.08)] {
            let band = Shapes.cubic(Point(x, 250), Point(x + 40, 420), Point(x - 40, 620), Point(x, 800))
            for t in stride(from: from, through: to, by: step) {
                s.shape(Shapes.circle(band[Int(t * Double(band.count - 1))], radius), width: 3.5, paint: Paint.orange)
            }
        }
        for column in 0..<5 {
            let x = 725 + Double(column) * 30
            for row in -9...9 {
                let y = 520 + Double(row) * 44 + (column % 2 == 0 ? 0 : 22)
                s.stroke(Shapes.arc(Point(x, y), 22, from: -Double.pi / 2, to: Double.pi / 2), width: 3.5, clip: bodyMask)
            }
        }
        // Pectoral fin lying on the body.
        let pectoral = Shapes.petal(from: Point(540, 560), to: Point(450, 690), width: 42)
        s.shape(pectoral, width: 4, paint: Paint.fin)
        let pectoralMask = Mask(polygon: pectoral, width: width, height: height)
        s.stroke([Point(540, 560), Point(470, 660)], width: 3, clip: pectoralMask)
        // Eye and mouth.
        s.shape(Shapes.circle(Point(410, 470), 44), paint: Paint.white)
        s.shape(Shapes.circle(Point(418, 474), 22), paint: Paint.dark)
        s.shape(Shapes.circle(Point(408, 463), 7), width: 3, paint: Paint.white)
        s.stroke(Shapes.quad(Point(302, 560), Point(330, 580), Point(362, 565)), width: 4.5)
    }

    /// A fin outline closed along the body (which later hides that edge), rays from `root`.
    static func fin(_ s: inout Sketch, _ edge: [Point], root: Point, rays: Int) {
        s.shape(edge, paint: Paint.fin)
        let mask = Mask(polygon: edge, width: width, height: height)
        for k in 1...rays {
            let t = Double(k) / Double(rays + 1)
            let target = edge[Int(t * Double(edge.count - 1))]
            s.stroke([root, root.mix(target, 1.2)], width: 3.5, clip: mask)
        }
    }

    static func smallFish(_ s: inout Sketch, _ c: Point) {
        s.shape([c + Point(60, 0), c + Point(120, -45), c + Point(110, 0), c + Point(120, 45)], paint: Paint.orange)
        s.shape(Shapes.ellipse(c, 85, 45), paint: Paint.yellow)
        s.stroke(Shapes.arc(c + Point(-95, 0), 70, from: -0.55, to: 0.55), width: 4)
        s.shape(Shapes.circle(c + Point(-45, -10), 11), width: 4, paint: Paint.dark)
        s.shape(Shapes.petal(from: c + Point(5, 5), to: c + Point(40, 30), width: 12), width: 3.5, paint: Paint.orange)
    }

    /// A wavy frond narrowing to a rounded tip; the sand hides its foot.
    static func seaweed(_ s: inout Sketch, x: Double, top: Double, phase: Double) {
        let bottom = 1040.0, n = 60
        func centre(_ y: Double) -> Double { x + 28 * sin(y / 55 + phase) }
        func half(_ y: Double) -> Double { 8 + 22 * (y - top) / (bottom - top) }
        let ys = (0...n).map { top + (bottom - top) * Double($0) / Double(n) }
        let left = ys.map { Point(centre($0) - half($0), $0) }
        let right = ys.reversed().map { Point(centre($0) + half($0), $0) }
        s.shape(left + right, paint: Paint.seaweed)
        s.shape(Shapes.circle(Point(centre(top), top), 8), paint: Paint.seaweed)
    }

    /// A fan shell with ribs.
    static func shell(_ s: inout Sketch, _ hinge: Point) {
        let fan = [hinge] + Shapes.arc(hinge, 70, from: -Double.pi + 0.35, to: -0.35)
        s.shape(fan, paint: Paint.shell)
        let mask = Mask(polygon: fan, width: width, height: height)
        for k in 1...4 {
            s.stroke([hinge, .polar(hinge, 80, -Double.pi + 0.35 + (Double.pi - 0.7) * Double(k) / 5)], width: 3.5, clip: mask)
        }
        s.shape(Shapes.rect(hinge.x - 16, hinge.y - 6, 32, 14), width: 4, paint: Paint.shell)
    }
}
