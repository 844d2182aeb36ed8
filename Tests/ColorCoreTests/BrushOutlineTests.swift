import Testing
@testable import ColorCore

/// The brush's outline: a ring just outside the disc the brush paints, as wide as the brush at
/// the zoom shown, drawn black on light and white on dark in every glyph mode.
@Suite struct BrushOutlineTests {
    static func geometry(_ glyphs: GlyphMode, viewport: Viewport = .fit) -> ViewGeometry {
        ViewGeometry(pageWidth: 400, pageHeight: 300, columns: 80, rows: 30, viewport: viewport, glyphs: glyphs)
    }

    static func frame(_ g: ViewGeometry, colour: CellColour) -> CellFrame {
        CellFrame(columns: g.columns, rows: g.rows, fill: Cell(glyph: " ", fg: colour, bg: colour))
    }

    @Test(arguments: GlyphMode.allCases)
    func theRingSurroundsTheBrushAtItsWidth(glyphs: GlyphMode) {
        let g = Self.geometry(glyphs)
        let diameter = 60.0
        let ring = BrushOutline(x: 200, y: 150, diameter: diameter, geometry: g).points
        let c = g.screenPixel(pageX: 200, pageY: 150)
        let rx = diameter / 2 / g.scaleX, ry = diameter / 2 / g.scaleY
        #expect(!ring.isEmpty)
        for p in ring {
            let u = Double(p.x - c.x) / rx, v = Double(p.y - c.y) / ry
            #expect(u * u + v * v > 1, "\(p) is inside the brush")
        }
        // Just outside the disc on each side: as wide and tall as the brush, plus the ring.
        #expect(ring.map(\.x).min() == c.x - Int(rx) - 1 && ring.map(\.x).max() == c.x + Int(rx) + 1)
        #expect(ring.map(\.y).min() == c.y - Int(ry) - 1 && ring.map(\.y).max() == c.y + Int(ry) + 1)
        // A brush twice as wide has a ring twice as wide.
        let wide = BrushOutline(x: 200, y: 150, diameter: 2 * diameter, geometry: g).points
        #expect(wide.map(\.x).max()! - c.x == Int(2 * rx) + 1)
    }

    /// Black on paper, white on dark lines or paint; the disc inside is left as it was.
    @Test(arguments: GlyphMode.allCases)
    func itIsDrawnAgainstWhatIsUnderIt(glyphs: GlyphMode) {
        let g = Self.geometry(glyphs)
        let outline = BrushOutline(x: 200, y: 150, diameter: 40, geometry: g)
        let c = g.screenPixel(pageX: 200, pageY: 150)
        for (under, expected) in [(CellColour(231), BrushOutline.onLight), (CellColour(16), BrushOutline.onDark),
                                  (CellColour(226), BrushOutline.onLight), (CellColour(19), BrushOutline.onDark)] {
            var f = Self.frame(g, colour: under)
            outline.draw(into: &f, geometry: g)
            for p in outline.points { #expect(f.displayPixel(x: p.x, y: p.y, mode: glyphs) == expected, "\(p) over \(under)") }
            #expect(f.displayPixel(x: c.x, y: c.y, mode: glyphs) == under)
        }
    }

    /// A brush narrower than a display pixel (fit zoom on a large page) still shows: the four
    /// display pixels around the one it paints.
    @Test func aBrushSmallerThanADisplayPixelIsMarkedAroundIt() {
        let g = Self.geometry(.half)
        #expect(g.scaleX > 2)
        let ring = BrushOutline(x: 200, y: 150, diameter: 1, geometry: g).points
        let c = g.screenPixel(pageX: 200, pageY: 150)
        #expect(Set(ring.map { "\($0.x - c.x),\($0.y - c.y)" }) == ["-1,0", "1,0", "0,-1", "0,1"])
    }

    /// Clipped to the view area: a brush at the page's corner leaves no point off the screen.
    @Test func itStaysInsideTheViewArea() {
        let g = Self.geometry(.sextant)
        let ring = BrushOutline(x: 0, y: 0, diameter: 300, geometry: g).points
        #expect(!ring.isEmpty && ring.allSatisfy { $0.x >= 0 && $0.y >= 0 && $0.x < g.areaWidth && $0.y < g.areaHeight })
    }
}
