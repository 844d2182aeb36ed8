import ColorCore
import Foundation

/// In-process measurements of the stroke engine for `termcolor bench` (release builds).
/// Inputs are generated from fixed seeds, so runs compare.
public enum StrokeBenchmarks {
    /// Median microseconds per stroke segment: one `move` of a long, smooth, random stroke (about
    /// 10 px per step, as mouse events arrive) inside one big region of a blank `side` x `side`
    /// page. Each move pays for what a real one does: taking back the provisional piece, the
    /// Hermite segment it makes final (flattened and rasterised, clipped to the region), the new
    /// provisional piece to the pen, and the undo before-images (`TileBackup`).
    public static func segmentMicroseconds(brushSize: Double, side: Int = 4096, segments: Int = 2000) -> Double {
        let page = Page(width: side, height: side)
        let art = LineArt(width: side, height: side, darkness: [UInt8](repeating: 0, count: side * side))
        var session = Session(page: page, finder: FloodFill(lineArt: art))
        session.apply(.brush(brushSize))
        let path = smoothPath(count: segments + 1, step: 10, side: Double(side), seed: UInt64(brushSize * 16))
        session.apply(.down(x: path[0].x, y: path[0].y, t: nil))
        var times: [Double] = []
        times.reserveCapacity(segments)
        let clock = ContinuousClock()
        for p in path.dropFirst() {
            let start = clock.now
            session.apply(.move(x: p.x, y: p.y, t: nil))
            times.append(microseconds(clock.now - start))
        }
        session.apply(.up(t: nil))
        return median(times)
    }

    /// Fill of the page's largest region: milliseconds (median of `runs`, each on a fresh session,
    /// so it includes the region lookup and the fringe) and the region's pixel count.
    public static func fillLargestRegion(page: Page, finder: any RegionFinder, regions: [RegionMask], runs: Int = 5)
        -> (milliseconds: Double, pixels: Int)
    {
        guard let largest = regions.max(by: { $0.pixelCount < $1.pixelCount }) else { return (0, 0) }
        let x = Double(largest.runStart(0)) + 0.5, y = Double(largest.bounds.y) + 0.5
        var times: [Double] = []
        let clock = ContinuousClock()
        for _ in 0..<runs {
            var session = Session(page: page, finder: finder)
            let start = clock.now
            session.apply(.fill(x: x, y: y))
            times.append(microseconds(clock.now - start) / 1000)
        }
        return (median(times), largest.pixelCount)
    }

    /// Undo memory per stroke, in bytes: `strokes` overlapping strokes (brush 16, 40 points each)
    /// on a blank `side` x `side` page; `undo` is the undo stack per stroke (before-images),
    /// `redo` the redo stack per stroke once all are undone (after-images).
    public static func undoBytesPerStroke(side: Int = 4096, strokes: Int = 40) -> (undo: Int, redo: Int) {
        let page = Page(width: side, height: side)
        let art = LineArt(width: side, height: side, darkness: [UInt8](repeating: 0, count: side * side))
        var session = Session(page: page, finder: FloodFill(lineArt: art))
        session.apply(.brush(16))
        for k in 0..<strokes {
            let path = smoothPath(count: 40, step: 10, side: min(Double(side), 1024), seed: UInt64(k + 1))
            session.apply(.color(.rgb(RGB(r: UInt8(truncatingIfNeeded: k * 37), g: UInt8(truncatingIfNeeded: k * 91), b: 128))))
            session.apply(.down(x: path[0].x, y: path[0].y, t: nil))
            for p in path.dropFirst() { session.apply(.move(x: p.x, y: p.y, t: nil)) }
            session.apply(.up(t: nil))
        }
        let undo = session.undoByteCount / strokes
        while session.canUndo { session.apply(.undo) }
        return (undo, session.undoByteCount / strokes)
    }

    /// A smooth random walk kept inside the square [margin, side - margin]^2.
    static func smoothPath(count: Int, step: Double, side: Double, seed: UInt64) -> [StrokePoint] {
        var state = seed &+ 0x9E37_79B9_7F4A_7C15
        func unit() -> Double {  // xorshift: no Foundation, no global generator
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Double(state >> 11) / Double(1 << 53)
        }
        let margin = 60.0
        var p = StrokePoint(x: side / 2, y: side / 2), heading = unit() * 6.283
        var out = [p]
        while out.count < count {
            heading += (unit() - 0.5) * 0.6
            var q = StrokePoint(x: p.x + step * cos(heading), y: p.y + step * sin(heading))
            if q.x < margin || q.y < margin || q.x > side - margin || q.y > side - margin {
                heading += 2.5
                q = p
            } else {
                out.append(q)
            }
            p = q
        }
        return out
    }

    static func microseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }
}
