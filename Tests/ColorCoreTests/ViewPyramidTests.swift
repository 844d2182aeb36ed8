import Testing
@testable import ColorCore

@Suite struct ViewPyramidTests {
    static let white: UInt32 = 0xffff_ffff, black: UInt32 = 0xff00_0000

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

    /// The colour index display pixel (dx, dy) shows.
    static func shown(_ view: ViewRenderer, _ dx: Int, _ dy: Int) -> UInt8 {
        let g = view.geometry
        let cell = view.frame[dx + g.originX, (dy + g.originY) / 2]
        return (dy + g.originY) % 2 == 0 ? cell.upperColour : cell.lowerColour
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

    /// At any reduction thin closed outlines stay closed and visible: display pixels are black
    /// or white; no two side-by-side white display pixels show different page regions (no gap
    /// lets colour leak visually across a line); and black appears exactly near the lines.
    @Test(arguments: [(16, 10), (40, 12), (23, 7), (200, 60), (61, 19), (400, 120)])
    func thinOutlinesStayClosed(columns: Int, rows: Int) {
        let rects = [Rect(x: 3, y: 5, width: 50, height: 40), Rect(x: 101, y: 77, width: 13, height: 29),
                     Rect(x: 0, y: 0, width: 317, height: 203), Rect(x: 200, y: 150, width: 3, height: 3),
                     Rect(x: 150, y: 20, width: 120, height: 90)]
        let (source, lineArt) = Self.outlines(width: 317, height: 203, rects: rects)
        let label = Self.labels(lineArt)
        let view = ViewRenderer(source: source, lineArt: lineArt, columns: columns, rows: rows)
        let g = view.geometry
        func hasLine(_ dx: Int, _ dy: Int) -> Bool {
            guard dx >= 0, dy >= 0, dx < g.displayWidth, dy < g.displayHeight else { return false }
            for y in g.pageRows(dy) { for x in g.pageColumns(dx) where lineArt.isLine(x, y) { return true } }
            return false
        }
        func near(_ dx: Int, _ dy: Int, _ test: (Int, Int) -> Bool) -> Bool {
            for oy in -1...1 { for ox in -1...1 where test(dx + ox, dy + oy) { return true } }
            return false
        }
        func dark(_ dx: Int, _ dy: Int) -> Bool {
            dx >= 0 && dy >= 0 && dx < g.displayWidth && dy < g.displayHeight && Self.shown(view, dx, dy) == 16
        }
        // The last page pixel of a display pixel's block lies in the level pixels it shows.
        func region(_ dx: Int, _ dy: Int) -> Int {
            label[(g.pageRows(dy).upperBound - 1) * 317 + g.pageColumns(dx).upperBound - 1]
        }
        for dy in 0..<g.displayHeight {
            for dx in 0..<g.displayWidth {
                let s = Self.shown(view, dx, dy)
                #expect(s == 16 || s == 231)
                if s == 16 { #expect(near(dx, dy, hasLine), "stray dark pixel \(dx),\(dy)") }
                if hasLine(dx, dy) { #expect(near(dx, dy, dark), "line lost at \(dx),\(dy)") }
                guard s == 231 else { continue }
                #expect(region(dx, dy) >= 0)
                if dx + 1 < g.displayWidth && Self.shown(view, dx + 1, dy) == 231 {
                    #expect(region(dx, dy) == region(dx + 1, dy), "leak at \(dx),\(dy) across")
                }
                if dy + 1 < g.displayHeight && Self.shown(view, dx, dy + 1) == 231 {
                    #expect(region(dx, dy) == region(dx, dy + 1), "leak at \(dx),\(dy) down")
                }
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

    /// A whole large page is built in bands on several threads: every level-1 pixel equals the
    /// merge of its 2x2 page pixels.
    @Test func bandedBuildMatchesReference() {
        let w = 1501, h = 1403
        var (source, lineArt) = Self.outlines(width: w, height: h, rects: [Rect(x: 7, y: 9, width: 1400, height: 1300),
                                                                        Rect(x: 300, y: 200, width: 31, height: 900)])
        for i in stride(from: 0, to: w * h, by: 7) where lineArt.darkness[i] == 0 { source.pixels[i] = 0xff30_a0c0 }
        let pyramid = ViewPyramid(source: source, lineArt: lineArt)
        let w1 = pyramid.levelWidth(1)
        var mismatches = 0
        for y in 0..<pyramid.levelHeight(1) {
            for x in 0..<w1 {
                var acc = ViewPixelAccumulator()
                for py in 2 * y...min(2 * y + 1, h - 1) {
                    for px in 2 * x...min(2 * x + 1, w - 1) {
                        acc.add(ViewPixel.make(source.pixels[py * w + px], isLine: lineArt.isLine(px, py)))
                    }
                }
                if pyramid.levels[0][y * w1 + x] != acc.result { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// The renderer's cells after a dirty update equal a fresh render of the changed page.
    @Test func rendererDirtyUpdateMatchesFullRender() {
        let (before, lineArt) = Self.outlines(width: 640, height: 480, rects: [Rect(x: 100, y: 100, width: 300, height: 200)])
        var view = ViewRenderer(source: before, lineArt: lineArt, columns: 80, rows: 24)
        var after = before
        let dirty = Rect(x: 150, y: 120, width: 40, height: 25)
        for y in dirty.y..<dirty.maxY { for x in dirty.x..<dirty.maxX where !lineArt.isLine(x, y) { after.pixels[y * 640 + x] = 0xff00_00ff } }
        let cells = view.pageChanged(source: after, lineArt: lineArt, dirty: dirty)
        #expect(!cells.isEmpty && cells.width < 10 && cells.height < 5)
        let fresh = ViewRenderer(source: after, lineArt: lineArt, columns: 80, rows: 24)
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
