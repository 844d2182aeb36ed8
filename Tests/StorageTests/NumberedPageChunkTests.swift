import ColorCore
import Foundation
@testable import Storage
import Testing

/// The colour-by-number guide inside a page PNG: the JSON round trip, the chunk beside the
/// pixels, and what is refused.
struct NumberedPageChunkTests {
    static let guide = NumberedPage(palette: [RGB(r: 10, g: 20, b: 30), RGB(r: 250, g: 128, b: 0)],
                                    regions: [NumberedRegion(x: 3, y: 4, number: 2, room: 5.5),
                                              NumberedRegion(x: 20, y: 9, number: 1, room: 2)])

    @Test func jsonRoundTripIsExact() throws {
        let text = NumberedPageChunk.json(Self.guide)
        #expect(text == ##"{"version":1,"palette":["#0a141e","#fa8000"],"regions":[{"x":3,"y":4,"number":2,"room":5.5},{"x":20,"y":9,"number":1,"room":2.0}]}"##)
        #expect(try NumberedPageChunk.guide(fromJSON: text) == Self.guide)
    }

    @Test func pageAndGuideTravelInOneFile() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        let page = PNGTestSupport.samplePage(width: 40, height: 30)
        try NumberedPageChunk.write(page, guide: Self.guide, to: path, software: "termcolor convert")
        // libpng reads the pixels as written (the chunk's CRC is right, else it would refuse).
        #expect(try PNGCodec.read(path: path) == page)
        #expect(try NumberedPageChunk.guide(inFileAt: path, width: 40, height: 30) == Self.guide)
        #expect(PNGCodec.software(ofFileAt: path) == "termcolor convert")
        #expect(PNGTestSupport.contents(of: folder) == ["page.png"])
        // Writing again replaces the chunk rather than adding a second.
        var other = Self.guide
        other.regions.removeLast()
        try NumberedPageChunk.write(page, guide: other, to: path)
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try NumberedPageChunk.guide(inFileAt: path, width: 40, height: 30) == other)
        #expect(bytes.count - (PNGTextChunk.inserting(keyword: "termcolor-numbers", text: "x", into: bytes)?.count ?? 0)
                == NumberedPageChunk.json(other).utf8.count - 1)
    }

    @Test func aPlainPageHasNoGuide() throws {
        let folder = try PNGTestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.png").path
        try PNGCodec.write(PNGTestSupport.samplePage(width: 8, height: 8), to: path)
        #expect(try NumberedPageChunk.guide(inFileAt: path, width: 8, height: 8) == nil)
    }

    @Test func refusesLaterVersionsAndGuidesThatDoNotFit() throws {
        #expect(throws: NumberedPageChunk.Problem.self) {
            try NumberedPageChunk.guide(fromJSON: #"{"version":2,"palette":[],"regions":[]}"#)
        }
        #expect(throws: NumberedPageChunk.Problem.self) { try NumberedPageChunk.guide(fromJSON: "not json") }
        #expect(Self.guide.problem(width: 40, height: 30) == nil)
        #expect(Self.guide.problem(width: 10, height: 30) != nil)  // the label at x = 20 is off the page
        var wrong = Self.guide
        wrong.regions[0].number = 3
        #expect(wrong.problem(width: 40, height: 30) != nil)
        #expect(throws: PNGError.self) { try NumberedPageChunk.write(Page(width: 10, height: 10), guide: wrong, to: "/nonexistent/x.png") }
    }

    @Test func crcIsThePNGOne() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }
}
