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
        var colours: [UInt32] = []
        for _ in 0..<3000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            colours.append(UInt32(truncatingIfNeeded: state >> 29) | 0xff00_0000)
        }
        // Twice: computed, then from the cache (colours that share a slot push each other out).
        for pass in 0..<2 {
            for packed in colours {
                let i = q.index(packed: packed)
                #expect(i >= 16)
                let exact = PaletteQuantizer.nearest(r: UInt8(packed & 0xff), g: UInt8((packed >> 8) & 0xff), b: UInt8((packed >> 16) & 0xff))
                if i != exact { Issue.record("pass \(pass): \(String(packed, radix: 16)) -> \(i), nearest \(exact)"); return }
            }
        }
    }

    /// Colours a coarse cache would have answered for their bin's centre.
    @Test func nearColoursGetTheirOwnAnswer() {
        var q = PaletteQuantizer()
        #expect(q.index(packed: 0xff00_0000) == 16)
        #expect(q.index(packed: 0xffff_ffff) == 231)
        #expect(q.index(packed: 0xff00_00ff) == 196)
        #expect(q.index(packed: 0xff03_0201) == PaletteQuantizer.nearest(r: 1, g: 2, b: 3))
        #expect(PaletteQuantizer.nearest(r: 1, g: 2, b: 3) == 232)
    }

    @Test func okLabOfWhiteAndBlack() {
        let w = OKLab(r: 255, g: 255, b: 255), k = OKLab(r: 0, g: 0, b: 0)
        #expect(abs(w.l - 1) < 1e-3 && abs(w.a) < 1e-3 && abs(w.b) < 1e-3)
        #expect(abs(k.l) < 1e-9)
    }
}

@Suite struct ViewPixelMergeTests {
    static func random(_ state: inout UInt64) -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }

    /// Each lane of 1, 2 or 4 pixels averaged and rounded to nearest, coverage rounded up;
    /// equal pixels merge to themselves.
    @Test func meansPerLane() {
        var state: UInt64 = 7
        for _ in 0..<5000 {
            let n = [1, 2, 4][Int(Self.random(&state) >> 62) % 3]
            var pixels: [UInt64] = []
            var m = ViewPixelMerge()
            for _ in 0..<n {
                let p = Self.random(&state)
                pixels.append(p); m.add(p)
            }
            let result = m.result
            for lane in 0..<4 {
                let values = pixels.map { Int(($0 >> (16 * UInt64(lane))) & 0xffff) }
                let expected = lane == 3 ? (values.reduce(0, +) + n - 1) / n : (values.reduce(0, +) + n / 2) / n
                #expect(Int((result >> (16 * UInt64(lane))) & 0xffff) == expected)
            }
            var same = ViewPixelMerge()
            for _ in 0..<n { same.add(pixels[0]) }
            #expect(same.result == pixels[0])
        }
    }

    /// Every sRGB byte survives the trip to linear light and back exactly (an unmixed colour is
    /// shown as it is), and a quarter black on white is the light grey of linear light (sRGB 225,
    /// not the 191 of averaging stored values).
    @Test func linearLightRoundTrip() {
        for v in 0...255 {
            let l = Float(LinearLight.fromByte16[v]) / 65535
            #expect(LinearLight.packed(SIMD4(l, l, l, 0)) == UInt32(v) * 0x01_0101)
        }
        LinearLight.fromByte16.withUnsafeBufferPointer { lin in
            var m = ViewPixelMerge()
            m.add(ViewPixel.make(0, line: true, lin))
            for _ in 0..<3 { m.add(ViewPixel.white) }
            let r = m.result
            let v = SIMD4<Float>(ViewPixel.lanes(r)) / 65535
            #expect(LinearLight.packed(v) == 225 * 0x01_0101 && r >> 48 == 0x4000)
        }
    }
}
