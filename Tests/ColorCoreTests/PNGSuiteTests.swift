import Foundation
import Testing
@testable import ColorCore

/// The whole PngSuite: every valid file decodes to its reference (json/, RGBA 8-bit; the `_to8`
/// variants are the 8-bit references of 16-bit files) within ±1 a channel, and every
/// deliberately broken `x*.png` is rejected with a reason.
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

    /// The 8-bit reference decode of a valid file. A few 16-bit files (basn4a16, basn6a16 and
    /// their interlaced twins) have only a 16-bit reference: it is reduced by the spec's rule.
    static func reference(_ name: String) throws -> [Int] {
        let json = SharedTestData.pngSuiteDirectory.appendingPathComponent("json")
        let to8 = json.appendingPathComponent("\(name)_to8.json")
        if FileManager.default.fileExists(atPath: to8.path) {
            return try JSONDecoder().decode([Int].self, from: Data(contentsOf: to8))
        }
        let values = try JSONDecoder().decode([Int].self, from: Data(contentsOf: json.appendingPathComponent("\(name).json")))
        return name.hasSuffix("16") ? values.map { ($0 * 255 + 32767) / 65535 } : values
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
        var worst = 0, worstIndex = 0
        for (i, value) in page.rgba.enumerated() where abs(Int(value) - expected[i]) > worst {
            worst = abs(Int(value) - expected[i])
            worstIndex = i
        }
        #expect(worst <= 1, "\(name): byte \(worstIndex) is \(page.rgba[worstIndex]), reference \(expected[worstIndex])")
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
