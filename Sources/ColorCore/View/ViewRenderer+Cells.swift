import Dispatch

/// Rendering cells: display pixels sampled, finished and fitted to glyphs, in bands of cell
/// rows on every core when there is enough work.
extension ViewRenderer {
    /// Renders the cells of `cells` (terminal columns/rows inside the view area): in bands of
    /// cell rows on every core when there is enough work, each band with its own scratch space
    /// (the cells of each band do not depend on the split: `ViewBandsTests`).
    mutating func renderCells<S: ViewPixelSource>(source: S, lineArt: LineArt, _ cells: Rect) {
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
        // The dither's pattern is anchored to the page's grid of display pixels at this scale
        // (window coordinates plus the window's offset), so a pan by whole cells, which moves
        // cells rather than rendering them, shows what a full render would.
        var dither = depth.ansiPalette.map { palette in scratch.dither.flatMap { $0.palette == palette ? $0 : nil } ?? AnsiDither(palette: palette) }
        scratch.dither = nil
        defer { scratch.dither = dither }
        let anchor = (x: g.offsetX, y: g.offsetY)
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
                            var undithered: AnsiDither? = nil
                            return Self.encode(cell, mode: mode, depth: depth, &quantizer, dither: &undithered, at: (0, 0))
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
                                        out[r * columns + k] = Self.encode(cell, mode: mode, depth: depth, &quantizer, dither: &dither,
                                                                           at: (k * cx - g.originX + anchor.x, y0 + anchor.y))
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
                                out[r * columns + c] = Self.encode(cell, mode: mode, depth: depth, &quantizer, dither: &dither,
                                                                   at: (x0 + anchor.x, y0 + anchor.y))
                                c += 1
                            }
                        }
                    }
                  }
                }
            }
        }
    }

    /// One cell from its display pixels (packed sRGB). On a 16- or 8-colour screen (`dither`)
    /// each display pixel (in mixed mode each cell) first becomes its palette colour at its place
    /// in the dither's pattern,
    /// its top-left one at `at` (page-anchored display pixels); nil dithers nothing (a uniform
    /// cell encoded once for many places).
    @inline(__always)
    private static func encode(_ px: UnsafeMutablePointer<UInt32>, mode: GlyphMode, depth: ColourDepth,
                               _ quantizer: inout PaletteQuantizer, dither: inout AnsiDither?, at: (x: Int, y: Int)) -> Cell {
        if var d = dither {
            dither = nil
            defer { dither = d }
            let (cx, cy) = mode.cellPixels
            // Mixed cells' shapes are edges and blocks, none a pattern of single pixels: a
            // dithered cell would be fitted back to its mean. Its two colours are dithered
            // instead, one pattern step per cell.
            if mode == .mixed {
                let fit = MixedCellFit.fit(px), x = at.x / cx, y = at.y / cy
                return Cell.block(mode, pattern: fit.pattern, ink: CellColour(d.index(packed: fit.ink, x: x, y: y)),
                                  paper: CellColour(d.index(packed: fit.paper, x: x, y: y)))
            }
            if mode == .half {
                return Cell.halfBlock(upper: CellColour(d.index(packed: px[0], x: at.x, y: at.y)),
                                      lower: CellColour(d.index(packed: px[1], x: at.x, y: at.y + 1)))
            }
            for sub in 0..<cy {
                for i in 0..<cx {
                    px[sub * cx + i] = d.palette.packed(Int(d.index(packed: px[sub * cx + i], x: at.x + i, y: at.y + sub)))
                }
            }
        }
        if mode == .half {
            return Cell.halfBlock(upper: depth.colour(packed: px[0], &quantizer), lower: depth.colour(packed: px[1], &quantizer))
        }
        let fit = mode == .mixed ? MixedCellFit.fit(px) : CellFit.fit(px, count: mode.pixelsPerCell)
        return Cell.block(mode, pattern: fit.pattern, ink: depth.colour(packed: fit.ink, &quantizer),
                          paper: depth.colour(packed: fit.paper, &quantizer))
    }
}
