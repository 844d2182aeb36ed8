/// The drawing state of one page: turns stroke events into paint, records them, and undoes them.
///
/// Pure and headless: the terminal front end, `replay` and the tests drive it the same way, one
/// `apply` per event. Rules beyond the stroke log's specification, so that replaying a recorded
/// log always reproduces the picture:
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
    public internal(set) var canvas: Canvas
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
    public internal(set) var changedParts: [Rect] = []
    /// The grid a filtered stroke's changed parts are counted in (`GridCover`), in page pixels:
    /// fine enough to follow the brush pieces closely, coarse enough for few rectangles.
    static let partSide = 16
    /// The open filtered stroke's unfinished end, from its curve's last final point to the pen:
    /// shown by the view, never painted on the canvas (`StrokeTip`). nil between strokes, during
    /// `replay`, and for strokes that do not pass the filter.
    public internal(set) var tip: StrokeTip?
    /// The grid later strokes' points come quantised to (nil: as they are; see `StrokeEvent.input`).
    public private(set) var inputGrid: InputGrid?
    /// Lines up to this thick count as inside shapes for later strokes and fills (nil: none;
    /// see `StrokeEvent.detail`), and the regions that makes.
    public private(set) var detailThin: Int?
    var detailBlind: DetailBlindRegions?
    /// Paint a filtered stroke's final segments a slice at a time (the interactive program): a
    /// report or release can make 20 segments final at once (the filter's lag), over 2 ms of
    /// painting on a large page; a slice per event, the rest by `paintAhead` while the person
    /// is idle, keeps every event short. The tip shows the segments not painted yet. Off (the
    /// default), each event paints everything it makes final; the paint is the same either way.
    public var paintsAhead = false
    /// A slice: final segments until their brush has swept about this many page pixels (at
    /// least one segment): about 0.3 ms of painting and showing on a 4096-pixel page. (Tests make it small.)
    var sweptPixelsPerSlice = 4_000.0

    var history: UndoHistory
    var backup: TileBackup
    /// The open stroke, between `down` and `up` (`Session+Strokes`).
    var stroke: StrokePipeline?
    /// A filtered stroke that ended with segments not painted yet (`paintsAhead`): its undo
    /// step is recorded when they are painted, by `paintAhead` or before the next event.
    var closing: FilteredPipeline?
    var masks = PaintMaskCache()
    /// Set while `replay` applies recorded events: provisional pieces, taken back at the next
    /// event anyway, are not drawn, nor is a filtered stroke's tip made.
    var replaying = false
    /// Where on the rainbow's wheel (turns, 0 ..< 1) the next rainbow stroke or fill starts: each
    /// one moves it on, so the rainbow continues from stroke to stroke.
    var rainbowHue = 0.0

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
        log.gapChoice = finder.lineArt.closedGaps
        // And draw the strokes the same way.
        log.smoothing = smoothing
        if debugStrokes { log.debugStrokes = true }
        history = UndoHistory(budgetBytes: undoBudgetBytes)
        backup = TileBackup(width: canvas.width, height: canvas.height)
    }

    /// Keeps the palette bar's recent colours in the log (`StrokeLog.recentColours`; none: nil),
    /// for the save that writes it and for a screen continuing the picture. Nothing is drawn from them.
    public mutating func keepRecentColours(_ colours: [RGB]?) {
        log.recentColours = colours?.isEmpty == false ? colours : nil
    }

    public var isStrokeOpen: Bool { stroke != nil }
    /// Final segments wait to be painted: call `paintAhead` when idle.
    public var isPaintingAhead: Bool { closing != nil || stroke?.isWaiting == true }
    /// Where the open stroke may paint (its region and fringe); nil with no stroke, or one that
    /// began on a line or off the page.
    public var openStrokeMask: PaintMask? { stroke?.brush?.mask }
    public var canUndo: Bool { !history.undoStack.isEmpty }
    /// Strokes and fills standing (a clear hides those before it) and undone (redo brings
    /// them back): "12 strokes, 1 undone".
    public var strokeTally: (standing: Int, undone: Int) { history.strokeTally }
    public var canRedo: Bool { !history.redoStack.isEmpty }
    /// Undo and redo steps taken so far; an `undo` or `redo` that leaves it unchanged had
    /// nothing to undo or redo (after ending any open stroke, which can change the answer).
    public var undoRedoCount: Int { history.stepsTaken }
    /// Undo steps recorded so far (strokes, fills and clears that changed the page); an event
    /// that leaves it unchanged made no undo step.
    public var undoStepsRecorded: Int { history.editsRecorded }
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
        case .detail(let thin):
            detailThin = thin
            if let thin, detailBlind?.thin != thin { detailBlind = DetailBlindRegions(of: finder.lineArt, thin: thin) }
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

    /// Takes the paint masks made ahead for the page's tallest regions.
    public mutating func adopt(_ prepared: PreparedPaintMasks) {
        masks.prepared.merge(prepared.masks) { a, _ in a }
    }

    /// Keeps the paint alone as its own picture (`Canvas.paintAlone`, for the view while the
    /// line art is hidden), or stops keeping it (it costs a page-size layer).
    public mutating func keepPaintAlone(_ keep: Bool) { canvas.keepPaintAlone(keep) }

    /// The coloured page, opaque, full size, for saving.
    public func renderedPage() -> Page { canvas.composedPage() }

    // MARK: - Fill

    /// The regions strokes and fills are confined to now: the page's own, or with thin lines
    /// counted as inside (`detailThin`).
    public var regionFinder: any RegionFinder {
        if detailThin != nil, let blind = detailBlind { return blind.finder }
        return finder
    }

    /// The paint mask of the region under `p`; nil off the page or on a line.
    mutating func paintMask(under p: StrokePoint) -> PaintMask? {
        let (x, y) = p.pixel
        if detailThin != nil, detailBlind != nil { return detailBlind!.paintMask(atX: x, y: y) }
        return finder.region(atX: x, y: y).map { masks.paintMask(for: $0, lineArt: finder.lineArt) }
    }

    private mutating func fill(at p: StrokePoint) -> Rect {
        guard let mask = paintMask(under: p) else { return .empty }
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
