import Testing
@testable import ColorCore

@Suite struct ColourGridTests {
    static func lab(_ c: RGB) -> OKLab { OKLab(r: c.r, g: c.g, b: c.b) }

    /// Every colour a 256-colour terminal shows (16-255) is in the grid exactly once, hues run
    /// left to right, and each column gets darker downwards.
    @Test func theXtermGridHoldsEveryTerminalColourOnceByHueAndLightness() {
        let g = ColourGrid.xterm
        #expect(g.columns == 24 && g.rows == 10)
        let expected = Set((16...255).map { i -> RGB in let c = XtermPalette.rgb(i); return RGB(r: c.r, g: c.g, b: c.b) })
        #expect(g.colours.count == 240 && Set(g.colours) == expected)
        for c in 0..<g.columns {
            for r in 1..<g.rows { #expect(Self.lab(g[c, r]).l < Self.lab(g[c, r - 1]).l, "column \(c) row \(r)") }
        }
        // Hue columns: every colour of a column has a hue no smaller than any of the columns before.
        for c in 1..<21 {
            let before = (0..<10).map { Self.lab(g[c - 1, $0]).hueRadians }.max()!
            let here = (0..<10).map { Self.lab(g[c, $0]).hueRadians }.min()!
            #expect(here >= before, "column \(c)")
        }
        #expect((21..<24).allSatisfy { c in (0..<10).allSatisfy { g[c, $0].r == g[c, $0].g && g[c, $0].g == g[c, $0].b } })
    }

    /// The 24-bit grid keeps its rows' lightness and its columns' hue (where sRGB allows the
    /// chroma asked for, which at 0.1 it does for all but the extremes).
    @Test func theTruecolourGridIsEvenInLightnessAndHue() {
        let g = ColourGrid.oklch(chroma: 0.1)
        #expect(g.columns == 37 && g.rows == 11)
        for r in 0..<g.rows {
            let l = 0.95 - 0.065 * Double(r)
            for c in 0..<g.columns { #expect(abs(Self.lab(g[c, r]).l - l) < 0.01, "(\(c), \(r)) lightness") }
        }
        var checked = 0
        for r in 2..<9 {
            for c in 0..<36 {
                let lab = Self.lab(g[c, r])
                guard lab.chroma > 0.09 else { continue }
                checked += 1
                var d = abs(lab.hueRadians - 2 * Double.pi * Double(c) / 36)
                d = min(d, 2 * Double.pi - d)
                #expect(d < 0.05, "(\(c), \(r)) hue off by \(d)")
            }
        }
        #expect(checked > 150)
        #expect(g.position(of: g[5, 3])! == (5, 3))
    }

    @Test func oklchRoundTripsThroughSRGB() {
        for rgb in [RGB(r: 230, g: 57, b: 70), RGB(r: 0, g: 0, b: 0), RGB(r: 255, g: 255, b: 255), RGB(r: 12, g: 200, b: 99)] {
            let lab = Self.lab(rgb)
            #expect(OKLab(l: lab.l, c: lab.chroma, hueRadians: lab.hueRadians).rgb == rgb)
            #expect(OKLab.lch(l: lab.l, c: lab.chroma, hueRadians: lab.hueRadians) == rgb)
        }
        // Out of gamut: the chroma is cut, the colour stays in sRGB with the lightness asked for.
        let clipped = OKLab.lch(l: 0.6, c: 0.5, hueRadians: 2.5)
        #expect(abs(Self.lab(clipped).l - 0.6) < 0.01 && Self.lab(clipped).chroma < 0.5)
    }
}
