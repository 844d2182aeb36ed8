import Testing
import TestSupport
@testable import ColorCore

/// The page on a 16- or 8-colour screen: every cell in the terminal's ANSI colours, paint between
/// two of them dithered by the Bayer pattern anchored to the page (so a pan shows the same pattern
/// on the same page pixels), and no dither at all on white paper or black lines.
@Suite struct AnsiColourTests {
    static let depths: [ColourDepth] = [.ansi16, .ansi8]

    @Test func theBayerMatrixHoldsEveryThresholdOnce() {
        #expect(Set(OrderedDither.matrix) == Set(0..<64))
        // Neighbours differ by half the range or so: a share of 32 shows a checkerboard.
        let half = (0..<8).map { y in (0..<8).map { x in OrderedDither.threshold(x: x, y: y) < 32 } }
        for y in 0..<8 { for x in 0..<7 { #expect(half[y][x] != half[y][x + 1]) } }
        #expect(OrderedDither.threshold(x: -3, y: 10) == OrderedDither.threshold(x: 5, y: 2))
    }

    @Test(arguments: depths)
    func paletteColoursAreNeverDithered(depth: ColourDepth) {
        let palette = depth.ansiPalette!
        var dither = AnsiDither(palette: palette)
        for i in 0..<palette.count where palette.packed(i) != (palette.packed(i) & 0xff) * 0x01_0101 {
            #expect(dither.mix(packed: palette.packed(i)) == AnsiDither.Mix(first: UInt8(i), second: UInt8(i), share: 0))
        }
        // White paper and black lines plain.
        #expect(dither.mix(packed: 0xff_ffff).share == 0 && dither.mix(packed: 0).share == 0 && dither.mix(packed: 0).first == 0)
    }

    @Test func greysInSixteenAreTheNearestGreyNeverDithered() {
        var dither = AnsiDither(palette: .sixteen)
        for v in UInt32(0)...255 {
            let m = dither.mix(packed: v * 0x01_0101)
            #expect(m.share == 0 && [0, 7, 8, 15].contains(m.first), "grey \(v)")
        }
        // A faint line never shows as the paper.
        #expect(dither.mix(packed: 0xff_ffff).first == 15 && dither.mix(packed: 237 * 0x01_0101).first == 7)
        #expect(dither.mix(packed: 120 * 0x01_0101).first == 8)
    }

    @Test func greysInEightAreBlackAndGreyMixed() {
        var dither = AnsiDither(palette: .eight)
        for v in UInt32(0)...255 {
            let m = dither.mix(packed: v * 0x01_0101)
            #expect(Set([m.first, m.second]).isSubset(of: [0, 7]), "grey \(v): only black and grey, no hue")
        }
        let mid = dither.mix(packed: 115 * 0x01_0101)
        #expect(mid.first == 0 && mid.second == 7 && (28...36).contains(mid.share))
        #expect(dither.mix(packed: 0xff_ffff) == AnsiDither.Mix(first: 7, second: 0, share: 0))
    }

    /// A line's soft edge (a light grey) is the paper, plain; its core (a dark grey) plain black:
    /// only the middle greys are a pattern, so a thin line is not dotted nor its edge a speckle.
    @Test func inEightLightGreysArePaperAndDarkGreysBlack() {
        var dither = AnsiDither(palette: .eight)
        for v in UInt32(0)...255 {
            let m = dither.mix(packed: v * 0x01_0101)
            if Double(v) >= AnsiDither.eightColourDithered.upperBound { #expect(m == AnsiDither.Mix(first: 7, second: 0, share: 0), "grey \(v)") }
            if Double(v) <= AnsiDither.eightColourDithered.lowerBound { #expect(m.first == 0 && m.share == 0, "grey \(v)") }
        }
        #expect(dither.mix(packed: 200 * 0x01_0101).share == 0 && dither.mix(packed: 60 * 0x01_0101).first == 0)
        // More paper the lighter the grey, within the band.
        let shares = stride(from: 90, through: 145, by: 5).map { dither.mix(packed: UInt32($0) * 0x01_0101).share }
        #expect(shares == shares.sorted() && shares.first! < shares.last!)
    }

    @Test func aColourBetweenTwoIsMixedOfThem() {
        var dither = AnsiDither(palette: .sixteen)
        // Half way from red (205, 0, 0) to bright red (255, 0, 0): the two reds, about half each.
        let m = dither.mix(packed: 230)
        #expect(Set([m.first, m.second]) == [1, 9] && (24...40).contains(m.share))
        // Orange lies between red and yellow.
        let o = dither.mix(packed: 255 | 128 << 8)
        #expect(o.share > 0 && Set([o.first, o.second]).isSubset(of: [1, 3, 9, 11]))
    }

    /// A white page with a region painted sky blue (no ANSI colour).
    static func painted(_ paint: RGB) -> (Session, LineArt) { ViewColourTests.paintedFrame(paint) }

    @Test(arguments: depths, GlyphMode.allCases)
    func cellsCarryOnlyAnsiColoursAndPaintIsDithered(depth: ColourDepth, glyphs: GlyphMode) {
        let (session, art) = Self.painted(RGB(r: 120, g: 190, b: 240))
        let view = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 100, rows: 40,
                                options: DisplayOptions(glyphs: glyphs, colours: depth))
        let count = depth.ansiPalette!.count
        var inside: Set<CellColour> = []
        for r in 0..<view.geometry.viewRows {
            for c in 0..<100 {
                let cell = view.frame[c, r]
                #expect(cell.fg.index.map { Int($0) < count } == true && cell.bg.index.map { Int($0) < count } == true)
                if (40...60).contains(c) && (15...22).contains(r) { inside.insert(cell.fg); inside.insert(cell.bg) }
            }
        }
        // The paint's middle shows two colours mixed, not one flat nearest colour.
        #expect(inside.count >= 2, "\(inside)")
        // Unpainted paper around the frame is one plain colour.
        let corner = view.frame[view.geometry.originX / view.geometry.cellPixels.x + 1, 1]
        #expect(corner.fg == corner.bg)
    }

    @Test(arguments: depths)
    func aPanShowsTheSamePatternAsAFullRender(depth: ColourDepth) {
        let (session, art) = Self.painted(RGB(r: 230, g: 120, b: 40))
        let options = DisplayOptions(glyphs: .half, colours: depth)
        var panned = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 60, rows: 30, options: options)
        let zoomed = panned.geometry.centred(scale: panned.geometry.scale / 3, onPageX: 200, y: 150)
        panned.setViewport(zoomed, canvas: session.canvas, lineArt: art)
        panned.setViewport(panned.geometry.panned(dx: 3, dy: 2), canvas: session.canvas, lineArt: art)
        var fresh = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 60, rows: 30, options: options)
        fresh.shortcuts = false
        fresh.setViewport(panned.geometry.viewport, canvas: session.canvas, lineArt: art)
        #expect(panned.frame == fresh.frame)
    }
}
