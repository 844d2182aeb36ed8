import ColorCore
import Foundation

/// Our digits 0-9, drawn as `CapitalPaths` draws letters: centre-line strokes in writing order
/// and direction, from the top line (y = 0) to the baseline (y = 1).
enum DigitPaths {
    typealias B = StrokeBuilder

    static func strokes(for digit: Character) -> [[StrokePoint]]? {
        switch digit {
        case "0": return [B(0.32, 0).arc(cx: 0.32, cy: 0.5, rx: 0.32, ry: 0.5, from: -90, sweep: -360).points]
        case "1": return [B(0.05, 0.22).line(0.3, 0).line(0.3, 1).points]
        case "2": return [B.beginArc(cx: 0.31, cy: 0.28, rx: 0.3, ry: 0.28, from: -165, sweep: 195).line(0, 1).line(0.64, 1).points]
        case "3": return [B.beginArc(cx: 0.3, cy: 0.25, rx: 0.28, ry: 0.25, from: -150, sweep: 240)
                            .arc(cx: 0.3, cy: 0.75, rx: 0.32, ry: 0.25, from: -90, sweep: 240).points]
        case "4": return [B(0.46, 0).line(0, 0.66).line(0.66, 0.66).points, B(0.46, 0).line(0.46, 1).points]
        case "5": return [B(0.06, 0).line(0.07, 0.45).arc(cx: 0.3, cy: 0.68, rx: 0.32, ry: 0.32, from: -135, sweep: 270).points,
                          B(0.06, 0).line(0.6, 0).points]
        case "6": return [B(0.55, 0.02).curve(control: 0.02, 0.2, to: 0.02, 0.72)
                            .arc(cx: 0.3, cy: 0.72, r: 0.28, from: 180, sweep: -360).points]
        case "7": return [B(0, 0).line(0.64, 0).line(0.2, 1).points]
        case "8": return [B(0.3, 0).arc(cx: 0.3, cy: 0.25, rx: 0.25, ry: 0.25, from: -90, sweep: -180)
                            .arc(cx: 0.3, cy: 0.75, rx: 0.3, ry: 0.25, from: -90, sweep: 360)
                            .arc(cx: 0.3, cy: 0.25, rx: 0.25, ry: 0.25, from: 90, sweep: -180).points]
        case "9": return [B.beginArc(cx: 0.3, cy: 0.3, rx: 0.28, ry: 0.3, from: -30, sweep: -360).points,
                          B(0.58, 0.3).line(0.52, 1).points]
        default: return nil
        }
    }
}
