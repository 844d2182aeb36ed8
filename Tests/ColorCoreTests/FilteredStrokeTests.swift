import Foundation
import Testing
@testable import ColorCore
import TestSupport

/// Strokes whose points come quantised (an `input` grid) pass the filter stage in the session:
/// mid-stroke the canvas is the final curve so far and the session's tip the provisional line
/// to the pen (shown by the view, never painted), and once lifted the canvas is exactly the
/// filtered curve.
@Suite struct FilteredStrokeTests {
    static let grid = InputGrid(width: 6, height: 12)

    /// Pixels unlike a plain rendering of `pieces` (capsules) clipped to the region under `start`.
    static func differences(_ paint: [UInt32], pieces: [(StrokePoint, StrokePoint)], radius: Double,
                            start: StrokePoint, page: Page, finder: any RegionFinder) -> Int {
        guard let region = finder.region(atX: start.pixel.x, y: start.pixel.y) else { return -1 }
        let mask = PaintMask(region: region, lineArt: finder.lineArt)
        let w = page.width
        var wrong = 0
        for y in 0..<page.height {
            for x in 0..<w {
                let c: Double
                if mask.contains(x, y) {
                    var d = Double.infinity
                    for (a, b) in pieces { d = min(d, SmoothingTests.distance(StrokePoint(x: Double(x) + 0.5, y: Double(y) + 0.5), a, b)) }
                    c = min(max(radius + 0.5 - d, 0), 1)
                } else {
                    c = 0
                }
                let want = PackedPixel.blend(PackedPixel.white, Session.defaultColor.packed, coverage: UInt32((c * 255).rounded()))
                if paint[y * w + x] != want && abs(c * 255 - (c * 255).rounded(.down) - 0.5) > 1e-6 { wrong += 1 }
            }
        }
        return wrong
    }

    /// Straight pieces of curve segments, flattened as the session does.
    static func pieces(_ segments: [CubicSegment]) -> [(StrokePoint, StrokePoint)] {
        var out: [(StrokePoint, StrokePoint)] = []
        for seg in segments {
            let n = seg.pieceCount()
            var from = seg.p0
            for i in 1...n {
                let to = i == n ? seg.p3 : seg.point(at: Double(i) / Double(n))
                out.append((from, to)); from = to
            }
        }
        return out
    }

    @Test(arguments: [(UInt64(1), Smoothing.hermite), (2, .hermite), (3, .linear), (4, .hermite)])
    func theCanvasIsTheFilteredCurveThenAndNow(seed: UInt64, smoothing: Smoothing) {
        let page = StrokeTestPages.page(width: 120, height: 100, shapes: 3, seed: seed)
        let art = LineArt(page: page)
        let finder = RegionMode.optimized.makeFinder(for: art)
        let points = StrokeReports.wandering(art: art, grid: Self.grid, seed: seed)
        var session = Session(page: page, finder: finder, smoothing: smoothing)
        let radius = 3.0
        session.apply(.brush(2 * radius))
        session.apply(.input(Self.grid))
        var reference = FilteredStroke(grid: Self.grid, smoothing: smoothing)
        var finals: [CubicSegment] = []
        // The provisional line as drawn: its points settle where they were drawn before.
        var shown = ProvisionalLine(), tail: [StrokePoint] = []
        for (k, p) in points.enumerated() {
            let before = session.canvas.paintPixels
            let dirty = session.apply(k == 0 ? .down(x: p.x, y: p.y, t: nil) : .move(x: p.x, y: p.y, t: nil))
            finals += reference.add(p)
            tail = shown.settled(reference.provisional(), stickiness: min(Self.grid.width, Self.grid.height) / 10)
            shown.record(points: tail)
            let after = session.canvas.paintPixels
            var outside = 0
            // Every change lies in a part of the changed rectangle (the view redraws only those).
            let parts = session.changedParts
            #expect(parts.reduce(Rect.empty) { $0.union($1) } == dirty)
            for i in 0..<after.count where after[i] != before[i] && !parts.contains(where: { $0.contains(i % page.width, i / page.width) }) {
                outside += 1
            }
            #expect(outside == 0, "report \(k): \(outside) changes outside \(parts)")
            // The tip: the provisional line to the pen, a piece per point, with the brush.
            let provisional = tail.count == 1 ? [(tail[0], tail[0])] : Array(zip(tail, tail.dropFirst()))
            let tip = session.tip.map { $0.pieces.map { (StrokePoint(x: $0.ax, y: $0.ay), StrokePoint(x: $0.bx, y: $0.by), $0.radius) } } ?? []
            #expect(tip.count == provisional.count
                    && zip(tip, provisional).allSatisfy { $0.0 == $1.0.limited && $0.1 == $1.1.limited && $0.2 == radius },
                    "report \(k): the tip is not the provisional line")
            // Mid-stroke, now and then (the plain rendering is slow): the final curve so far,
            // and nothing of the tip.
            guard k % 17 == 5 else { continue }
            let wrong = Self.differences(after, pieces: Self.pieces(finals), radius: radius,
                                         start: points[0], page: page, finder: finder)
            #expect(wrong == 0, "report \(k): \(wrong) pixels unlike the curve so far")
        }
        session.apply(.up(t: nil))
        #expect(session.tip == nil, "the tip outlives the stroke")
        finals += reference.finish()
        let wrong = Self.differences(session.canvas.paintPixels, pieces: Self.pieces(finals), radius: radius,
                                     start: points[0], page: page, finder: finder)
        #expect(wrong == 0, "lifted: \(wrong) pixels unlike the filtered curve")
    }

    /// A long straight drag on a blank page: once the fit has settled, a report paints (and
    /// reports dirty, in parts) the newly final piece, not the whole provisional line of `lag`
    /// cells (a view redraw of all of it per report).
    @Test func aReportDirtiesAFewCellsNotTheWholeProvisionalLine() {
        let page = Page(width: 1200, height: 600)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        let grid = InputGrid(width: 10, height: 20)
        session.apply(.brush(20))
        session.apply(.input(grid))
        let a = 22.0 * .pi / 180
        var cells: [StrokePoint] = []
        for i in 0..<9000 {
            let p = StrokePoint(x: 53 + Double(i) / 10 * cos(a), y: 67 + Double(i) / 10 * sin(a))
            let c = StrokePoint(x: ((p.x / 10).rounded(.down) + 0.5) * 10, y: ((p.y / 20).rounded(.down) + 0.5) * 20)
            if cells.last != c { cells.append(c) }
        }
        var areas: [Int] = []
        for (k, c) in cells.enumerated() {
            let dirty = session.apply(k == 0 ? .down(x: c.x, y: c.y, t: nil) : .move(x: c.x, y: c.y, t: nil))
            #expect(session.changedParts.reduce(Rect.empty) { $0.union($1) } == dirty)
            // The parts never overlap (the view redraws each once).
            for (i, a) in session.changedParts.enumerated() {
                #expect(!session.changedParts[(i + 1)...].contains { !$0.intersection(a).isEmpty }, "report \(k): parts overlap")
            }
            if k >= 2 * ArcFilter.startLag { areas.append(session.changedParts.map(\.area).reduce(0, +)) }
        }
        areas.sort()
        // The provisional line spans about 16 cells (160 px across at 22 degrees, a box of some
        // 75 cells of 10x20 px with the brush); its parts add up to a few cells near the pen
        // and the newly final piece.
        let cell = Int(grid.width * grid.height)
        #expect(areas[areas.count / 2] <= 30 * cell, "median dirty area \(areas[areas.count / 2]) px")
        #expect(areas[areas.count * 9 / 10] <= 40 * cell, "90th percentile dirty area \(areas[areas.count * 9 / 10]) px")
    }

    /// The grid is a stroke's: changing it mid-stroke applies from the next stroke, and a log
    /// without any `input` event is drawn as before the filter existed (the raw points).
    @Test func theGridAppliesFromTheNextStroke() {
        let page = Page(width: 200, height: 120)
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        let points = (0..<40).map { StrokePoint(x: 10 + Double($0) * 4.5, y: 40 + Double($0 % 3) * 6) }
        func render(_ events: [StrokeEvent]) -> [UInt32] {
            var s = Session(page: page, finder: finder)
            for e in events { s.apply(e) }
            return s.canvas.paintPixels
        }
        let stroke: [StrokeEvent] = [.down(x: points[0].x, y: points[0].y, t: nil)]
            + points.dropFirst().map { .move(x: $0.x, y: $0.y, t: nil) } + [.up(t: nil)]
        let raw = render(stroke)
        let filtered = render([.input(InputGrid(width: 4.5, height: 6))] + stroke)
        #expect(raw != filtered)
        #expect(render([.input(nil)] + stroke) == raw)
        // Set during the stroke: that stroke stays raw.
        #expect(render(Array(stroke[0..<5]) + [.input(InputGrid(width: 4.5, height: 6))] + Array(stroke[5...])) == raw)
        // Debug strokes show where the reports arrived: a dot at each, filter or not.
        func dots(_ events: [StrokeEvent]) -> [UInt32] {
            var s = Session(page: page, finder: finder, debugStrokes: true)
            for e in events { s.apply(e) }
            return s.canvas.paintPixels
        }
        #expect(dots([.input(InputGrid(width: 4.5, height: 6))] + stroke) == dots(stroke))
        #expect(dots(stroke) != raw)
    }
}
