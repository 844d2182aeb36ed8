@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// The zlib streams the kitty protocol's `o=z` carries: checked by the PNG reader, which inflates
/// a PNG's image data as one zlib stream and checks its Adler-32, so a stream that is not exactly
/// right decodes to other pixels or not at all.
struct ZlibTests {
    /// A grey PNG whose IDAT is `Zlib.compress` of its rows (each after a filter byte 0).
    static func png(rows: [[UInt8]], width: Int) throws -> [UInt8] {
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        let stream = try #require(Zlib.compress(raw))
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let n = UInt32(body.count), typed = Array(type.utf8) + body, crc = CRC32.checksum(typed)
            return [UInt8(n >> 24), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] + typed
                + [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
        let w = UInt32(width), h = UInt32(rows.count)
        let header = [UInt8(w >> 24), UInt8(w >> 16 & 0xFF), UInt8(w >> 8 & 0xFF), UInt8(w & 0xFF),
                      UInt8(h >> 24), UInt8(h >> 16 & 0xFF), UInt8(h >> 8 & 0xFF), UInt8(h & 0xFF), 8, 0, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", stream) + chunk("IEND", [])
    }

    @Test func aStreamInflatesToItsBytes() throws {
        var rng = SeededRandom(seed: 5)
        // Flat paper, a ramp and noise: long matches, short ones and literals.
        let rows: [[UInt8]] = (0..<120).map { y in
            (0..<200).map { x in y < 40 ? 255 : y < 80 ? UInt8(x) : UInt8(truncatingIfNeeded: rng.next()) }
        }
        let page = try PNGCodec.decode(bytes: try Self.png(rows: rows, width: 200))
        for y in [0, 39, 40, 79, 80, 119] {
            for x in [0, 1, 100, 199] {
                #expect(page.pixel(x, y).r == rows[y][x], "pixel \(x),\(y)")
            }
        }
        #expect((0..<120).allSatisfy { y in (0..<200).allSatisfy { page.pixel($0, y).r == rows[y][$0] } })
    }

    @Test func decompressGivesBackWhatWasCompressedAndRefusesDamage() throws {
        var rng = SeededRandom(seed: 8)
        let bytes = (0..<30_000).map { i in i % 1000 < 600 ? UInt8(255) : UInt8(truncatingIfNeeded: rng.next()) }
        let stream = try #require(Zlib.compress(bytes))
        #expect(Zlib.decompress(stream, expected: bytes.count) == bytes)
        #expect(Zlib.decompress(stream, expected: bytes.count + 1) == nil, "a stream holding fewer bytes than expected")
        var damaged = stream
        damaged[damaged.count - 1] ^= 0x01
        #expect(Zlib.decompress(damaged, expected: bytes.count) == nil, "the Adler-32 no longer matches")
    }

    @Test func flatPaperShrinksAndNothingIsNotCompressed() throws {
        let paper = [UInt8](repeating: 255, count: 1200 * 754 * 3)
        let packed = try #require(Zlib.compress(paper))
        #expect(packed.count * 100 < paper.count, "a white frame should shrink over 100-fold, got \(packed.count) bytes")
        #expect(packed[0] == 0x78, "a zlib stream starts with CMF 0x78 (deflate, 32 KiB window)")
        #expect(Zlib.compress([]) == nil)
    }
}
