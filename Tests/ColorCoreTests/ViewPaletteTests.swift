import Testing
@testable import ColorCore

@Suite struct ViewPaletteTests {
    @Test func exactPaletteColoursMapToThemselves() {
        for index in 16...255 {
            let c = XtermPalette.rgb(index)
            #expect(PaletteQuantizer.nearest(r: c.r, g: c.g, b: c.b) == UInt8(index))
        }
    }

    @Test func knownColours() {
        #expect(PaletteQuantizer.nearest(r: 0, g: 0, b: 0) == 16)
        #expect(PaletteQuantizer.nearest(r: 255, g: 255, b: 255) == 231)
        #expect(PaletteQuantizer.nearest(r: 250, g: 2, b: 1) == 196)
        #expect(PaletteQuantizer.nearest(r: 128, g: 128, b: 128) == 244)
        #expect(XtermPalette.rgb(244) == (128, 128, 128))
        #expect(XtermPalette.rgb(196) == (255, 0, 0))
        #expect(XtermPalette.rgb(21) == (0, 0, 255))
    }

    /// The perceptual choice: a dark blue-grey is closer to a grey than to a saturated blue,
    /// which a plain RGB distance would not say.
    @Test func quantiserNeverUsesThemeColoursAndAgreesWithNearest() {
        var q = PaletteQuantizer()
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        for _ in 0..<2000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let packed = UInt32(truncatingIfNeeded: state >> 29) | 0xff00_0000
            let i = q.index(packed: packed)
            #expect(i >= 16)
            // The cached answer is the exact answer for the bin's representative.
            func centre(_ shift: UInt32) -> UInt8 { let v = UInt8((packed >> shift) & 0xff) >> 2; return v << 2 | v >> 4 }
            #expect(i == PaletteQuantizer.nearest(r: centre(0), g: centre(8), b: centre(16)))
        }
    }

    @Test func binnedBlackAndWhiteStayExact() {
        var q = PaletteQuantizer()
        #expect(q.index(packed: 0xff00_0000) == 16)
        #expect(q.index(packed: 0xffff_ffff) == 231)
        #expect(q.index(packed: 0xff00_00ff) == 196)
    }

    @Test func okLabOfWhiteAndBlack() {
        let w = OKLab(r: 255, g: 255, b: 255), k = OKLab(r: 0, g: 0, b: 0)
        #expect(abs(w.l - 1) < 1e-3 && abs(w.a) < 1e-3 && abs(w.b) < 1e-3)
        #expect(abs(k.l) < 1e-9)
    }
}

@Suite struct ViewPixelAccumulatorTests {
    /// The lane-and-reciprocal arithmetic gives exactly the rounded means, for 1 to 16 pixels.
    @Test func meansAreExact() {
        var state: UInt64 = 7
        for _ in 0..<5000 {
            var acc = ViewPixelAccumulator()
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let n = Int(state >> 60) + 1
            var pixels: [UInt32] = []
            for _ in 0..<n {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let p = UInt32(truncatingIfNeeded: state >> 20)
                let px = ViewPixel.make(p, isLine: (state >> 13) % 5 == 0)
                pixels.append(px); acc.add(px)
            }
            let lines = pixels.filter(ViewPixel.isLine)
            let chosen = lines.isEmpty ? pixels : lines
            func mean(_ shift: UInt32) -> UInt32 {
                let sum = chosen.reduce(0) { $0 + (($1 >> shift) & 0xff) }
                return (sum + UInt32(chosen.count / 2)) / UInt32(chosen.count)
            }
            let expected = mean(0) | mean(8) << 8 | mean(16) << 16 | (lines.isEmpty ? ViewPixel.plainFlag : ViewPixel.lineFlag)
            #expect(acc.result == expected)
        }
    }
}
