import ColorCore
import Foundation

/// The shapes a child can trace before letters: a line, a zigzag, a circle and a star, each in a
/// box of about 1 x 1 glyph units, drawn in one stroke.
enum ShapePaths {
    typealias B = StrokeBuilder
    static let names = ["line", "zigzag", "circle", "star"]

    static func strokes(for name: String) -> [[StrokePoint]]? {
        switch name {
        case "line": return [B(0, 0.5).line(1, 0.5).points]
        case "zigzag":
            var b = B(0, 0.25)
            for i in 1...5 { b = b.line(Double(i) * 0.2, i % 2 == 1 ? 0.75 : 0.25) }
            return [b.points]
        case "circle": return [B(0.5, 0).arc(cx: 0.5, cy: 0.5, r: 0.5, from: -90, sweep: -360).points]
        case "star":
            // Every second of the five points, from the top: top, lower right, upper left, upper
            // right, lower left and back to the top.
            let point = { (k: Int) -> (Double, Double) in
                let a = (-90 + 72 * Double(k)) * .pi / 180
                return (0.5 + 0.5 * cos(a), 0.55 + 0.5 * sin(a))
            }
            var b = B(point(0).0, point(0).1)
            for k in [2, 4, 1, 3, 0] { b = b.line(point(k).0, point(k).1) }
            return [b.points]
        default: return nil
        }
    }
}
