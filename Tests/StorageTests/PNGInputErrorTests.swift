@testable import ColorCore
import Foundation
@testable import Storage
import Testing

/// Bad input of every kind gives a PNGError with a short reason: never a crash, never a hang.
struct PNGInputErrorTests {
    @Test func hugeHeaderIsRejectedBeforeAnyAllocation() throws {
        // Decoding this would need 100000 * 100000 * 4 bytes = 40 GB. The check must run on the
        // header, before anything is allocated for the image: so the signature and IHDR alone
        // (33 bytes, no image data at all) are rejected for their size, not as a truncated file,
        // while a header within the limits and nothing after it is a truncated file.
        let header = PNGTestSupport.signature + PNGTestSupport.ihdr(width: 100_000, height: 100_000)
        #expect(header.count == 33)
        let expected = PNGError("image too large: 100000x100000 (limit 16384 px a side, 64 MP)")
        let whole = header + PNGTestSupport.chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
            + PNGTestSupport.chunk("IEND", [])
        let small = PNGTestSupport.signature + PNGTestSupport.ihdr(width: 16384, height: 4096)

        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Memory and file input take different read paths in the bridge: check both.
        for (name, bytes, error) in [("header", header, expected), ("whole", whole, expected),
                                     ("small", small, PNGError("truncated file"))] {
            #expect(throws: error, "\(name) from memory") { try PNGCodec.decode(bytes: bytes) }
            let path = folder.appendingPathComponent("\(name).png").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(throws: error, "\(name) from a file") { try PNGCodec.read(path: path) }
        }
    }

    @Test func sideAndPixelLimitsAreBothChecked() {
        func header(_ w: UInt32, _ h: UInt32) -> [UInt8] { PNGTestSupport.signature + PNGTestSupport.ihdr(width: w, height: h) }
        #expect(throws: PNGError("image too large: 16385x1 (limit 16384 px a side)")) {
            try PNGCodec.decode(bytes: header(16385, 1))
        }
        #expect(throws: PNGError("image too large: 1x20000 (limit 16384 px a side)")) {
            try PNGCodec.decode(bytes: header(1, 20000))
        }
        // 16384 x 4097 is within the side limit but over 64 MP.
        #expect(throws: PNGError("image too large: 16384x4097 is 65 MP (limit 64 MP)")) {
            try PNGCodec.decode(bytes: header(16384, 4097))
        }
        // Each side within the limit, the pixels over it: the message names the pixels.
        #expect(throws: PNGError("image too large: 16000x16000 is 245 MP (limit 64 MP)")) {
            try PNGCodec.decode(bytes: header(16000, 16000))
        }
        // At the limit the header is accepted; this one then fails for want of image data.
        #expect(throws: PNGError("truncated file")) { try PNGCodec.decode(bytes: header(2, 2)) }
    }

    /// A text chunk whose length (about 1.5 GB) is far beyond the end of a tiny file: rejected
    /// at once (the bridge refuses libpng allocations above 32 MB).
    @Test func hugeChunkLengthInATinyFileIsRejected() {
        let bytes = PNGTestSupport.signature + PNGTestSupport.ihdr(width: 2, height: 2)
            + PNGTestSupport.bigEndian(0x5A00_0015) + Array("tEXt".utf8) + Array("Comment\0hello".utf8)
        let error = #expect(throws: PNGError.self) { try PNGCodec.decode(bytes: bytes) }
        #expect(error?.message.isEmpty == false)
    }

    @Test func everyCutPointIsATruncatedFile() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("whole.png").path
        try PNGCodec.write(PNGTestSupport.samplePage(), to: path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try PNGCodec.decode(bytes: bytes) == PNGTestSupport.samplePage())

        #expect(throws: PNGError("empty file")) { try PNGCodec.decode(bytes: []) }
        for cut in 1..<bytes.count {
            #expect(throws: PNGError("truncated file"), "cut at \(cut) of \(bytes.count)") {
                try PNGCodec.decode(bytes: Array(bytes[..<cut]))
            }
        }
        // The file reader has its own input path: check it at a spread of cut points.
        let cutPath = folder.appendingPathComponent("cut.png").path
        for cut in stride(from: 1, to: bytes.count, by: max(1, bytes.count / 37)) {
            try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: cutPath))
            #expect(throws: PNGError("truncated file"), "cut at \(cut)") { try PNGCodec.read(path: cutPath) }
        }
    }

    @Test func corruptImageDataIsRejected() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        try PNGCodec.write(PNGTestSupport.samplePage(), to: path)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        // Flip one byte at a time across the file, past the signature: each must be reported
        // (CRCs catch data changes; a changed length or type breaks the chunk structure).
        for offset in stride(from: 8, to: bytes.count, by: 7) {
            var broken = bytes
            broken[offset] ^= 0x5A
            let error = #expect(throws: PNGError.self, "byte \(offset)") { try PNGCodec.decode(bytes: broken) }
            #expect(error?.message.isEmpty == false)
        }
    }

    @Test func fileProblemsHaveClearReasons() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.png").path
        #expect(throws: PNGError("no such file")) { try PNGCodec.read(path: missing) }
        #expect(throws: PNGError("is a directory")) { try PNGCodec.read(path: folder.path) }

        let empty = folder.appendingPathComponent("empty.png")
        try Data().write(to: empty)
        #expect(throws: PNGError("empty file")) { try PNGCodec.read(path: empty.path) }

        let text = folder.appendingPathComponent("notes.png")
        try Data("this is not an image, only some text that is long enough".utf8).write(to: text)
        #expect(throws: PNGError("not a PNG file")) { try PNGCodec.read(path: text.path) }
        #expect(throws: PNGError("not a PNG file")) { try PNGCodec.decode(bytes: [0x89, 0x50, 0x4E, 0x48]) }
        #expect(throws: PNGError("truncated file")) { try PNGCodec.decode(bytes: [0x89, 0x50, 0x4E]) }
    }

    @Test(.enabled(if: getuid() != 0, "root reads files whatever their permissions"))
    func unreadableFileIsReported() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("secret.png").path
        try PNGCodec.write(PNGTestSupport.samplePage(), to: path)
        chmod(path, 0)
        #expect(throws: PNGError("permission denied")) { try PNGCodec.read(path: path) }
    }

    @Test func fifoIsRejectedWithoutWaiting() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("pipe.png").path
        try #require(mkfifo(path, 0o600) == 0)
        #expect(throws: PNGError("not a regular file")) { try PNGCodec.read(path: path) }
    }
}
