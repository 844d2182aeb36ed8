@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// The whole PngSuite: every valid file decodes exactly to its reference (json/, RGBA), and
/// every deliberately broken `x*.png` is rejected with a reason.
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct PNGSuiteTests {
    static var names: [String] {
        let folder = SharedTestData.pngSuiteDirectory.appendingPathComponent("png").path
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return files.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }.sorted()
    }

    static func pngPath(_ name: String) -> String {
        SharedTestData.pngSuiteDirectory.appendingPathComponent("png/\(name).png").path
    }

    static func json(_ name: String) throws -> [Int] {
        let url = SharedTestData.pngSuiteDirectory.appendingPathComponent("json/\(name).json")
        return try JSONDecoder().decode([Int].self, from: Data(contentsOf: url))
    }

    /// The 8-bit reference decode of a valid file. For 16-bit files (names ending in 16) that is
    /// the 16-bit reference reduced as the decoder reduces it, `(v * 255 + 32767) / 65535`.
    static func reference(_ name: String) throws -> [Int] {
        let values = try json(name)
        return name.hasSuffix("16") ? values.map { ($0 * 255 + 32767) / 65535 } : values
    }

    /// Tolerance: none against `reference` (8-bit files and 16-bit files alike decode exactly).
    /// Only the suite's extra `_to8` references of 16-bit files are allowed ±1: they were reduced
    /// by other rules (mostly the high byte `v >> 8`, libpng's strip-16; the grey basn0g16 family
    /// by yet another), not the spec's rounding `(v * 255 + 32767) / 65535`, which differs from
    /// them by at most 1 (59193: 230, its high byte 231).
    static func worstDifference(_ page: [UInt8], _ expected: [Int]) -> (worst: Int, index: Int) {
        var worst = 0, worstIndex = 0
        for (i, value) in page.enumerated() where abs(Int(value) - expected[i]) > worst {
            worst = abs(Int(value) - expected[i])
            worstIndex = i
        }
        return (worst, worstIndex)
    }

    @Test func suiteIsComplete() {
        #expect(Self.names.count == 175)
        #expect(Self.names.filter { $0.hasPrefix("x") }.count == 14)
    }

    @Test(arguments: names.filter { !$0.hasPrefix("x") })
    func validFileMatchesReference(name: String) throws {
        let page = try PNGCodec.read(path: Self.pngPath(name))
        let expected = try Self.reference(name)
        try #require(page.rgba.count == expected.count, "\(name): \(page.width)x\(page.height)")
        let (worst, i) = Self.worstDifference(page.rgba, expected)
        #expect(worst == 0, "\(name): byte \(i) is \(page.rgba[i]), reference \(expected[i])")

        // The suite's own 8-bit reference of a 16-bit file, where it has one (see above).
        let to8 = SharedTestData.pngSuiteDirectory.appendingPathComponent("json/\(name)_to8.json").path
        guard FileManager.default.fileExists(atPath: to8) else { return }
        let reduced = try Self.json("\(name)_to8")
        try #require(page.rgba.count == reduced.count, "\(name)_to8")
        let (worst8, j) = Self.worstDifference(page.rgba, reduced)
        #expect(worst8 <= 1, "\(name): byte \(j) is \(page.rgba[j]), _to8 reference \(reduced[j])")
    }

    @Test(arguments: names.filter { $0.hasPrefix("x") })
    func brokenFileIsRejected(name: String) {
        let error = #expect(throws: PNGError.self) { try PNGCodec.read(path: Self.pngPath(name)) }
        #expect(error?.message.isEmpty == false)
    }

    /// Memory and file input take different read paths in the bridge; they must agree.
    @Test(arguments: ["basn3p04", "basi6a16", "basn0g01", "tbbn2c16", "xcrn0g04", "xs1n0g01"])
    func memoryDecodeMatchesFileDecode(name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.pngPath(name))))
        let fromFile = Result { () throws(PNGError) in try PNGCodec.read(path: Self.pngPath(name)) }
        let fromMemory = Result { () throws(PNGError) in try PNGCodec.decode(bytes: bytes) }
        #expect(fromFile == fromMemory)
    }
}
