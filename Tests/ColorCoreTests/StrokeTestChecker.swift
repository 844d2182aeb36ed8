@testable import ColorCore
import TestSupport

/// Applies a log to a session event by event and checks, against the plainest model of what
/// should happen, the properties issue 3 asks for:
/// - a stroke or fill changes only pixels of the region under its start, or line pixels within
///   2 px (Chebyshev) of that region; one starting on a line or off the page changes nothing;
/// - every input point whose pixel is in the stroke's region ends up exactly the stroke colour,
///   for strokes drawn through their points (a filtered stroke, one after an `input` grid, is
///   drawn near them, not through them: `FilteredStrokeTests` checks those);
/// - a fill colours every pixel of its region;
/// - line pixels (darkness >= 128) stay dark: final luma < 128;
/// - undo restores the exact paint before the edit, redo the exact paint after it;
/// - every change lies inside the rectangle `apply` reported.
/// Regions and lines come from `ReferenceRegions(page:)`: the region rule (README's contracts paragraph)
/// and a plain flood fill, written in the tests. The session's own region finder and line art
/// are never asked, so a finder that picks the wrong region, or a wrong line rule, fails here.
/// Strokes left open are closed with an explicit `up` first (implicit ends are tested apart).
struct StrokeTestChecker {
    private(set) var session: Session
    private(set) var failures: [String] = []
    private(set) var strokesChecked = 0, pointsChecked = 0, fillsChecked = 0, undosChecked = 0
    /// Redos that had an edit to redo, and how many of them changed the paint.
    private(set) var redosChecked = 0, redosThatPainted = 0
    /// The independent labelling of the page the session was made from.
    let reference: ReferenceRegions

    private var undoModel: [[UInt32]] = []
    private var redoModel: [[UInt32]] = []
    private var strokeBefore: [UInt32] = []
    private var strokeRegion: Int?
    private var strokeColour: RGB? = RGB.white
    private var strokePoints: [StrokePoint] = []
    private var strokeFiltered = false
    /// The session's undo steps when the open stroke began.
    private var stepsAtDown = 0
    private var eventIndex = 0

    /// `page` is the page `session` was made from.
    init(page: Page, session: Session) {
        precondition(page.width == session.canvas.width && page.height == session.canvas.height)
        self.session = session
        reference = ReferenceRegions(page: page)
    }

    static let rainbowColours = Set(Rainbow.wheel)

    /// The log as the checker applies it: every stroke closed explicitly.
    static func normalized(_ events: [StrokeEvent]) -> [StrokeEvent] {
        var out: [StrokeEvent] = []
        var sequence = StrokeSequence()
        for e in events {
            if sequence.accept(e) == .endsOpenStroke { out.append(.up(t: nil)) }
            out.append(e)
        }
        if sequence.isStrokeOpen { out.append(.up(t: nil)) }
        return out
    }

    mutating func run(_ events: [StrokeEvent]) {
        for e in StrokeTestChecker.normalized(events) { apply(e) }
        checkLinesDark(in: Rect(x: 0, y: 0, width: reference.width, height: reference.height))
    }

    private mutating func fail(_ message: String) {
        if failures.count < 20 { failures.append("event \(eventIndex): \(message)") }
    }

    mutating func apply(_ event: StrokeEvent) {
        let before = session.canvas.paintPixels
        let dirty = session.apply(event)
        let after = session.canvas.paintPixels
        checkChangesInside(dirty, before: before, after: after)
        checkLinesDark(in: dirty)

        switch event {
        case .down(let x, let y, _):
            strokeBefore = before
            strokeRegion = region(under: StrokePoint(x: x, y: y))
            strokeColour = session.ink.solidColour
            strokePoints = [StrokePoint(x: x, y: y)]
            strokeFiltered = session.inputGrid != nil && !session.debugStrokes
            stepsAtDown = session.history.undoStack.count
        case .move(let x, let y, _):
            strokePoints.append(StrokePoint(x: x, y: y))
        case .up:
            strokesChecked += 1
            checkConfined(before: strokeBefore, after: after, to: strokeRegion, what: "stroke")
            if let region = strokeRegion {
                for p in strokePoints where !strokeFiltered {
                    let (px, py) = p.pixel
                    guard reference.region(px, py) == region else { continue }
                    pointsChecked += 1
                    let got = after[py * reference.width + px]
                    // The rainbow's colour changes along the stroke: any colour of its wheel.
                    if strokeColour.map({ got != $0.packed }) ?? !StrokeTestChecker.rainbowColours.contains(got) {
                        fail("input point (\(p.x), \(p.y)) is \(RGB(packed: got)), not \(strokeColour?.hex ?? "a rainbow colour")")
                    }
                }
                // A stroke that reaches no pixel (a brush finer than a pixel's centres) is no undo
                // step and leaves redo as it was; one that changed the paint must be a step.
                let recorded = session.history.undoStack.count > stepsAtDown
                if after != strokeBefore && !recorded { fail("a stroke that painted left no undo step") }
                if recorded { recordEdit(before: strokeBefore) }
            }
        case .fill(let x, let y):
            let region = region(under: StrokePoint(x: x, y: y))
            checkConfined(before: before, after: after, to: region, what: "fill")
            if let region {
                fillsChecked += 1
                // A rainbow fill is one colour of the wheel, the one at its first pixel.
                let first = reference.labels.firstIndex(of: region) ?? 0
                let colour = session.ink.solidColour?.packed ?? after[first]
                if session.ink == .rainbow && !StrokeTestChecker.rainbowColours.contains(colour) {
                    fail("rainbow fill is \(RGB(packed: colour)), not a rainbow colour")
                }
                var missed = 0
                for i in after.indices where reference.labels[i] == region && after[i] != colour { missed += 1 }
                if missed > 0 { fail("fill left \(missed) pixels of its region uncoloured") }
                recordEdit(before: before)
            }
        case .undo:
            if let expected = undoModel.popLast() {
                undosChecked += 1
                if after != expected { fail("undo did not restore the paint before the edit") }
                redoModel.append(before)
            } else if after != before {
                fail("undo with nothing to undo changed the paint")
            }
        case .redo:
            if let expected = redoModel.popLast() {
                redosChecked += 1
                if after != before { redosThatPainted += 1 }
                if after != expected { fail("redo did not restore the paint after the edit") }
                undoModel.append(before)
            } else if after != before {
                fail("redo with nothing to redo changed the paint")
            }
        case .clear:
            if after.contains(where: { $0 != PackedPixel.white }) { fail("clear left paint") }
            if before.contains(where: { $0 != PackedPixel.white }) { recordEdit(before: before) }
        case .color, .brush, .input, .detail:
            if after != before { fail("\(event.typeName) changed the paint") }
        }
        eventIndex += 1
    }

    private mutating func recordEdit(before: [UInt32]) {
        undoModel.append(before)
        redoModel.removeAll()
    }

    private func region(under p: StrokePoint) -> Int? {
        let (x, y) = p.pixel
        return reference.region(x, y)
    }

    /// Changed pixels must be in `region`, or line pixels within 2 px of it.
    private mutating func checkConfined(before: [UInt32], after: [UInt32], to region: Int?, what: String) {
        let w = reference.width
        var escaped = 0, firstEscape = (0, 0)
        for i in 0..<after.count where after[i] != before[i] {
            let x = i % w, y = i / w
            var allowed = false
            if let region {
                if reference.labels[i] == region {
                    allowed = true
                } else if reference.isLine(x, y) {
                    near: for ny in (y - 2)...(y + 2) {
                        for nx in (x - 2)...(x + 2) where reference.region(nx, ny) == region { allowed = true; break near }
                    }
                }
            }
            if !allowed {
                if escaped == 0 { firstEscape = (x, y) }
                escaped += 1
            }
        }
        if escaped > 0 { fail("\(what) changed \(escaped) pixels outside its region and fringe, first at \(firstEscape)") }
    }

    private mutating func checkChangesInside(_ dirty: Rect, before: [UInt32], after: [UInt32]) {
        let w = reference.width
        for i in 0..<after.count where after[i] != before[i] && !dirty.contains(i % w, i / w) {
            fail("pixel (\(i % w), \(i / w)) changed outside the reported rectangle \(dirty)")
            return
        }
    }

    private mutating func checkLinesDark(in rect: Rect) {
        let canvas = session.canvas
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where reference.isLine(x, y) {
                let luma = PackedPixel.luma(canvas.finalPixel(y * reference.width + x))
                if luma >= 128 { fail("line pixel (\(x), \(y)) shows luma \(luma)"); return }
            }
        }
    }
}
