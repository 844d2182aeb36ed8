import Testing
@testable import ColorCore
import TestSupport
@testable import Tracing

/// The tracing state machine: strokes followed exactly complete every item; backwards, out of
/// order and far-off strokes do not count; misses bring the hint; undo; the score.
@Suite struct TraceBoardTests {
    /// A threshold of a tenth of the cap height on a screen with 36 display pixels to it (80x24).
    static func board(_ text: String, threshold: Double = 0.1, resolution: Double = 36) -> TraceBoard {
        TraceBoard(item: TraceItem(text)!, threshold: threshold, resolution: resolution)
    }

    @Test func followingEveryItemExactlyCompletesIt() {
        for item in TraceItem.all {
            for resolution in [36.0, 100] {
                var b = TraceBoard(item: item, threshold: 0.1, resolution: resolution)
                let verdicts = TraceDrawing.traceAll(&b, step: 0.5 / resolution)
                let expected = (0..<item.strokes.count).map { Optional(TraceVerdict.counted($0..<($0 + 1))) }
                #expect(verdicts == expected, "\(item.text) at \(resolution)")
                #expect(b.isComplete, "\(item.text)")
                #expect(b.accuracy >= 0.95, "\(item.text): accuracy \(b.accuracy)")
                #expect(b.outOfBounds == 0 && b.stars == 3 && b.strokesDrawn == item.strokes.count, "\(item.text)")
            }
        }
    }

    /// As the mouse gives it in a terminal: the path sampled to whole cells (1 display pixel wide,
    /// 2 high), reported at the cell's middle column and half-way down, as on a 80x24 screen.
    static func cellReports(_ stroke: [StrokePoint], resolution: Double) -> [StrokePoint] {
        var cells: [StrokePoint] = []
        for p in TraceDrawing.along(stroke, step: 0.5 / resolution) {
            let x = p.x * resolution + 20, y = p.y * resolution + 3
            let cell = StrokePoint(x: (x.rounded(.down) + 0.5 - 20) / resolution, y: ((y / 2).rounded(.down) * 2 + 1 - 3) / resolution)
            if cells.last != cell { cells.append(cell) }
        }
        return cells
    }

    /// Cell reports complete every item, drawn as they come and through the input filter (as the
    /// screen does); the filter's ink follows the paths more closely (it undoes the staircase).
    @Test func followingOnTheCellGridCompletesEveryItem() {
        let resolution = 36.0
        var offPath: [Double] = [0, 0], length: [Double] = [0, 0]
        for item in TraceItem.all {
            for (k, grid) in [nil, InputGrid(width: 1, height: 2)].enumerated() {
                var b = TraceBoard(item: item, threshold: 0.1, resolution: resolution)
                for stroke in item.strokes { TraceDrawing.draw(Self.cellReports(stroke, resolution: resolution), on: &b, grid: grid) }
                #expect(b.isComplete, "\(item.text) \(grid == nil ? "raw" : "filtered"): \(b.drawn.map(\.counted))")
                #expect(b.accuracy >= 0.8 && b.outOfBounds == 0, "\(item.text) \(k): accuracy \(b.accuracy), \(b.outOfBounds) off")
                // Squared distance from the path (display pixels), along the ink.
                for piece in b.drawn.flatMap(\.pieces) {
                    let d = PathDistance.toStrokes((piece.a + piece.b) * 0.5, item.strokes) * resolution
                    offPath[k] += d * d * piece.length; length[k] += piece.length
                }
            }
        }
        let rms = (0..<2).map { (offPath[$0] / length[$0]).squareRoot() }
        #expect(rms[1] < 0.9 * rms[0], "RMS distance from the paths: raw \(rms[0]), filtered \(rms[1]) display pixels")
    }

    /// A slanted straight line drawn with cell reports: through the filter the ink stays within a
    /// fifth of a display pixel of the line's path; as they come, the staircase strays further.
    @Test func filteredCellReportsDrawAStraightLine() {
        let resolution = 36.0
        let line = [StrokePoint(x: 0, y: 0.2), StrokePoint(x: 1.6, y: 0.75)]
        func worst(_ grid: InputGrid?) -> Double {
            var b = TraceBoard(item: TraceItem("line")!, threshold: 0.1, resolution: resolution)
            b.penDown(at: Self.cellReports(line, resolution: resolution)[0], grid: grid)
            for p in Self.cellReports(line, resolution: resolution).dropFirst() { b.penMove(to: p) }
            let ink = b.pen!.finished.ink.pieces
            let d = line[1] - line[0], n = StrokePoint(x: -d.y, y: d.x) * (1 / d.distance(to: StrokePoint(x: 0, y: 0)))
            // Away from the ends (the first and last cell have no neighbours to fit).
            let inner = ink.filter { p in let t = ((p.a - line[0]).x * d.x + (p.a - line[0]).y * d.y) / (d.x * d.x + d.y * d.y)
                                     return t > 0.1 && t < 0.9 }
            return inner.map { abs(($0.a - line[0]).x * n.x + ($0.a - line[0]).y * n.y) * resolution }.max() ?? .infinity
        }
        let raw = worst(nil), filtered = worst(InputGrid(width: 1, height: 2))
        #expect(filtered < 0.2, "filtered: \(filtered) display pixels off the line")
        #expect(raw > 2 * filtered, "raw \(raw), filtered \(filtered)")
    }

    @Test func aStrokeDrawnBackwardsDoesNotCount() {
        for item in TraceItem.all {
            for k in item.strokes.indices where item.strokes[k].count > 1 {
                var b = TraceBoard(item: item, threshold: 0.1, resolution: 36)
                for j in 0..<k { TraceDrawing.draw(TraceDrawing.along(item.strokes[j], step: 0.01), on: &b) }
                let before = b.nextStroke
                let verdict = TraceDrawing.draw(TraceDrawing.along(item.strokes[k].reversed(), step: 0.01), on: &b)
                #expect(verdict == .backwards, "\(item.text) stroke \(k + 1) backwards: \(String(describing: verdict))")
                #expect(b.nextStroke == before && before == k, "\(item.text)")
                #expect(b.misses == 1)
            }
        }
    }

    @Test func aStrokeOutOfOrderDoesNotCount() {
        for item in TraceItem.all where item.strokes.count > 1 {
            for k in 1..<item.strokes.count {
                var b = TraceBoard(item: item, threshold: 0.1, resolution: 36)
                let verdict = TraceDrawing.draw(TraceDrawing.along(item.strokes[k], step: 0.01), on: &b)
                #expect(b.nextStroke == 0, "\(item.text): stroke \(k + 1) first counted")
                // A dot tapped before its turn is a tap, forgotten.
                let expected: TraceVerdict = item.strokes[k].count == 1 ? .ignored : .outOfOrder(drew: k)
                #expect(verdict == expected, "\(item.text) stroke \(k + 1) first: \(String(describing: verdict))")
            }
        }
    }

    @Test func aScribbleFarFromThePathIsRedAndDoesNotComplete() {
        var rng = SeededRandom(seed: 7)
        for item in TraceItem.all {
            var b = TraceBoard(item: item, threshold: 0.1, resolution: 36)
            let box = item.box
            // Zigzags to the right of the item's box, well beyond the threshold.
            let scribble = (0..<40).map { _ in
                StrokePoint(x: box.maxX + 0.3 + Double.random(in: 0...1, using: &rng), y: Double.random(in: box.minY...box.maxY, using: &rng))
            }
            let verdict = TraceDrawing.draw(scribble, on: &b)
            #expect(verdict == .offPath, "\(item.text)")
            #expect(!b.isComplete && b.nextStroke == 0)
            #expect(b.drawn.count == 1 && b.drawn[0].pieces.allSatisfy(\.off))
            #expect(b.outOfBounds >= 30, "\(item.text): \(b.outOfBounds)")
            #expect(b.accuracy == 0)
        }
    }

    /// A zigzag across the line passes every waypoint in order but is much off the line: three
    /// thresholds to either side (two thirds off), or 1.6 (three eighths off, as an O zigzagged
    /// through that must not be "well done!"), it does not count.
    @Test(arguments: [0.3, 0.16])
    func aZigzagAcrossTheLineDoesNotCount(amplitude: Double) {
        for text in ["l", "O"] {
            var b = Self.board(text)
            let path = TraceDrawing.along(TraceItem(text)!.strokes[0], step: 0.02)
            let zigzag = path.indices.map { i -> StrokePoint in
                let a = path[max(0, i - 1)], c = path[min(path.count - 1, i + 1)]
                let (dx, dy) = (c.x - a.x, c.y - a.y), n = max(1e-9, (dx * dx + dy * dy).squareRoot())
                let side = i % 2 == 0 ? amplitude : -amplitude
                return path[i] + StrokePoint(x: -dy / n * side, y: dx / n * side)
            }
            #expect(TraceDrawing.draw(zigzag, on: &b) == .offPath, "\(text)")
            #expect(!b.isComplete && b.nextStroke == 0, "\(text)")
        }
    }

    /// Red only where the pen left the band: a stroke along A's crossbar that runs on far past
    /// its end still counts, with the run-on red.
    @Test func onlyThePartBeyondTheThresholdIsRed() {
        var b = Self.board("H")
        let stem = TraceDrawing.along(TraceItem("H")!.strokes[0] + [StrokePoint(x: 0, y: 1.6)], step: 0.02)
        #expect(TraceDrawing.draw(stem, on: &b) == .counted(0..<1))
        let pieces = b.drawn[0].pieces
        #expect(pieces.filter(\.off).allSatisfy { min($0.a.y, $0.b.y) > 1.09 })
        #expect(pieces.filter { !$0.off }.allSatisfy { max($0.a.y, $0.b.y) < 1.11 })
        #expect(b.outOfBounds > 0 && b.accuracy < 0.7)
    }

    @Test func threeMissesBringTheHintAndACountedStrokeEndsIt() {
        var b = Self.board("L")
        let stroke = TraceItem("L")!.strokes[0]
        for n in 1...3 {
            #expect(!b.showsHint)
            #expect(TraceDrawing.draw(TraceDrawing.along(stroke.reversed(), step: 0.02), on: &b) == .backwards)
            #expect(b.misses == n)
        }
        #expect(b.showsHint)
        b.penDown(at: stroke[0])
        #expect(!b.showsHint, "no hint while drawing")
        b.penMove(to: stroke[1]); b.penMove(to: stroke[2])
        let verdict = b.penUp()
        #expect(verdict == .counted(0..<1))
        #expect(!b.showsHint && b.misses == 0 && b.isComplete)
    }

    @Test func undoTakesBackTheLastStroke() {
        var b = Self.board("A")
        let a = TraceItem("A")!.strokes
        TraceDrawing.draw(TraceDrawing.along(a[0], step: 0.02), on: &b)
        TraceDrawing.draw(TraceDrawing.along(a[1], step: 0.02), on: &b)
        #expect(b.nextStroke == 2)
        var undone = b.undo()
        #expect(undone)
        #expect(b.nextStroke == 1 && b.drawn.count == 1)
        // A miss on screen is what undo takes first.
        TraceDrawing.draw(TraceDrawing.along(a[2], step: 0.02), on: &b)
        #expect(b.lastVerdict == .outOfOrder(drew: 2) && b.visible.count == 2)
        undone = b.undo()
        #expect(undone)
        #expect(b.visible.count == 1 && b.nextStroke == 1)
        // The stroke being drawn goes first; then the strokes; then there is nothing.
        b.penDown(at: a[1][0])
        undone = b.undo()
        #expect(undone && b.pen == nil && b.nextStroke == 1)
        undone = b.undo()
        #expect(undone && b.nextStroke == 0)
        undone = b.undo()
        #expect(!undone)
        // Undo after completing: no longer complete.
        for s in a { TraceDrawing.draw(TraceDrawing.along(s, step: 0.02), on: &b) }
        #expect(b.isComplete && b.stars == 3)
        undone = b.undo()
        #expect(undone && !b.isComplete && b.stars == 0)
    }

    /// A stroke that did not count stays on screen until the next one starts; it still counts
    /// in the score.
    @Test func aMissIsShownUntilTheNextStroke() {
        var b = Self.board("T")
        let t = TraceItem("T")!.strokes
        TraceDrawing.draw(TraceDrawing.along(t[1], step: 0.02), on: &b)
        #expect(b.visible.count == 1 && b.visible[0].counted.isEmpty)
        b.penDown(at: t[0][0])
        #expect(b.visible.isEmpty)
        b.penMove(to: t[0][1])
        b.penUp()
        #expect(b.visible.count == 1 && b.drawn.count == 2 && b.strokesDrawn == 2)
        TraceDrawing.draw(TraceDrawing.along(t[1], step: 0.02), on: &b)
        #expect(b.isComplete)
        // The miss (the bar, 0.7 long) is ink that did not count: 1.7 of 2.4 did.
        #expect(abs(b.accuracy - 1.7 / 2.4) < 0.02, "\(b.accuracy)")
        #expect(b.stars == 2)
    }

    @Test func strokesThatJoinMayBeDrawnInOneGo() {
        var b = Self.board("B")
        let s = TraceItem("B")!.strokes
        TraceDrawing.draw(TraceDrawing.along(s[0], step: 0.02), on: &b)
        #expect(TraceDrawing.draw(TraceDrawing.along(s[1] + s[2], step: 0.02), on: &b) == .counted(1..<3))
        #expect(b.isComplete && b.strokesDrawn == 2)
        // Strokes that do not join cannot: A's two legs in one go count the first only.
        var a = Self.board("A")
        let legs = TraceItem("A")!.strokes
        #expect(TraceDrawing.draw(TraceDrawing.along(legs[0].reversed() + legs[1], step: 0.02), on: &a) != .counted(0..<2))
    }

    @Test func tapsAreForgottenAndADotIsATap() {
        var b = Self.board("i")
        let i = TraceItem("i")!.strokes
        #expect(TraceDrawing.draw([i[0][0]], on: &b) == .ignored)
        #expect(b.drawn.isEmpty && b.misses == 0)
        TraceDrawing.draw(TraceDrawing.along(i[0], step: 0.02), on: &b)
        #expect(TraceDrawing.draw([i[1][0] + StrokePoint(x: 0.03, y: 0.02)], on: &b) == .counted(1..<2))
        #expect(b.isComplete)
        // The pen does nothing on a finished item.
        b.penDown(at: i[0][0])
        #expect(b.pen == nil)
    }

    @Test func strayingWithinTheBandLowersAccuracyAndStars() {
        // The stroke followed three quarters of the threshold to the side.
        var b = Self.board("l")
        let shifted = TraceItem("l")!.strokes[0].map { $0 + StrokePoint(x: 0.075, y: 0) }
        #expect(TraceDrawing.draw(TraceDrawing.along(shifted, step: 0.01), on: &b) == .counted(0..<1))
        #expect(b.outOfBounds == 0)
        #expect(abs(b.accuracy - 0.75) < 0.03, "\(b.accuracy)")
        #expect(b.stars == 2)
    }

    @Test func verdictsSayWhy() {
        var b = Self.board("E")
        let e = TraceItem("E")!.strokes
        // Started at the start, stopped half way.
        #expect(TraceDrawing.draw([e[0][0], StrokePoint(x: 0, y: 0.5)], on: &b) == .unfinished)
        // On the path but from the middle.
        #expect(TraceDrawing.draw([StrokePoint(x: 0, y: 0.5), e[0][1]], on: &b) == .wrongStart)
        #expect(b.lastVerdict?.message(expected: 0, total: 4) == "start at the green dot")
        #expect(TraceVerdict.outOfOrder(drew: 2).message(expected: 0, total: 4).contains("line 3"))
    }

    /// From the start to the end of the line with a detour off it in the middle: the child did
    /// go to the end, so the reason is the detour ("stay on the grey line"), not "keep going"
    /// (which a child already at the end cannot act on).
    @Test func aDetourIsCalledADetourNotAnUnfinishedLine() {
        var b = Self.board("E")
        let e = TraceItem("E")!.strokes
        let path = TraceDrawing.along(e[0], step: 0.01)
        let (a, z) = (path.count * 35 / 100, path.count * 65 / 100)
        // Across the line, one and a half thresholds away, whichever way the line runs.
        let d = e[0].last! - e[0][0], length = (d.x * d.x + d.y * d.y).squareRoot()
        let across = StrokePoint(x: -d.y / length * 0.15, y: d.x / length * 0.15)
        let detour = Array(path[..<a] + path[a..<z].map { $0 + across } + path[z...])
        #expect(TraceDrawing.draw(detour, on: &b) == .offPath)
        #expect(b.lastVerdict?.message(expected: 0, total: 4) == "stay on the grey line")
        // Stopping part way on the line is still unfinished.
        #expect(TraceDrawing.draw(Array(path[..<a]), on: &b) == .unfinished)
    }
}
