@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// Saving picks the smallest faithful encoding: each format class decodes back to exactly the
/// input bytes, and the colour type and bit depth chosen (in the plan and in the file's IHDR)
/// are the expected ones.
struct PNGEncodingPlanTests {
    typealias Kind = PNGEncodingPlan.ColorType

    /// Writes `page`, reads it back and checks both the pixels and the chosen format.
    func expectRoundTrip(_ page: Page, opaque: Bool = false, _ kind: Kind, bits: Int,
                         transparent: Int? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let plan = PNGEncodingPlan(page: page, opaque: opaque)
        #expect(plan.colorType == kind, sourceLocation: sourceLocation)
        #expect(plan.bitDepth == bits, sourceLocation: sourceLocation)
        if let transparent { #expect(plan.transparentCount == transparent, sourceLocation: sourceLocation) }

        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        let size = try PNGCodec.write(page, to: path, opaque: opaque)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(size == bytes.count, sourceLocation: sourceLocation)
        #expect(Int(bytes[24]) == bits, "IHDR bit depth", sourceLocation: sourceLocation)
        #expect(Int32(bytes[25]) == kind.rawValue, "IHDR colour type", sourceLocation: sourceLocation)
        #expect(Self.hasChunk("tRNS", in: bytes) == (plan.transparentCount > 0), sourceLocation: sourceLocation)

        var expected = page
        if opaque { for i in stride(from: 3, to: expected.rgba.count, by: 4) { expected.rgba[i] = 255 } }
        let back = try PNGCodec.read(path: path)
        #expect(back == expected, "pixels differ after the round trip", sourceLocation: sourceLocation)
    }

    static func hasChunk(_ type: String, in bytes: [UInt8]) -> Bool {
        var at = 8
        while at + 8 <= bytes.count {
            let length = Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            if String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self) == type { return true }
            at += 12 + length
        }
        return false
    }

    /// Pixel i (row-major) is colours[i * 7 % count]: every colour occurs once the page has as
    /// many pixels (7 is prime to every count used), and neighbours differ at every bit depth.
    static func page(width: Int = 13, height: Int = 5, _ colours: [RGBA]) -> Page {
        var page = Page(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width { page.setPixel(x, y, colours[(y * width + x) * 7 % colours.count]) }
        }
        return page
    }

    static func grey(_ v: Int, alpha: Int = 255) -> RGBA { RGBA(r: UInt8(v), g: UInt8(v), b: UInt8(v), a: UInt8(alpha)) }

    /// n distinct opaque colours, none grey.
    static func colours(_ n: Int) -> [RGBA] {
        (0..<n).map { (i: Int) -> RGBA in
            let low = UInt8(i & 255), high = UInt8(i >> 8)
            return RGBA(r: low, g: high &* 40 &+ 1, b: 255 - low)
        }
    }

    // MARK: Grey

    @Test func blackAndWhiteIsOneBitGrey() throws {
        try expectRoundTrip(Self.page([.black, .white]), .grey, bits: 1)
        try expectRoundTrip(Page(width: 9, height: 3, filledWith: .white), .grey, bits: 1)
        try expectRoundTrip(Page(width: 1, height: 1, filledWith: .black), .grey, bits: 1)
    }

    @Test func levelsOnTheTwoAndFourBitScalesUseThem() throws {
        try expectRoundTrip(Self.page([0, 85, 170, 255].map { Self.grey($0) }), .grey, bits: 2)
        try expectRoundTrip(Self.page([0, 255, 170].map { Self.grey($0) }), .grey, bits: 2)
        try expectRoundTrip(Self.page((0..<16).map { Self.grey($0 * 17) }), .grey, bits: 4)
        try expectRoundTrip(Self.page(width: 31, height: 9, (0..<16).map { Self.grey($0 * 17) }), .grey, bits: 4)
    }

    @Test func otherLevelsUseEightBitGrey() throws {
        try expectRoundTrip(Self.page(width: 64, height: 8, (0..<256).map { Self.grey($0) }), .grey, bits: 8)
        try expectRoundTrip(Self.page(width: 20, height: 3, (0..<17).map { Self.grey($0 * 15) }), .grey, bits: 8)
    }

    /// A palette index would take fewer bits than the grey levels need: palette wins.
    @Test func fewOffScaleGreyLevelsUseAPalette() throws {
        try expectRoundTrip(Self.page([Self.grey(0), Self.grey(128), Self.grey(255)]), .palette, bits: 2, transparent: 0)
        try expectRoundTrip(Page(width: 5, height: 5, filledWith: Self.grey(200)), .palette, bits: 1, transparent: 0)
    }

    // MARK: Palette

    @Test func opaqueColoursUseTheSmallestPalette() throws {
        try expectRoundTrip(Self.page(Self.colours(2)), .palette, bits: 1, transparent: 0)
        try expectRoundTrip(Self.page(Self.colours(3)), .palette, bits: 2, transparent: 0)
        try expectRoundTrip(Self.page(Self.colours(4)), .palette, bits: 2, transparent: 0)
        try expectRoundTrip(Self.page(Self.colours(5)), .palette, bits: 4, transparent: 0)
        try expectRoundTrip(Self.page(Self.colours(16)), .palette, bits: 4, transparent: 0)
        try expectRoundTrip(Self.page(width: 40, height: 3, Self.colours(17)), .palette, bits: 8, transparent: 0)
    }

    @Test func translucentColoursGetATransparencyChunk() throws {
        let colours = [RGBA(r: 255, g: 0, b: 0), RGBA(r: 0, g: 0, b: 0, a: 0), RGBA(r: 0, g: 255, b: 0),
                       RGBA(r: 9, g: 9, b: 200, a: 128)]
        try expectRoundTrip(Self.page(colours), .palette, bits: 2, transparent: 2)
        // Fully transparent pixels keep their colour bytes: two "invisible" colours stay apart.
        try expectRoundTrip(Self.page([RGBA(r: 0, g: 0, b: 0, a: 0), RGBA(r: 255, g: 255, b: 255, a: 0)]),
                            .palette, bits: 1, transparent: 2)
        // Translucent grey is not grey: grey has no alpha short of 16-bit tRNS.
        try expectRoundTrip(Self.page([Self.grey(0), Self.grey(255, alpha: 100)]), .palette, bits: 1, transparent: 1)
    }

    @Test func twoHundredFiftySixColoursFitAPaletteButNotTwoHundredFiftySeven() throws {
        try expectRoundTrip(Self.page(width: 64, height: 8, Self.colours(256)), .palette, bits: 8, transparent: 0)
        try expectRoundTrip(Self.page(width: 64, height: 8, Self.colours(257)), .rgb, bits: 8)
        var translucent = Self.colours(257)
        translucent[100].a = 7
        try expectRoundTrip(Self.page(width: 64, height: 8, Array(translucent.prefix(256))), .palette, bits: 8, transparent: 1)
        try expectRoundTrip(Self.page(width: 64, height: 8, translucent), .rgba, bits: 8)
    }

    // MARK: One odd pixel forces a wider format

    @Test func oneOddPixelWidensTheFormat() throws {
        var page = Self.page(width: 37, height: 21, [.black, .white])
        try expectRoundTrip(page, .grey, bits: 1)

        var off = page
        off.setPixel(36, 20, Self.grey(128))  // the very last pixel: a third level off the scale
        try expectRoundTrip(off, .palette, bits: 2, transparent: 0)

        var onScale = page
        onScale.setPixel(0, 0, Self.grey(85))  // the very first pixel
        try expectRoundTrip(onScale, .grey, bits: 2)

        var coloured = page
        coloured.setPixel(17, 10, RGBA(r: 200, g: 30, b: 30))
        try expectRoundTrip(coloured, .palette, bits: 2, transparent: 0)

        var translucent = page
        translucent.setPixel(5, 19, RGBA(r: 255, g: 255, b: 255, a: 254))
        try expectRoundTrip(translucent, .palette, bits: 2, transparent: 1)
        // ... unless the caller asked for an opaque file.
        try expectRoundTrip(translucent, opaque: true, .grey, bits: 1)

        // 256 colours and one more pixel of a 257th.
        page = Self.page(width: 64, height: 9, Self.colours(256))
        try expectRoundTrip(page, .palette, bits: 8, transparent: 0)
        page.setPixel(63, 8, RGBA(r: 1, g: 2, b: 3))
        try expectRoundTrip(page, .rgb, bits: 8)
    }

    // MARK: Many colours

    @Test func manyGreyLevelsWithAlphaUseGreyAlpha() throws {
        var page = Page(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { page.setPixel(x, y, Self.grey(x * 6, alpha: y * 8)) } }
        try expectRoundTrip(page, .greyAlpha, bits: 8)
        try expectRoundTrip(page, opaque: true, .grey, bits: 8)
    }

    @Test func manyColoursUseRGBOrRGBA() throws {
        let sample = PNGTestSupport.samplePage()
        try expectRoundTrip(sample, .rgba, bits: 8)
        try expectRoundTrip(sample, opaque: true, .rgb, bits: 8)
    }

    /// Random pages of every colour-count class and awkward widths (partial last bytes).
    @Test func randomPagesRoundTripExactly() throws {
        var rng = SeededRandom(seed: 2026)
        for count in [1, 2, 3, 4, 5, 16, 17, 200, 256, 257, 600] {
            for width in [1, 3, 7, 9, 33] {
                let palette = (0..<count).map { _ in
                    RGBA(r: UInt8.random(in: 0...255, using: &rng), g: UInt8.random(in: 0...255, using: &rng),
                         b: UInt8.random(in: 0...255, using: &rng), a: Bool.random(using: &rng) ? 255 : UInt8.random(in: 0...255, using: &rng))
                }
                var page = Page(width: width, height: 40)
                for y in 0..<40 {
                    for x in 0..<width { page.setPixel(x, y, palette[Int.random(in: 0..<count, using: &rng)]) }
                }
                let folder = try PNGTestSupport.makeTemporaryFolder()
                defer { try? FileManager.default.removeItem(at: folder) }
                let path = folder.appendingPathComponent("page.png").path
                for opaque in [false, true] {
                    try PNGCodec.write(page, to: path, opaque: opaque)
                    var expected = page
                    if opaque { for i in stride(from: 3, to: expected.rgba.count, by: 4) { expected.rgba[i] = 255 } }
                    #expect(try PNGCodec.read(path: path) == expected, "count \(count) width \(width) opaque \(opaque)")
                }
            }
        }
    }
}
