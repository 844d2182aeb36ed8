import Testing
import TestSupport
@testable import ColorCore

/// The colours the view shows for paint: a painted region in its colour (exactly in 24-bit
/// colour, the nearest xterm colour in OKLab in 256), and a stroke's soft edge as a mix of the
/// paint and the page, never an unrelated colour.
@Suite struct ViewColourTests {
    static let displays = GlyphMode.allCases.flatMap { g in [ColourDepth.palette256, .truecolor].map { DisplayOptions(glyphs: g, colours: $0) } }

    /// Colours with no special place in the xterm cube, and the cube's own corners.
    static let paints: [RGB] = [RGB(r: 200, g: 40, b: 90), RGB(r: 17, g: 130, b: 201), RGB(r: 250, g: 221, b: 60),
                                RGB(r: 95, g: 135, b: 0), RGB(r: 1, g: 2, b: 3), RGB(r: 128, g: 128, b: 128),
                                RGB(r: 255, g: 0, b: 0), RGB(r: 73, g: 200, b: 167)]

    /// The xterm colour (16-255) nearest `c` in OKLab, by trying every one; for a grey, every grey
    /// of the palette (a grey is never shown tinted).
    static func nearestXterm(_ c: RGB) -> UInt8 {
        let lab = OKLab(r: c.r, g: c.g, b: c.b)
        var best = 16, bestDistance = Double.infinity
        for i in 16...255 {
            let x = XtermPalette.rgb(i)
            if c.r == c.g && c.g == c.b && !(x.r == x.g && x.g == x.b) { continue }
            let d = OKLab(r: x.r, g: x.g, b: x.b).distanceSquared(to: lab)
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }

    static func shown(_ c: RGB, at depth: ColourDepth) -> CellColour {
        depth == .truecolor ? .rgb(c) : CellColour(nearestXterm(c))
    }

    /// A white 400x300 page with a 3-pixel black frame around (60, 50)-(340, 250), filled inside
    /// with `paint`.
    static func paintedFrame(_ paint: RGB) -> (Session, LineArt) {
        var page = Page(width: 400, height: 300)
        for y in 50..<250 {
            for x in 60..<340 where x < 63 || x >= 337 || y < 53 || y >= 247 { page.setPixel(x, y, .black) }
        }
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        _ = session.apply(.color(.rgb(paint)))
        _ = session.apply(.fill(x: 200, y: 150))
        return (session, art)
    }

    /// Every display pixel whose page pixels all lie inside the frame, one display pixel clear of
    /// its lines, shows the paint: exactly in truecolor, the nearest xterm colour in OKLab in 256.
    /// Reduced (at fit, and a terminal that makes it small) and enlarged. In mixed mode a cell
    /// shows two colours in one of its shapes, and none is the L of a frame's corner: there only
    /// cells inside the frame's outer edge whose pixels not clear are whole rows or columns at
    /// one side (the line along that side, an edge shape) are asked.
    /// One painted frame per paint, made once: every display and size renders the same sessions.
    static let paintedFrames = paints.map { paintedFrame($0) }

    @Test(arguments: displays, [(200, 60), (37, 14), (61, 23)])
    func paintedRegionShowsItsColour(options: DisplayOptions, size: (columns: Int, rows: Int)) {
        for (paint, (session, art)) in zip(Self.paints, Self.paintedFrames) {
            let view = ViewRenderer(canvas: session.canvas, lineArt: art, columns: size.columns, rows: size.rows, options: options)
            let g = view.geometry
            let expected = Self.shown(paint, at: options.colours)
            // This display pixel and its neighbours' page pixels inside the painted area.
            func clear(_ dx: Int, _ dy: Int) -> Bool {
                guard dx >= 1, dy >= 1, dx < g.displayWidth - 1, dy < g.displayHeight - 1 else { return false }
                let xs = g.pageColumns(dx - 1).lowerBound..<g.pageColumns(dx + 1).upperBound
                let ys = g.pageRows(dy - 1).lowerBound..<g.pageRows(dy + 1).upperBound
                return xs.lowerBound >= 63 && xs.upperBound <= 337 && ys.lowerBound >= 53 && ys.upperBound <= 247
            }
            // Mixed mode: whether the display pixels of (dx, dy)'s cell that are not clear are whole
            // rows at its top or bottom, or whole columns at its left or right (an edge shape).
            func edgeCell(_ dx: Int, _ dy: Int) -> Bool {
                let (cx, cy) = g.cellPixels
                let x0 = (dx + g.originX) / cx * cx - g.originX, y0 = (dy + g.originY) / cy * cy - g.originY
                // Within the frame's outer edge: two colours cannot show paper, line and paint.
                guard x0 >= 0, y0 >= 0, x0 + cx <= g.displayWidth, y0 + cy <= g.displayHeight,
                      g.pageColumns(x0).lowerBound >= 60, g.pageColumns(x0 + cx - 1).upperBound <= 340,
                      g.pageRows(y0).lowerBound >= 50, g.pageRows(y0 + cy - 1).upperBound <= 250 else { return false }
                let ok = (0..<cy).map { y in (0..<cx).map { x in clear(x0 + x, y0 + y) } }
                // Lines wholly not clear (the others wholly clear), from one end of the cell.
                func band(_ unclear: [Bool]) -> Bool {
                    let n = unclear.filter { $0 }.count
                    return !unclear.prefix(n).contains(false) || !unclear.suffix(n).contains(false)
                }
                let fullRows = ok.map { !$0.contains(true) }, anyRows = ok.map { $0.contains(false) }
                let fullColumns = (0..<cx).map { x in !ok.contains { $0[x] } }, anyColumns = (0..<cx).map { x in ok.contains { !$0[x] } }
                return (fullRows == anyRows && band(fullRows)) || (fullColumns == anyColumns && band(fullColumns))
            }
            var checked = 0
            for dy in 1..<(g.displayHeight - 1) {
                for dx in 1..<(g.displayWidth - 1) {
                    guard clear(dx, dy), g.glyphs != .mixed || edgeCell(dx, dy) else { continue }
                    let colour = view.frame.displayPixel(x: g.originX + dx, y: g.originY + dy, mode: g.glyphs)!
                    if colour != expected {
                        Issue.record("\(paint.hex) shown as \(colour) at \(dx),\(dy), expected \(expected)")
                        return
                    }
                    checked += 1
                }
            }
            #expect(checked > 20, "only \(checked) display pixels inside")
        }
    }

    /// Three strokes (brushes 31, 7 and 2.5 page pixels) of a red-ish paint on white paper.
    static func strokes(_ paint: RGB) -> (Session, LineArt) {
        let page = Page(width: 400, height: 300)
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        _ = session.apply(.color(.rgb(paint)))
        for (brush, y) in [(31.0, 60.0), (7.0, 150.0), (2.5, 230.0)] {
            _ = session.apply(.brush(brush))
            _ = session.apply(.down(x: 20, y: y, t: nil))
            for k in 1...12 { _ = session.apply(.move(x: 20 + Double(k) * 30, y: y + Double(k % 3) * 9.3, t: nil)) }
            _ = session.apply(.up(t: nil))
        }
        return (session, art)
    }

    /// The strokes of `strokes(_:)` in the paint the tests use, drawn once for all of them.
    static let redStrokes = strokes(RGB(r: 200, g: 40, b: 90))

    static let sizes = [(400, 170), (160, 60), (57, 23)]

    /// The strokes' soft edges at 1:1 and reduced 2.5x and 7x: every colour shown on the page is
    /// no further from both the paint and the page than they are from each other (OKLab), and in
    /// 24-bit colour each channel lies between the paint's and the page's.
    @Test(arguments: displays, sizes)
    func softStrokeEdgeShowsOnlyMixesOfPaintAndPage(options: DisplayOptions, size: (columns: Int, rows: Int)) {
        let paint = RGB(r: 200, g: 40, b: 90), paper = RGB(r: 255, g: 255, b: 255)
        let (session, art) = Self.redStrokes
        let view = ViewRenderer(canvas: session.canvas, lineArt: art, columns: size.columns, rows: size.rows, options: options)
        let g = view.geometry
        let p = OKLab(r: paint.r, g: paint.g, b: paint.b), w = OKLab(r: 255, g: 255, b: 255)
        let apart = p.distanceSquared(to: w).squareRoot()
        var shownColours = Set<CellColour>()
        for dy in 0..<g.displayHeight {
            for dx in 0..<g.displayWidth {
                shownColours.insert(view.frame.displayPixel(x: g.originX + dx, y: g.originY + dy, mode: g.glyphs)!)
            }
        }
        #expect(shownColours.count > 2, "the edge shows mixes")
        for colour in shownColours {
            let c = colour.rgb
            let lab = OKLab(r: c.r, g: c.g, b: c.b)
            let fromPaint = lab.distanceSquared(to: p).squareRoot(), fromPaper = lab.distanceSquared(to: w).squareRoot()
            #expect(fromPaint <= apart + 1e-9 || fromPaper <= apart + 1e-9, "\(colour) further from both")
            if options.colours == .truecolor {
                for (v, (a, b)) in zip([c.r, c.g, c.b], [(paint.r, paper.r), (paint.g, paper.g), (paint.b, paper.b)]) {
                    #expect(v >= min(a, b) && v <= max(a, b), "\(colour) outside \(paint.hex)..\(paper.hex)")
                }
            }
        }
    }

    /// In 256 colours every display pixel shows the xterm colour nearest (OKLab) to what it
    /// shows in 24-bit colour: the soft edges' mixes, the paint and the paper, in every glyph mode.
    @Test(arguments: GlyphMode.allCases, sizes)
    func twoHundredFiftySixShowsTheNearestOfTheExactColour(glyphs: GlyphMode, size: (columns: Int, rows: Int)) {
        let (session, art) = Self.redStrokes
        func view(_ depth: ColourDepth) -> ViewRenderer {
            ViewRenderer(canvas: session.canvas, lineArt: art, columns: size.columns, rows: size.rows,
                         options: DisplayOptions(glyphs: glyphs, colours: depth))
        }
        let exact = view(.truecolor), palette = view(.palette256)
        let g = exact.geometry
        var nearest: [CellColour: CellColour] = [:]
        for dy in 0..<g.displayHeight {
            for dx in 0..<g.displayWidth {
                let e = exact.frame.displayPixel(x: g.originX + dx, y: g.originY + dy, mode: glyphs)!
                let shown = palette.frame.displayPixel(x: g.originX + dx, y: g.originY + dy, mode: glyphs)!
                let expected = nearest[e] ?? CellColour(Self.nearestXterm(e.rgb))
                nearest[e] = expected
                if shown != expected { Issue.record("\(dx),\(dy): \(e) shown as \(shown), nearest \(expected)"); return }
            }
        }
        #expect(nearest.count > 10, "mixes along the edges")
    }
}

/// A photo opened as it is (`DisplayOptions.finishesLines` off): the pixels the region rule calls
/// line are the photo's darker half, and the line finish would darken them into black speckles
/// (a cat photo's fur). Off, the screen shows the photo's colours averaged, never darker than its
/// darkest colour.
@Suite struct PhotoAsIsViewTests {
    /// Fur: pixels of two browns either side of the line threshold (darkness 129 and 109), the
    /// darker one's share changing from place to place (a fixed random draw).
    static func fur() -> (Session, LineArt) {
        let page = GeneratedPhotos.fur()
        let art = LineArt(page: page)
        return (Session(page: page, finder: RegionMode.optimized.makeFinder(for: art)), art)
    }

    @Test(arguments: GlyphMode.allCases)
    func noSpecklesOnAPhotoShownAsItIs(glyphs: GlyphMode) {
        let (session, art) = Self.fur()
        #expect(art.darkness.contains { $0 >= LineArt.lineThreshold } && art.darkness.contains { $0 < LineArt.lineThreshold })
        let darkest = GeneratedPhotos.luma(RGB(r: 150, g: 120, b: 100))
        func lumas(finishing: Bool) -> [Int] {
            let options = DisplayOptions(glyphs: glyphs, colours: .truecolor, finishesLines: finishing)
            let view = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 61, rows: 23, options: options)
            let g = view.geometry
            var out: [Int] = []
            for r in 0..<g.viewRows {
                for c in 0..<g.columns {
                    let cell = view.frame[c, r]
                    guard cell.fg != view.letterboxColour || cell.bg != view.letterboxColour else { continue }
                    out += [GeneratedPhotos.luma(cell.fg.rgb), GeneratedPhotos.luma(cell.bg.rgb)]
                }
            }
            return out
        }
        let photo = lumas(finishing: false)
        #expect(!photo.isEmpty && photo.allSatisfy { $0 >= darkest - 1 }, "darkest shown \(photo.min() ?? -1), page \(darkest)")
        // The same page finished as line art shows the speckles this guards against.
        #expect(lumas(finishing: true).contains { $0 < darkest - 20 })
    }
}
