import Testing
@testable import ColorCore
import TestSupport

/// Hermite's newest segment waits for the next point; meanwhile a straight provisional piece
/// joins the last two kept points and is taken back exactly when the next point arrives.
@Suite struct StrokeProvisionalTests {
    /// Mid-stroke the canvas is the final segments so far plus the straight piece; after `up`
    /// it is the whole-stroke curve; both checked against a plain reference computation. The
    /// dirty rectangles cover every change, including the taken-back pixels.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func midStrokeCanvasIsWhatLiftingThePenWouldLeave(seed: UInt64) {
        let page = StrokeTestPages.page(width: 110, height: 90, shapes: 5, seed: seed)
        let art = LineArt(page: page)
        let finder = RegionMode.optimized.makeFinder(for: art)
        var rng = SeededRandom(seed: seed)
        var start = (x: 0.0, y: 0.0)
        repeat { start = (.random(in: 0..<110, using: &rng), .random(in: 0..<90, using: &rng)) }
        while !art.isPaintable(Int(start.x), Int(start.y))
        var events: [StrokeEvent] = [.brush([3, 9, 20].randomElement(using: &rng)!), .down(x: start.x, y: start.y, t: nil)]
        var (x, y) = start
        for _ in 0..<14 {
            let step = [0.6, 3, 12].randomElement(using: &rng)!  // some points get dropped
            x += .random(in: -step...step, using: &rng); y += .random(in: -step...step, using: &rng)
            events.append(.move(x: x, y: y, t: nil))
        }
        events.append(.up(t: nil))
        var live = Session(page: page, finder: finder)
        for (k, event) in events.enumerated() {
            let before = live.canvas.paintPixels
            let dirty = live.apply(event)
            let after = live.canvas.paintPixels
            var outside = 0
            for i in 0..<after.count where after[i] != before[i] && !dirty.contains(i % 110, i / 110) { outside += 1 }
            #expect(outside == 0, "event \(k): \(outside) changes outside \(dirty)")
            // The reference is slow in debug: check every third event and the end.
            guard k >= 1 && (k % 3 == 0 || k >= events.count - 2) else { continue }
            let wrong = StrokeProvisionalTests.differencesFromReference(after, events: Array(events[1...k]), brush: events[0],
                                                                        page: page, finder: finder)
            #expect(wrong == 0, "after event \(k) the canvas has \(wrong) pixels unlike the reference")
        }
    }

    /// Pixels of `paint` that differ from the stroke computed the plain way: every kept point at
    /// once, the whole-stroke Catmull-Rom (SmoothingTests.referenceHermite) flattened into the
    /// same number of pieces, coverage from the distance to that polyline and to the dots of
    /// dropped points, clipped to the region and its fringe, over white. Near-ties of rounding
    /// are not counted.
    static func differencesFromReference(_ paint: [UInt32], events: [StrokeEvent], brush: StrokeEvent,
                                         page: Page, finder: any RegionFinder) -> Int {
        guard case .brush(let size, _) = brush else { return -1 }
        let points = events.compactMap { e -> StrokePoint? in
            switch e {
            case .down(let x, let y, _), .move(let x, let y, _): StrokePoint(x: x, y: y)
            default: nil
            }
        }
        var kept = [points[0]], dropped: [StrokePoint] = []
        for p in points.dropFirst() {
            if p.distance(to: kept[kept.count - 1]) >= 1 { kept.append(p) } else { dropped.append(p) }
        }
        let lifted = events.last.map { if case .up = $0 { return true } else { return false } } ?? false
        var pieces: [(StrokePoint, StrokePoint)] = kept.count == 1 ? [(kept[0], kept[0])] : []
        if kept.count > 1 {
            // Mid-stroke the last segment is not drawn yet: the straight piece stands for it.
            var segments = SmoothingTests.referenceHermite(kept)
            if !lifted {
                segments.removeLast()
                pieces.append((kept[kept.count - 2], kept[kept.count - 1]))
            }
            for seg in segments {
                let n = seg.pieceCount()
                var from = seg.p0
                for i in 1...n {
                    let to = i == n ? seg.p3 : seg.point(at: Double(i) / Double(n))
                    pieces.append((from, to)); from = to
                }
            }
        }
        pieces += [(points[0], points[0])] + dropped.map { ($0, $0) }
        let region = finder.region(atX: points[0].pixel.x, y: points[0].pixel.y)!
        let mask = PaintMask(region: region, lineArt: finder.lineArt)
        let r = max(size / 2, 1.25), w = page.width
        var wrong = 0
        for y in 0..<page.height {
            for x in 0..<w {
                var d = Double.infinity
                for (a, b) in pieces { d = min(d, SmoothingTests.distance(StrokePoint(x: Double(x) + 0.5, y: Double(y) + 0.5), a, b)) }
                let c = mask.contains(x, y) ? min(max(r + 0.5 - d, 0), 1) : 0
                let want = PackedPixel.blend(PackedPixel.white, Session.defaultColor.packed, coverage: UInt32((c * 255).rounded()))
                if paint[y * w + x] != want && abs(c * 255 - (c * 255).rounded(.down) - 0.5) > 1e-6 { wrong += 1 }
            }
        }
        return wrong
    }

    /// Taking provisional pieces back and drawing them again, report after report, reuses the
    /// log's storage: a fresh buffer per report (a shared log emptied "keeping capacity") put
    /// a page fault on every few kilobytes of a big stroke's provisional end.
    @Test func provisionalLogKeepsItsStorageFromReportToReport() {
        var canvas = Canvas(page: RainbowTests.page, lineArt: RainbowTests.art)
        var backup = TileBackup(width: 400, height: 60)
        let mask = PaintMask(region: RegionMode.optimized.makeFinder(for: RainbowTests.art).region(atX: 1, y: 1)!,
                             lineArt: RainbowTests.art)
        backup.begin(trackingCoverage: true)
        let before = canvas.paintPixels
        var storage: [UnsafeRawPointer?] = []
        for _ in 0..<6 {
            _ = BrushPainter.revertProvisional(canvas: &canvas, backup: &backup)
            #expect(canvas.paintPixels == before)
            for x in stride(from: 20.0, to: 200, by: 15) {
                _ = BrushPainter.stamp(Capsule(from: StrokePoint(x: x, y: 30), to: StrokePoint(x: x + 15, y: 31), radius: 9),
                                       colour: RGB(r: 200, g: 20, b: 20).packed, mask: mask, provisional: true, canvas: &canvas, backup: &backup)
            }
            #expect(canvas.paintPixels != before)
            storage.append(backup.provisionalLogStorage)
        }
        #expect(storage[0] != nil)
        #expect(Set(storage.dropFirst()).count == 1, "the provisional log moved to new storage")
    }
}
