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

@Suite struct ViewPixelMergeTests {
    /// The table arithmetic gives the linear-light mean of 1, 2 or 4 pixels to within one step
    /// of 8 bits (against doubles), coverage rounded up; equal pixels merge to themselves exactly.
    @Test func meansInLinearLight() {
        var state: UInt64 = 7
        LinearLight.fromByte16.withUnsafeBufferPointer { lin in
            LinearLight.toByte.withUnsafeBufferPointer { toByte in
                for _ in 0..<5000 {
                    state = state &* 6364136223846793005 &+ 1442695040888963407
                    let n = [1, 2, 4][Int(state >> 62) % 3]
                    var pixels: [UInt32] = []
                    var m = ViewPixelMerge()
                    for _ in 0..<n {
                        state = state &* 6364136223846793005 &+ 1442695040888963407
                        let p = UInt32(truncatingIfNeeded: state >> 20)
                        pixels.append(p); m.add(p, lin)
                    }
                    let result = m.result(toByte)
                    for shift: UInt32 in [0, 8, 16] {
                        let mean = pixels.map { LinearLight.linear(Double(($0 >> shift) & 0xff) / 255) }.reduce(0, +) / Double(n)
                        let expected = LinearLight.encoded(mean) * 255
                        #expect(abs(Double((result >> shift) & 0xff) - expected) <= 0.51 + 0.5)
                    }
                    let coverage = pixels.map { Int($0 >> 24) }.reduce(0, +)
                    #expect(Int(result >> 24) == (coverage + n - 1) / n)
                    var same = ViewPixelMerge()
                    for _ in 0..<n { same.add(pixels[0], lin) }
                    #expect(same.result(toByte) == pixels[0])
                }
            }
        }
    }

    /// A thin black line on white averages to a light grey in linear light (a quarter black is
    /// sRGB 225, not the 191 of averaging stored values).
    @Test func quarterBlackIsLightGrey() {
        LinearLight.fromByte16.withUnsafeBufferPointer { lin in
            LinearLight.toByte.withUnsafeBufferPointer { toByte in
                var m = ViewPixelMerge()
                m.add(ViewPixel.make(0, coverage: 255), lin)
                for _ in 0..<3 { m.add(ViewPixel.white, lin) }
                let r = m.result(toByte)
                #expect(r & 0xff == 225 && (r >> 8) & 0xff == 225 && r >> 24 == 64)
            }
        }
    }
}
