@testable import ColorCore
import Foundation
import TestSupport
@testable import Storage

/// Helpers for the JPEG tests: the shared test files and byte surgery on JPEG markers.
enum JPEGTestSupport {
    static func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: SharedTestData.jpegDirectory.appendingPathComponent(name).path).map { [UInt8]($0) }
    }

    static func reference(_ name: String) throws -> Page {
        let ref = SharedTestData.jpegDirectory.appendingPathComponent("ref")
            .appendingPathComponent((name as NSString).deletingPathExtension + ".png")
        return try PNGCodec.read(path: ref.path)
    }

    /// The largest difference of any R, G or B sample (nil when the sizes differ).
    static func maxChannelDifference(_ a: Page, _ b: Page) -> Int? {
        guard a.width == b.width, a.height == b.height else { return nil }
        var worst = 0
        for i in 0..<(a.width * a.height) {
            for c in 0..<3 { worst = max(worst, abs(Int(a.rgba[4 * i + c]) - Int(b.rgba[4 * i + c]))) }
        }
        return worst
    }

    /// Offsets of the markers before the first scan: (offset of the 0xFF, marker byte, length).
    static func segments(_ b: [UInt8]) -> [(offset: Int, marker: UInt8, length: Int)] {
        var out: [(Int, UInt8, Int)] = []
        var i = 2
        while i + 4 <= b.count && b[i] == 0xFF {
            let marker = b[i + 1], length = Int(b[i + 2]) << 8 | Int(b[i + 3])
            out.append((i, marker, length))
            if marker == 0xDA { break }
            i += 2 + length
        }
        return out
    }

    /// An APP1 "Exif" segment holding only IFD0 with one Orientation entry.
    static func exifSegment(orientation: UInt16, bigEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)] }
        func u32(_ v: UInt32) -> [UInt8] {
            let b = [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
            return bigEndian ? b : b.reversed()
        }
        var tiff: [UInt8] = bigEndian ? Array("MM".utf8) : Array("II".utf8)
        tiff += u16(42) + u32(8) + u16(1)
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        tiff += u32(0)
        let data = Array("Exif".utf8) + [0, 0] + tiff
        let length = data.count + 2
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + data
    }

    /// `jpeg` with `segment` inserted right after its SOI marker.
    static func inserting(_ segment: [UInt8], into jpeg: [UInt8]) -> [UInt8] {
        Array(jpeg.prefix(2)) + segment + Array(jpeg.dropFirst(2))
    }

    /// `jpeg` with the frame header's size rewritten (16-bit fields, as JPEG stores them).
    static func withFrameSize(_ jpeg: [UInt8], width: Int, height: Int) -> [UInt8] {
        var b = jpeg
        guard let sof = segments(b).first(where: { (0xC0...0xCF).contains($0.marker) && ![0xC4, 0xC8, 0xCC].contains($0.marker) })
        else { return b }
        b[sof.offset + 5] = UInt8(height >> 8); b[sof.offset + 6] = UInt8(height & 0xFF)
        b[sof.offset + 7] = UInt8(width >> 8); b[sof.offset + 8] = UInt8(width & 0xFF)
        return b
    }
}
