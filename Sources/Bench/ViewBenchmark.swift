import ColorCore

/// In-process timings of the terminal view (release build; `bench` in doc/termcolor.1): the view
/// pyramid built at load, a full frame at a terminal size, zoom and pan steps. (One drag event
/// end to end goes through the whole app: `DragBenchmark`.)
public struct ViewBenchmark: Sendable {
    public var columns = 0, rows = 0
    /// Building the line-preserving pyramid from the canvas (once per page load).
    public var pyramidMs = 0.0
    /// A full frame of `columns x rows` cells from the pyramid (what a resize costs), median.
    public var frameMs = 0.0
    /// One zoom step (a rung of `Viewport.ladder`, in and out between fit and 8 display pixels
    /// per page pixel, around the view centre) and one pan step (an arrow key: an eighth of the
    /// view) at 4x zoom: cells re-rendered from the pyramid plus the frame diff. Milliseconds.
    public var zoomStepMsP50 = 0.0, zoomStepMsP99 = 0.0
    public var panStepMsP50 = 0.0, panStepMsP99 = 0.0

    public static func run(page: Page, finder: any RegionFinder, columns: Int = 200, rows: Int = 60,
                           runs: Int = 7, options: DisplayOptions = .standard) -> ViewBenchmark {
        var b = ViewBenchmark()
        b.columns = columns; b.rows = rows
        let session = Session(page: page, finder: finder)
        let art = finder.lineArt

        var renderer = ViewRenderer(canvas: session.canvas, lineArt: art, columns: columns, rows: rows, options: options)
        b.pyramidMs = Stopwatch.medianMilliseconds(runs: runs) {
            _ = ViewPyramid(source: session.canvas, lineArt: art)
        }
        b.frameMs = Stopwatch.medianMilliseconds(runs: runs) {
            // Alternate sizes so each run really re-fits.
            renderer.resize(canvas: session.canvas, lineArt: art, columns: columns - 1, rows: rows)
            renderer.resize(canvas: session.canvas, lineArt: art, columns: columns, rows: rows)
        } / 2

        (b.zoomStepMsP50, b.zoomStepMsP99, b.panStepMsP50, b.panStepMsP99) = viewSteps(&renderer, session: session, art: art)
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
                let ax = Double(g.areaWidth / 2) + 0.5, ay = Double(g.areaHeight / 2)
                let p = g.pagePoint(displayX: ax, displayY: ay)
                if s >= g.fitScale { return .fit }
                return g.anchored(scale: s, pageX: p.x, pageY: p.y, atDisplayX: ax, y: ay)
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
        renderer.setViewport(g.centred(scale: quarter, onPageX: Double(g.pageWidth) / 2, y: Double(g.pageHeight) / 2),
                             canvas: session.canvas, lineArt: art)
        frame = renderer.frame
        let stepX = max(1, g.areaWidth / 8), stepY = max(1, g.areaHeight / 8)
        for (dx, dy) in [(1, 0), (0, 1), (-1, 0), (0, -1)] {
            for _ in 0..<25 { pan.append(timed { $0.panned(dx: dx * stepX, dy: dy * stepY) }) }
        }
        renderer.setViewport(.fit, canvas: session.canvas, lineArt: art)
        return (Stopwatch.percentile(zoom, 0.5), Stopwatch.percentile(zoom, 0.99),
                Stopwatch.percentile(pan, 0.5), Stopwatch.percentile(pan, 0.99))
    }
}
