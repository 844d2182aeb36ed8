import ColorCore

/// What a zoom, pan or line-art key asks of the view.
enum ViewAction: Equatable, Sendable {
    case zoomIn, zoomOut, fitPage
    /// Pan by an eighth of the view: -1, 0 or 1 per axis.
    case pan(dx: Int, dy: Int)
    case toggleLineArt
}

/// The page as the screen shows it: the renderer (zoom, pan, the line art shown or hidden), the
/// stroke tip and when it is drawn, and the open stroke's region outline.
struct ColoringViewport: Sendable {
    /// When the stroke tip is drawn: at once, or, inside a batch of input (`AppEvent.batch`), at
    /// the batch's end; `stale`: it changed since it was last drawn.
    enum TipTiming: Equatable, Sendable { case now, atBatchEnd(stale: Bool) }

    /// What a view action or change did: whether the view moved (the screen then brings the
    /// pointer and the stroke along) and what the status line says.
    struct Reply: Equatable, Sendable {
        var moved = false
        var message: String?
    }

    private(set) var renderer: ViewRenderer
    /// The lines drawn: gap-closing bridges stop strokes, they are not drawn.
    let lineArt: LineArt
    private(set) var tipTiming = TipTiming.now
    /// The open stroke's region outline on screen (kept current by `ColoringScreen.handle`).
    private(set) var outline = RegionOutline()

    init(renderer: ViewRenderer, lineArt: LineArt) {
        self.renderer = renderer
        self.lineArt = lineArt
    }

    var geometry: ViewGeometry { renderer.geometry }

    /// Display pixels an arrow key pans: an eighth of the view.
    var panStep: (x: Int, y: Int) { (max(1, geometry.areaWidth / 8), max(1, geometry.areaHeight / 8)) }

    mutating func handle(_ action: ViewAction, session: inout Session) -> Reply {
        let g = geometry
        switch action {
        case .zoomIn, .zoomOut:
            return zoom(by: action == .zoomIn ? 1 : -1, displayX: Double(g.areaWidth / 2) + 0.5,
                        displayY: Double(g.areaHeight / 2), canvas: session.canvas)
        case .fitPage:
            return Reply(moved: setViewport(.fit, canvas: session.canvas))
        case .pan(let dx, let dy):
            return Reply(moved: setViewport(g.panned(dx: dx * panStep.x, dy: dy * panStep.y), canvas: session.canvas))
        case .toggleLineArt:
            // While it is hidden the view shows the paint alone, which the session then keeps.
            session.keepPaintAlone(renderer.showsLineArt)
            renderer.setLineArtShown(!renderer.showsLineArt, canvas: session.canvas, lineArt: lineArt)
            showTip(of: session)
            return Reply(message: renderer.showsLineArt ? "line art shown"
                                                        : "line art hidden: paint only (v shows it; the saved picture keeps it)")
        }
    }

    /// Zooms `steps` rungs around screen display position (`displayX`, `displayY`): the page
    /// point there stays there (to within a display pixel, and unless a page edge stops it).
    mutating func zoom(by steps: Int, displayX: Double, displayY: Double, canvas: Canvas) -> Reply {
        let g = geometry
        let scale = Viewport.step(from: g.scale, by: steps, fit: g.fitScale)
        guard scale != g.scale else { return Reply(message: steps > 0 ? "closest zoom" : "whole page shown") }
        if scale >= g.fitScale { return Reply(moved: setViewport(.fit, canvas: canvas)) }
        let p = g.pagePoint(displayX: displayX, displayY: displayY)
        return Reply(moved: setViewport(g.anchored(scale: scale, pageX: p.x, pageY: p.y, atDisplayX: displayX, y: displayY),
                                        canvas: canvas))
    }

    /// Shows `viewport`; whether the view moved.
    mutating func setViewport(_ viewport: Viewport, canvas: Canvas) -> Bool {
        renderer.setViewport(viewport, canvas: canvas, lineArt: lineArt)
    }

    mutating func resize(columns: Int, rows: Int, canvas: Canvas) {
        renderer.resize(canvas: canvas, lineArt: lineArt, columns: columns, rows: rows)
    }

    /// The page laid out in cells of `shape` from now on: the view is built again for it (the whole
    /// page shown), the line art hidden still if it was.
    mutating func setCellShape(_ shape: CellShape, canvas: Canvas) {
        guard shape != renderer.options.cellShape else { return }
        var options = renderer.options
        options.cellShape = shape
        let g = geometry
        var rebuilt = ViewRenderer(canvas: canvas, lineArt: lineArt, columns: g.columns, rows: g.rows, options: options)
        if !renderer.showsLineArt { rebuilt.setLineArtShown(false, canvas: canvas, lineArt: lineArt) }
        renderer = rebuilt
    }

    /// The page changed inside `parts`.
    mutating func pageChanged(_ parts: [Rect], canvas: Canvas) {
        renderer.pageChanged(canvas: canvas, lineArt: lineArt, dirty: parts)
    }

    /// Shows the session's stroke tip over the view, now or, inside a batch of input, at its end.
    mutating func showTip(of session: Session) {
        if case .atBatchEnd = tipTiming { tipTiming = .atBatchEnd(stale: true); return }
        renderer.showTip(session.tip, canvas: session.canvas, lineArt: lineArt)
    }

    /// A batch of input begins or ends: the tip waits for its end, then is drawn if it changed.
    mutating func batch(begins: Bool, session: Session) {
        if begins {
            if tipTiming == .now { tipTiming = .atBatchEnd(stale: false) }
            return
        }
        let stale = tipTiming == .atBatchEnd(stale: true)
        tipTiming = .now
        if stale { showTip(of: session) }
    }

    mutating func updateOutline(of mask: PaintMask?) {
        outline.update(mask: mask, geometry: geometry)
    }

    var zoomText: String {
        let g = geometry
        if g.isFit { return "fit" }
        let z = g.zoom
        return "zoom " + (z >= 10 ? "\(Int(z.rounded()))x" : "\(StatusLine.formatCells(z))x")
    }

    /// The view: the page, and the open stroke's region outlined (`mask`, nil with none open).
    func frame(openStroke mask: PaintMask?) -> CellFrame {
        var f = renderer.frame
        if let mask { RegionHighlight.draw(outline.points(for: mask, geometry: geometry), into: &f, geometry: geometry) }
        return f
    }
}
