@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// The start-up decode (`PNGCodec.readLayers`: rows as stored, converted on a second thread for
/// large pages) gives exactly the layers of the RGBA decode: the canvas's page over white and the
/// line art's darkness, for every kind of PNG.
struct PageLayersTests {
    /// The layers the slow way: an RGBA page, each pixel composited over white, and the line
    /// art's own pass over it.
    static func reference(_ page: Page) -> (composited: [UInt32], darkness: [UInt8]) {
        let composited = (0..<(page.width * page.height)).map { i in
            PackedPixel.overWhite(r: page.rgba[4 * i], g: page.rgba[4 * i + 1], b: page.rgba[4 * i + 2], a: page.rgba[4 * i + 3])
        }
        return (composited, LineArt(page: page).darkness)
    }

    static func expectSame(_ layers: PageLayers, _ page: Page, _ what: String) {
        let (composited, darkness) = reference(page)
        #expect(layers.width == page.width && layers.height == page.height, "\(what): size")
        if let i = layers.composited.indices.first(where: { layers.composited[$0] != composited[$0] }) {
            Issue.record("\(what): pixel \(i) is \(String(layers.composited[i], radix: 16)), RGBA decode gives \(String(composited[i], radix: 16))")
        }
        if let i = layers.darkness.indices.first(where: { layers.darkness[$0] != darkness[$0] }) {
            Issue.record("\(what): darkness \(i) is \(layers.darkness[i]), RGBA decode gives \(darkness[i])")
        }
    }

    /// A file of its own for each call: tests run in parallel, and several write the same kind
    /// of page (a shared name let one test delete another's file before it was read).
    static func scratchFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-layers-\(getpid())-\(name)-\(UUID().uuidString).png").path
    }

    /// Every colour type, bit depth, palette, tRNS and interlaced file of the suite.
    @Test(.enabled(if: SharedTestData.available, SharedTestData.skipReason), arguments: PNGSuiteTests.names.filter { !$0.hasPrefix("x") })
    func suiteFileLayersMatchRGBADecode(name: String) throws {
        let path = PNGSuiteTests.pngPath(name)
        Self.expectSame(try PNGCodec.readLayers(path: path), try PNGCodec.read(path: path), name)
    }

    @Test(.enabled(if: SharedTestData.available, SharedTestData.skipReason), arguments: PNGSuiteTests.names.filter { $0.hasPrefix("x") })
    func brokenSuiteFileIsRejected(name: String) {
        let error = #expect(throws: PNGError.self) { try PNGCodec.readLayers(path: PNGSuiteTests.pngPath(name)) }
        #expect(error?.message.isEmpty == false)
    }

    /// Real pages, two of them large enough for the two-thread decode (2000x1125).
    @Test(.enabled(if: SharedTestData.available, SharedTestData.skipReason), arguments: SharedTestData.pagePaths)
    func realPageLayersMatchRGBADecode(path: String) throws {
        Self.expectSame(try PNGCodec.readLayers(path: path), try PNGCodec.read(path: path), path)
    }

    /// Large generated pages (the two-thread path) in each stored layout the writer picks: grey,
    /// grey and alpha, RGB, RGBA; rows of random pixels so that any strip out of place shows.
    @Test(arguments: ["grey", "greyAlpha", "rgb", "rgba"])
    func largePageLayersMatchRGBADecode(kind: String) throws {
        let width = 1031, height = 1100  // > 1 MP; odd sizes: strips do not divide the height
        var rng = SeededRandom(seed: 77)
        var page = Page(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let v = UInt8(truncatingIfNeeded: rng.next())
                let c = RGBA(r: v, g: kind == "rgb" || kind == "rgba" ? UInt8(truncatingIfNeeded: rng.next()) : v,
                             b: v, a: kind == "greyAlpha" || kind == "rgba" ? UInt8(truncatingIfNeeded: rng.next()) : 255)
                page.setPixel(x, y, c)
            }
        }
        let path = Self.scratchFile(kind)
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try PNGCodec.write(page, to: path)
        let decoded = try PNGCodec.read(path: path)
        #expect(decoded == page)
        let layers = try PNGCodec.readLayers(path: path)
        Self.expectSame(layers, decoded, kind)
        #expect(layers.isOpaqueGrey == (kind == "grey"))
    }

    /// A large file cut short: the decoding thread fails half way while the converting thread
    /// waits for the next strip; the read ends with the reason, and nothing hangs.
    @Test func truncatedLargeFileIsRejected() throws {
        var page = Page(width: 1200, height: 1200)
        var rng = SeededRandom(seed: 5)
        for y in 0..<1200 { for x in 0..<1200 { let v = UInt8(truncatingIfNeeded: rng.next()); page.setPixel(x, y, RGBA(r: v, g: v, b: v)) } }
        let path = Self.scratchFile("cut")
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try PNGCodec.write(page, to: path)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: PNGError.self) { try PNGCodec.readLayers(path: path) }
        #expect(error?.message == "truncated file")
    }

    /// `PageLayers(page:)` is the RGBA decode's layers (the rules are the canvas's and the line art's).
    @Test func layersOfAPageAreTheCanvasAndLineArt() {
        var page = Page(width: 3, height: 2)
        page.setPixel(0, 0, RGBA(r: 0, g: 0, b: 0, a: 0))
        page.setPixel(1, 0, RGBA(r: 10, g: 200, b: 30, a: 128))
        page.setPixel(2, 0, RGBA(r: 0, g: 0, b: 0))
        page.setPixel(0, 1, RGBA(r: 127, g: 127, b: 127, a: 1))
        Self.expectSame(PageLayers(page: page), page, "tiny page")
        #expect(PageLayers(page: page).lineArt.isLine(2, 0))
    }
}
