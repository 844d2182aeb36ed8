import ColorCore
import Foundation

/// Mouse reports as a hand colouring gives them, at cell centres of `grid`, the same for the same
/// seed: for the tests of the stroke filter, the view's changed parts and the open stroke's tip.
public enum StrokeReports {
    /// Cell-centre reports that zigzag across a band and back, as a hand colouring a region
    /// does (the benchmark's drags): the filter sees reversals and corners, and now and then
    /// makes many points final at once.
    public static func zigzag(width: Int, height: Int, grid: InputGrid, seed: UInt64, count: Int) -> [StrokePoint] {
        var rng = SeededRandom(seed: seed)
        let columns = Int(Double(width) / grid.width), rows = Int(Double(height) / grid.height)
        var c = Int.random(in: 0..<columns, using: &rng), r = Int.random(in: 0..<rows, using: &rng)
        let lo = max(0, c - Int.random(in: 3...12, using: &rng)), hi = min(columns - 1, c + Int.random(in: 3...12, using: &rng))
        var dc = 1, dr = Bool.random(using: &rng) ? 1 : -1
        var out: [StrokePoint] = []
        for k in 0..<count {
            c += dc
            if c < lo || c > hi { dc = -dc; c = min(max(c + 2 * dc, lo), hi) }
            if k % 3 == 0 {
                r += dr
                if r < 0 || r >= rows { dr = -dr; r = min(max(r + 2 * dr, 0), rows - 1) }
            }
            out.append(StrokePoint(x: (Double(c) + 0.5) * grid.width, y: (Double(r) + 0.5) * grid.height))
        }
        return out
    }

    /// Cell-centre reports of a wandering path from a paintable start.
    public static func wandering(art: LineArt, grid: InputGrid, seed: UInt64) -> [StrokePoint] {
        var rng = SeededRandom(seed: seed)
        var p = StrokePoint(x: 0, y: 0)
        repeat { p = StrokePoint(x: .random(in: 10..<100, using: &rng), y: .random(in: 10..<80, using: &rng)) }
        while !art.isPaintable(p.pixel.x, p.pixel.y)
        var heading = Double.random(in: 0..<6.28, using: &rng)
        var out: [StrokePoint] = []
        var last: (Int, Int)?
        for i in 0..<900 {
            if i % 150 == 0 { heading += Double.random(in: -2...2, using: &rng) }  // now and then a corner
            heading += Double.random(in: -0.02...0.02, using: &rng)
            p = p + StrokePoint(x: cos(heading), y: sin(heading)) * 0.2
            let cell = (Int((p.x / grid.width).rounded(.down)), Int((p.y / grid.height).rounded(.down)))
            if let l = last, l == cell { continue }
            last = cell
            out.append(StrokePoint(x: (Double(cell.0) + 0.5) * grid.width, y: (Double(cell.1) + 0.5) * grid.height))
        }
        return out
    }
}
