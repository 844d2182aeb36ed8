/// The filter stage between a stroke's input reports and its curve: it turns points quantised
/// to a grid (terminal cells, or screen pixels) back into the path the hand drew.
///
/// Each report becomes a `Crossing` (the grid edge the path crossed). A *run* is a stretch of
/// consecutive crossings that one circle or line passes (`ArcFit`); the filter keeps, for the
/// newest crossing, the longest run ending there, and remembers a run as *maximal* when the
/// next crossing breaks it. A crossing's output point is the blend of its projections onto the
/// central arcs of the runs holding it, each weighted by how near the run's middle it sits
/// (so a long straight drag gives one straight line, a circle a circle). A break where a long
/// run meets another at a sharp angle is a corner: runs never span it, and the point where the
/// two legs meet joins them (where their tangents cross, or for a hairpin, between their ends).
///
/// Streaming, with bounded lag: a crossing's point is final once `lag` more crossings have
/// arrived (`startLag` at a stroke's start; up to `holdLimit` while a corner is being judged);
/// `add` returns the points that became final, and the points still open are `provisional()`.
/// Deterministic: replaying the same reports gives the same points.
struct ArcFilter: Sendable {
    /// Crossings a point waits before it is final.
    static let lag = 16
    /// No point is final before this many crossings: a stroke's first run is still short, and
    /// a short run pins its arc loosely (a shallow line has one row crossing in 16 cells).
    static let startLag = 24
    /// The longest a point waits (for a corner test after its run broke).
    static let holdLimit = 32
    /// The longest run, in crossings (bounds the work per report).
    static let longestRun = 60
    static let shortestRun = 3
    /// A corner is judged this many crossings after the break, when the new leg is this long.
    static let cornerLength = 8
    /// The leg before a corner is at least this many crossings long.
    static let cornerLeg = 6
    /// Legs whose directions' cosine is below this (a turn of more than 60 degrees) make a corner.
    static let cornerCosine = 0.5

    struct Output: Equatable, Sendable {
        var point: StrokePoint
        /// The curve turns sharply here: the curve ends at this point and starts again from it.
        var isCorner: Bool
    }

    private struct Run: Sendable {
        let start: Int, end: Int  // inclusive
        let arc: Arc
    }

    let grid: InputGrid
    private(set) var crossings: [Crossing] = []
    private var last: StrokePoint?
    /// The longest run ending at the newest crossing starts here; `openArc` is its arc.
    private var runStart = 0
    private var openArc: Arc?
    /// The open run as it was after each of the last few reports, newest last. Points are made
    /// final with the one from `settle` reports ago: the newest crossings may be the first of
    /// a corner's next leg, and would bend the run's arc until the corner test shows it.
    private var openRuns: [(start: Int, end: Int, arc: Arc?)] = []
    static let settle = 2
    /// No run starts before this crossing (the last corner).
    private var floor = 0
    /// Maximal runs that hold crossings not yet final.
    private var closed: [Run] = []
    /// Breaks waiting for their corner test: the crossing that broke the run, the run's start.
    private var breaks: [(at: Int, runStart: Int)] = []
    /// Crossing index starting a new leg -> the arc of the leg before it.
    private var corners: [Int: Arc] = [:]
    private(set) var finalCount = 0
    private var fit = ArcFit()
    /// Arcs worked out during the current report (the binary search asks for some twice).
    private var memo: [(start: Int, end: Int, arc: Arc?)] = []

    init(grid: InputGrid) {
        self.grid = grid
        crossings.reserveCapacity(256)
    }

    /// The last report given (the pen).
    var pen: StrokePoint? { last }

    /// Takes the next report; returns the points that became final, in order.
    mutating func add(_ p: StrokePoint) -> [Output] {
        if let previous = last {
            guard let crossing = Crossing(from: previous, to: p, grid: grid) else { return [] }  // same cell
            crossings.append(crossing)
        } else {
            crossings.append(Crossing(cellAt: p, grid: grid))
        }
        last = p
        return step(final: false)
    }

    /// The stroke ended: every remaining point, final. The pen's last cell is a last crossing,
    /// so the stroke reaches where the pen stopped.
    mutating func finish() -> [Output] {
        var out: [Output] = []
        if let p = last, crossings.count > 1, case .edge = crossings[crossings.count - 1].constraint {
            crossings.append(Crossing(cellAt: p, grid: grid))
            out = step(final: false)
        }
        let t = crossings.count - 1
        for b in breaks where t - b.at + 1 >= Self.shortestRun { checkCorner(breakAt: b.at, runStart: b.runStart, newest: t) }
        breaks.removeAll()
        return out + step(final: true)
    }

    /// Where the points not yet final lie now, oldest first, ending at the pen's place on the
    /// path (what the stroke shows until they are final).
    func provisional() -> [StrokePoint] {
        let t = crossings.count - 1
        guard t >= finalCount else { return [] }
        var out: [StrokePoint] = []
        out.reserveCapacity(t - finalCount + 2)
        for k in finalCount...t { out.append(position(of: k, newest: t)) }
        if let pen = last {
            out.append(openArc.map { $0.project(pen) } ?? pen)
        }
        return out
    }

    // MARK: Runs

    private mutating func arc(_ start: Int, _ end: Int) -> Arc? {
        if let hit = memo.first(where: { $0.start == start && $0.end == end }) { return hit.arc }
        let a = fit.arc(through: crossings[start...end], unit: grid.width)
        memo.append((start, end, a))
        return a
    }

    private mutating func feasible(_ start: Int, _ end: Int) -> Bool {
        end - start + 1 < Self.shortestRun || arc(start, end) != nil
    }

    private mutating func step(final: Bool) -> [Output] {
        memo.removeAll(keepingCapacity: true)
        let t = crossings.count - 1
        var i = max(runStart, t - Self.longestRun + 1, floor)
        if !feasible(i, t) {
            // [i, t-1] is maximal: remember it, and the break for the corner test.
            if t - i >= Self.shortestRun, let a = arc(i, t - 1) {
                closed.append(Run(start: i, end: t - 1, arc: a))
                breaks.append((t, i))
            }
            var lo = i + 1, hi = t  // the first start that reaches t (feasibility only grows with it)
            while lo < hi {
                let mid = (lo + hi) / 2
                if feasible(mid, t) { hi = mid } else { lo = mid + 1 }
            }
            i = lo
        }
        runStart = i
        openArc = t - i + 1 >= Self.shortestRun ? arc(i, t) : nil
        openRuns.append((i, t, openArc))
        if openRuns.count > Self.settle + 1 { openRuns.removeFirst() }
        var k = 0
        while k < breaks.count {
            if t == breaks[k].at + Self.cornerLength - 1 {
                let b = breaks.remove(at: k)
                checkCorner(breakAt: b.at, runStart: b.runStart, newest: t)
            } else if t > breaks[k].at + Self.cornerLength - 1 {
                breaks.remove(at: k)
            } else {
                k += 1
            }
        }
        var out: [Output] = []
        // A run that just broke may end in a corner, which would change the run (the crossings
        // at a corner belong to the next leg): its points wait for the corner test, but never
        // longer than `holdLimit` crossings.
        var lastFinal = final ? t : t + 1 < Self.startLag ? -1 : t - Self.lag
        if !final, let held = breaks.map(\.runStart).min() {
            lastFinal = max(min(lastFinal, held - 1), t - Self.holdLimit)
        }
        while finalCount <= lastFinal {
            if let before = corners[finalCount], let vertex = cornerPoint(at: finalCount, legBefore: before, newest: t) {
                out.append(Output(point: vertex, isCorner: true))
            }
            out.append(Output(point: position(of: finalCount, newest: t, settled: !final), isCorner: false))
            finalCount += 1
        }
        closed.removeAll { $0.end < finalCount }
        if !corners.isEmpty { corners = corners.filter { $0.key >= finalCount } }
        return out
    }

    /// A break at `b` is a corner when a long leg ends just before it, a new leg runs from it
    /// to `t`, no arc spans both, and the two meet at a sharp angle. The split is put where
    /// both legs fit most comfortably (the crossings right at a corner fit either leg).
    private mutating func checkCorner(breakAt b: Int, runStart start: Int, newest t: Int) {
        let bi = max(start, floor)  // a leg never reaches back past the last corner
        var best: (score: Double, split: Int, back: Arc, forward: Arc)?
        for split in (b - 2)...b {
            guard split - bi >= Self.cornerLeg, split > floor, t - split + 1 >= Self.shortestRun,
                  let back = arc(bi, split - 1), let forward = arc(split, t) else { continue }
            let score = min(back.margin, forward.margin)
            if best == nil || score > best!.score { best = (score, split, back, forward) }
        }
        guard let best else { return }
        let a = best.back.tangent(at: crossings[best.split - 1].middle)
        let b2 = best.forward.tangent(at: crossings[best.split].middle)
        let cosine = max(-1, min(1, a.x * b2.x + a.y * b2.y))
        guard cosine < Self.cornerCosine else { return }
        let s = best.split
        floor = s
        closed.removeAll { $0.start < s && $0.end >= s }
        closed.removeAll { $0.start == bi && $0.end == s - 1 }
        closed.append(Run(start: bi, end: s - 1, arc: best.back))
        if runStart < s {
            runStart = s
            openArc = t - s + 1 >= Self.shortestRun ? arc(s, t) : nil
        }
        corners[s] = best.back
    }

    /// The corner before crossing `k`: where the leg before meets the longest leg from `k`.
    private func cornerPoint(at k: Int, legBefore: Arc, newest t: Int) -> StrokePoint? {
        var forward: Run?
        for r in closed where r.start == k && (forward == nil || r.end > forward!.end) { forward = r }
        if runStart == k, let a = openArc, forward == nil || t > forward!.end { forward = Run(start: k, end: t, arc: a) }
        guard let forward, k >= 1 else { return nil }
        let before = crossings[k - 1].middle, after = crossings[k].middle
        let reach = (grid.width * grid.width + grid.height * grid.height).squareRoot()
        if let v = legBefore.corner(at: before, with: forward.arc, at: after),
           v.distance(to: before) <= reach && v.distance(to: after) <= reach {
            return v
        }
        // A hairpin (a scribble's reversal): the legs run nearly back along each other and their
        // tangents meet far away, or not at all. The pen turned between the legs' ends.
        let p = legBefore.project(before), q = forward.arc.project(after)
        return StrokePoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
    }

    /// Crossing `k`'s point: its projections onto the arcs of the runs holding it, blended.
    /// `settled`: with the open run of `settle` reports ago (see `openRuns`).
    private func position(of k: Int, newest t: Int, settled: Bool = false) -> StrokePoint {
        let m = crossings[k].middle
        var sx = 0.0, sy = 0.0, sw = 0.0
        func blend(_ start: Int, _ end: Int, _ arc: Arc) {
            let x = (Double(k - start) + 0.5) / Double(end - start + 1)
            let w = 1 - abs(2 * x - 1) + 1e-6
            let p = arc.project(m)
            sx += w * p.x; sy += w * p.y; sw += w
        }
        for r in closed where r.start <= k && k <= r.end { blend(r.start, r.end, r.arc) }
        if settled, openRuns.count == Self.settle + 1 {
            let o = openRuns[0]
            let known = closed.contains { $0.start == o.start && $0.end == o.end }
            if !known, o.start <= k && k <= o.end, let a = o.arc, o.start >= floor { blend(o.start, o.end, a) }
        } else if runStart <= k, let a = openArc {
            blend(runStart, t, a)
        }
        return sw > 0 ? StrokePoint(x: sx / sw, y: sy / sw) : m
    }
}
