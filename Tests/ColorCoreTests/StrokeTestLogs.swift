import Foundation
@testable import ColorCore
import TestSupport

/// Random but plausible stroke logs: pen strokes that wander at slow and fast speeds (sometimes
/// off the page), brush and ink changes (colours, the eraser, the rainbow), input grids (so that
/// strokes pass the filter stage, their points as often off the grid as on it), fills, runs of
/// undo mostly followed by redo, a lone redo now and then (often with nothing to redo) and the
/// odd clear. Strokes mostly start on paintable pixels so that they paint.
enum StrokeTestLogs {
    static func random(for art: LineArt, events count: Int, seed: UInt64) -> [StrokeEvent] {
        var rng = SeededRandom(seed: seed)
        var events: [StrokeEvent] = []
        let w = Double(art.width), h = Double(art.height)
        func startPoint() -> (Double, Double) {
            for _ in 0..<20 {
                let x = Double.random(in: 0..<w, using: &rng), y = Double.random(in: 0..<h, using: &rng)
                if art.isPaintable(Int(x), Int(y)) { return (x, y) }
            }
            return (Double.random(in: -5..<(w + 5), using: &rng), Double.random(in: -5..<(h + 5), using: &rng))
        }
        var t = 0.0
        while events.count < count {
            t += 0.016
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<8:
                let rgb = RGB(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng),
                              b: .random(in: 0...255, using: &rng))
                // One in eight is the eraser, one in eight the rainbow.
                events.append(.color(rgb.b < 32 ? .eraser : rgb.b < 64 ? .rainbow : .rgb(rgb)))
            case 8..<13:
                events.append(.brush([1, 2.5, 4, 7, 12, 16, 25, 40].randomElement(using: &rng)!))
            case 13..<16:
                let w = [0.7, 2, 3.5, 8].randomElement(using: &rng)!
                events.append(.input(Bool.random(using: &rng) ? InputGrid(width: w, height: 2 * w) : nil))
            case 16..<68:
                var (x, y) = startPoint()
                events.append(.down(x: x, y: y, t: t))
                var heading = Double.random(in: 0..<6.283, using: &rng)
                let speed = [0.4, 2, 6, 15, 40].randomElement(using: &rng)!
                for _ in 0..<Int.random(in: 0...14, using: &rng) {
                    heading += Double.random(in: -0.7...0.7, using: &rng)
                    let step = speed * Double.random(in: 0.5...1.5, using: &rng)
                    x += step * cos(heading); y += step * sin(heading)
                    t += 0.016
                    events.append(.move(x: x, y: y, t: Bool.random(using: &rng) ? t : nil))
                }
                // Now and then the stroke is left open: the next down, fill, undo... ends it.
                if Int.random(in: 0..<10, using: &rng) > 0 { events.append(.up(t: t)) }
            case 68..<80:
                let (x, y) = startPoint()
                events.append(.fill(x: x, y: y))
            case 80..<95:
                // Undo one to three edits; most times redo some of them straight away, so that
                // redo has something to redo (a redo after a new edit has nothing).
                let undos = Int.random(in: 1...3, using: &rng)
                events += Array(repeating: .undo, count: undos)
                if Int.random(in: 0..<4, using: &rng) > 0 {
                    events += Array(repeating: .redo, count: Int.random(in: 1...undos, using: &rng))
                }
            case 95..<98: events.append(.redo)
            default: events.append(.clear)
            }
        }
        return events
    }
}
