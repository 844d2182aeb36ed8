/// In-process timings of the terminal view (release build; spec/cli.md `bench`): the view
/// pyramid built at load, a full frame at a terminal size, and one drag event end to end.
public struct ViewBenchmark: Sendable {
    public var columns = 0, rows = 0
    /// Building the line-preserving pyramid from the canvas (once per page load).
    public var pyramidMs = 0.0
    /// A full frame of `columns x rows` cells from the pyramid (what a resize costs), median.
    public var frameMs = 0.0
    /// Session with an empty canvas to the first full frame: pyramid + frame (the part of start
    /// up that the view adds to decoding and region preload).
    public var firstFrameMs = 0.0
    /// One drag event: session apply (hit test at stroke start, rasterise), pyramid and cell
    /// update under the dirty rectangle, frame diff. Microseconds.
    public var dragEventUsP50 = 0.0, dragEventUsP99 = 0.0, dragEventUsMax = 0.0
    public var dragEvents = 0
    /// Cells changed per drag event, on average (what the presenter writes).
    public var cellsPerDragEvent = 0.0

    public static func run(page: Page, finder: any RegionFinder, columns: Int = 200, rows: Int = 60,
                           runs: Int = 7, dragEvents: Int = 2000) -> ViewBenchmark {
        var b = ViewBenchmark()
        b.columns = columns; b.rows = rows
        var session = Session(page: page, finder: finder)
        let art = finder.lineArt

        var renderer = ViewRenderer(canvas: session.canvas, lineArt: art, columns: columns, rows: rows)
        b.firstFrameMs = Stopwatch.medianMilliseconds(runs: runs) {
            renderer = ViewRenderer(canvas: session.canvas, lineArt: art, columns: columns, rows: rows)
        }
        b.pyramidMs = Stopwatch.medianMilliseconds(runs: runs) {
            _ = ViewPyramid(source: session.canvas, lineArt: art)
        }
        b.frameMs = Stopwatch.medianMilliseconds(runs: runs) {
            // Alternate sizes so each run really re-fits.
            renderer.resize(canvas: session.canvas, lineArt: art, columns: columns - 1, rows: rows)
            renderer.resize(canvas: session.canvas, lineArt: art, columns: columns, rows: rows)
        } / 2

        // Drags: zigzags from paintable points spread over the page, one display pixel per event
        // (a fast hand moves further; the session interpolates either way), 2-cell brush.
        let g = renderer.geometry
        session.apply(.brush(2 * g.scale))
        var times: [Double] = []
        times.reserveCapacity(dragEvents)
        var frame = renderer.frame
        var changedCells = 0
        var seed: UInt64 = 0x2545_f491_4f6c_dd1d
        var open = false
        var x = 0.0, y = 0.0, dx = g.scale, dy = g.scale * 0.37
        while times.count < dragEvents {
            if !open || times.count % 100 == 0 {
                // A new stroke from a random paintable point (the hit test happens here).
                var tries = 0
                repeat {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    x = Double((seed >> 33) % UInt64(page.width))
                    y = Double((seed >> 13) % UInt64(page.height))
                    tries += 1
                } while !art.isPaintable(Int(x), Int(y)) && tries < 1000
                let t0 = Stopwatch.nanoseconds()
                let dirty = session.apply(.down(x: x, y: y, t: nil))
                changedCells += step(&renderer, session: session, art: art, dirty: dirty, frame: &frame)
                times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
                open = true
                continue
            }
            x += dx; y += dy
            if x < 0 || x >= Double(page.width) { dx = -dx; x += 2 * dx }
            if y < 0 || y >= Double(page.height) { dy = -dy; y += 2 * dy }
            let t0 = Stopwatch.nanoseconds()
            let dirty = session.apply(.move(x: x, y: y, t: nil))
            changedCells += step(&renderer, session: session, art: art, dirty: dirty, frame: &frame)
            times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
        }
        session.apply(.up(t: nil))
        b.dragEvents = times.count
        b.dragEventUsP50 = Stopwatch.percentile(times, 0.5)
        b.dragEventUsP99 = Stopwatch.percentile(times, 0.99)
        b.dragEventUsMax = times.max() ?? 0
        b.cellsPerDragEvent = Double(changedCells) / Double(max(1, times.count))
        return b
    }

    /// The view's share of one event: cells under the dirty rectangle, then the diff a
    /// presenter makes against the frame shown last.
    private static func step(_ renderer: inout ViewRenderer, session: Session, art: LineArt, dirty: Rect,
                             frame: inout CellFrame) -> Int {
        guard !dirty.isEmpty else { return 0 }
        renderer.pageChanged(canvas: session.canvas, lineArt: art, dirty: dirty)
        let changed = FrameDiff.changedCells(from: frame, to: renderer.frame)
        frame = renderer.frame
        return changed.count
    }
}
