import Testing
@testable import ColorCore
import Storage
import TestSupport

/// The renderer's shortcuts (paper cells drawn without sampling, renders split into bands of
/// cell rows on every core, each with its own scratch space) must not change a single cell: every
/// frame equals the one rendered the plain way (every display pixel sampled and finished, on one
/// thread), in every glyph mode and colour depth, at fit, zoomed, panned, after paint and with a
/// stroke tip.
@Suite struct ViewBandsTests {
    /// Renders `steps` with and without shortcuts and compares every frame.
    static func expectSameFrames(canvas: Canvas, art: LineArt, tip: StrokeTip?, columns: Int, rows: Int,
                                 depths: [ColourDepth] = [.palette256, .truecolor], _ comment: String) {
        for glyphs in GlyphMode.allCases {
            for colours in depths {
                let options = DisplayOptions(glyphs: glyphs, colours: colours)
                var fast = ViewRenderer(canvas: canvas, lineArt: art, columns: columns, rows: rows, options: options)
                var plain = fast
                plain.shortcuts = false
                plain.resize(canvas: canvas, lineArt: art, columns: columns, rows: rows)
                func check(_ step: String) {
                    let differing = zip(fast.frame.cells, plain.frame.cells).filter { $0 != $1 }.count
                    #expect(differing == 0, "\(comment) \(glyphs) \(colours) \(step): \(differing) cells differ")
                }
                check("fit")
                let g = fast.geometry
                let steps: [(String, Viewport)] = [
                    ("2x", g.centred(scale: g.fitScale / 2, onPageX: Double(g.pageWidth) / 3, y: Double(g.pageHeight) / 2)),
                    ("6x", g.centred(scale: g.fitScale / 6, onPageX: Double(g.pageWidth) * 0.6, y: Double(g.pageHeight) * 0.4)),
                    ("1.3x", g.centred(scale: g.fitScale / 1.3, onPageX: Double(g.pageWidth) / 2, y: Double(g.pageHeight) / 2)),
                ]
                for (name, viewport) in steps {
                    fast.setViewport(viewport, canvas: canvas, lineArt: art)
                    plain.setViewport(viewport, canvas: canvas, lineArt: art)
                    check(name)
                    let panned = fast.geometry.panned(dx: fast.geometry.areaWidth / 8, dy: fast.geometry.areaHeight / 8)
                    fast.setViewport(panned, canvas: canvas, lineArt: art)
                    plain.setViewport(panned, canvas: canvas, lineArt: art)
                    check(name + " panned")
                    // Pans by whole cells move the cells inside and render the rest.
                    let (cx, cy) = glyphs.cellPixels
                    for (i, (dx, dy)) in [(3 * cx, 0), (0, 2 * cy), (-5 * cx, -cy), (cx, 3 * cy), (40 * cx, 0)].enumerated() {
                        let moved = fast.geometry.panned(dx: dx, dy: dy)
                        fast.setViewport(moved, canvas: canvas, lineArt: art)
                        plain.setViewport(moved, canvas: canvas, lineArt: art)
                        check(name + " cell pan \(i)")
                    }
                }
                fast.setViewport(.fit, canvas: canvas, lineArt: art)
                plain.setViewport(.fit, canvas: canvas, lineArt: art)
                if let tip {
                    fast.showTip(tip, canvas: canvas, lineArt: art)
                    plain.showTip(tip, canvas: canvas, lineArt: art)
                    check("tip")
                    // Every cell again, the tip shown: not only the cells around it.
                    fast.resize(canvas: canvas, lineArt: art, columns: columns, rows: rows)
                    plain.resize(canvas: canvas, lineArt: art, columns: columns, rows: rows)
                    fast.showTip(tip, canvas: canvas, lineArt: art)
                    plain.showTip(tip, canvas: canvas, lineArt: art)
                    check("tip, full frame")
                    // A pan by whole cells while the tip shows: the tip's cells are rendered
                    // again without it.
                    for (name, viewport) in steps.prefix(2) {
                        fast.setViewport(viewport, canvas: canvas, lineArt: art)
                        plain.setViewport(viewport, canvas: canvas, lineArt: art)
                        fast.showTip(tip, canvas: canvas, lineArt: art)
                        plain.showTip(tip, canvas: canvas, lineArt: art)
                        check(name + " tip")
                        let (cx, cy) = glyphs.cellPixels
                        let moved = fast.geometry.panned(dx: 2 * cx, dy: cy)
                        fast.setViewport(moved, canvas: canvas, lineArt: art)
                        plain.setViewport(moved, canvas: canvas, lineArt: art)
                        check(name + " tip, cell pan")
                    }
                }
            }
        }
    }

    /// A page with shapes, painted, mid-stroke (the tip shown).
    @Test(arguments: [UInt64(1), 3])
    func paintedPageMidStroke(seed: UInt64) throws {
        let (session, art) = TipOverlayTests.midStroke(seed: seed, ink: .rgb(Session.defaultColor))
        let tip = try #require(session.tip, "no tip mid-stroke")
        Self.expectSameFrames(canvas: session.canvas, art: art.shown, tip: tip, columns: 120, rows: 40, "seed \(seed)")
    }

    /// Real pages at the sizes people use: most cells paper, lines at every reduction. (The
    /// colour depth only changes the last step, per cell; the painted page tries both.)
    @Test(.enabled(if: SharedTestData.available, SharedTestData.skipReason),
          arguments: [("castle.png", 200, 60), ("mandala1.png", 80, 24)])
    func realPage(name: String, columns: Int, rows: Int) throws {
        let page = try PNGCodec.read(path: SharedTestData.pagesDirectory.appendingPathComponent(name).path)
        let art = LineArt(page: page)
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
        Self.expectSameFrames(canvas: session.canvas, art: art.shown, tip: nil, columns: columns, rows: rows,
                              depths: [.palette256], "\(name) \(columns)x\(rows)")
    }
}
