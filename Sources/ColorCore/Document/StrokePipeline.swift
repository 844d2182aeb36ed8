/// How an open stroke turns its input points into paint, chosen once at its `down` and kept
/// until its `up`: each choice is a value holding the state it needs, and nothing else.
enum StrokePipeline: Sendable {
    /// Began outside the page or on a line pixel: paints nothing, and is no undo step.
    case inert
    case debugDots(DebugDotsPipeline)
    case linear(LinearPipeline)
    case hermite(HermitePipeline)
    case filtered(FilteredPipeline)

    /// The choices, without their state (what a test asks about).
    enum Kind: Equatable, Sendable { case inert, debugDots, linear, hermite, filtered }

    /// The pipeline for a stroke starting at `start`. `brush`: nil when it cannot paint. Debug
    /// dots show the points as they came, so they take precedence over the filter; points
    /// quantised to a grid (`inputGrid`) pass the filter; the rest are joined as `smoothing` says.
    init(brush: StrokeBrush?, start: StrokePoint, brushSize: Double, debugDots: Bool, inputGrid: InputGrid?,
         smoothing: Smoothing) {
        guard let brush else { self = .inert; return }
        if debugDots {
            self = .debugDots(DebugDotsPipeline(brush: brush, brushSize: brushSize, start: start))
        } else if let grid = inputGrid {
            self = .filtered(FilteredPipeline(brush: brush, grid: grid, smoothing: smoothing, start: start))
        } else {
            switch smoothing {
            case .linear: self = .linear(LinearPipeline(brush: brush, start: start))
            case .hermite: self = .hermite(HermitePipeline(brush: brush, start: start))
            }
        }
    }

    var kind: Kind {
        switch self {
        case .inert: .inert
        case .debugDots: .debugDots
        case .linear: .linear
        case .hermite: .hermite
        case .filtered: .filtered
        }
    }

    /// nil for a stroke that paints nothing.
    var brush: StrokeBrush? {
        switch self {
        case .inert: nil
        case .debugDots(let s): s.brush
        case .linear(let s): s.brush
        case .hermite(let s): s.brush
        case .filtered(let s): s.brush
        }
    }

    /// Page pixels the pen has travelled (the rainbow's distance).
    private var travelled: Double {
        switch self {
        case .inert: 0
        case .debugDots(let s): s.travel.atLast
        case .linear(let s): s.travel.atLast
        case .hermite(let s): s.travel.atLast
        case .filtered(let s): s.travel.atLast
        }
    }

    /// Where the rainbow's next stroke starts after this one; nil for one colour, or no paint.
    var rainbowHueAfter: Double? { brush?.rainbowHue(afterDistance: travelled) }

    /// Final segments wait to be painted (a filtered stroke painting a slice at a time).
    var isWaiting: Bool {
        if case .filtered(let s) = self { return s.isWaiting }
        return false
    }

    /// The stroke's first point (the one it was chosen at). `sweptPixels`: how much of a
    /// filtered stroke's final segments to paint now (`FilteredPipeline.paintWaiting`).
    mutating func begin(at p: StrokePoint, sweeping sweptPixels: Double, canvas: inout Canvas,
                        backup: inout TileBackup) -> StrokeChange {
        switch consume self {
        case .inert:
            self = .inert
            return .area(.empty)
        case .debugDots(let s):
            self = .debugDots(s)
            return .area(s.begin(at: p, canvas: &canvas, backup: &backup))
        case .linear(let s):
            self = .linear(s)
            return .area(s.begin(at: p, canvas: &canvas, backup: &backup))
        case .hermite(let s):
            self = .hermite(s)
            return .area(s.begin(at: p, canvas: &canvas, backup: &backup))
        case .filtered(var s):
            defer { self = .filtered(s) }
            s.add(p)
            return .parts(s.paintWaiting(sweeping: sweptPixels, canvas: &canvas, backup: &backup))
        }
    }

    /// The stroke's next point. `live`: the interactive program, which shows a Hermite stroke's
    /// provisional piece (replay skips it).
    mutating func add(_ p: StrokePoint, live: Bool, sweeping sweptPixels: Double, canvas: inout Canvas,
                      backup: inout TileBackup) -> StrokeChange {
        switch consume self {
        case .inert:
            self = .inert
            return .area(.empty)
        case .debugDots(var s):
            defer { self = .debugDots(s) }
            return .area(s.add(p, canvas: &canvas, backup: &backup))
        case .linear(var s):
            defer { self = .linear(s) }
            return .area(s.add(p, canvas: &canvas, backup: &backup))
        case .hermite(var s):
            defer { self = .hermite(s) }
            return .area(s.add(p, live: live, canvas: &canvas, backup: &backup))
        case .filtered(var s):
            defer { self = .filtered(s) }
            s.add(p)
            return .parts(s.paintWaiting(sweeping: sweptPixels, canvas: &canvas, backup: &backup))
        }
    }

    /// The stroke ended: the rest of its curve. A filtered stroke may keep segments waiting
    /// (`isWaiting`) when `sweptPixels` is finite.
    mutating func end(sweeping sweptPixels: Double, canvas: inout Canvas, backup: inout TileBackup) -> StrokeChange {
        switch consume self {
        case .hermite(let s):
            self = .hermite(s)
            return .area(s.end(canvas: &canvas, backup: &backup))
        case .filtered(var s):
            defer { self = .filtered(s) }
            s.finish()
            // The view redraws the segments drawn, not one rectangle around them all.
            return .parts(s.paintWaiting(sweeping: sweptPixels, canvas: &canvas, backup: &backup))
        case let other:
            self = other
            return .area(.empty)
        }
    }

    /// Paints final segments waiting (`isWaiting`), as much as `sweptPixels` says.
    mutating func paintWaiting(sweeping sweptPixels: Double, canvas: inout Canvas, backup: inout TileBackup) -> [Rect] {
        switch consume self {
        case .filtered(var s):
            defer { self = .filtered(s) }
            return s.paintWaiting(sweeping: sweptPixels, canvas: &canvas, backup: &backup)
        case let other:
            self = other
            return []
        }
    }

    /// The open stroke's tip (a filtered stroke's unfinished end), nil for the others.
    mutating func tip() -> StrokeTip? {
        switch consume self {
        case .filtered(var s):
            defer { self = .filtered(s) }
            return s.tip(withProvisional: true)
        case let other:
            self = other
            return nil
        }
    }
}

/// What a stroke's event changed: one rectangle, or (a filtered stroke, whose painted segments
/// and pen can be far apart) the rectangles of its parts.
enum StrokeChange {
    case area(Rect)
    case parts([Rect])
}
