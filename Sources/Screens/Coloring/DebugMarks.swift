import ColorCore

/// `-debugStrokes` shows where each input point of a stroke landed. The dots it paints are a few
/// page pixels wide, and must stay so (a log replays to the same PNG for ever); at fit zoom on a
/// large page that is a fraction of a display pixel, blended into a pale speck. So every input
/// point is also marked over the view: one display pixel, black or white against what is under
/// it, at any zoom. The marks follow the strokes' undo steps (undo, redo and clear take them
/// away and back with the paint) and are the screen's only: never painted, logged or saved.
struct DebugMarks: Sendable {
    /// What an undo step marks: a stroke its input points, a fill nothing; a clear hides the
    /// steps before it.
    enum Step: Sendable {
        case stroke([StrokePoint])
        case fill
        case clear

        var isClear: Bool { if case .clear = self { true } else { false } }
    }

    /// The open stroke's points.
    private(set) var open: [StrokePoint]?
    /// The steps standing, oldest first, and those undone, the next redo last.
    private(set) var done: [Step] = []
    private(set) var undone: [Step] = []

    init() {}

    /// The marks of a picture continued from its log (`events`, already applied to a session on
    /// this page). Whether each event made an undo step is judged as the session does for the
    /// ordinary cases (a stroke or fill on the page off the lines, a clear with something
    /// standing, an undo or redo with a step to take) from `finder`'s regions: a log does not
    /// say it, and applying it again to learn would cost as much as opening the picture.
    init(replaying events: [StrokeEvent], finder: any RegionFinder) {
        func onRegion(_ x: Double, _ y: Double) -> Bool {
            let p = StrokePoint(x: x, y: y).pixel
            return finder.region(atX: p.x, y: p.y) != nil
        }
        var strokeOnRegion = false
        for event in events {
            var madeStep = false, tookStep = false
            switch event {
            case .down(let x, let y, _): strokeOnRegion = onRegion(x, y)
            case .up: madeStep = open != nil && strokeOnRegion
            case .fill(let x, let y): madeStep = onRegion(x, y)
            case .clear: madeStep = done.last.map { !$0.isClear } ?? false  // a stroke or fill stands
            case .undo: tookStep = !done.isEmpty
            case .redo: tookStep = !undone.isEmpty
            default: break
            }
            follow(event, madeStep: madeStep, tookStep: tookStep)
        }
    }

    /// Follows one event the session applied: `madeStep`, it recorded an undo step; `tookStep`,
    /// its undo or redo took one. An event that ends an open stroke comes after the stroke's
    /// own `up` (`Drawing.apply` sees to it).
    mutating func follow(_ event: StrokeEvent, madeStep: Bool, tookStep: Bool) {
        switch event {
        case .down(let x, let y, _):
            open = [StrokePoint(x: x, y: y)]
        case .move(let x, let y, _):
            open?.append(StrokePoint(x: x, y: y))
        case .up:
            if madeStep, let points = open { record(.stroke(points)) }
            open = nil
        case .fill:
            open = nil
            if madeStep { record(.fill) }
        case .clear:
            open = nil
            if madeStep { record(.clear) }
        case .undo:
            open = nil
            if tookStep, let step = done.popLast() { undone.append(step) }
        case .redo:
            open = nil
            if tookStep, let step = undone.popLast() { done.append(step) }
        case .color, .brush, .input, .detail:
            break
        }
    }

    private mutating func record(_ step: Step) {
        done.append(step)
        undone.removeAll()
    }

    /// The points of the strokes standing since the last clear.
    var standingStrokes: [StrokePoint] {
        var points: [StrokePoint] = []
        for step in done.reversed() {
            if case .clear = step { break }
            if case .stroke(let p) = step { points += p }
        }
        return points
    }

    /// Every point shown: the standing strokes' and the open stroke's.
    var points: [StrokePoint] { standingStrokes + (open ?? []) }

    /// Marks each point's display pixel in `frame` (the view), black on a light pixel, white on
    /// a dark one. All colours are read before any is drawn: a mark must not decide its
    /// neighbour's colour.
    func draw(into frame: inout CellFrame, geometry g: ViewGeometry) {
        var seen = Set<Int>()
        var marks: [(x: Int, y: Int, colour: CellColour)] = []
        for p in points {
            let s = g.screenPixel(pageX: p.x, pageY: p.y)
            guard s.x >= 0, s.y >= 0, s.x < g.areaWidth, s.y < g.areaHeight, seen.insert(s.y * g.areaWidth + s.x).inserted,
                  let under = frame.displayPixel(x: s.x, y: s.y, mode: g.glyphs) else { continue }
            marks.append((s.x, s.y, under.isLight ? BrushOutline.onLight : BrushOutline.onDark))
        }
        for m in marks { frame.setDisplayPixel(x: m.x, y: m.y, to: m.colour, mode: g.glyphs) }
    }
}
