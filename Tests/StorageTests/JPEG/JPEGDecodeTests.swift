@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// Every JPEG of the shared test data behaves as its README says: decodes within 3 levels per
/// channel of Pillow's reference decode, or fails with the documented clear reason.
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct JPEGDecodeTests {
    static let decodable = [
        "testorig.jpg", "testimgint.jpg", "testimgari.jpg", "rocket.jpg", "retina.jpg", "chelsea-progressive.jpg",
        "coffee-444.jpg", "coffee-422.jpg", "astronaut-gray.jpg", "astronaut-q30.jpg", "coffee-cmyk.jpg",
        "chelsea-exif-orientation6.jpg",
    ]

    @Test(arguments: decodable)
    func decodesLikeTheReference(name: String) throws {
        let bytes = try #require(JPEGTestSupport.bytes(name))
        let page = try JPEGCodec.decode(bytes: bytes)
        let ref = try JPEGTestSupport.reference(name)
        #expect(page.width == ref.width && page.height == ref.height, "\(name): \(page.width)x\(page.height)")
        let worst = try #require(JPEGTestSupport.maxChannelDifference(page, ref))
        #expect(worst <= 3, "\(name): a channel differs by \(worst)")
        #expect(stride(from: 3, to: page.rgba.count, by: 4).allSatisfy { page.rgba[$0] == 255 }, "\(name): not opaque")
    }

    /// The sideways-stored cat is shown upright: 451x300, as its reference.
    @Test func exifOrientationSixIsShownUpright() throws {
        let page = try JPEGCodec.decode(bytes: try #require(JPEGTestSupport.bytes("chelsea-exif-orientation6.jpg")))
        #expect(page.width == 451 && page.height == 300)
    }

    @Test(arguments: [
        ("monkey12.jpg", "unsupported JPEG: 12-bit samples (only 8-bit JPEG is read)"),
        ("x-truncated.jpg", "truncated file"),
        ("x-empty.jpg", "empty file"),
        ("x-not-a-jpeg.jpg", "corrupt JPEG (unsupported marker type 0x68)"),
    ])
    func refusesWithOneClearReason(name: String, reason: String) throws {
        let path = SharedTestData.jpegDirectory.appendingPathComponent(name).path
        #expect(throws: PictureError(reason)) { try PictureFile.read(path: path) }
    }

    /// Bytes flipped in the entropy data: the README allows a clear error or a damaged picture;
    /// this decoder refuses damaged data rather than show a half-grey picture.
    @Test func corruptEntropyDataIsRefused() throws {
        let path = SharedTestData.jpegDirectory.appendingPathComponent("x-corrupt.jpg").path
        let error = #expect(throws: PictureError.self) { try PictureFile.read(path: path) }
        #expect(error?.message.hasPrefix("corrupt JPEG (") == true, "\(String(describing: error))")
    }

    /// All eight EXIF orientations (in both byte orders), made by adding an Exif segment to an
    /// upright baseline file: each is that picture mirrored and turned as EXIF defines.
    @Test(arguments: 1...8)
    func everyExifOrientationIsApplied(orientation: Int) throws {
        let plain = try #require(JPEGTestSupport.bytes("testorig.jpg"))
        let upright = try JPEGCodec.decode(bytes: plain)
        let w = upright.width, h = upright.height
        for big in [false, true] {
            let tagged = JPEGTestSupport.inserting(JPEGTestSupport.exifSegment(orientation: UInt16(orientation), bigEndian: big), into: plain)
            let page = try JPEGCodec.decode(bytes: tagged)
            let turned = orientation >= 5
            #expect(page.width == (turned ? h : w) && page.height == (turned ? w : h))
            // Where stored pixel (x, y) is shown, by EXIF's definition of each orientation.
            func shown(_ x: Int, _ y: Int) -> (Int, Int) {
                switch orientation {
                case 2: (w - 1 - x, y)
                case 3: (w - 1 - x, h - 1 - y)
                case 4: (x, h - 1 - y)
                case 5: (y, x)
                case 6: (h - 1 - y, x)
                case 7: (h - 1 - y, w - 1 - x)
                case 8: (y, w - 1 - x)
                default: (x, y)
                }
            }
            var mismatches = 0
            for y in 0..<h {
                for x in 0..<w {
                    let (sx, sy) = shown(x, y)
                    if page.pixel(sx, sy) != upright.pixel(x, y) { mismatches += 1 }
                }
            }
            #expect(mismatches == 0, "orientation \(orientation) big-endian \(big): \(mismatches) pixels misplaced")
        }
    }

    /// The size limits are the PNG codec's, checked on the header before anything is allocated
    /// (the file's own data is far too short for such a picture).
    @Test func oversizedFramesAreRefusedFromTheHeader() throws {
        let plain = try #require(JPEGTestSupport.bytes("testorig.jpg"))
        for (w, h, message) in [(20000, 100, "image too large: 20000x100 (limit 16384 px a side)"),
                                (100, 16385, "image too large: 100x16385 (limit 16384 px a side)"),
                                (16384, 4097, "image too large: 16384x4097 is 65 MP (limit 64 MP)")] {
            #expect(throws: JPEGError(message)) { try JPEGCodec.decode(bytes: JPEGTestSupport.withFrameSize(plain, width: w, height: h)) }
        }
        // Within the limits, the same file's scan ends (at its end marker) long before the picture
        // does: refused, not a grey picture.
        #expect(throws: JPEGError("corrupt JPEG (premature end of data segment)")) { try JPEGCodec.decode(bytes: JPEGTestSupport.withFrameSize(plain, width: 4000, height: 3000)) }
    }

    /// Every cut of a real file is refused as truncated or corrupt; none gives a picture.
    @Test func everyCutIsRefused() throws {
        let whole = try #require(JPEGTestSupport.bytes("testorig.jpg"))
        var decoded: [Int] = []
        for cut in stride(from: 0, to: whole.count - 2, by: 7) {
            if (try? JPEGCodec.decode(bytes: Array(whole.prefix(cut)))) != nil { decoded.append(cut) }
        }
        #expect(decoded.isEmpty, "cuts that decoded: \(decoded.prefix(5))")
    }
}

/// Format detection by content, and the reasons for files of neither format; no shared test data needed.
struct PictureFileTests {
    @Test func formatsAreToldApartByTheirFirstBytes() {
        #expect(PictureFile.sniff([137, 80, 78, 71, 13, 10, 26, 10, 0, 0]) == .png)
        #expect(PictureFile.sniff([137, 80, 78]) == .png)  // cut inside the signature: the PNG codec says truncated
        #expect(PictureFile.sniff([0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(PictureFile.sniff([0xFF, 0xD8]) == .jpeg)
        #expect(PictureFile.sniff(Array("GIF89a".utf8)) == nil)
        #expect(PictureFile.sniff([0xFF, 0xD9]) == nil)
        #expect(PictureFile.sniff([]) == nil)
    }

    @Test func badFilesGiveAShortReason() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        func file(_ name: String, _ bytes: [UInt8]) -> String {
            let path = folder.appendingPathComponent(name).path
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            return path
        }
        #expect(throws: PictureError("no such file")) { try PictureFile.read(path: folder.appendingPathComponent("none").path) }
        #expect(throws: PictureError("is a directory")) { try PictureFile.read(path: folder.path) }
        #expect(throws: PictureError("empty file")) { try PictureFile.read(path: file("empty.jpg", [])) }
        #expect(throws: PictureError("not a PNG, JPEG, PDF or SVG file")) { try PictureFile.read(path: file("gif.png", Array("GIF89a....".utf8))) }
        #expect(throws: PictureError("truncated file")) { try PictureFile.read(path: file("cut.jpg", [0xFF, 0xD8])) }
        #expect(throws: PictureError("truncated file")) { try PictureFile.read(path: file("cut.png", [137, 80, 78, 71])) }
        // A FIFO must not block the open.
        let fifo = folder.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: PictureError("not a regular file")) { try PictureFile.read(path: fifo) }
        // PNG files still go through the PNG codec, unchanged.
        let png = folder.appendingPathComponent("page.png").path
        try PNGCodec.write(PNGTestSupport.samplePage(), to: png)
        let read = try PictureFile.read(path: png)
        #expect(read.format == .png && read.page == PNGTestSupport.samplePage())
    }
}
