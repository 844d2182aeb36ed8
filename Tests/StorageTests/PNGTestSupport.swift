import Foundation
@testable import ColorCore

/// Generated inputs for the PNG tests, so that they run without the shared test data.
enum PNGTestSupport {
    /// A page where every channel varies independently (alpha too), so that a swapped,
    /// dropped or rounded channel shows.
    static func samplePage(width: Int = 67, height: Int = 41) -> Page {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                rgba[i] = UInt8((x * 7 + y * 3) & 255)
                rgba[i + 1] = UInt8((x * y + 11) & 255)
                rgba[i + 2] = UInt8((255 - x * 5) & 255)
                rgba[i + 3] = UInt8((x * 13 + y * 29) & 255)
            }
        }
        return Page(width: width, height: height, rgba: rgba)
    }

    /// A fresh empty folder; the caller removes it.
    static func makeTemporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("termcolor-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    static func contents(of folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    // MARK: Hand-made PNG bytes

    static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

    /// One chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc32(typeBytes + data))
    }

    /// An IHDR chunk for 8-bit RGBA of the given size.
    static func ihdr(width: UInt32, height: UInt32) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0])
    }

    /// A whole PNG from raw scanlines (filter type 0 is prepended to each row), compressed
    /// with stored deflate blocks, so any bit depth and colour type can be made by hand.
    static func png(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
                    extraChunks: [[UInt8]] = []) -> [UInt8] {
        let header = chunk("IHDR", bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, 0])
        let raw: [UInt8] = rows.flatMap { row -> [UInt8] in [0] + row }
        return signature + header + extraChunks.flatMap { $0 } + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(data.count, start + 65535)
            let length = UInt16(end - start)
            out += [end == data.count ? 1 : 0, UInt8(length & 255), UInt8(length >> 8), UInt8(~length & 255), UInt8(~length >> 8)]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 255), UInt8((v >> 8) & 255), UInt8(v & 255)]
    }

    /// CRC-32 as PNG defines it (reflected polynomial 0xEDB88320), bit by bit: tests only.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc & 1) != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
