@testable import ColorCore
@testable import Storage
import Testing

/// Exact sample conversions of the region rule on hand-made files (PngSuite's check is ±1,
/// too loose to tell rounding from truncation).
struct PNGSampleConversionTests {
    @Test func sixteenBitSamplesAreRoundedNotTruncated() throws {
        // Grey values across the whole 16-bit range, including 255 (rounds to 1, truncates to 0)
        // and 32895 (rounds to 128, truncates to 128) and 65535.
        var values: [UInt16] = stride(from: 0, through: 65535, by: 97).map { UInt16($0) }
        values += [255, 32767, 32895, 65407, 65534, 65535]
        let row = values.flatMap { [UInt8($0 >> 8), UInt8($0 & 255)] }
        let bytes = PNGTestSupport.png(width: UInt32(values.count), height: 1, bitDepth: 16, colorType: 0, rows: [row])
        let page = try PNGCodec.decode(bytes: bytes)
        for (x, v) in values.enumerated() {
            let expected = UInt8((UInt32(v) * 255 + 32767) / 65535)
            #expect(page.pixel(x, 0) == RGBA(r: expected, g: expected, b: expected, a: 255), "16-bit grey \(v)")
        }
        #expect(page.pixel(values.count - 6, 0).r == 1)
    }

    @Test func sixteenBitRGBAKeepsChannelOrder() throws {
        let pixel: [UInt16] = [0x1234, 0xABCD, 0x00FF, 0x8000]
        let row = pixel.flatMap { [UInt8($0 >> 8), UInt8($0 & 255)] }
        let page = try PNGCodec.decode(bytes: PNGTestSupport.png(width: 1, height: 1, bitDepth: 16, colorType: 6, rows: [row]))
        let e = pixel.map { UInt8((UInt32($0) * 255 + 32767) / 65535) }
        #expect(page.pixel(0, 0) == RGBA(r: e[0], g: e[1], b: e[2], a: e[3]))
    }

    @Test func subByteGreyIsScaledToFullRange() throws {
        // 2-bit grey 0, 1, 2, 3 -> 0, 85, 170, 255; 1-bit 0, 1 -> 0, 255.
        let two = try PNGCodec.decode(bytes: PNGTestSupport.png(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [[0b0001_1011]]))
        #expect((0..<4).map { two.pixel($0, 0).g } == [0, 85, 170, 255])
        let one = try PNGCodec.decode(bytes: PNGTestSupport.png(width: 8, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]]))
        #expect((0..<8).map { one.pixel($0, 0).b } == [255, 0, 255, 0, 0, 0, 0, 0])
    }

    @Test func paletteWithTransparencyBecomesAlpha() throws {
        let palette = PNGTestSupport.chunk("PLTE", [10, 20, 30, 200, 100, 50])
        let trns = PNGTestSupport.chunk("tRNS", [0])  // entry 0 transparent, entry 1 opaque
        let bytes = PNGTestSupport.png(width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[0, 1]], extraChunks: [palette, trns])
        let page = try PNGCodec.decode(bytes: bytes)
        #expect(page.pixel(0, 0) == RGBA(r: 10, g: 20, b: 30, a: 0))
        #expect(page.pixel(1, 0) == RGBA(r: 200, g: 100, b: 50, a: 255))
    }

    @Test func greyWithAlphaExpandsToRGBA() throws {
        let page = try PNGCodec.decode(bytes: PNGTestSupport.png(width: 2, height: 1, bitDepth: 8, colorType: 4, rows: [[33, 0, 200, 128]]))
        #expect(page.pixel(0, 0) == RGBA(r: 33, g: 33, b: 33, a: 0))
        #expect(page.pixel(1, 0) == RGBA(r: 200, g: 200, b: 200, a: 128))
    }
}
