import ColorCore
import Foundation
import Storage
import Testing

/// A generated coloring page for end-to-end tests: white, with rectangles outlined in black
/// 2-pixel lines. Regions: each rectangle's inside, and the background around them.
struct TestPage {
    let width: Int, height: Int
    /// Outer edges of the outlines; the region inside is `inset by 2`.
    let rects: [Rect]

    var page: Page {
        var p = Page(width: width, height: height)
        for r in rects {
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX where !r.insetBy(2).contains(x, y) { p.setPixel(x, y, .black) }
            }
        }
        return p
    }

    func write(to url: URL) throws {
        _ = try PNGCodec.write(page, to: url.path)
    }

    func isLine(_ x: Int, _ y: Int) -> Bool { rects.contains { $0.contains(x, y) && !$0.insetBy(2).contains(x, y) } }

    /// The region of a paintable pixel: index of the rectangle it is inside, or nil for the
    /// background.
    func region(_ x: Int, _ y: Int) -> Int? { rects.firstIndex { $0.insetBy(2).contains(x, y) } }

    /// The cell whose mouse position maps nearest to page point (x, y).
    static func cell(forPageX x: Double, y: Double, in g: ViewGeometry) -> (column: Int, row: Int) {
        var best = (column: 0, row: 0), bestDistance = Double.infinity
        for row in 0..<g.viewRows {
            for column in 0..<g.columns {
                let p = g.pagePoint(column: column, row: row)!
                let d = (p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)
                if d < bestDistance { bestDistance = d; best = (column, row) }
            }
        }
        return best
    }
}

/// What the saved picture holds, region by region.
struct PaintCheck {
    /// Per region (nil = background): count of pixels painted in each colour.
    var counts: [Int?: [RGB: Int]] = [:]
    var problems: [String] = []

    /// Classifies every pixel of `saved`: line pixels must stay black; paintable pixels must be
    /// white or a blend of white towards one of the colours allowed in their region.
    init(saved: Page, page: TestPage, allowed: [Int?: [RGB]]) {
        for y in 0..<saved.height {
            for x in 0..<saved.width {
                let p = saved.pixel(x, y)
                if page.isLine(x, y) {
                    if p != RGBA(r: 0, g: 0, b: 0) && problems.count < 10 { problems.append("line pixel \(x),\(y) is \(p)") }
                    continue
                }
                if p == .white { continue }
                let region = page.region(x, y)
                let colours = allowed[region] ?? []
                if let c = colours.first(where: { Self.isBlend(p, towards: $0) }) {
                    counts[region, default: [:]][c, default: 0] += 1
                } else if problems.count < 10 {
                    problems.append("pixel \(x),\(y) in region \(region.map(String.init) ?? "background") is \(p)")
                }
            }
        }
    }

    func count(_ region: Int?, _ colour: RGB) -> Int { counts[region]?[colour] ?? 0 }

    /// `p` is white moved towards `c` by some coverage (anti-aliased brush edges), or `c` itself.
    static func isBlend(_ p: RGBA, towards c: RGB) -> Bool {
        let channels = [(Int(p.r), Int(c.r)), (Int(p.g), Int(c.g)), (Int(p.b), Int(c.b))]
        guard let key = channels.max(by: { 255 - $0.1 < 255 - $1.1 }), key.1 < 255 else { return false }
        let coverage = Double(255 - key.0) / Double(255 - key.1)
        guard coverage > 0 && coverage <= 1.02 else { return false }
        return channels.allSatisfy { abs(Double($0.0) - (255 - coverage * Double(255 - $0.1))) <= 3 }
    }
}
