/// The drawing state of one page: turns stroke events into paint, records them, and undoes them.
///
/// Pure and headless: the terminal front end, `replay` and the tests drive it the same way, one
/// `apply` per event. Rules beyond ../shared/spec/stroke-log.md, so that replaying a recorded log always
/// reproduces the picture:
/// - `move`/`up` with no open stroke, and events with non-finite numbers, are ignored and not
///   recorded (a recorded log stays valid);
/// - `down`, `fill`, `undo`, `redo` and `clear` first end an open stroke, as an `up` would
///   (the rule `StrokeSequence` holds for all);
/// - `color`, `brush` and `input` during a stroke apply from the next stroke on;
/// - a stroke or fill that starts outside the page or on a line, or a clear of a blank canvas,
///   is not an undo step (there is nothing to undo).
public struct Session: Sendable {
    /// A clear red.
    public static let defaultColor = RGB(r: 0xE6, g: 0x39, b: 0x46)
    /// Brush diameter in page pixels.
    public static let defaultBrushSize: Double = 12
    /// The smallest brush radius drawn: wide enough that the pixel holding an input point is
    /// always fully covered (its centre is within 0.71 px of the point).
    public static let minimumBrushRadius = 1.25
    /// Brushes wider than this (page pixels) are drawn this wide; nothing needs more.
    public static let maximumBrushRadius: Double = 16_384

    public let smoothing: Smoothing
    /// Paint only a small dot at each received input point (the original app's debug mode).
    public let debugStrokes: Bool
    public let finder: any RegionFinder
    public private(set) var canvas: Canvas
    /// Every applied event, in order.
    public private(set) var log: StrokeLog
    /// The ink of the next stroke or fill: a colour, the eraser or the rainbow.
    public private(set) var ink: Ink = .rgb(Session.defaultColor)
    public private(set) var brushSize: Double = Session.defaultBrushSize
    /// The `cells` of the last brush event (the brush as the person chose it on screen), nil
    /// before one says it. Drawing never reads it.
    public private(set) var brushCells: Double?
    /// The last `apply`'s changed rectangle in parts (their union is what it returned): a
    /// filtered stroke changes pixels near the curve's final end and near the pen, far apart,
    /// and the view redraws less from the parts than from one rectangle around both.
    public private(set) var changedParts: [Rect] = []
    /// The grid a filtered stroke's changed parts are counted in (`GridCover`), in page pixels:
    /// fine enough to follow the brush pieces closely, coarse enough for few rectangles.
    static let partSide = 16
    /// The open filtered stroke's unfinished end, from its curve's last final point to the pen:
    /// shown by the view, never painted on the canvas (`StrokeTip`). nil between strokes, during
    /// `replay`, and for strokes that do not pass the filter.
    public private(set) var tip: StrokeTip?
    /// The grid later strokes' points come quantised to (nil: as they are; see `StrokeEvent.input`).
    public private(set) var inputGrid: InputGrid?
    /// Paint a filtered stroke's final segments a slice at a time (the interactive program): a
    /// report or release can make 20 segments final at once (the filter's lag), over 2 ms of
    /// painting on a large page; a slice per event, the rest by `paintAhead` while the person
    /// is idle, keeps every event short. The tip shows the segments not painted yet. Off (the
    /// default), each event paints everything it makes final; the paint is the same either way.
    public var paintsAhead = false
    /// A slice: final segments until their brush has swept about this many page pixels (at
    /// least one segment): about 0.3 ms of painting and showing on a 4096-pixel page. (Tests make it small.)
    var sweptPixelsPerSlice = 4_000.0

    private var history: UndoHistory
    private var backup: TileBackup
    private var stroke: OpenStroke?
    /// A filtered stroke that ended with segments not painted yet (`paintsAhead`): its undo
    /// step is recorded when they are painted, by `paintAhead` or before the next event.
    private var closing: OpenStroke?
    private var masks = PaintMaskCache()
    /// Set while `replay` applies recorded events: provisional pieces, taken back at the next
    /// event anyway, are not drawn, nor is a filtered stroke's tip made.
    private var replaying = false
    /// Where on the rainbow's wheel (turns, 0 ..< 1) the next rainbow stroke or fill starts: each
    /// one moves it on, so the rainbow continues from stroke to stroke.
    private var rainbowHue = 0.0

    public init(page: Page, finder: any RegionFinder, smoothing: Smoothing = .hermite, debugStrokes: Bool = false,
                undoBudgetBytes: Int = 512 << 20) {
        self.init(canvas: Canvas(page: page, lineArt: finder.lineArt.shown), finder: finder, smoothing: smoothing, debugStrokes: debugStrokes,
                  undoBudgetBytes: undoBudgetBytes)
    }

    /// A session on a blank canvas (one made from `PageLayers` needs no decoded page).
    public init(canvas: Canvas, finder: any RegionFinder, smoothing: Smoothing = .hermite, debugStrokes: Bool = false,
                undoBudgetBytes: Int = 512 << 20) {
        precondition(finder.lineArt.width == canvas.width && finder.lineArt.height == canvas.height,
                     "the region finder was built for another page")
        self.finder = finder
        self.smoothing = smoothing
        self.debugStrokes = debugStrokes
        self.canvas = canvas
        log = StrokeLog(width: canvas.width, height: canvas.height)
        // Replay must close the same gaps: the log says how wide they were.
        if finder.lineArt.closedGapWidth > 0 { log.closeGaps = finder.lineArt.closedGapWidth }
        // And draw the strokes the same way.
        log.smoothing = smoothing
        if debugStrokes { log.debugStrokes = true }
        history = UndoHistory(budgetBytes: undoBudgetBytes)
        backup = TileBackup(width: canvas.width, height: canvas.height)
    }

    public var isStrokeOpen: Bool { stroke != nil }
    /// Final segments wait to be painted: call `paintAhead` when idle.
    public var isPaintingAhead: Bool { closing != nil || stroke?.unpainted.isEmpty == false }
    /// Where the open stroke may paint (its region and fringe); nil with no stroke, or one that
    /// began on a line or off the page.
    public var openStrokeMask: PaintMask? { stroke?.mask }
    public var canUndo: Bool { !history.undoStack.isEmpty }
    /// Strokes and fills standing (a clear hides those before it) and undone (redo brings
    /// them back): "12 strokes, 1 undone".
    public var strokeTally: (standing: Int, undone: Int) { history.strokeTally }
    public var canRedo: Bool { !history.redoStack.isEmpty }
    /// Undo and redo steps taken so far; an `undo` or `redo` that leaves it unchanged had
    /// nothing to undo or redo (after ending any open stroke, which can change the answer).
    public var undoRedoCount: Int { history.stepsTaken }
    /// Bytes held by the undo and redo stacks.
    public var undoByteCount: Int { history.byteCount }

    /// Applies recorded events in a row (a log reopened or replayed): the same paint, log and
    /// undo steps as applying them one by one, without drawing the provisional pieces that only
    /// show the pen's position live (about half the work of a Hermite stroke).
    public mutating func replay(_ events: [StrokeEvent]) {
        replaying = true
        defer { replaying = false }
        for event in events { apply(event) }
    }

    /// Applies one event, records it, returns the page rectangle it changed (empty if none).
    @discardableResult
    public mutating func apply(_ event: StrokeEvent) -> Rect {
        changedParts = []
        guard event.isFinite else { return .empty }
        if case .brush(let size, _) = event, !(size > 0 && size.isFinite) { return .empty }
        var sequence = StrokeSequence(strokeOpen: stroke != nil)
        var changed = Rect.empty
        let verdict = sequence.accept(event)
        if case .rejected = verdict { return .empty }
        // The stroke before comes first, whole, with its undo step.
        let flushed = finishClosing()
        if verdict == .endsOpenStroke { changed = endStroke(paintingAhead: false) }
        switch event {
        case .color(let i):
            ink = i
        case .brush(let size, let cells):
            brushSize = size
            brushCells = cells
        case .input(let grid):
            inputGrid = grid
        case .down(let x, let y, _):
            changed = changed.union(beginStroke(at: StrokePoint(x: x, y: y)))
        case .move(let x, let y, _):
            changed = continueStroke(to: StrokePoint(x: x, y: y))
        case .up:
            changed = endStroke(paintingAhead: paintsAhead)
        case .fill(let x, let y):
            changed = changed.union(fill(at: StrokePoint(x: x, y: y)))
        case .undo:
            changed = changed.union(history.undo(&canvas))
        case .redo:
            changed = changed.union(history.redo(&canvas))
        case .clear:
            backup.begin(trackingCoverage: false)
            changed = changed.union(BrushPainter.clear(canvas: &canvas, backup: &backup))
            var step = backup.finish()
            step.clearsAll = true
            history.record(step)
        }
        log.events.append(event)
        if changedParts.reduce(Rect.empty, { $0.union($1) }) != changed { changedParts = changed.isEmpty ? [] : [changed] }
        if !flushed.isEmpty { changed = changed.union(noteParts(flushed + changedParts)) }
        canvas.notePainted(changed)
        return changed
    }

    /// Paints a slice of the segments waiting (`isPaintingAhead`), for an idle moment of the
    /// interactive program; sets `changedParts` and returns the rectangle changed, as `apply` does.
    @discardableResult
    public mutating func paintAhead() -> Rect { paintWaiting(all: false) }

    /// Paints every segment waiting (before the canvas is saved).
    @discardableResult
    public mutating func finishPainting() -> Rect { paintWaiting(all: true) }

    private mutating func paintWaiting(all: Bool) -> Rect {
        var parts: [Rect]
        if closing != nil {
            parts = paintClosingSlice(all: all)
            if closing!.unpainted.isEmpty { parts += finishClosing() }  // records its undo step
            tip = closing.flatMap { makeTip(for: $0, withProvisional: false) }
        } else if stroke != nil {
            parts = paintOpenSlice(all: all)
            tip = makeTip()
        } else {
            parts = []
        }
        let changed = noteParts(parts)
        canvas.notePainted(changed)
        return changed
    }

    /// Takes the paint masks made ahead for the page's tallest regions.
    public mutating func adopt(_ prepared: PreparedPaintMasks) {
        masks.prepared.merge(prepared.masks) { a, _ in a }
    }

    /// Keeps the paint alone as its own picture (`Canvas.paintAlone`, for the view while the
    /// line art is hidden), or stops keeping it (it costs a page-size layer).
    public mutating func keepPaintAlone(_ keep: Bool) { canvas.keepPaintAlone(keep) }

    /// The coloured page, opaque, full size, for saving.
    public func renderedPage() -> Page { canvas.composedPage() }

    // MARK: - Strokes

    private var brushRadius: Double {
        min(max(brushSize / 2, Session.minimumBrushRadius), Session.maximumBrushRadius)
    }

    /// Debug dots: about 3 px across, wider for wide brushes so they stay visible.
    private var debugDotRadius: Double { min(max(1.5, brushSize / 8), Session.maximumBrushRadius) }

    private func paintMask(under p: StrokePoint) -> (RegionMask, LineArt)? {
        let (x, y) = p.pixel
        return finder.region(atX: x, y: y).map { ($0, finder.lineArt) }
    }

    private mutating func beginStroke(at p: StrokePoint) -> Rect {
        let mask = paintMask(under: p).map { masks.paintMask(for: $0.0, lineArt: $0.1) }
        backup.begin(trackingCoverage: true)
        stroke = OpenStroke(mask: mask, colouring: StrokeColouring(ink: ink, startHue: rainbowHue, brushDiameter: brushSize),
                            radius: brushRadius, dotRadius: debugDotRadius,
                            smoother: StrokeSmoother(smoothing: smoothing, start: p), travel: StrokeTravel(start: p))
        if let grid = inputGrid, !debugStrokes {
            stroke!.filtered = FilteredStroke(grid: grid, smoothing: smoothing)
            return continueFiltered(to: p)
        }
        return dot(at: p, distance: 0)
    }

    private mutating func continueStroke(to p: StrokePoint) -> Rect {
        if stroke?.filtered != nil { return continueFiltered(to: p) }
        guard var s = stroke, s.mask != nil else { return .empty }
        if debugStrokes {
            s.travel.advance(to: p)
            stroke = s
            return dot(at: p, distance: s.travel.atLast)
        }
        let kept = s.smoother.keeps(p)
        if kept { s.travel.advance(to: p) }
        switch smoothing {
        case .linear:
            // Each segment is final at once; its round end covers the point. A dropped point
            // gets a dot, so its pixel is still fully covered.
            guard kept else { return dot(at: p, distance: s.travel.reaching(p)) }
            let segment = s.smoother.add(p)
            stroke = s
            return segment.map { draw($0, from: s.travel.atPrevious) } ?? .empty
        case .hermite:
            // The newest segment waits for the next point's tangent. Meanwhile a straight
            // provisional piece joins the last two kept points, so the stroke always reaches the
            // pen; it is taken back exactly before anything final is drawn.
            var changed = BrushPainter.revertProvisional(canvas: &canvas, backup: &backup)
            if kept {
                let segment = s.smoother.add(p)
                stroke = s
                if let segment { changed = changed.union(draw(segment, from: s.travel.atBeforePrevious)) }
            } else {
                changed = changed.union(dot(at: p, distance: s.travel.reaching(p)))
            }
            if !replaying, let (a, b) = s.smoother.lastChord, let mask = s.mask {
                let colour = s.colouring.colour(atDistance: s.travel.atPrevious)
                changed = changed.union(BrushPainter.stamp(Capsule(from: a, to: b, radius: s.radius), colour: colour, mask: mask,
                                                           provisional: true, canvas: &canvas, backup: &backup))
            }
            return changed
        }
    }

    /// A filtered stroke's next point: the curve segments it makes final are drawn for good; the
    /// rest, up to the pen, becomes the stroke's tip (shown by the view only).
    private mutating func continueFiltered(to p: StrokePoint) -> Rect {
        guard stroke?.mask != nil else { return .empty }
        for segment in stroke!.filtered!.add(p) { queue(segment) }
        let parts = paintOpenSlice(all: replaying || !paintsAhead)
        if !replaying { tip = makeTip() }
        return noteParts(parts)
    }

    /// A final segment of the open filtered stroke, queued to be painted. Its travel (the
    /// rainbow's distance) is counted along the filtered segments' chords, which follow one
    /// another end to start.
    private mutating func queue(_ segment: CubicSegment) {
        stroke!.unpainted.append(UnpaintedSegment(segment: segment, from: stroke!.travel.atLast))
        stroke!.travel.advance(to: segment.p3)
    }

    /// Paints the oldest of the open stroke's queued segments: all of them, or a slice.
    private mutating func paintOpenSlice(all: Bool) -> [Rect] {
        let (parts, n) = paintSlice(of: stroke!, all: all)
        stroke!.unpainted.removeFirst(n)
        return parts
    }

    /// The same for the ended stroke whose segments wait.
    private mutating func paintClosingSlice(all: Bool) -> [Rect] {
        let (parts, n) = paintSlice(of: closing!, all: all)
        closing!.unpainted.removeFirst(n)
        return parts
    }

    /// Paints the oldest of `s`'s queued segments, all of them or a slice (at least one);
    /// returns the rectangles changed and how many segments it painted.
    private mutating func paintSlice(of s: OpenStroke, all: Bool) -> ([Rect], Int) {
        var parts: [Rect] = [], swept = 0.0, n = 0
        while n < s.unpainted.count && (all || n == 0 || swept < sweptPixelsPerSlice) {
            let next = s.unpainted[n]
            parts.append(draw(next.segment, from: next.from, of: s))
            swept += (next.segment.p0.distance(to: next.segment.p3) + 2 * s.radius) * 2 * s.radius
            n += 1
        }
        return (parts, n)
    }

    /// Paints what the ended stroke still waits for, and records its undo step.
    private mutating func finishClosing() -> [Rect] {
        guard closing != nil else { return [] }
        let parts = paintClosingSlice(all: true)
        closing = nil
        tip = nil
        history.record(backup.finish())
        return parts
    }

    /// Makes `parts` (rectangles an edit changed, which may overlap) the edit's `changedParts`:
    /// squares of `partSide` around them, none overlapping (the view and the progress take each
    /// pixel once). Returns their union.
    private mutating func noteParts(_ parts: [Rect]) -> Rect {
        changedParts = GridCover(covering: parts.filter { !$0.isEmpty }, side: Session.partSide,
                                 within: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height)).rects
        return changedParts.reduce(Rect.empty) { $0.union($1) }
    }

    /// The filtered stroke's tip: its provisional polyline, a piece per point, each point
    /// settled onto where it was shown last time (within a tenth of a grid cell), so that the
    /// tip does not shimmer as the fit moves by less than a report's quantum.
    private mutating func makeTip() -> StrokeTip? {
        guard let s = stroke else { return nil }
        return makeTip(for: s, withProvisional: true)
    }

    /// `s`'s tip: the pieces of its segments not painted yet, then (`withProvisional`, for the
    /// open stroke, which then records the points shown) its provisional polyline.
    private mutating func makeTip(for s: OpenStroke, withProvisional: Bool) -> StrokeTip? {
        guard let filtered = s.filtered, let mask = s.mask else { return nil }
        var pieces: [Capsule] = [], colours: [UInt32] = []
        for waiting in s.unpainted {
            for (piece, colour) in brushPieces(waiting.segment, from: waiting.from, of: s) {
                pieces.append(piece); colours.append(colour)
            }
        }
        let line = withProvisional ? filtered.provisional() : []
        if !line.isEmpty {
            let grid = filtered.filter.grid
            let points = s.provisional.settled(line, stickiness: min(grid.width, grid.height) / 10)
            stroke!.provisional.record(points: points)
            var distance = s.travel.reaching(points[0])
            for i in 0..<max(1, points.count - 1) {
                let (a, b) = (points[i], points[min(i + 1, points.count - 1)])
                pieces.append(Capsule(from: a, to: b, radius: s.radius))
                colours.append(s.colouring.colour(atDistance: distance))
                distance += a.distance(to: b)
            }
        }
        return pieces.isEmpty ? nil : StrokeTip(pieces: pieces, colours: colours, mask: mask)
    }

    /// `paintingAhead`: a filtered stroke may end with segments not painted yet (`closing`).
    private mutating func endStroke(paintingAhead: Bool) -> Rect {
        guard stroke != nil else { return .empty }
        var changed = Rect.empty
        tip = nil
        if stroke!.filtered != nil {
            // The view redraws the segments drawn, not one rectangle around them all.
            var parts: [Rect] = []
            if stroke!.mask != nil {
                for segment in stroke!.filtered!.finish() { queue(segment) }
                parts = paintOpenSlice(all: replaying || !paintingAhead)
            }
            changed = noteParts(parts)
        } else if !debugStrokes, smoothing == .hermite, stroke!.mask != nil {
            // The provisional piece gives way to the last Hermite segment.
            changed = BrushPainter.revertProvisional(canvas: &canvas, backup: &backup)
            if let last = stroke!.smoother.finish() { changed = changed.union(draw(last, from: stroke!.travel.atPrevious)) }
        }
        let s = stroke!
        if s.colouring.solid == nil && s.mask != nil { rainbowHue = s.colouring.hue(afterDistance: s.travel.atLast) }
        stroke = nil
        if s.unpainted.isEmpty {
            history.record(backup.finish())
        } else {
            closing = s
            tip = makeTip(for: s, withProvisional: false)
        }
        return changed
    }

    /// A round dot at `p`, `distance` page pixels along the stroke.
    private mutating func dot(at p: StrokePoint, distance: Double) -> Rect {
        guard let s = stroke, let mask = s.mask else { return .empty }
        let cap = Capsule(from: p, to: p, radius: debugStrokes ? s.dotRadius : s.radius)
        return BrushPainter.stamp(cap, colour: s.colouring.colour(atDistance: distance), mask: mask,
                                  canvas: &canvas, backup: &backup)
    }

    /// Rasterises a curve segment of the open stroke as a chain of short straight capsules.
    private mutating func draw(_ segment: CubicSegment, from start: Double) -> Rect {
        guard let s = stroke else { return .empty }
        return draw(segment, from: start, of: s)
    }

    /// Rasterises a curve segment of `s` as a chain of short straight capsules (`brushPieces`).
    private mutating func draw(_ segment: CubicSegment, from start: Double, of s: OpenStroke) -> Rect {
        guard let mask = s.mask else { return .empty }
        var changed = Rect.empty
        let pieces = brushPieces(segment, from: start, of: s)
        // One colour: the pieces as one chain, each pixel visited once (the same pixels).
        if let solid = s.colouring.solid {
            return BrushPainter.stamp(chain: pieces.map(\.0), colour: solid, mask: mask, canvas: &canvas, backup: &backup)
        }
        for (cap, colour) in pieces {
            changed = changed.union(BrushPainter.stamp(cap, colour: colour, mask: mask, canvas: &canvas, backup: &backup))
        }
        return changed
    }

    /// A curve segment as a chain of short straight capsules, each with its colour. `start` is
    /// the stroke's travel at the segment's first point; each piece takes the colour at its
    /// start, counting travel along the chord between the segment's input points.
    private func brushPieces(_ segment: CubicSegment, from start: Double, of s: OpenStroke) -> [(Capsule, UInt32)] {
        let n = segment.pieceCount()
        let chord = segment.p3.distance(to: segment.p0)
        var out: [(Capsule, UInt32)] = []
        out.reserveCapacity(n)
        var from = segment.p0
        for i in 1...n {
            let to = i == n ? segment.p3 : segment.point(at: Double(i) / Double(n))
            out.append((Capsule(from: from, to: to, radius: s.radius), s.colouring.colour(atDistance: start + chord * Double(i - 1) / Double(n))))
            from = to
        }
        return out
    }

    // MARK: - Fill

    private mutating func fill(at p: StrokePoint) -> Rect {
        guard let (region, art) = paintMask(under: p) else { return .empty }
        let mask = masks.paintMask(for: region, lineArt: art)
        backup.begin(trackingCoverage: false)
        let colour: UInt32
        if let solid = ink.solidColour {
            colour = solid.packed
        } else {
            colour = Rainbow.colour(atHue: rainbowHue)
            rainbowHue = (rainbowHue + Rainbow.fillAdvance).truncatingRemainder(dividingBy: 1)
        }
        let changed = BrushPainter.fill(mask, colour: colour, canvas: &canvas, backup: &backup)
        history.record(backup.finish())
        return changed
    }
}
