import ColorCore
import Foundation

/// A detailed page: a castle of brick walls and round-roofed towers with flags, a gate with a
/// portcullis, a drawbridge over a moat, hills and clouds behind. A few hundred regions, many
/// of them bricks.
enum Castle {
    static let width = 1600, height = 1200
    static let line = 4.5

    enum Paint: Int, PagePalette {
        case sky = 1, cloud, hill, water, stone, darkStone, roof, flag, window, gate, wood
        var rgb: RGB {
            switch self {
            case .sky: RGB(r: 160, g: 210, b: 245)
            case .cloud: NumberedPage.paintableWhite
            case .hill: RGB(r: 120, g: 185, b: 80)
            case .water: RGB(r: 70, g: 145, b: 200)
            case .stone: RGB(r: 190, g: 185, b: 172)
            case .darkStone: RGB(r: 150, g: 145, b: 138)
            case .roof: RGB(r: 70, g: 90, b: 170)
            case .flag: RGB(r: 210, g: 45, b: 50)
            case .window: RGB(r: 250, g: 205, b: 90)
            case .gate: RGB(r: 75, g: 60, b: 55)
            case .wood: RGB(r: 150, g: 100, b: 60)
            }
        }
    }

    static func draw() -> Drawing {
        var s = Sketch(width: width, height: height)
        s.shape(Shapes.rect(20, 20, 1560, 1160), paint: Paint.sky)
        s.blob([(Point(230, 170), 50), (Point(300, 140), 66), (Point(375, 172), 48)], paint: Paint.cloud)
        s.blob([(Point(1250, 130), 44), (Point(1310, 110), 58), (Point(1375, 138), 42)], paint: Paint.cloud)
        s.shape(Shapes.graph(from: 20, to: 1580) { 700 - 60 * sin($0 / 210 + 0.4) } + [Point(1580, 1180), Point(20, 1180)], paint: Paint.hill)
        s.shape(Shapes.graph(from: 20, to: 1580) { 1010 + 10 * sin($0 / 90) } + [Point(1580, 1180), Point(20, 1180)], paint: Paint.water)
        // Moat waves.
        for y in [1065.0, 1120] {
            for x0 in stride(from: 60.0, to: 1540, by: 140) {
                s.stroke(Shapes.graph(from: x0, to: x0 + 90) { y + 10 * sin(($0 - x0) / 90 * 2 * Double.pi) }, width: 4)
            }
        }
        wall(&s, Shapes.rect(430, 560, 740, 420), merlonsAt: 560)
        for x in [330.0, 1170] { tower(&s, left: x, top: 430, width: 140, bottom: 980) }
        tower(&s, left: 700, top: 330, width: 200, bottom: 560)
        gate(&s, centre: 800, bottom: 980)
        s.stroke(Shapes.rect(20, 20, 1560, 1160), closed: true)
        return s.drawing(Paint.self)
    }

    /// A brick wall with merlons along its top.
    static func wall(_ s: inout Sketch, _ r: [Point], merlonsAt top: Double) {
        let x0 = r[0].x, x1 = r[1].x
        for x in stride(from: x0, to: x1 - 20, by: 80) { s.shape(Shapes.rect(x, top - 45, 40, 50), paint: Paint.stone) }
        s.shape(r, paint: Paint.stone)
        bricks(&s, r, rowHeight: 42, brickWidth: 92)
    }

    /// Courses of bricks inside a rectangle, every other row offset by half a brick; here and
    /// there a darker stone, so the wall does not read as one grey block.
    static func bricks(_ s: inout Sketch, _ r: [Point], rowHeight: Double, brickWidth: Double) {
        let mask = Mask(polygon: r, width: width, height: height)
        let x0 = r[0].x, x1 = r[1].x, y0 = r[0].y, y1 = r[2].y
        func paintCourse(top: Double, firstJoint: Double, course: Int) {
            let joints = [x0] + Array(stride(from: firstJoint, to: x1, by: brickWidth)) + [x1]
            for k in 0..<(joints.count - 1) {
                let stone = (course * 7 + k * 3) % 5 == 0 ? Paint.darkStone : Paint.stone
                s.fill(Shapes.rect(joints[k], top, joints[k + 1] - joints[k], rowHeight), stone, clip: mask)
            }
        }
        paintCourse(top: y0, firstJoint: x0 + brickWidth * 0.75, course: 0)
        var row = 0
        for y in stride(from: y0 + rowHeight, to: y1, by: rowHeight) {
            paintCourse(top: y, firstJoint: x0 + (row % 2 == 0 ? 0 : brickWidth / 2) + brickWidth / 2, course: row + 1)
            s.stroke([Point(x0, y), Point(x1, y)], width: 3, clip: mask)
            let offset = row % 2 == 0 ? 0 : brickWidth / 2
            for x in stride(from: x0 + offset + brickWidth / 2, to: x1, by: brickWidth) {
                s.stroke([Point(x, y), Point(x, y + rowHeight)], width: 3, clip: mask)
            }
            row += 1
        }
        // The top course.
        for x in stride(from: x0 + brickWidth * 0.75, to: x1, by: brickWidth) {
            s.stroke([Point(x, y0), Point(x, y0 + rowHeight)], width: 3, clip: mask)
        }
    }

    /// A brick tower with a pointed roof, a flag, and an arched window.
    static func tower(_ s: inout Sketch, left: Double, top: Double, width w: Double, bottom: Double) {
        let cx = left + w / 2
        // Flag pole and flag behind the roof's tip.
        s.stroke([Point(cx, top - 260), Point(cx, top - 150)], width: 4)
        s.shape([Point(cx, top - 260), Point(cx + 80, top - 238), Point(cx, top - 215)], width: 4, paint: Paint.flag)
        s.shape([Point(left - 25, top), Point(cx, top - 170), Point(left + w + 25, top)], paint: Paint.roof)
        let rect = Shapes.rect(left, top, w, bottom - top)
        s.shape(rect, paint: Paint.stone)
        bricks(&s, rect, rowHeight: 38, brickWidth: 70)
        // The roof's eaves hide the bricks' top edge.
        s.shape(Shapes.rect(left - 25, top - 6, w + 50, 26), paint: Paint.roof)
        window(&s, centre: cx, top: top + 60, width: w * 0.35, height: 90)
    }

    /// An arched window with a cross of glazing bars.
    static func window(_ s: inout Sketch, centre x: Double, top: Double, width w: Double, height h: Double) {
        let arch = Shapes.arc(Point(x, top + w / 2), w / 2, from: 0, to: -Double.pi)
        let outline = [Point(x - w / 2, top + h), Point(x + w / 2, top + h)] + arch
        s.shape(outline, paint: Paint.window)
        let mask = Mask(polygon: outline, width: width, height: height)
        s.stroke([Point(x, top), Point(x, top + h)], width: 3.5, clip: mask)
        s.stroke([Point(x - w, top + h * 0.55), Point(x + w, top + h * 0.55)], width: 3.5, clip: mask)
    }

    /// An arched gate with a portcullis grid, and a drawbridge of planks across the moat.
    static func gate(_ s: inout Sketch, centre x: Double, bottom: Double) {
        let w = 170.0, h = 230.0
        let arch = Shapes.arc(Point(x, bottom - h + w / 2), w / 2, from: 0, to: -Double.pi)
        let outline = [Point(x - w / 2, bottom), Point(x + w / 2, bottom)] + arch
        s.shape(outline, width: 6, paint: Paint.gate)
        let mask = Mask(polygon: outline, width: width, height: height)
        for dx in stride(from: -60.0, through: 60, by: 30) { s.stroke([Point(x + dx, bottom - h), Point(x + dx, bottom)], width: 4, clip: mask) }
        for y in stride(from: bottom - 190, to: bottom, by: 45) { s.stroke([Point(x - w, y), Point(x + w, y)], width: 4, clip: mask) }
        let bridge = [Point(x - w / 2, bottom), Point(x + w / 2, bottom), Point(x + w / 2 + 40, 1175), Point(x - w / 2 - 40, 1175)]
        s.shape(bridge, paint: Paint.wood)
        let planks = Mask(polygon: bridge, width: width, height: height)
        for k in 1..<4 {
            let t = Double(k) / 4
            s.stroke([Point(x - w / 2 - 40 * t, bottom + (1175 - bottom) * t), Point(x + w / 2 + 40 * t, bottom + (1175 - bottom) * t)], width: 3.5, clip: planks)
        }
    }
}
