import Testing
import TestSupport
@testable import ColorCore
@testable import Screens

/// Playing by numbers on the colouring screen: which regions are done, the counts, `n`, the
/// finish message, and where the numbers are drawn at every zoom.
@Suite struct NumberGuideTests {
    static func screen(columns: Int = 80, rows: Int = 24, guide: NumberedPage = NumberedTestPage.guide) -> ColoringScreen {
        let page = NumberedTestPage.page()
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
        var s = ColoringScreen(session: session, columns: columns, rows: rows,
                               paths: SavePaths(page: "p.png", output: "/tmp/unused.png"),
                               modeName: "optimized", rescueFolder: TestApps.rescueFolder)
        s.playByNumbers(guide)
        return s
    }

    static func fill(_ s: inout ColoringScreen, colour: Int, x: Double, y: Double) {
        _ = s.handle(.input(.key(.char(Unicode.Scalar(UInt8(ascii: "0") + UInt8(colour)))), time: 0))
        s.prepareStroke(fill: true)
        s.apply(.fill(x: x, y: y))
    }

    @Test func rightColourCompletesWrongColourDoesNot() {
        var s = Self.screen()
        #expect(s.numberGuide!.total == 5 && s.status.progress == "0 of 5 by number")
        #expect(s.numberGuide!.left(number: 1) == 2)
        Self.fill(&s, colour: 2, x: 40, y: 15)  // the wrong colour: allowed, not done
        #expect(s.numberGuide!.doneCount == 0)
        Self.fill(&s, colour: 1, x: 40, y: 15)
        #expect(s.numberGuide!.doneCount == 1 && s.numberGuide!.left(number: 1) == 1)
        #expect(s.status.progress == "1 of 5 by number")
        // The bar's count for colour 1 says 1 left, for colour 3 one too.
        let f = s.frame()
        #expect(f[1 + 3, 22].glyph == "1" && f[1 + 2 * PaletteBar.swatchWidth + 3, 22].glyph == "1")
    }

    @Test func nGoesToTheNearestRegionOfTheChosenNumberAndAllDoneFinishes() {
        var s = Self.screen()
        _ = s.handle(.input(.key(.char("2")), time: 0))
        s.pointer.cursor = KeyboardCursor(x: 100, y: 50)
        _ = s.handle(.input(.key(.char("n")), time: 0))
        #expect(s.pointer.cursor.x == 89.5 && s.pointer.cursor.y == 44.5)
        for (n, x, y) in [(1, 40.0, 15.0), (2, 89.0, 15.0), (1, 30.0, 44.0), (2, 89.0, 44.0)] { Self.fill(&s, colour: n, x: x, y: y) }
        #expect(!s.numberGuide!.isFinished)
        Self.fill(&s, colour: 3, x: 15, y: 14)
        #expect(s.numberGuide!.isFinished && s.message.contains("finished by numbers"))
        #expect(s.frame()[1 + 3, 22].glyph == "✓")
        _ = s.handle(.input(.key(.char("n")), time: 0))
        #expect(s.message == "every region is done")
    }

    /// At fit and zoomed in, on terminals of several sizes: every number's cells show only its
    /// region's pixels (none on a line, none outside), and no two labels share a cell.
    @Test(arguments: [(80, 24), (200, 60), (40, 12)])
    func labelsFitTheirRegionsAndNeverOverlapAtAnyZoom(columns: Int, rows: Int) {
        var s = Self.screen(columns: columns, rows: rows)
        let finder = s.session.finder
        var sawNumber = false, sawDot = false
        for _ in 0..<6 {
            let g = s.geometry
            let guide = s.numberGuide!
            let placed = NumberLabels(guide: guide.guide, todo: guide.todo, geometry: g)
            var cells = Set<Int>()
            for label in placed.labels {
                let r = guide.guide.regions[label.entry]
                let region = finder.region(atX: r.x, y: r.y)!
                for i in 0..<label.text.count {
                    #expect(cells.insert(label.row * g.columns + label.column + i).inserted, "overlap at \(label)")
                    guard label.fits else { continue }
                    for dy in 0..<g.cellPixels.y {
                        for dx in 0..<g.cellPixels.x {
                            let d = (x: (label.column + i) * g.cellPixels.x + dx - g.originX, y: label.row * g.cellPixels.y + dy - g.originY)
                            for py in g.pageRows(d.y) { for px in g.pageColumns(d.x) {
                                #expect(region.contains(px, py), "\(label) shows \(px),\(py)")
                            } }
                        }
                    }
                }
                sawNumber = sawNumber || label.fits
                sawDot = sawDot || !label.fits
            }
            _ = s.handle(.input(.key(.char(">")), time: 0))
        }
        #expect(sawNumber)
        if columns == 40 { #expect(sawDot) }
    }

    /// The save a numbered page asks for carries its progress by number, which the recent list
    /// keeps and the gallery's tile says.
    @Test func aSaveCarriesTheProgressByNumber() {
        var s = Self.screen()
        Self.fill(&s, colour: 1, x: 40, y: 15)
        Self.fill(&s, colour: 2, x: 89, y: 15)
        let effects = s.handle(.input(.key(.char("s")), time: 1))
        guard case .save(let request)? = effects.first(where: { if case .save = $0 { true } else { false } }) else {
            Issue.record("no save: \(effects)"); return
        }
        #expect(request.progress?.coloured == 2 && request.progress?.regions == 5 && request.progress?.byNumber == true)
    }

    /// A region numbered white is not done while it is bare paper (white paint is no paint): the
    /// guide's white becomes a paint the canvas keeps, and filling with it completes the region.
    @Test func aWhiteNumberedRegionIsDoneOnlyOncePainted() {
        var guide = NumberedTestPage.guide
        guide.palette[1] = RGB(r: 255, g: 255, b: 255)
        var s = Self.screen(guide: guide)
        #expect(s.numberGuide!.doneCount == 0 && s.numberGuide!.left(number: 2) == 2)
        #expect(s.numberGuide!.guide.palette[1] == NumberedPage.paintableWhite)
        Self.fill(&s, colour: 2, x: 89, y: 15)
        #expect(s.numberGuide!.doneCount == 1 && s.numberGuide!.left(number: 2) == 1)
        // Painted, it still looks like the paper.
        let p = s.session.canvas.finalPixel(15 * 120 + 89)
        #expect(p & 0xFF >= 254 && (p >> 8) & 0xFF >= 254 && (p >> 16) & 0xFF >= 254)
        // The eraser takes the paint away: to do again.
        _ = s.handle(.input(.key(.char("x")), time: 0))
        s.prepareStroke(fill: true)
        s.apply(.fill(x: 89, y: 15))
        #expect(s.numberGuide!.left(number: 2) == 2)
    }

    @Test func vHidesTheNumbersWithTheLines() {
        var s = Self.screen()
        let shown = s.frame().cells.filter { $0.glyph == "1" || $0.glyph == "2" || $0.glyph == "3" || $0.glyph == "·" }.count
        _ = s.handle(.input(.key(.char("v")), time: 0))
        let hidden = s.frame().cells.filter { $0.glyph == "1" || $0.glyph == "2" || $0.glyph == "3" || $0.glyph == "·" }.count
        #expect(shown > hidden)
    }
}
