@testable import ColorCore
import Foundation
@testable import Storage
import Testing

/// Saving: byte-exact round trips and atomic replacement that never leaves a temporary file.
struct PNGWriteTests {
    @Test func rgbaRoundTripIsExact() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        let page = PNGTestSupport.samplePage()
        let size = try PNGCodec.write(page, to: path)
        #expect(try PNGCodec.read(path: path) == page)
        let onDisk = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int
        #expect(size == onDisk)
        #expect(PNGTestSupport.contents(of: folder) == ["page.png"])
    }

    @Test func opaqueRoundTripKeepsColourAndDropsAlpha() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        let page = PNGTestSupport.samplePage(width: 129, height: 3)
        let rgbaSize = try PNGCodec.write(page, to: path)
        let rgbSize = try PNGCodec.write(page, to: path, opaque: true)
        var expected = page
        for i in stride(from: 3, to: expected.rgba.count, by: 4) { expected.rgba[i] = 255 }
        #expect(try PNGCodec.read(path: path) == expected)
        #expect(rgbSize < rgbaSize)
        // Colour type 2 (RGB) in the IHDR, not RGBA with alpha 255.
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(bytes[25] == 2)
    }

    @Test func largeFlatPageRoundTrips() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("big.png").path
        var page = Page(width: 1500, height: 1100)
        for y in stride(from: 0, to: 1100, by: 50) {
            for x in 0..<1500 { page.setPixel(x, y, .black) }
        }
        page.setPixel(1499, 1099, RGBA(r: 1, g: 2, b: 3, a: 4))
        try PNGCodec.write(page, to: path)
        #expect(try PNGCodec.read(path: path) == page)
    }

    @Test func replacingAFileIsComplete() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        try PNGCodec.write(PNGTestSupport.samplePage(width: 300, height: 200), to: path)
        let small = Page(width: 2, height: 2, filledWith: RGBA(r: 9, g: 8, b: 7))
        try PNGCodec.write(small, to: path)
        #expect(try PNGCodec.read(path: path) == small)
        #expect(PNGTestSupport.contents(of: folder) == ["page.png"])
    }

    @Test func savedFileIsNotOwnerOnly() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        try PNGCodec.write(Page(width: 1, height: 1), to: path)
        let mask = umask(0o022)
        umask(mask)
        let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0
        #expect(mode == 0o666 & ~Int(mask))
    }

    @Test func missingFolderIsReported() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("no/such/page.png").path
        #expect(throws: PNGError("cannot create file: no such directory")) {
            try PNGCodec.write(Page(width: 4, height: 4), to: path)
        }
        #expect(PNGTestSupport.contents(of: folder).isEmpty)
    }

    @Test(.enabled(if: getuid() != 0, "root writes into read-only folders"))
    func readOnlyFolderIsReportedAndLeftClean() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer {
            chmod(folder.path, 0o700)
            try? FileManager.default.removeItem(at: folder)
        }
        chmod(folder.path, 0o500)
        #expect(throws: PNGError("cannot create file: permission denied")) {
            try PNGCodec.write(Page(width: 4, height: 4), to: folder.appendingPathComponent("page.png").path)
        }
        #expect(PNGTestSupport.contents(of: folder).isEmpty)
    }

    /// The failure comes last here (rename onto a folder), after the temporary file was fully
    /// written: it must still be removed. Runs as root too, unlike the permission test.
    @Test func failedRenameRemovesTheTemporaryFile() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("page.png")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: false)
        try Data([1]).write(to: target.appendingPathComponent("keep"))
        let error = #expect(throws: PNGError.self) {
            try PNGCodec.write(PNGTestSupport.samplePage(), to: target.path)
        }
        #expect(error?.message.hasPrefix("cannot replace file: ") == true)
        #expect(PNGTestSupport.contents(of: folder) == ["page.png"])
    }

    /// Needs a small file system to fill, e.g. as root:
    /// `mount -t tmpfs -o size=256k tmpfs /tmp/full && TERMCOLOR_FULL_FS=/tmp/full swift test`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["TERMCOLOR_FULL_FS"] != nil,
                   "set TERMCOLOR_FULL_FS to a nearly full file system to test a full disk"))
    func fullDiskIsReportedAndLeftClean() throws {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["TERMCOLOR_FULL_FS"]!)
        let before = PNGTestSupport.contents(of: folder)
        // Noise does not compress: 16 MB of pixels cannot fit.
        var state: UInt32 = 1
        let noise = (0..<(2048 * 2048 * 4)).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(state >> 24)
        }
        #expect(throws: PNGError("cannot write: disk full")) {
            try PNGCodec.write(Page(width: 2048, height: 2048, rgba: noise), to: folder.appendingPathComponent("page.png").path)
        }
        #expect(PNGTestSupport.contents(of: folder) == before)
    }

    @Test func folderComponentThatIsAFileIsReported() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("plain")
        try Data([1]).write(to: file)
        #expect(throws: PNGError("cannot create file: a path component is not a directory")) {
            try PNGCodec.write(Page(width: 4, height: 4), to: file.appendingPathComponent("page.png").path)
        }
    }

    /// Every sample is stored, not re-derived: a gAMA chunk (here gamma 0.35) changes nothing.
    @Test func gammaChunkIsIgnored() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        let page = PNGTestSupport.samplePage()
        try PNGCodec.write(page, to: path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        let withGamma = Array(bytes[..<33]) + PNGTestSupport.chunk("gAMA", PNGTestSupport.bigEndian(35_000)) + Array(bytes[33...])
        #expect(try PNGCodec.decode(bytes: withGamma) == page)
    }
}
