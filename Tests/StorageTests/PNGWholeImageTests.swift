@testable import ColorCore
import Foundation
import PNGBridge
@testable import Storage
import Testing
import TestSupport

/// The whole-image inflate (libdeflate, `pb_reader_inflate_rows`): taken for the plain 8-bit
/// layouts, giving libpng's rows exactly; refused for anything not exactly well formed, which
/// libpng then reports as it always did.
struct PNGWholeImageTests {
    /// A `width` x `height` page of random pixels in `kind`'s layout, written by our writer
    /// (all filters, so every filter type occurs), as file bytes.
    static func randomPage(_ kind: String, width: Int = 300, height: Int = 200, seed: UInt64 = 9) throws -> Data {
        var rng = SeededRandom(seed: seed)
        var page = Page(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                // Runs of a value as well as noise, so the filters choose differently row by row.
                let v = y % 3 == 0 ? UInt8(x / 7 % 256) : UInt8(truncatingIfNeeded: rng.next())
                let colour = kind == "rgb" || kind == "rgba"
                page.setPixel(x, y, RGBA(r: v, g: colour ? UInt8(truncatingIfNeeded: rng.next()) : v, b: v,
                                         a: kind == "greyAlpha" || kind == "rgba" ? UInt8(truncatingIfNeeded: rng.next()) : 255))
            }
        }
        let path = PageLayersTests.scratchFile("whole-\(kind)")
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try PNGCodec.write(page, to: path)
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// Every row of `bytes` read from memory, inflated at once when `whole`; with whether the
    /// whole-image inflate was taken, or the failure's reason.
    static func rows(_ bytes: Data, whole: Bool) -> (rows: [UInt8], inflated: Bool, error: String?) {
        bytes.withUnsafeBytes { raw in
            let reader = pb_reader_open_memory(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, 1 << 14, 1 << 26)!
            defer { pb_reader_free(reader) }
            let width = Int(pb_reader_width(reader)), height = Int(pb_reader_height(reader))
            let channels = Int(pb_reader_begin_rows(reader))
            guard channels > 0 else { return ([], false, pb_reader_error(reader).map { String(cString: $0) }) }
            var inflated = [UInt8](repeating: 0, count: (width * channels + 1) * height)
            let taken = whole && inflated.withUnsafeMutableBufferPointer { pb_reader_inflate_rows(reader, $0.baseAddress, $0.count) == 1 }
            var rows = [UInt8](repeating: 0, count: width * channels * height)
            let ok = rows.withUnsafeMutableBufferPointer { pb_reader_read_rows(reader, $0.baseAddress, UInt32(height)) == 0 }
            return (rows, taken, ok ? nil : pb_reader_error(reader).map { String(cString: $0) })
        }
    }

    /// Offset of the first IDAT chunk's length field.
    static func firstIDAT(_ bytes: Data) -> Int {
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: bytes[(at + 4)..<(at + 8)], as: UTF8.self) == "IDAT" { return at }
            at += 12 + length
        }
        return -1
    }

    @Test(arguments: ["grey", "greyAlpha", "rgb", "rgba"])
    func wholeImageInflateGivesLibpngsRows(kind: String) throws {
        let bytes = try Self.randomPage(kind)
        let whole = Self.rows(bytes, whole: true), classic = Self.rows(bytes, whole: false)
        #expect(whole.inflated, "the whole-image inflate was not taken for \(kind)")
        #expect(whole.error == nil && classic.error == nil)
        #expect(whole.rows == classic.rows)
    }

    /// A flipped bit in the image data (its CRC then wrong): refused, and libpng's reason given.
    @Test func corruptImageDataIsLeftToLibpng() throws {
        var bytes = try Self.randomPage("grey")
        bytes[Self.firstIDAT(bytes) + 40] ^= 0x10
        let result = Self.rows(bytes, whole: true)
        #expect(!result.inflated)
        #expect(result.error == Self.rows(bytes, whole: false).error)
        #expect(result.error?.hasPrefix("corrupt PNG") == true, "\(result.error ?? "no error")")
    }

    /// Cut anywhere after the header: refused, and libpng says "truncated file" (the end
    /// chunks are checked by the whole-image inflate too: a file cut in its IEND is truncated).
    @Test(arguments: [60, 500, 2000, -12, -1])
    func truncatedFileIsLeftToLibpng(cut: Int) throws {
        let full = try Self.randomPage("grey")
        let bytes = full.prefix(cut > 0 ? Self.firstIDAT(full) + cut : full.count + cut)
        let result = Self.rows(Data(bytes), whole: true)
        #expect(!result.inflated)
        #expect(result.error == "truncated file")
    }

    /// Palettes, tRNS, 16-bit and interlaced images keep libpng's decode (the suite's files are
    /// checked against the RGBA decode in PageLayersTests); a plain 8-bit one takes the inflate.
    @Test(.enabled(if: SharedTestData.available, SharedTestData.skipReason),
          arguments: ["basn0g08", "basn2c08", "basn3p08", "basn0g16", "basi0g08", "tbrn2c08", "basn4a08", "basn6a08"])
    func onlyPlainEightBitLayoutsAreInflatedWhole(name: String) throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: PNGSuiteTests.pngPath(name)))
        let result = Self.rows(bytes, whole: true)
        #expect(result.error == nil)
        #expect(result.inflated == ["basn0g08", "basn2c08", "basn4a08", "basn6a08"].contains(name))
        #expect(result.rows == Self.rows(bytes, whole: false).rows)
    }
}
