import Testing
@testable import ColorCore

@Suite struct RegionProgressTests {
    /// Coloured regions by brute force: every counted region's pixels checked against the paint.
    static func recount(_ p: RegionProgress, paint: [UInt32]) -> (coloured: Set<Int>, painted: [Int]) {
        var coloured = Set<Int>(), painted: [Int] = []
        for (id, r) in p.regions.enumerated() {
            var n = 0
            r.forEachRun { x0, x1, y in for x in x0..<x1 where paint[y * p.width + x] != PackedPixel.white { n += 1 } }
            painted.append(n)
            if p.isCounted(id) && 2 * n > r.pixelCount { coloured.insert(id) }
        }
        return (coloured, painted)
    }

    /// Random strokes, fills, undos, redos and a clear: after each, the incremental counts equal
    /// a full recount.
    @Test(arguments: [RegionMode.optimized, .naive])
    func incrementalCountsMatchABruteForceRecount(mode: RegionMode) {
        let page = TestApps.castleLikePage()
        let art = LineArt(page: page)
        var session = Session(page: page, finder: mode.makeFinder(for: art))
        var progress = RegionProgress(finder: session.finder, canvas: session.canvas)
        #expect(progress.regions.count == 1600 + 2 + 1)
        #expect(progress.colouredCount == 0)
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(n))
        }
        for step in 0..<120 {
            var dirty = Rect.empty
            switch next(10) {
            case 0..<4:
                let x = Double(next(1000)), y = Double(next(560))
                dirty = dirty.union(session.apply(.brush(Double(2 + next(30)))))
                dirty = dirty.union(session.apply(.down(x: x, y: y, t: nil)))
                for _ in 0..<next(6) {
                    dirty = dirty.union(session.apply(.move(x: x + Double(next(80)) - 40, y: y + Double(next(80)) - 40, t: nil)))
                }
                dirty = dirty.union(session.apply(.up(t: nil)))
            case 4..<7: dirty = session.apply(.fill(x: Double(next(1000)), y: Double(next(560))))
            case 7: dirty = session.apply(.undo)
            case 8: dirty = session.apply(.redo)
            default: dirty = step % 40 == 39 ? session.apply(.clear) : session.apply(.fill(x: Double(25 + 12 * next(40)), y: Double(25 + 12 * next(40))))
            }
            progress.update(canvas: session.canvas, dirty: dirty)
            let truth = Self.recount(progress, paint: session.canvas.paintPixels)
            #expect(progress.colouredCount == truth.coloured.count, "step \(step)")
            let mismatch = (0..<progress.regions.count).first { progress.paintedPixels($0) != truth.painted[$0] }
            #expect(mismatch == nil, "step \(step): region \(mismatch ?? -1)")
            if mismatch != nil { return }
        }
        #expect(progress.colouredCount > 0)
    }

    @Test func specksAreNotCountedAndNextUncolouredCycles() {
        // 3 regions: background, a 6x6 box (36 px), a 1-pixel speck inside a thick frame.
        var page = Page(width: 30, height: 20)
        for y in 2..<12 { for x in 2..<12 where !(4..<10).contains(x) || !(4..<10).contains(y) { page.setPixel(x, y, .black) } }
        for y in 14..<19 { for x in 20..<25 where !(x == 22 && y == 16) { page.setPixel(x, y, .black) } }
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionIndex(lineArt: art))
        var p = RegionProgress(finder: session.finder, canvas: session.canvas)
        #expect(p.regions.count == 3 && p.regionCount == 2)
        let box = p.regions.firstIndex { $0.pixelCount == 36 }!
        #expect(p.nextUncoloured(after: nil) == 0)
        #expect(p.nextUncoloured(after: 0) == box)
        #expect(p.nextUncoloured(after: box) == 0)  // the speck is skipped, wrapping round
        // Half the box is not "most": a stroke over 18 of 36 pixels leaves it uncoloured.
        let dirty = session.apply(.fill(x: 5, y: 5))
        p.update(canvas: session.canvas, dirty: dirty)
        #expect(p.colouredCount == 1 && p.isColoured(box))
        #expect(p.nextUncoloured(after: 0) == 0)
    }

    /// The paper between a drawn frame and the page's edge is no region to colour (else
    /// the whole balloon coloured reads "11 of 12", and `n` goes first to that strip); a
    /// background that reaches into the page, or a frame drawn further in, still counts.
    @Test func aMarginOutsideAFrameIsNotCounted() {
        /// A 250x150 page (reach 6) with a 1-pixel frame `inset` pixels in and a line across the
        /// middle of it: margin (when inset > 0), top half, bottom half.
        func framed(inset: Int) -> (RegionProgress, Session) {
            var page = Page(width: 250, height: 150)
            for x in inset..<(250 - inset) { page.setPixel(x, inset, .black); page.setPixel(x, 149 - inset, .black); page.setPixel(x, 75, .black) }
            for y in inset..<(150 - inset) { page.setPixel(inset, y, .black); page.setPixel(249 - inset, y, .black) }
            let session = Session(page: page, finder: RegionIndex(lineArt: LineArt(page: page)))
            return (RegionProgress(finder: session.finder, canvas: session.canvas), session)
        }
        var (p, session) = framed(inset: 5)
        #expect(p.regions.count == 3 && p.regionCount == 2)
        #expect(RegionProgress.isMargin(p.regions[0], width: 250, height: 150))
        #expect(p.nextUncoloured(after: nil) == 1 && p.nextUncoloured(after: 1) == 2 && p.nextUncoloured(after: 2) == 1)
        // Both halves filled: every region of the drawing is coloured.
        for y in [40.0, 110.0] {
            let dirty = session.apply(.fill(x: 125, y: y))
            p.update(canvas: session.canvas, dirty: dirty)
        }
        #expect(p.colouredCount == 2 && p.nextUncoloured(after: nil) == nil)
        // Painting the margin changes no count.
        let margin = session.apply(.fill(x: 1, y: 1))
        p.update(canvas: session.canvas, dirty: margin)
        #expect(p.colouredCount == 2 && p.isColoured(0))
        // A frame 12 pixels in leaves more than a margin: its strip counts.
        #expect(framed(inset: 12).0.regionCount == 3)
        // No frame: the open page's halves reach far in.
        #expect(framed(inset: 0).0.regionCount == framed(inset: 0).0.regions.count)
        // A ground line 4 pixels above the bottom edge, no frame: the strip under it runs from
        // side to side within the reach: a margin. The page above counts.
        var ground = Page(width: 250, height: 150)
        for x in 0..<250 { ground.setPixel(x, 145, .black) }
        let strip = RegionLabelling.regions(of: LineArt(page: ground))
        #expect(strip.map { RegionProgress.counts($0, width: 250, height: 150) } == [true, false])
        // A shape cut by the left edge (as a photo's page has them), within the reach: it spans
        // no side of the page, so it counts.
        var cut = Page(width: 250, height: 150)
        for y in 60..<90 { cut.setPixel(4, y, .black) }
        for x in 0..<5 { cut.setPixel(x, 60, .black); cut.setPixel(x, 89, .black) }
        let piece = RegionLabelling.regions(of: LineArt(page: cut))
        #expect(piece.count == 2 && piece.allSatisfy { RegionProgress.counts($0, width: 250, height: 150) })
        // A page one pixel tall or wide has no inside to be a margin of.
        for (w, h) in [(1, 30), (30, 1), (2, 40), (40, 2)] {
            let tiny = Page(width: w, height: h)
            let regions = RegionLabelling.regions(of: LineArt(page: tiny))
            #expect(regions.allSatisfy { RegionProgress.counts($0, width: w, height: h) })
        }
    }

    /// Two more frames: a frame with rounded corners (the paper in its corners
    /// reaches 49 pixels in, past the 28 of the reach), and a square frame with a horizon line
    /// run through it to the page's edges (the paper in two pieces, each touching three edges).
    /// Both are margins; the regions inside the frames all count.
    @Test func roundedAndCrossedFramesLeaveMargins() {
        /// A 1000x700 page with a 3-pixel frame `inset` in, corners of `radius`.
        func frame(inset: Double, radius: Double) -> Page {
            var page = Page(width: 1000, height: 700)
            let (hx, hy) = (500 - inset - radius, 350 - inset - radius)
            for y in 0..<700 {
                for x in 0..<1000 {
                    // Distance to the rounded rectangle's outline.
                    let qx = abs(Double(x) + 0.5 - 500) - hx, qy = abs(Double(y) + 0.5 - 350) - hy
                    let outside = (max(qx, 0) * max(qx, 0) + max(qy, 0) * max(qy, 0)).squareRoot()
                    if abs(outside + min(max(qx, qy), 0) - radius) < 1.5 { page.setPixel(x, y, .black) }
                }
            }
            return page
        }
        func counted(_ page: Page) -> (all: Int, counted: Int) {
            let regions = RegionLabelling.regions(of: LineArt(page: page))
            return (regions.count, regions.filter { RegionProgress.counts($0, width: page.width, height: page.height) }.count)
        }
        var rounded = frame(inset: 15, radius: 120)
        for x in 12..<988 { rounded.setPixel(x, 350, .black) }  // two regions inside
        #expect(counted(rounded) == (3, 2))
        var crossed = frame(inset: 20, radius: 0)
        for x in 0..<1000 { crossed.setPixel(x, 640, .black) }  // a horizon through the frame
        #expect(counted(crossed) == (4, 2))
    }
}
