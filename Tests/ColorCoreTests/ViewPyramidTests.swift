import Foundation
import Testing
@testable import ColorCore

@Suite struct ViewPyramidTests {
    static let white: UInt32 = 0xffff_ffff, black: UInt32 = 0xff00_0000
    /// Every glyph mode at both colour depths.
    static let displays = GlyphMode.allCases.flatMap { g in [ColourDepth.palette256, .truecolor].map { DisplayOptions(glyphs: g, colours: $0) } }

    /// A page with 1-pixel-thin closed rectangle outlines at awkward offsets.
    static func outlines(width: Int, height: Int, rects: [Rect]) -> (FixedPicture, LineArt) {
        var px = [UInt32](repeating: white, count: width * height)
        for r in rects {
            for x in r.x..<r.maxX { px[r.y * width + x] = black; px[(r.maxY - 1) * width + x] = black }
            for y in r.y..<r.maxY { px[y * width + r.x] = black; px[y * width + r.maxX - 1] = black }
        }
        return (FixedPicture(width: width, height: height, pixels: px),
                LineArt(width: width, height: height, darkness: px.map { $0 == black ? 255 : 0 }))
    }

    /// The colour display pixel (dx, dy) of the window shows.
    static func shown(_ view: ViewRenderer, _ dx: Int, _ dy: Int) -> CellColour {
        let g = view.geometry
        return view.frame.displayPixel(x: dx + g.originX, y: dy + g.originY, mode: g.glyphs)!
    }

    /// 4-connected paintable components of the line art (test reference, plain flood fill).
    static func labels(_ art: LineArt) -> [Int] {
        var label = [Int](repeating: -1, count: art.width * art.height)
        var next = 0
        for start in 0..<label.count where label[start] < 0 && !art.isLine(start % art.width, start / art.width) {
            var stack = [start]; label[start] = next
            while let i = stack.popLast() {
                let x = i % art.width, y = i / art.width
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] where art.isPaintable(nx, ny) {
                    let j = ny * art.width + nx
                    if label[j] < 0 { label[j] = next; stack.append(j) }
                }
            }
            next += 1
        }
        return label
    }

    /// A display pixel shows a line visibly when its luma is below this: the lightest grey of the
    /// xterm ramp (238) or darker. Lighter is paper in 256 colours (it becomes white), and too
    /// faint to see against it in 24-bit colour.
    static let visible = 239.0

    /// Luma (0-255) of a shown colour.
    static func luma(_ c: CellColour) -> Double {
        let rgb = c.rgb
        return 0.299 * Double(rgb.r) + 0.587 * Double(rgb.g) + 0.114 * Double(rgb.b)
    }

    /// At any reduction, in every glyph mode, thin closed outlines stay closed and visible, and
    /// are not fattened to black: the display pixels a line shows on are visibly grey (darker
    /// than `visible`) but not black; the paper inside an outline cannot reach the paper outside
    /// through display pixels lighter than that (no gap); and no dark display pixel lies away
    /// from the lines (`darkReach`).
    @Test(arguments: Self.thinOutlineCases)
    func thinOutlinesStayClosed(size: (columns: Int, rows: Int), options: DisplayOptions) {
        Self.checkThinOutlines(size: size, options: options)
    }

    /// Page pixels per display pixel (across) the outline page is checked at in every glyph mode:
    /// enlarged, about 2 (a 1-pixel line covers half a display pixel: grey, not black), 5 (two
    /// outlines 3 page pixels apart share a display pixel), 10 (the issue's case) and 20.
    static let thinOutlineReductions = [0.85, 1.75, 2.5, 5, 10, 20]

    /// Every glyph mode and colour depth at each of `thinOutlineReductions`: the terminal size
    /// whose fit shows the 317x203 page at about that reduction, limited alternately by the width
    /// and by the height (the letterbox on either side).
    static let thinOutlineCases: [((columns: Int, rows: Int), DisplayOptions)] = displays.flatMap { options in
        thinOutlineReductions.enumerated().map { k, r in
            // The fit scale is in half-block dots (1 x 2 per cell): `r` display pixels' worth.
            let fit = r * Double(options.glyphs.cellPixels.x)
            let columns = Int((317 / fit).rounded(.up)), rows = Int((203 / (2 * fit)).rounded(.up)) + ViewGeometry.reservedRows
            return (k % 2 == 0 ? (columns + 3, rows) : (columns, rows + 2), options)
        }
    }

    /// How far (display pixels across, down) a dark display pixel may lie from a line pixel: one
    /// each way; in mixed mode 2 across and 4 down. A mixed cell puts an edge at any eighth of its
    /// height only with one edge per cell; a cell holding a corner, or a line and the edge of
    /// another, is split as a sextant (thirds of 3, 2 and 3 rows), and a vertical line that ends
    /// half way down a cell shows as a column glyph the cell's height (▐ or a quarter column), so
    /// the ink side of a thin line reaches to the third's or the cell's far row: at most 4 rows
    /// of the cell's 8 beyond the line's end (at about 1.7 page pixels per display pixel, a
    /// rectangle's corner).
    static func darkReach(_ mode: GlyphMode) -> (x: Int, y: Int) {
        mode == .mixed ? (2, 4) : (1, 1)
    }

    static func checkThinOutlines(size: (columns: Int, rows: Int), options: DisplayOptions) {
        let rects = [Rect(x: 3, y: 5, width: 50, height: 40), Rect(x: 101, y: 77, width: 13, height: 29),
                     Rect(x: 0, y: 0, width: 317, height: 203), Rect(x: 150, y: 20, width: 120, height: 90)]
        let (source, lineArt) = Self.outlines(width: 317, height: 203, rects: rects)
        let label = Self.labels(lineArt)
        let view = ViewRenderer(source: source, lineArt: lineArt, columns: size.columns, rows: size.rows, options: options)
        let g = view.geometry
        let w = g.displayWidth, h = g.displayHeight
        func hasLine(_ dx: Int, _ dy: Int) -> Bool {
            guard dx >= 0, dy >= 0, dx < w, dy < h else { return false }
            for y in g.pageRows(dy) { for x in g.pageColumns(dx) where lineArt.isLine(x, y) { return true } }
            return false
        }
        let dark = (0..<(w * h)).map { Self.luma(Self.shown(view, $0 % w, $0 / w)) < Self.visible }
        let reach = Self.darkReach(options.glyphs)
        for dy in 0..<h {
            for dx in 0..<w where dark[dy * w + dx] {
                var near = false
                for oy in -reach.y...reach.y { for ox in -reach.x...reach.x where hasLine(dx + ox, dy + oy) { near = true } }
                #expect(near, "stray dark pixel \(dx),\(dy)")
                if g.scaleX >= 2 && g.scaleY >= 2 { #expect(Self.luma(Self.shown(view, dx, dy)) > 40, "black at \(dx),\(dy)") }
            }
        }
        // Paper display pixels (no line pixel in them) reachable from a region's paper through
        // light display pixels: never a display pixel holding only another region's paper.
        func region(_ dx: Int, _ dy: Int) -> Int? {
            guard !hasLine(dx, dy) else { return nil }
            let x = g.pageColumns(dx).lowerBound, y = g.pageRows(dy).lowerBound
            return label[y * 317 + x]
        }
        var seen = [Bool](repeating: false, count: w * h)
        for start in 0..<(w * h) where !seen[start] && !dark[start] {
            var stack = [start], regions = Set<Int>()
            seen[start] = true
            while let i = stack.popLast() {
                if let r = region(i % w, i / w) { regions.insert(r) }
                for j in [i - 1, i + 1, i - w, i + w] where j >= 0 && j < w * h && !seen[j] && !dark[j] {
                    if (j == i - 1 || j == i + 1) && j / w != i / w { continue }
                    seen[j] = true
                    stack.append(j)
                }
            }
            #expect(regions.count <= 1, "light path joins regions \(regions) at \(start % w),\(start / w)")
        }
    }

    /// The issue's case: a 1-pixel line at 10x reduction stays a continuous, visible path (a
    /// diagonal and a circle, which cross display pixels at every offset).
    @Test(arguments: Self.displays)
    func onePixelLineAtTenTimesReductionStaysVisible(options: DisplayOptions) {
        Self.checkOnePixelLine(options: options)
    }

    static func checkOnePixelLine(options: DisplayOptions) {
        let w = 2000, h = 1160  // 200 x 58 cells of 10 page pixels per dot
        var px = [UInt32](repeating: Self.white, count: w * h)
        for t in 0..<4000 {
            let a = Double(t) / 4000 * 2 * .pi
            let x = Int((1000 + 500 * cos(a)).rounded()), y = Int((580 + 500 * sin(a)).rounded())
            px[y * w + x] = Self.black
        }
        for x in 100..<1100 { px[(100 + x * 9 / 10) * w + x] = Self.black }
        let source = FixedPicture(width: w, height: h, pixels: px)
        let art = LineArt(width: w, height: h, darkness: px.map { $0 == Self.black ? 255 : 0 })
        let view = ViewRenderer(source: source, lineArt: art, columns: 200, rows: 60, options: options)
        let g = view.geometry
        #expect(abs(g.scale - 10) < 0.01)
        // Every line pixel is shown visibly by its display pixel or one beside it, and the
        // visible display pixels along the circle form one closed ring around its middle.
        var visible = Set<Int>()
        for dy in 0..<g.displayHeight { for dx in 0..<g.displayWidth where Self.luma(Self.shown(view, dx, dy)) < Self.visible { visible.insert(dy * g.displayWidth + dx) } }
        for i in 0..<(w * h) where px[i] == Self.black {
            let s = g.screenPixel(pageX: Double(i % w) + 0.5, pageY: Double(i / w) + 0.5)
            let (dx, dy) = (s.x - g.originX, s.y - g.originY)
            var ok = false
            for oy in -1...1 { for ox in -1...1 where visible.contains((dy + oy) * g.displayWidth + dx + ox) { ok = true } }
            if !ok {
                var around: [Int] = []
                for oy in -1...1 { for ox in -1...1 { around.append(Int(Self.luma(Self.shown(view, dx + ox, dy + oy)))) } }
                Issue.record("line pixel \(i % w),\(i / w) not shown: lumas around \(around)"); return
            }
        }
        let centre = g.screenPixel(pageX: 1000, pageY: 580)
        var seen: Set<Int> = [(centre.y - g.originY) * g.displayWidth + centre.x - g.originX]
        var stack = Array(seen)
        while let i = stack.popLast() {
            let x = i % g.displayWidth, y = i / g.displayWidth
            #expect(x > 0 && y > 0 && x < g.displayWidth - 1 && y < g.displayHeight - 1, "the ring has a gap")
            if x == 0 || y == 0 || x == g.displayWidth - 1 || y == g.displayHeight - 1 { return }
            for j in [i - 1, i + 1, i - g.displayWidth, i + g.displayWidth] where !visible.contains(j) && !seen.contains(j) {
                seen.insert(j); stack.append(j)
            }
        }
    }

    /// Updating a dirty rectangle gives the same pyramid as building from scratch.
    @Test func dirtyUpdateMatchesRebuild() {
        let (before, lineArt) = Self.outlines(width: 301, height: 157, rects: [Rect(x: 10, y: 10, width: 200, height: 100)])
        var pyramid = ViewPyramid(source: before, lineArt: lineArt)
        var after = before
        let dirty = Rect(x: 37, y: 41, width: 90, height: 33)
        for y in dirty.y..<dirty.maxY { for x in dirty.x..<dirty.maxX where !lineArt.isLine(x, y) { after.pixels[y * 301 + x] = 0xff10_80f0 } }
        pyramid.update(source: after, lineArt: lineArt, dirty: dirty)
        let fresh = ViewPyramid(source: after, lineArt: lineArt)
        #expect(pyramid.levels == fresh.levels)
        #expect(pyramid.levelCount == fresh.levelCount && pyramid.levelCount >= 7)
    }

    /// A whole large page is built in bands on several threads: every level-1 pixel (merged where
    /// read, not stored) equals the merge of its 2x2 page pixels, and every stored level-2 pixel
    /// the merge of its 2x2 level-1 pixels.
    @Test func bandedBuildMatchesReference() {
        let w = 1501, h = 1403
        var (source, lineArt) = Self.outlines(width: w, height: h, rects: [Rect(x: 7, y: 9, width: 1400, height: 1300),
                                                                        Rect(x: 300, y: 200, width: 31, height: 900)])
        for i in stride(from: 0, to: w * h, by: 7) where lineArt.darkness[i] == 0 { source.pixels[i] = 0xff30_a0c0 }
        let pyramid = ViewPyramid(source: source, lineArt: lineArt)
        let w1 = pyramid.levelWidth(1), h1 = pyramid.levelHeight(1), w2 = pyramid.levelWidth(2)
        var level1 = [UInt64](repeating: 0, count: w1 * h1)
        var mismatches = 0
        LinearLight.fromByte16.withUnsafeBufferPointer { lin in
            source.pixels.withUnsafeBufferPointer { page in
                lineArt.darkness.withUnsafeBufferPointer { dark in
                    for y in 0..<h1 {
                        for x in 0..<w1 {
                            var m = ViewPixelMerge()
                            for py in 2 * y...min(2 * y + 1, h - 1) {
                                for px in 2 * x...min(2 * x + 1, w - 1) {
                                    m.add(ViewPixel.make(source.pixels[py * w + px], line: lineArt.isLine(px, py), lin))
                                }
                            }
                            level1[y * w1 + x] = m.result
                            if ViewPyramid.level1Pixel(page, dark, x, y, w0: w, h0: h, lin) != m.result { mismatches += 1 }
                        }
                    }
                }
            }
        }
        for y in 0..<pyramid.levelHeight(2) {
            for x in 0..<w2 {
                var m = ViewPixelMerge()
                for py in 2 * y...min(2 * y + 1, h1 - 1) { for px in 2 * x...min(2 * x + 1, w1 - 1) { m.add(level1[py * w1 + px]) } }
                if pyramid.levels[0][y * w2 + x] != m.result { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// The renderer's cells after a dirty update equal a fresh render of the changed page, in
    /// every glyph mode (a display pixel reads level pixels beyond its own page pixels).
    @Test(arguments: GlyphMode.allCases)
    func rendererDirtyUpdateMatchesFullRender(glyphs: GlyphMode) {
        let (before, lineArt) = Self.outlines(width: 640, height: 480, rects: [Rect(x: 100, y: 100, width: 300, height: 200)])
        let options = DisplayOptions(glyphs: glyphs)
        var view = ViewRenderer(source: before, lineArt: lineArt, columns: 80, rows: 24, options: options)
        var after = before
        let dirty = Rect(x: 150, y: 120, width: 40, height: 25)
        for y in dirty.y..<dirty.maxY { for x in dirty.x..<dirty.maxX where !lineArt.isLine(x, y) { after.pixels[y * 640 + x] = 0xff00_00ff } }
        let cells = view.pageChanged(source: after, lineArt: lineArt, dirty: [dirty])
        #expect(!cells.isEmpty && cells.width < 10 && cells.height < 5)
        let fresh = ViewRenderer(source: after, lineArt: lineArt, columns: 80, rows: 24, options: options)
        #expect(view.frame == fresh.frame)
    }

    @Test func levelChoiceIsJustFinerThanTheScale() {
        let (source, lineArt) = Self.outlines(width: 1024, height: 1024, rects: [])
        let p = ViewPyramid(source: source, lineArt: lineArt)
        #expect(p.level(forScale: 0.5) == 0)
        #expect(p.level(forScale: 1.9) == 0)
        #expect(p.level(forScale: 2) == 1)
        #expect(p.level(forScale: 35.3) == 5)
        #expect(p.level(forScale: 100_000) == p.levelCount - 1)
    }
}
