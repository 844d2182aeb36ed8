import ColorCore
/// The tracing of one item, with no terminal: pen down, moves and up in glyph units in; the
/// judged ink, the stroke to draw next, misses, the hint and the score out.
///
/// Strokes are checked in order and direction: a stroke counts when the pen consumed every
/// waypoint of the expected stroke in order (and may run on into the next stroke when that one
/// starts where it ends). Anything else is a miss with a reason (`TraceVerdict`), except a tap
/// or tiny mark, which is forgotten. After `hintAfterMisses` misses on a stroke the screen
/// shows it being drawn. `undo()` takes back the last stroke on screen.
public struct TraceBoard: Sendable {
    public static let hintAfterMisses = 3

    public let item: TraceItem
    /// How far from the path (glyph units) the pen may be and still be on it.
    public let threshold: Double
    /// Display pixels per glyph unit: input closer than one display pixel to the last point is
    /// jitter, not drawing.
    public let resolution: Double
    /// Per stroke, its waypoints at this threshold.
    public let waypoints: [[StrokePoint]]
    /// Finished strokes, oldest first, counted or not (undone ones are gone).
    public private(set) var drawn: [DrawnStroke] = []
    /// The stroke being drawn.
    public private(set) var pen: PenStroke?
    /// Misses since the last stroke that counted.
    public private(set) var misses = 0
    public private(set) var lastVerdict: TraceVerdict?

    public init(item: TraceItem, threshold: Double, resolution: Double) {
        precondition(threshold > 0 && resolution > 0)
        self.item = item
        self.threshold = threshold
        self.resolution = resolution
        waypoints = item.strokes.map { Waypoints.make($0, threshold: threshold) }
    }

    /// The stroke to draw next (0-based); `item.strokes.count` once complete.
    public var nextStroke: Int { drawn.last(where: { !$0.counted.isEmpty })?.counted.upperBound ?? 0 }
    public var isComplete: Bool { nextStroke == item.strokes.count }
    /// Whether the expected stroke should be shown being drawn (pen up, enough misses).
    public var showsHint: Bool { misses >= Self.hintAfterMisses && !isComplete && pen == nil }
    /// What the screen shows of the finished strokes.
    public var visible: [DrawnStroke] { drawn.filter { !$0.hidden } }

    // MARK: Pen

    /// `grid`: the display-pixel grid of mouse reports, whose points pass the input filter (nil:
    /// exact points, the keyboard's).
    public mutating func penDown(at p: StrokePoint, grid: InputGrid? = nil) {
        guard !isComplete else { return }
        // A stroke that did not count has been seen: it goes when the next one starts.
        for i in drawn.indices where drawn[i].counted.isEmpty { drawn[i].hidden = true }
        pen = PenStroke(start: p, resolution: resolution, judge: judge, trail: trail(from: nextStroke), grid: grid)
    }

    public mutating func penMove(to p: StrokePoint) {
        pen?.move(to: p)
    }

    /// Lifts the pen and judges the stroke (nil when the pen was not down).
    @discardableResult
    public mutating func penUp() -> TraceVerdict? {
        guard let stroke = pen?.finished else { return nil }
        pen = nil
        let verdict = judge(stroke)
        lastVerdict = verdict
        switch verdict {
        case .ignored: return verdict
        case .counted: misses = 0
        default: misses += 1
        }
        var ink = stroke.ink
        if case .counted(let strokes) = verdict { ink.counted = strokes }
        drawn.append(ink)
        return verdict
    }

    /// Takes back the stroke being drawn, else the last stroke on screen; false when there is none.
    @discardableResult
    public mutating func undo() -> Bool {
        lastVerdict = nil
        if pen != nil { pen = nil; return true }
        guard let i = drawn.lastIndex(where: { !$0.hidden }) else { return false }
        drawn.remove(at: i)
        return true
    }

    // MARK: Judging

    private var judge: PathJudge { PathJudge(strokes: item.strokes, threshold: threshold) }

    /// Stroke `first`'s waypoints, followed by those of each next stroke that starts within the
    /// threshold of where the one before ends (so B's two bumps or u may be drawn in one go).
    func trail(from first: Int) -> WaypointTrail {
        var points = waypoints[first]
        var k = first
        while k + 1 < item.strokes.count && item.strokes[k].last!.distance(to: item.strokes[k + 1][0]) <= threshold {
            k += 1
            points += waypoints[k]
        }
        return WaypointTrail(waypoints: points, threshold: threshold)
    }

    /// How many whole strokes from `first` a trail's consumed waypoints cover.
    private func strokesCompleted(_ trail: WaypointTrail, from first: Int) -> Int {
        var end = 0, count = 0
        for k in first..<item.strokes.count {
            end += waypoints[k].count
            guard end <= trail.consumed else { break }
            count += 1
        }
        return count
    }

    private func judge(_ stroke: PenStroke) -> TraceVerdict {
        let first = nextStroke
        let done = strokesCompleted(stroke.trail, from: first)
        let ink = stroke.ink
        // Passing every waypoint in order is not enough: on the line, too (else a zigzag
        // across an O, nearly half its ink red, is "well done!"). A third off between the first
        // and the last ink on the line is too much; a run-on past either end is only shown red.
        let onLine = ink.pieces.indices.filter { !ink.pieces[$0].off }
        let between = onLine.isEmpty ? [] : ink.pieces[onLine.first!...onLine.last!]
        let offBetween = between.reduce(0) { $0 + ($1.off ? $1.length : 0) }
        let mostlyOff = ink.offLength > ink.length / 2 || offBetween > between.reduce(0) { $0 + $1.length } / 3
        if done > 0 && !mostlyOff { return .counted(first..<(first + done)) }
        if ink.length < threshold / 2 { return .ignored }
        func fraction(_ points: [StrokePoint]) -> Double {
            WaypointTrail(waypoints: points, threshold: threshold).passing(ink.pieces).fraction
        }
        let mostly = 0.8
        if fraction(waypoints[first].reversed()) >= mostly { return .backwards }
        for j in (first + 1)..<max(first + 1, item.strokes.count)
        where fraction(waypoints[j]) >= mostly || fraction(waypoints[j].reversed()) >= mostly {
            return .outOfOrder(drew: j)
        }
        if mostlyOff { return .offPath }
        guard stroke.trail.consumed > 0 else { return .wrongStart }
        // Began at the start but did not follow the line to its end: if the ink reached the end
        // anyway, it left the line on the way (a detour), which is what to say.
        let end = waypoints[first][waypoints[first].count - 1]
        let reachedEnd = ink.pieces.contains { PathDistance.toSegment(end, $0.a, $0.b) <= threshold }
        return reachedEnd ? .offPath : .unfinished
    }

    // MARK: Score

    /// Strokes drawn on the item (pen down to up; taps forgotten, undone ones gone).
    public var strokesDrawn: Int { drawn.count }
    /// Smoothed segments drawn further than the threshold from the path.
    public var outOfBounds: Int { drawn.reduce(0) { $0 + $1.segmentsOff } }
    /// 0...1: the length of ink in strokes that counted, weighted by closeness to the path, over
    /// the length of all ink drawn (0 when nothing was drawn).
    public var accuracy: Double {
        let total = drawn.reduce(0) { $0 + $1.length }
        return total > 0 ? drawn.reduce(0) { $0 + $1.score } / total : 0
    }
    /// 1 to 3 once complete (0 before): 3 from accuracy 0.9, 2 from 0.7.
    public var stars: Int {
        guard isComplete else { return 0 }
        return accuracy >= 0.9 ? 3 : accuracy >= 0.7 ? 2 : 1
    }
}

extension PenStroke {
    /// The stroke with its last segment final.
    var finished: PenStroke {
        var s = self
        s.finish()
        return s
    }
}
