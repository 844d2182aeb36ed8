import Foundation
import ColorCore

/// Generated coloring pages for the stroke tests: closed shapes (circles, rectangles, wavy blobs)
/// outlined with anti-aliased lines of random width, on white or (like many real pages) as black
/// ink on transparency, so the grey fringe and the over-white composite are exercised.
public enum StrokeTestPages {
    public static func page(width: Int, height: Int, shapes: Int, seed: UInt64) -> Page {
        var rng = SeededRandom(seed: seed)
        var ink = [Double](repeating: 0, count: width * height)
        for _ in 0..<shapes {
            let cx = Double.random(in: 0..<Double(width), using: &rng)
            let cy = Double.random(in: 0..<Double(height), using: &rng)
            let r = Double.random(in: 4...max(5, Double(min(width, height)) / 2.5), using: &rng)
            let half = Double.random(in: 0.4...1.6, using: &rng)  // half the line width
            let kind = Int.random(in: 0..<3, using: &rng)
            let lobes = Double(Int.random(in: 2...6, using: &rng)), phase = Double.random(in: 0..<6.28, using: &rng)
            let wobble = Double.random(in: 0.05...0.3, using: &rng)
            let reach = r * (1 + wobble) + half + 2
            for y in max(0, Int(cy - reach))..<min(height, Int(cy + reach) + 1) {
                for x in max(0, Int(cx - reach))..<min(width, Int(cx + reach) + 1) {
                    let dx = Double(x) + 0.5 - cx, dy = Double(y) + 0.5 - cy
                    let dist: Double
                    switch kind {
                    case 0: dist = abs((dx * dx + dy * dy).squareRoot() - r)
                    case 1: dist = abs(max(abs(dx), abs(dy)) - r)
                    default:
                        let angle = atan2(dy, dx)
                        dist = abs((dx * dx + dy * dy).squareRoot() - r * (1 + wobble * sin(lobes * angle + phase)))
                    }
                    let cover = min(max(half + 0.5 - dist, 0), 1)
                    ink[y * width + x] = max(ink[y * width + x], cover)
                }
            }
        }
        let transparentInk = Bool.random(using: &rng)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let v = UInt8((ink[i] * 255).rounded())
            if transparentInk {
                rgba[4 * i + 3] = v
            } else {
                rgba[4 * i] = 255 - v; rgba[4 * i + 1] = 255 - v; rgba[4 * i + 2] = 255 - v; rgba[4 * i + 3] = 255
            }
        }
        return Page(width: width, height: height, rgba: rgba)
    }
}
