import Dispatch

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
    public private(set) var frame: CellFrame
    public let options: DisplayOptions
    private var level = 0
    private var columnTaps = SampleTaps(), rowTaps = SampleTaps()
    /// Per band of a render (`renderCells`): its scratch space, reused between renders.
    private var scratch: [RenderScratch] = [RenderScratch()]
    /// Paper cells drawn at once and renders in bands (off: every display pixel sampled and
    /// finished, on one thread; tests compare the two).
    var shortcuts = true
    /// The open stroke's tip, blended into the display pixels it reaches (`showTip`).
    private var tip = TipOverlay()

    /// While the line art is hidden (`v`): a line-art map with no lines, so the pyramid is built
    /// from the paint layer alone.
    private var paintOnlyArt: LineArt?
    public var showsLineArt: Bool { paintOnlyArt == nil }

    // Concrete entry points for the two sources, so the per-pixel reads are specialised here
    // rather than going through a witness table from another module. Each picks the paint layer
    // alone while the line art is hidden.
    /// `pyramid`: one already built from the canvas's page (`ViewPyramid(source:lineArt:)` of its
    /// `PageLayers`, while nothing is painted yet); nil builds it here.
    public init(canvas: Canvas, lineArt: LineArt, pyramid: ViewPyramid? = nil, columns: Int, rows: Int,
                options: DisplayOptions = .standard) {
        precondition(pyramid.map { $0.width == canvas.width && $0.height == canvas.height } ?? true)
        self.init(source: canvas, lineArt: lineArt, pyramid: pyramid, columns: columns, rows: rows, options: options)
    }
    public mutating func resize(canvas: Canvas, lineArt: LineArt, columns: Int, rows: Int) {
        if let art = paintOnlyArt {
            resize(source: PaintLayer(canvas: canvas), lineArt: art, columns: columns, rows: rows)
        } else {
            resize(source: canvas, lineArt: lineArt, columns: columns, rows: rows)
        }
    }
    @discardableResult
    public mutating func pageChanged(canvas: Canvas, lineArt: LineArt, dirty: Rect) -> Rect {
        if let art = paintOnlyArt { return pageChanged(source: PaintLayer(canvas: canvas), lineArt: art, dirty: [dirty]) }
        return pageChanged(source: canvas, lineArt: lineArt, dirty: [dirty])
    }
    /// The page changed inside the rectangles `dirty` (an edit's parts, far apart or not).
    public mutating func pageChanged(canvas: Canvas, lineArt: LineArt, dirty: [Rect]) {
        if let art = paintOnlyArt {
            pageChanged(source: PaintLayer(canvas: canvas), lineArt: art, dirty: dirty)
        } else {
            pageChanged(source: canvas, lineArt: lineArt, dirty: dirty)
        }
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
        for c in cells {
            if let art = paintOnlyArt {
                renderCells(source: PaintLayer(canvas: canvas), lineArt: art, c)
            } else {
                renderCells(source: canvas, lineArt: lineArt, c)
            }
        }
    }
    /// Shows another part of the page: re-renders the view's cells from the pyramid level
    /// nearest the new scale (the page is never resampled); the presenter's diff then writes
    /// only the cells that changed. Returns whether the view moved.
    @discardableResult
    public mutating func setViewport(_ viewport: Viewport, canvas: Canvas, lineArt: LineArt) -> Bool {
        let g = ViewGeometry(pageWidth: pyramid.width, pageHeight: pyramid.height, columns: geometry.columns,
                             rows: geometry.rows, viewport: viewport, glyphs: options.glyphs)
        guard g != geometry else { return false }
        let old = geometry
        geometry = g
        if let art = paintOnlyArt {
            moved(source: PaintLayer(canvas: canvas), lineArt: art, from: old)
        } else {
            moved(source: canvas, lineArt: lineArt, from: old)
        }
        return true
    }

    /// After the view moved from `old`: a pan by whole cells keeps what it can (`pan`), anything
    /// else renders every cell.
    private mutating func moved<S: ViewPixelSource>(source: S, lineArt: LineArt, from old: ViewGeometry) {
        if !pan(source: source, lineArt: lineArt, from: old) { refit(source: source, lineArt: lineArt) }
    }

    /// After a pan by whole cells at the same scale (an arrow key): the cells that show the same
    /// page pixels as before, two cells or more inside the window's edges on both sides of the
    /// move (at the edges the taps and the finish see the window end), are moved, not rendered;
    /// the rest, and the cells of the last stroke tip, are rendered. False when the view did not
    /// pan so (nothing done).
    private mutating func pan<S: ViewPixelSource>(source: S, lineArt: LineArt, from old: ViewGeometry) -> Bool {
        let g = geometry, (cx, cy) = g.cellPixels
        guard shortcuts, old.columns == g.columns, old.rows == g.rows, old.glyphs == g.glyphs,
              old.x.scale == g.x.scale, old.y.scale == g.y.scale, old.x.count == g.x.count, old.y.count == g.y.count,
              old.x.origin == g.x.origin, old.y.origin == g.y.origin,
              Self.level(for: g, in: pyramid) == level else { return false }
        let sx = g.x.offset - old.x.offset, sy = g.y.offset - old.y.offset
        guard sx % cx == 0, sy % cy == 0 else { return false }
        let dc = sx / cx, dr = sy / cy
        // The cells (new positions) whose content stays: inside by two cells before and after.
        let margin = 2
        let lo = (x: g.x.origin / cx + margin, y: g.y.origin / cy + margin)
        let hi = (x: (g.x.origin + g.x.count) / cx - margin, y: (g.y.origin + g.y.count) / cy - margin)
        let kept = Rect(minX: max(lo.x, lo.x - dc), minY: max(lo.y, lo.y - dr),
                        maxX: min(hi.x, hi.x - dc) - 1, maxY: min(hi.y, hi.y - dr) - 1)
        guard !kept.isEmpty else { return false }
        let oldTip = old.cells(showing: tip.rect)
        tip = TipOverlay()
        columnTaps = SampleTaps(axis: g.x, level: level, page: pyramid.width)
        rowTaps = SampleTaps(axis: g.y, level: level, page: pyramid.height)
        let columns = frame.columns, before = frame.cells
        frame.cells.withUnsafeMutableBufferPointer { cells in
            for r in kept.y..<kept.maxY {
                for c in kept.x..<kept.maxX { cells[r * columns + c] = before[(r + dr) * columns + c + dc] }
            }
        }
        let view = Rect(x: 0, y: 0, width: g.columns, height: g.viewRows)
        let strips = [Rect(x: 0, y: 0, width: view.width, height: kept.y),
                      Rect(minX: 0, minY: kept.maxY, maxX: view.maxX - 1, maxY: view.maxY - 1),
                      Rect(minX: 0, minY: kept.y, maxX: kept.x - 1, maxY: kept.maxY - 1),
                      Rect(minX: kept.maxX, minY: kept.y, maxX: view.maxX - 1, maxY: kept.maxY - 1),
                      Rect(x: oldTip.x - dc, y: oldTip.y - dr, width: oldTip.width, height: oldTip.height).intersection(kept)]
        for strip in strips where !strip.isEmpty { renderCells(source: source, lineArt: lineArt, strip.intersection(view)) }
        return true
    }
    /// Shows or hides the line art: rebuilds the pyramid from the layers now shown (one pass over
    /// the page, only when toggled).
    public mutating func setLineArtShown(_ shown: Bool, canvas: Canvas, lineArt: LineArt) {
        guard shown != showsLineArt else { return }
        if shown {
            paintOnlyArt = nil
            pyramid = ViewPyramid(source: canvas, lineArt: lineArt)
            refit(source: canvas, lineArt: lineArt)
        } else {
            let art = LineArt(width: lineArt.width, height: lineArt.height,
                              darkness: [UInt8](repeating: 0, count: lineArt.width * lineArt.height))
            paintOnlyArt = art
            pyramid = ViewPyramid(source: PaintLayer(canvas: canvas), lineArt: art)
            refit(source: PaintLayer(canvas: canvas), lineArt: art)
        }
    }

    init<S: ViewPixelSource>(source: S, lineArt: LineArt, pyramid: ViewPyramid? = nil, columns: Int, rows: Int,
                             options: DisplayOptions = .standard) {
        self.options = options
        self.pyramid = pyramid ?? ViewPyramid(source: source, lineArt: lineArt)
        geometry = ViewGeometry(pageWidth: source.width, pageHeight: source.height, columns: columns, rows: rows,
                                glyphs: options.glyphs)
        frame = CellFrame(columns: 0, rows: 0)
        resize(source: source, lineArt: lineArt, columns: columns, rows: rows)
    }

    /// The cell colour of the letterbox at this colour depth.
    public var letterboxColour: CellColour {
        let c = Self.letterboxRGB
        return options.colours == .truecolor ? .rgb(c.r, c.g, c.b) : CellColour(Self.letterbox)
    }

    /// Re-fits the page to a new terminal size (keeping the zoom and pan) and renders every cell.
    mutating func resize<S: ViewPixelSource>(source: S, lineArt: LineArt, columns: Int, rows: Int) {
        geometry = ViewGeometry(pageWidth: pyramid.width, pageHeight: pyramid.height, columns: columns, rows: rows,
                                viewport: geometry.viewport, glyphs: options.glyphs)
        frame = CellFrame(columns: geometry.columns, rows: geometry.rows,
                          fill: Cell(glyph: " ", fg: letterboxColour, bg: letterboxColour))
        refit(source: source, lineArt: lineArt)
    }

    /// After the geometry changed: the level and taps for it, then every cell of the view.
    private mutating func refit<S: ViewPixelSource>(source: S, lineArt: LineArt) {
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

    /// Renders the cells of `cells` (terminal columns/rows inside the view area): in bands of
    /// cell rows on every core when there is enough work, each band with its own scratch space
    /// (the cells of each band do not depend on the split: `ViewBandsTests`).
    private mutating func renderCells<S: ViewPixelSource>(source: S, lineArt: LineArt, _ cells: Rect) {
        guard !cells.isEmpty else { return }
        let mode = options.glyphs
        let (cx, cy) = mode.cellPixels
        let g = geometry
        let shown = Self.shown(cells, cell: (cx, cy), geometry: g)
        let paper = shortcuts && !shown.isEmpty ? paperCells(cells, cell: (cx, cy), shown: shown) : PaperCells(none: cells)
        let work = cells.area * mode.pixelsPerCell
        let bandCount = shortcuts && work >= Self.parallelWork ? min(ParallelRows.cores * 2, cells.height) : 1
        if scratch.count < bandCount { scratch += (scratch.count..<bandCount).map { _ in RenderScratch() } }
        // Written through pointers: the frame's cells and the scratch space, moved out of `self`
        // meanwhile so that nothing copies them.
        var out = frame.cells, scratch = self.scratch
        frame.cells = []; self.scratch = []
        defer { frame.cells = out; self.scratch = scratch }
        let me = self
        out.withUnsafeMutableBufferPointer { out in
            scratch.withUnsafeMutableBufferPointer { scratch in
                if bandCount == 1 {
                    me.renderBand(source: source, lineArt: lineArt, cells, paper: paper, into: out.baseAddress!, scratch: &scratch[0])
                    return
                }
                let per = (cells.height + bandCount - 1) / bandCount
                let shared = Unshared((me, source, lineArt, paper, SharedPointer(out), SharedPointer(scratch)))
                DispatchQueue.concurrentPerform(iterations: bandCount) { i in
                    let (me, source, lineArt, paper, out, scratch) = shared.value
                    let lo = cells.y + i * per, hi = min(cells.maxY, lo + per)
                    guard lo < hi else { return }
                    me.renderBand(source: source, lineArt: lineArt, Rect(x: cells.x, y: lo, width: cells.width, height: hi - lo),
                                  paper: paper, into: out.base, scratch: &scratch.base[i])
                }
            }
        }
    }

    /// Below this many display pixels a render stays on one thread: handing work to another
    /// costs tens of microseconds.
    static let parallelWork = 8192

    /// The window's display pixels that `cells` show.
    private static func shown(_ cells: Rect, cell: (x: Int, y: Int), geometry g: ViewGeometry) -> Rect {
        Rect(minX: cells.x * cell.x - g.originX, minY: cells.y * cell.y - g.originY,
             maxX: cells.maxX * cell.x - 1 - g.originX, maxY: cells.maxY * cell.y - 1 - g.originY)
            .intersection(Rect(x: 0, y: 0, width: g.displayWidth, height: g.displayHeight))
    }

    /// Renders the cells of `cells` into `out` (the frame's cells), with `scratch`; `paper` knows
    /// the paper cells of a rectangle holding `cells`.
    private func renderBand<S: ViewPixelSource>(source: S, lineArt: LineArt, _ cells: Rect, paper: PaperCells,
                                                into out: UnsafeMutablePointer<Cell>, scratch: inout RenderScratch) {
        let g = geometry, mode = options.glyphs
        let (cx, cy) = mode.cellPixels
        // The window's display pixels these cells show, and one more around them for the finish.
        let shown = Self.shown(cells, cell: (cx, cy), geometry: g)
        if !shown.isEmpty {
            let read = Rect(minX: shown.x - 1, minY: shown.y - 1, maxX: shown.maxX, maxY: shown.maxY)
                .intersection(Rect(x: 0, y: 0, width: g.displayWidth, height: g.displayHeight))
            scratch.image.reset(read)
            // Scratch for the level columns a whole row reads.
            let levelColumns = Int(columnTaps.first[read.maxX - 1]) + Int(columnTaps.count[read.maxX - 1]) - Int(columnTaps.first[read.x])
            scratch.reserve(levelColumns: levelColumns)
            // Most display rows are read by their own cell row alone: their runs are the last row's.
            var runs = scratch.runs, runsFor: ClosedRange<Int>? = nil
            for dy in read.y..<read.maxY {
                guard let rows = paper.rowsReading(dy: dy, cell: (cx, cy), geometry: g) else { continue }
                if rows != runsFor {
                    paper.runs(rows: rows, cell: (cx, cy), geometry: g, read: read, into: &runs)
                    runsFor = rows
                }
                if !runs.isEmpty { sampleRow(source: source, lineArt: lineArt, dy: dy, runs: runs, scratch: &scratch) }
            }
            scratch.runs = runs
            tip.apply(to: &scratch.image)
        }
        let box = Self.letterboxRGB
        let letterbox = UInt32(box.r) | UInt32(box.g) << 8 | UInt32(box.b) << 16
        let finish = DisplayFinish(floor: Self.minimumLineCoverage, glyphs: mode, linesFinished: options.finishesLines)
        let depth = options.colours, columns = frame.columns
        let image = scratch.image
        var quantizer = scratch.quantizer
        scratch.quantizer = PaletteQuantizer.none
        defer { scratch.quantizer = quantizer }
        // A cell row's display pixels, finished a run of cells at a time (`DisplayFinish.row`).
        let stride = max(0, shown.width)
        if scratch.finished.count < stride * cy { scratch.finished = [UInt32](repeating: 0, count: stride * cy) }
        let byRows = shortcuts
        image.light.withUnsafeBufferPointer { light in
            image.flags.withUnsafeBufferPointer { flags in
                LinearLight.toByte.withUnsafeBufferPointer { toByte in
                  scratch.finished.withUnsafeMutableBufferPointer { finished in
                    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: mode.pixelsPerCell) { cell in
                        let cell = cell.baseAddress!, light = light.baseAddress!, flags = flags.baseAddress!
                        let toByte = toByte.baseAddress!, finished = finished.baseAddress!
                        // The two cells most of a frame is: plain paper (a page is mostly
                        // unpainted paper) and letterbox, encoded once.
                        func uniform(_ colour: UInt32) -> Cell {
                            for i in 0..<mode.pixelsPerCell { cell[i] = colour }
                            return Self.encode(cell, mode: mode, depth: depth, &quantizer)
                        }
                        let paperCell = uniform(0x00ff_ffff), letterboxCell = uniform(letterbox)
                        let rect = image.rect
                        // Plain paper shows white whatever its neighbours (`DisplayFinish`): a
                        // cell of only plain paper is the paper cell.
                        func plainPaper(_ x0: Int, _ y0: Int) -> Bool {
                            var all = DisplayImage.plainPaper
                            for sub in 0..<cy {
                                let row = flags + (y0 + sub - rect.y) * rect.width + x0 - rect.x
                                for i in 0..<cx { all &= row[i] }
                            }
                            return all != 0
                        }
                        for r in cells.y..<cells.maxY {
                            let y0 = r * cy - g.originY
                            let rowInside = y0 >= shown.y && y0 + cy <= shown.maxY
                            var c = cells.x
                            while c < cells.maxX {
                                if paper.isPaper(column: c, row: r) { out[r * columns + c] = paperCell; c += 1; continue }
                                let x0 = c * cx - g.originX
                                let inside = rowInside && x0 >= shown.x && x0 + cx <= shown.maxX
                                if inside && byRows {
                                    // The run of cells from here that are inside, not paper cells
                                    // and not plain paper: finished row by row, then fitted.
                                    var end = c
                                    while end < cells.maxX && !paper.isPaper(column: end, row: r)
                                            && (end + 1) * cx - g.originX <= shown.maxX && !plainPaper(end * cx - g.originX, y0) {
                                        end += 1
                                    }
                                    if end == c { out[r * columns + c] = paperCell; c += 1; continue }
                                    let x1 = end * cx - g.originX
                                    for sub in 0..<cy {
                                        finish.row(light, flags, rect: rect, y: y0 + sub, x: x0..<x1, toByte: toByte,
                                                   into: finished + sub * stride)
                                    }
                                    for k in c..<end {
                                        let at = (k - c) * cx
                                        for sub in 0..<cy {
                                            for i in 0..<cx { cell[sub * cx + i] = finished[sub * stride + at + i] }
                                        }
                                        out[r * columns + k] = Self.encode(cell, mode: mode, depth: depth, &quantizer)
                                    }
                                    c = end
                                    continue
                                }
                                if inside {
                                    if plainPaper(x0, y0) { out[r * columns + c] = paperCell; c += 1; continue }
                                    for sub in 0..<cy {
                                        for i in 0..<cx {
                                            cell[sub * cx + i] = finish.colour(light, flags, rect: rect, x0 + i, y0 + sub, toByte: toByte)
                                        }
                                    }
                                } else if x0 >= shown.maxX || x0 + cx <= shown.x || y0 >= shown.maxY || y0 + cy <= shown.y {
                                    out[r * columns + c] = letterboxCell
                                    c += 1
                                    continue
                                } else {
                                    for sub in 0..<cy {
                                        for i in 0..<cx {
                                            let dx = x0 + i, dy = y0 + sub
                                            cell[sub * cx + i] = shown.contains(dx, dy)
                                                ? finish.colour(light, flags, rect: rect, dx, dy, toByte: toByte)
                                                : letterbox
                                        }
                                    }
                                }
                                out[r * columns + c] = Self.encode(cell, mode: mode, depth: depth, &quantizer)
                                c += 1
                            }
                        }
                    }
                  }
                }
            }
        }
    }

    /// One cell from its display pixels (packed sRGB).
    @inline(__always)
    private static func encode(_ px: UnsafeMutablePointer<UInt32>, mode: GlyphMode, depth: ColourDepth,
                               _ quantizer: inout PaletteQuantizer) -> Cell {
        if mode == .half {
            return Cell.halfBlock(upper: depth.colour(packed: px[0], &quantizer), lower: depth.colour(packed: px[1], &quantizer))
        }
        let fit = mode == .mixed ? MixedCellFit.fit(px) : CellFit.fit(px, count: mode.pixelsPerCell)
        return Cell.block(mode, pattern: fit.pattern, ink: depth.colour(packed: fit.ink, &quantizer),
                          paper: depth.colour(packed: fit.paper, &quantizer))
    }

    /// The coarse level `RowSampler` tells paper from (three up from the level read, or the
    /// coarsest stored), nil when there is none coarser.
    private var coarseLevel: Int? {
        let k = min(pyramid.levelCount - 1, level + 3)
        return k > level && k >= 2 ? k : nil
    }

    /// The cells of `cells` that show only paper, from the coarse level.
    private func paperCells(_ cells: Rect, cell: (x: Int, y: Int), shown: Rect) -> PaperCells {
        guard let k = coarseLevel else { return PaperCells(none: cells) }
        let pyramid = self.pyramid
        return pyramid.levels[k - 2].withUnsafeBufferPointer { px in
            PaperCells(cells: cells, cell: cell, geometry: geometry, shown: shown, excluded: tip.rect,
                       columns: columnTaps, rows: rowTaps,
                       coarse: RowSampler.Coarse(reader: LevelReader(pixels: px, width: pyramid.levelWidth(k)), shift: k - level))
        }
    }

    /// The display pixels `runs` of display row `dy` (window coordinates, inside the scratch
    /// image), sampled into it. The scratch space holds the level columns of the whole row.
    private func sampleRow<S: ViewPixelSource>(source: S, lineArt: LineArt, dy: Int, runs: [Range<Int>],
                                               scratch: inout RenderScratch) {
        let sampler = RowSampler(rows: rowTaps, columns: columnTaps)
        let level = self.level, pyramid = self.pyramid, columnTaps = self.columnTaps
        let coarseLevel = self.coarseLevel, rect = scratch.image.rect
        // Each run as `RowSampler` takes it: its level columns, and where its pixels go.
        func each(_ body: (Range<Int>, Range<Int>, Int) -> Void) {
            for dx in runs {
                let first = Int(columnTaps.first[dx.lowerBound])
                let last = Int(columnTaps.first[dx.upperBound - 1]) + Int(columnTaps.count[dx.upperBound - 1])
                body(dx, first..<last, (dy - rect.y) * rect.width + dx.lowerBound - rect.x)
            }
        }
        scratch.columns.withUnsafeMutableBufferPointer { sums in
           (coarseLevel.map { pyramid.levels[$0 - 2] } ?? []).withUnsafeBufferPointer { coarsePixels in
            let coarse = coarseLevel.map {
                RowSampler.Coarse(reader: LevelReader(pixels: coarsePixels, width: pyramid.levelWidth($0)), shift: $0 - level)
            }
            scratch.columnFlags.withUnsafeMutableBufferPointer { flags in
                scratch.image.light.withUnsafeMutableBufferPointer { light in
                    scratch.image.flags.withUnsafeMutableBufferPointer { pixelFlags in
                        if level <= 1 {
                            source.withPixels { page in
                                lineArt.darkness.withUnsafeBufferPointer { dark in
                                    LinearLight.fromByte16.withUnsafeBufferPointer { lin in
                                        if level == 0 {
                                            let reader = DocumentReader(page: page, dark: dark, lin: lin, width: pyramid.width)
                                            each { dx, levelColumns, offset in
                                                sampler.sample(reader, coarse: coarse, dy: dy, dx: dx, levelColumns: levelColumns, sums: sums,
                                                               flags: flags,
                                                               into: (light.baseAddress! + offset, pixelFlags.baseAddress! + offset))
                                            }
                                        } else {
                                            let reader = Level1Reader(page: page, dark: dark, lin: lin,
                                                                      width: pyramid.width, height: pyramid.height)
                                            each { dx, levelColumns, offset in
                                                sampler.sample(reader, coarse: coarse, dy: dy, dx: dx, levelColumns: levelColumns, sums: sums,
                                                               flags: flags,
                                                               into: (light.baseAddress! + offset, pixelFlags.baseAddress! + offset))
                                            }
                                        }
                                    }
                                }
                            }
                        } else {
                            pyramid.levels[level - 2].withUnsafeBufferPointer { px in
                                let reader = LevelReader(pixels: px, width: pyramid.levelWidth(level))
                                each { dx, levelColumns, offset in
                                    sampler.sample(reader, coarse: coarse, dy: dy, dx: dx, levelColumns: levelColumns, sums: sums,
                                                   flags: flags,
                                                   into: (light.baseAddress! + offset, pixelFlags.baseAddress! + offset))
                                }
                            }
                        }
                    }
                }
            }
           }
        }
    }
}
