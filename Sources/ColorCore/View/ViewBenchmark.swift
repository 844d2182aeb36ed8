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
    /// One zoom step (a rung of `Viewport.ladder`, in and out between fit and 8 display pixels
    /// per page pixel, around the view centre) and one pan step (an arrow key: an eighth of the
    /// view) at 4x zoom: cells re-rendered from the pyramid plus the frame diff. Milliseconds.
    public var zoomStepMsP50 = 0.0, zoomStepMsP99 = 0.0
    public var panStepMsP50 = 0.0, panStepMsP99 = 0.0

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

        // Drags: press, zigzag, release, from paintable points spread over the page, one display pixel per event
        // (a fast hand moves further; the session interpolates either way), 2-cell brush. Each
        // stroke bounces inside its start region's rectangle, as a person colouring a region
        // does: a stroke wandering off across the page would time mostly clipped-away events.
        let g = renderer.geometry
        session.apply(.brush(2 * g.scale))
        var times: [Double] = []
        times.reserveCapacity(dragEvents)
        var frame = renderer.frame
        var changedCells = 0
        var seed: UInt64 = 0x2545_f491_4f6c_dd1d
        var open = false
        var x = 0.0, y = 0.0, dx = g.scale, dy = g.scale * 0.37
        var box = Rect.empty
        while times.count < dragEvents {
            if open && times.count % 100 == 0 {
                // The button is released (the stroke's last segment), as a person's hand does.
                let t0 = Stopwatch.nanoseconds()
                let dirty = session.apply(.up(t: nil))
                changedCells += step(&renderer, session: session, art: art, dirty: dirty, frame: &frame)
                times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
                open = false
                continue
            }
            if !open {
                // A new stroke from a random paintable point (the hit test happens here).
                var tries = 0
                repeat {
                    seed = seed &* 6364136223846793005 &+ 1442695040888963407
                    x = Double((seed >> 33) % UInt64(page.width))
                    y = Double((seed >> 13) % UInt64(page.height))
                    tries += 1
                } while !art.isPaintable(Int(x), Int(y)) && tries < 1000
                box = finder.region(atX: Int(x), y: Int(y))?.bounds ?? page.bounds
                let t0 = Stopwatch.nanoseconds()
                let dirty = session.apply(.down(x: x, y: y, t: nil))
                changedCells += step(&renderer, session: session, art: art, dirty: dirty, frame: &frame)
                times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
                open = true
                continue
            }
            x += dx; y += dy
            if x < Double(box.x) || x >= Double(box.maxX) { dx = -dx; x = min(max(x + 2 * dx, Double(box.x)), Double(box.maxX) - 0.5) }
            if y < Double(box.y) || y >= Double(box.maxY) { dy = -dy; y = min(max(y + 2 * dy, Double(box.y)), Double(box.maxY) - 0.5) }
            let t0 = Stopwatch.nanoseconds()
            let dirty = session.apply(.move(x: x, y: y, t: nil))
            changedCells += step(&renderer, session: session, art: art, dirty: dirty, frame: &frame)
            times.append(Double(Stopwatch.nanoseconds() - t0) / 1000)
        }
        session.apply(.up(t: nil))
        (b.zoomStepMsP50, b.zoomStepMsP99, b.panStepMsP50, b.panStepMsP99) = viewSteps(&renderer, session: session, art: art)
        b.dragEvents = times.count
        b.dragEventUsP50 = Stopwatch.percentile(times, 0.5)
        b.dragEventUsP99 = Stopwatch.percentile(times, 0.99)
        b.dragEventUsMax = times.max() ?? 0
        b.cellsPerDragEvent = Double(changedCells) / Double(max(1, times.count))
        return b
    }

    /// Zoom steps through the whole ladder and back, then pan steps round a square at 4x zoom.
    private static func viewSteps(_ renderer: inout ViewRenderer, session: Session, art: LineArt)
        -> (zoomP50: Double, zoomP99: Double, panP50: Double, panP99: Double) {
        var frame = renderer.frame
        func timed(_ viewport: (ViewGeometry) -> Viewport) -> Double {
            let t0 = Stopwatch.nanoseconds()
            renderer.setViewport(viewport(renderer.geometry), canvas: session.canvas, lineArt: art)
            _ = FrameDiff.changedCells(from: frame, to: renderer.frame)
            let ms = Double(Stopwatch.nanoseconds() - t0) / 1e6
            frame = renderer.frame
            return ms
        }
        func zoomed(_ steps: Int) -> (ViewGeometry) -> Viewport {
            { g in
                let s = Viewport.step(from: g.scale, by: steps, fit: g.fitScale)
                let p = g.pagePoint(screenX: g.areaWidth / 2, screenY: g.areaHeight / 2)
                return s >= g.fitScale ? .fit : .anchored(scale: s, pageX: p.x, pageY: p.y,
                                                           atDisplayX: Double(g.areaWidth / 2) + 0.5, y: Double(g.areaHeight / 2))
            }
        }
        var zoom: [Double] = [], pan: [Double] = []
        let rungs = Viewport.ladder(fit: renderer.geometry.fitScale).count - 1
        for _ in 0..<5 {
            for _ in 0..<rungs { zoom.append(timed(zoomed(1))) }
            for _ in 0..<rungs { zoom.append(timed(zoomed(-1))) }
        }
        renderer.setViewport(.fit, canvas: session.canvas, lineArt: art)
        let quarter = Viewport.step(from: renderer.geometry.fitScale, by: 2, fit: renderer.geometry.fitScale)
        let g = renderer.geometry
        renderer.setViewport(.centred(scale: quarter, onPageX: Double(g.pageWidth) / 2, y: Double(g.pageHeight) / 2,
                                      areaWidth: g.areaWidth, areaHeight: g.areaHeight), canvas: session.canvas, lineArt: art)
        frame = renderer.frame
        let stepX = max(1, g.areaWidth / 8), stepY = max(1, g.areaHeight / 8)
        for (dx, dy) in [(1, 0), (0, 1), (-1, 0), (0, -1)] {
            for _ in 0..<25 { pan.append(timed { $0.viewport.panned(dx: dx * stepX, dy: dy * stepY, scale: $0.scale) }) }
        }
        renderer.setViewport(.fit, canvas: session.canvas, lineArt: art)
        return (Stopwatch.percentile(zoom, 0.5), Stopwatch.percentile(zoom, 0.99),
                Stopwatch.percentile(pan, 0.5), Stopwatch.percentile(pan, 0.99))
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
