import ColorCore
import Foundation
import Storage
import TestSupport
import Testing

/// SVG pages through the SVG bridge, on SVGs the tests write (`BookFiles`): the declared size, a
/// sensible size when none is declared, the drawing, the page limits, broken XML, and that a page
/// reads nothing outside itself.
@Suite struct SVGPageTests {
    @Test func anSVGIsDrawnAtItsDeclaredSize() throws {
        let path = try BookFiles.write(BookFiles.svg(width: 400, height: 300), name: "page.svg")
        let decoded = try PictureFile.read(path: path)
        #expect(decoded.format == .svg)
        #expect(decoded.page.width == 400 && decoded.page.height == 300)
        let page = decoded.page
        #expect(page.pixel(2, 2) == RGBA(r: 255, g: 255, b: 255, a: 255))
        #expect(page.pixel(40, 150).r < 100, "the outline's left side at x = 40")
        let middle = page.pixel(200, 150)
        #expect(middle.r > 200 && middle.g < 40 && middle.b < 40, "\(middle)")
    }

    /// Physical units are CSS's 96 to the inch, or `--dpi`'s.
    @Test func physicalUnitsFollowTheDPI() throws {
        let path = try BookFiles.write(BookFiles.svg(width: 2, height: 1, unit: "in"), name: "inches.svg")
        let css = try PictureFile.read(path: path).page
        #expect(css.width == 192 && css.height == 96)
        let print = try PictureFile.read(path: path, choice: PageChoice(dpi: 300)).page
        #expect(print.width == 600 && print.height == 300)
    }

    @Test func anSVGWithOnlyAViewBoxGetsTheLongSideItsShapeAllows() throws {
        let path = try BookFiles.write(BookFiles.svg(width: nil, height: nil, viewBox: true), name: "box.svg")
        let square = try PictureFile.read(path: path).page
        #expect(square.width == Int(SVGImage.undeclaredLongSide) && square.height == square.width)
        let wide = try SVGImage(bytes: BookFiles.svg(width: 200, height: 100, unit: "%"))
        #expect(wide.size == .proportion(width: 100, height: 50))
        #expect(wide.drawingSize.width == SVGImage.undeclaredLongSide && wide.drawingSize.height == SVGImage.undeclaredLongSide / 2)
        let bare = try SVGImage(bytes: BookFiles.svg(width: nil, height: nil, viewBox: false))
        #expect(bare.size == .none)
    }

    @Test func aHugeSVGIsDrawnWithinThePageLimitsAndSaysSo() throws {
        let path = try BookFiles.write(BookFiles.svg(width: 100_000, height: 50_000), name: "huge.svg")
        let decoded = try PictureFile.read(path: path)
        #expect(decoded.page.width <= PNGCodec.maxSide && decoded.page.width * decoded.page.height <= PNGCodec.maxPixels)
        #expect(decoded.note?.contains("smaller than its 100000x50000") == true, "\(decoded.note ?? "no note")")
    }

    @Test func brokenXMLIsRefusedInOneLine() throws {
        let path = try BookFiles.write(Array("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect".utf8), name: "cut.svg")
        let error = #expect(throws: PictureError.self) { try PictureFile.read(path: path) }
        #expect(error?.message.hasPrefix("broken SVG (") == true, "\(String(describing: error))")
        #expect(error?.message.contains("\n") == false)
    }

    /// A page naming another file (an <image>, a <use>, an external entity, an XInclude; by
    /// absolute and by relative path) draws nothing of it: the black picture beside it never
    /// shows inside the outline, and an undefined entity is refused.
    @Test func aPageReadsNoOtherFile() throws {
        let black = try BookFiles.write(BookFiles.svg(width: 100, height: 100, body: "<rect id=\"r\" width=\"100\" height=\"100\"/>"),
                                        name: "black.svg")
        let folder = URL(fileURLWithPath: black).deletingLastPathComponent()
        let references = [
            "<image x=\"20\" y=\"20\" width=\"60\" height=\"60\" xlink:href=\"\(black)\"/>",
            "<image x=\"20\" y=\"20\" width=\"60\" height=\"60\" xlink:href=\"file://\(black)\"/>",
            "<image x=\"20\" y=\"20\" width=\"60\" height=\"60\" href=\"black.svg\"/>",
            "<use xlink:href=\"black.svg#r\"/>",
            "<text x=\"20\" y=\"50\" font-size=\"30\"><xi:include xmlns:xi=\"http://www.w3.org/2001/XInclude\" href=\"\(black)\" parse=\"text\"/></text>",
        ]
        for reference in references {
            let path = folder.appendingPathComponent("refers.svg").path
            try Data(BookFiles.svg(width: 100, height: 100, body: reference)).write(to: URL(fileURLWithPath: path))
            let page = try PictureFile.read(path: path).page
            let darkInside = (20..<80).flatMap { y in (20..<80).map { (x: $0, y: y) } }
                .filter { !(45..<55).contains($0.x) || !(45..<55).contains($0.y) }
                .filter { page.pixel($0.x, $0.y).g < 128 }
            #expect(darkInside.isEmpty, "\(reference): \(darkInside.count) dark pixels")
        }
        let entity = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [ <!ENTITY outside SYSTEM "file://\(black)"> ]>
            <svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">&outside;</svg>
            """
        let path = folder.appendingPathComponent("entity.svg").path
        try Data(entity.utf8).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: PictureError.self) { try PictureFile.read(path: path) }
        #expect(error?.message.hasPrefix("broken SVG") == true, "\(String(describing: error))")
    }

    @Test func anSVGHasOnePageAndIsToldByItsFirstBytes() throws {
        let path = try BookFiles.write(BookFiles.svg(width: 40, height: 40), name: "page.jpg")
        #expect(try PictureFile.read(path: path).format == .svg)
        #expect(throws: PictureError("SVG files have one page; --page 2 is not there")) {
            try PictureFile.read(path: path, choice: PageChoice(page: 2))
        }
        #expect(PictureFile.sniff(Array("\u{FEFF}\n  <svg xmlns=\"http://www.w3.org/2000/svg\">".utf8)) == .svg)
        #expect(PictureFile.sniff(Array("<!-- traced -->\n<svg>".utf8)) == .svg)
        #expect(PictureFile.sniff(Array("<?xml version=\"1.0\"?><note>svg</note>".utf8)) == nil)
        #expect(PictureFile.sniff(Array("svg <svg".utf8)) == nil)
    }
}
