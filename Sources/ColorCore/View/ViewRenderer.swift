/// Turns the page into the cells of the view area, and keeps them current: a full render when the
/// terminal size or the view changes, and per paint only the cells above the dirty page rectangle.
/// The frame covers the whole terminal; the reserved rows at the bottom are left blank for the
/// palette bar and status line. This is the one renderer behind the interactive screen,
/// `snapshot` and the benchmarks.
///
/// Per display pixel (`ViewGeometry`): the box average, in linear light, of its page pixels
/// (`SampleTaps` and `RowSampler` over a `ViewPyramid` level), so a line shows as dark as the
/// share of the pixel it covers; then `DisplayFinish` keeps thin lines visible and crisp. Per
/// cell: the display pixels become two colours and a glyph (`CellFit`), then cell colours at the
/// screen's depth (the nearest xterm colour in OKLab, or exact 24-bit colour).
public struct ViewRenderer: Sendable {
    /// Colour of the letterbox around the page.
    public static let letterbox: UInt8 = 236
    static let letterboxRGB = XtermPalette.rgb(Int(letterbox))
    /// The least share of a display pixel a line pixel in it is shown to cover (linear light):
    /// 0.15 shows black line on white paper as sRGB 237, just darker than the lightest grey of the
    /// xterm ramp (238), so a thin line is visible at either colour depth.
    public static let minimumLineCoverage: Float = 0.15
    /// The box filter reads a pyramid level up to two finer than the display pixels, the finest
    /// whose pixels in the window stay within `levelPixelBudget`. Two finer puts the filter's
    /// edges within a quarter to an eighth of a display pixel of exact (mean SSIM over the test
    /// pages at 200x60, half blocks, no other change: 0.707, 0.727, 0.733, 0.734 for 0 to 3
    /// finer); the budget keeps a full frame of a large page fast (a 4096-pixel page: one finer in
    /// half blocks, none in sextants).
    static let levelPixelBudget = 250_000

    public private(set) var geometry: ViewGeometry
    public private(set) var pyramid: ViewPyramid
    public internal(set) var frame: CellFrame
    public let options: DisplayOptions
    /// The pyramid level the view reads, and the taps that read it.
    var level = 0
    var columnTaps = SampleTaps(), rowTaps = SampleTaps()
    /// Per band of a render (`renderCells`): its scratch space, reused between renders.
    var scratch: [RenderScratch] = [RenderScratch()]
    /// Paper cells drawn at once and renders in bands (off: every display pixel sampled and
    /// finished, on one thread; tests compare the two).
    var shortcuts = true
    /// The open stroke's tip, blended into the display pixels it reaches (`showTip`).
    var tip = TipOverlay()

    /// While the line art is hidden (`v`): a line-art map with no lines, so the pyramid is built
    /// from the paint layer alone.
    private var paintOnlyArt: LineArt?
    public var showsLineArt: Bool { paintOnlyArt == nil }

    /// What the view reads: the canvas with its line art or, while the line art is hidden, the
    /// paint alone with a line art of no lines. Every entry point below takes the canvas and
    /// line art through here, so that the generic work is specialised for one concrete source.
    private func shownLayers(_ canvas: Canvas, _ lineArt: LineArt) -> (source: ShownCanvas, lineArt: LineArt) {
        (ShownCanvas(canvas: canvas, paintOnly: paintOnlyArt != nil), paintOnlyArt ?? lineArt)
    }

    /// `pyramid`: one already built from the canvas's page (`ViewPyramid(source:lineArt:)` of its
    /// `PageLayers`, while nothing is painted yet); nil builds it here.
    public init(canvas: Canvas, lineArt: LineArt, pyramid: ViewPyramid? = nil, columns: Int, rows: Int,
                options: DisplayOptions = .standard) {
        precondition(pyramid.map { $0.width == canvas.width && $0.height == canvas.height } ?? true)
        self.init(source: ShownCanvas(canvas: canvas, paintOnly: false), lineArt: lineArt, pyramid: pyramid,
                  columns: columns, rows: rows, options: options)
    }
    public mutating func resize(canvas: Canvas, lineArt: LineArt, columns: Int, rows: Int) {
        let shown = shownLayers(canvas, lineArt)
        resize(source: shown.source, lineArt: shown.lineArt, columns: columns, rows: rows)
    }
    @discardableResult
    public mutating func pageChanged(canvas: Canvas, lineArt: LineArt, dirty: Rect) -> Rect {
        let shown = shownLayers(canvas, lineArt)
        return pageChanged(source: shown.source, lineArt: shown.lineArt, dirty: [dirty])
    }
    /// The page changed inside the rectangles `dirty` (an edit's parts, far apart or not).
    public mutating func pageChanged(canvas: Canvas, lineArt: LineArt, dirty: [Rect]) {
        let shown = shownLayers(canvas, lineArt)
        pageChanged(source: shown.source, lineArt: shown.lineArt, dirty: dirty)
    }
    /// Shows the open stroke's tip over the page (nil: none): re-renders the cells that showed
    /// the last tip and those that show this one. Called after every edit (`pageChanged`), since
    /// the tip blends over the paint under it.
    public mutating func showTip(_ tip: StrokeTip?, canvas: Canvas, lineArt: LineArt) {
        let old = self.tip.rect
        self.tip = tip.map { TipOverlay($0, geometry: geometry, canvas: canvas, paintOnly: !showsLineArt) } ?? TipOverlay()
        guard !old.isEmpty || !self.tip.rect.isEmpty else { return }
        let cells = GridCover(covering: [geometry.cells(showing: old), geometry.cells(showing: self.tip.rect)], side: 2,
                              within: Rect(x: 0, y: 0, width: geometry.columns, height: geometry.viewRows)).rects
        let shown = shownLayers(canvas, lineArt)
        for c in cells { renderCells(source: shown.source, lineArt: shown.lineArt, c) }
    }
    /// Shows another part of the page: re-renders the view's cells from the pyramid level
    /// nearest the new scale (the page is never resampled); the presenter's diff then writes
    /// only the cells that changed. Returns whether the view moved.
    @discardableResult
    public mutating func setViewport(_ viewport: Viewport, canvas: Canvas, lineArt: LineArt) -> Bool {
        let g = ViewGeometry(pageWidth: pyramid.width, pageHeight: pyramid.height, columns: geometry.columns,
                             rows: geometry.rows, viewport: viewport, glyphs: options.glyphs,
                             cellShape: options.cellShape)
        guard g != geometry else { return false }
        let old = geometry
        geometry = g
        let shown = shownLayers(canvas, lineArt)
        if !pan(source: shown.source, lineArt: shown.lineArt, from: old) { refit(source: shown.source, lineArt: shown.lineArt) }
        return true
    }
    /// Shows or hides the line art: rebuilds the pyramid from the layers now shown (one pass over
    /// the page, only when toggled).
    public mutating func setLineArtShown(_ shown: Bool, canvas: Canvas, lineArt: LineArt) {
        guard shown != showsLineArt else { return }
        paintOnlyArt = shown ? nil : LineArt(width: lineArt.width, height: lineArt.height,
                                             darkness: [UInt8](repeating: 0, count: lineArt.width * lineArt.height))
        let layers = shownLayers(canvas, lineArt)
        pyramid = ViewPyramid(source: layers.source, lineArt: layers.lineArt)
        refit(source: layers.source, lineArt: layers.lineArt)
    }

    init<S: ViewPixelSource>(source: S, lineArt: LineArt, pyramid: ViewPyramid? = nil, columns: Int, rows: Int,
                             options: DisplayOptions = .standard) {
        self.options = options
        self.pyramid = pyramid ?? ViewPyramid(source: source, lineArt: lineArt)
        geometry = ViewGeometry(pageWidth: source.width, pageHeight: source.height, columns: columns, rows: rows,
                                glyphs: options.glyphs, cellShape: options.cellShape)
        frame = CellFrame(columns: 0, rows: 0)
        resize(source: source, lineArt: lineArt, columns: columns, rows: rows)
    }

    /// The cell colour of the letterbox at this colour depth.
    public var letterboxColour: CellColour {
        let c = Self.letterboxRGB
        switch options.colours {
        case .truecolor: return .rgb(c.r, c.g, c.b)
        case .palette256: return CellColour(Self.letterbox)
        case .ansi16, .ansi8: return options.colours.colour(RGB(r: c.r, g: c.g, b: c.b))
        }
    }

    /// Re-fits the page to a new terminal size (keeping the zoom and pan) and renders every cell.
    mutating func resize<S: ViewPixelSource>(source: S, lineArt: LineArt, columns: Int, rows: Int) {
        geometry = ViewGeometry(pageWidth: pyramid.width, pageHeight: pyramid.height, columns: columns, rows: rows,
                                viewport: geometry.viewport, glyphs: options.glyphs, cellShape: options.cellShape)
        frame = CellFrame(columns: geometry.columns, rows: geometry.rows,
                          fill: Cell(glyph: " ", fg: letterboxColour, bg: letterboxColour))
        refit(source: source, lineArt: lineArt)
    }

    /// After the geometry changed: the level and taps for it, then every cell of the view.
    mutating func refit<S: ViewPixelSource>(source: S, lineArt: LineArt) {
        // A tip is kept in display pixels: gone with them, until the stroke's next report.
        tip = TipOverlay()
        level = Self.level(for: geometry, in: pyramid)
        columnTaps = SampleTaps(axis: geometry.x, level: level, page: pyramid.width)
        rowTaps = SampleTaps(axis: geometry.y, level: level, page: pyramid.height)
        renderCells(source: source, lineArt: lineArt, Rect(x: 0, y: 0, width: geometry.columns, height: geometry.viewRows))
    }

    static func level(for g: ViewGeometry, in pyramid: ViewPyramid) -> Int {
        let finest = pyramid.level(forScale: min(g.scaleX, g.scaleY)), w = g.window
        for k in max(0, finest - 2)..<finest {
            let pixels = ((w.width + (1 << k) - 1) >> k) * ((w.height + (1 << k) - 1) >> k)
            if pixels <= levelPixelBudget { return k }
        }
        return finest
    }

    /// The page changed inside the rectangles `dirty` (page pixels): updates the pyramid there and
    /// re-renders the cells that show them, each cell once. Returns the union of those cells
    /// (columns, rows), empty when none.
    @discardableResult
    mutating func pageChanged<S: ViewPixelSource>(source: S, lineArt: LineArt, dirty: [Rect]) -> Rect {
        var shown: [Rect] = []
        for d in dirty where !d.isEmpty {
            pyramid.update(source: source, lineArt: lineArt, dirty: d)
            // A display pixel reads whole level pixels, which reach past its own page pixels.
            let k = level, size = 1 << k
            func down(_ v: Int) -> Int { (v >> k) << k }
            let reach = Rect(minX: down(d.x), minY: down(d.y), maxX: down(d.maxX - 1) + size - 1, maxY: down(d.maxY - 1) + size - 1)
            shown.append(geometry.cells(showing: geometry.displayRect(covering: reach)))
        }
        // Cells in squares of two, each rendered once: rectangles around the parts' cells
        // overlap, and merged until they do not they could span the view.
        let cells = GridCover(covering: shown, side: 2, within: Rect(x: 0, y: 0, width: geometry.columns, height: geometry.viewRows)).rects
        for c in cells { renderCells(source: source, lineArt: lineArt, c) }
        return cells.reduce(Rect.empty) { $0.union($1) }
    }
}
