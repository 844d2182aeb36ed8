import ColorCore
import Foundation
@testable import Storage
import TestSupport
import Testing

/// PDF pages through the PDF bridge, on PDFs the tests write (`BookFiles`): sizes from the
/// physical page and the dpi, the page chosen, the drawing itself, and every kind of bad PDF
/// refused with one reason.
@Suite struct PDFPageTests {
    private static let letter = (width: 612.0, height: 792.0)

    @Test func aLetterPageIsDrawnAt300DPIByDefault() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: [Self.letter]), name: "letter.pdf")
        let decoded = try PictureFile.read(path: path)
        #expect(decoded.format == .pdf)
        #expect(decoded.page.width == 2550 && decoded.page.height == 3300)
        #expect(decoded.note == nil)
    }

    /// Paper white, the outline black where the page puts it, the red square red (not blue: the
    /// channels are in RGBA order), every alpha 255.
    @Test func thePageIsDrawnAsItIs() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: [Self.letter], lineWidth: 4), name: "drawn.pdf")
        let page = try PictureFile.read(path: path, choice: PageChoice(dpi: 72)).page
        #expect(page.width == 612 && page.height == 792)
        let white = RGBA(r: 255, g: 255, b: 255, a: 255)
        #expect(page.pixel(2, 2) == white)
        #expect(page.pixel(300, 150) == white)
        // The outline's left side is at x = 61.2 points, 4 points wide.
        #expect(page.pixel(61, 400).r < 40 && page.pixel(61, 400).g < 40)
        let middle = page.pixel(306, 396)
        #expect(middle.r > 200 && middle.g < 40 && middle.b < 40, "\(middle)")
        #expect(stride(from: 3, to: page.rgba.count, by: 4).allSatisfy { page.rgba[$0] == 255 })
    }

    @Test func dpiScalesThePhysicalSize() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: [Self.letter]), name: "dpi.pdf")
        let page = try PictureFile.read(path: path, choice: PageChoice(dpi: 150)).page
        #expect(page.width == 1275 && page.height == 1650)
    }

    @Test func pageChoosesThePageAndTheDocumentKnowsEverySize() throws {
        let bytes = BookFiles.pdf(pages: [Self.letter, (width: 720, height: 360), (width: 100, height: 200)])
        let document = try PDFDocument(bytes: bytes)
        #expect(document.pageCount == 3)
        #expect(document.pageSizes == [PhysicalSize(widthPoints: 612, heightPoints: 792),
                                       PhysicalSize(widthPoints: 720, heightPoints: 360),
                                       PhysicalSize(widthPoints: 100, heightPoints: 200)])
        let path = try BookFiles.write(bytes, name: "three.pdf")
        let second = try PictureFile.read(path: path, choice: PageChoice(page: 2, dpi: 100)).page
        #expect(second.width == 1000 && second.height == 500)
        #expect(throws: PictureError("no page 4: the PDF has 3 pages")) {
            try PictureFile.read(path: path, choice: PageChoice(page: 4))
        }
    }

    @Test func anAbsurdPageIsDrawnWithinThePageLimitsAndSaysSo() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: [(width: 14400, height: 7200)]), name: "wide.pdf")
        let decoded = try PictureFile.read(path: path, choice: PageChoice(dpi: 600))
        #expect(decoded.page.width <= PNGCodec.maxSide && decoded.page.height <= PNGCodec.maxSide)
        #expect(decoded.page.width * decoded.page.height <= PNGCodec.maxPixels)
        // The page's shape is kept: 2 to 1.
        #expect(decoded.page.width == 2 * decoded.page.height || decoded.page.width == 2 * decoded.page.height + 1)
        #expect(decoded.note?.hasPrefix("drawn at \(decoded.page.width)x\(decoded.page.height), smaller than its 120000x60000") == true,
                "\(decoded.note ?? "no note")")
    }

    @Test func anEncryptedPDFIsRefused() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: [Self.letter], encrypted: true), name: "locked.pdf")
        #expect(throws: PictureError("encrypted PDF: it needs a password, which termcolor does not take")) {
            try PictureFile.read(path: path)
        }
    }

    @Test func aPDFWithNoPagesIsRefused() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: []), name: "empty.pdf")
        #expect(throws: PictureError("PDF with no pages")) { try PictureFile.read(path: path) }
    }

    /// Cut anywhere after its header, a PDF is refused or (where poppler rebuilds what is left)
    /// drawn; never a crash, never a page of another size than a page it has.
    @Test func aTruncatedPDFIsRefusedOrDrawnNeverACrash() throws {
        let bytes = BookFiles.pdf(pages: [Self.letter, (width: 300, height: 300)])
        for length in stride(from: 10, to: bytes.count, by: 37) {
            let path = try BookFiles.write(Array(bytes.prefix(length)), name: "cut.pdf")
            do {
                let page = try PictureFile.read(path: path, choice: PageChoice(dpi: 36)).page
                #expect([306, 150].contains(page.width), "\(length) bytes: \(page.width)x\(page.height)")
            } catch {
                #expect(error.message.hasPrefix("damaged PDF") || error.message == "PDF with no pages", "\(length) bytes: \(error)")
            }
        }
        let headerOnly = try BookFiles.write(Array("%PDF-1.4\n".utf8), name: "header.pdf")
        #expect(throws: PictureError("damaged PDF: it cannot be read (truncated or not a PDF)")) { try PictureFile.read(path: headerOnly) }
    }

    @Test func aPDFIsToldByItsFirstBytesNotItsName() throws {
        let path = try BookFiles.write(BookFiles.pdf(pages: [Self.letter]), name: "page.png")
        #expect(try PictureFile.read(path: path, choice: PageChoice(dpi: 36)).format == .pdf)
        #expect(PictureFile.sniff(Array("%PDF-1.7\n".utf8)) == .pdf)
        // Some bytes before the header are allowed by readers, so by this one too.
        #expect(PictureFile.sniff(Array("\n\n%PDF-1.4\n".utf8)) == .pdf)
        #expect(PictureFile.sniff(Array("%!PS-Adobe-3.0\n".utf8)) == nil)
    }
}

/// The page limits on sizes asked for, without drawing anything.
@Suite struct RasterSizeTests {
    @Test func aSizeWithinTheLimitsIsKeptToTheNearestPixel() throws {
        let letter = try RasterSize(width: 2549.9999, height: 3300.0001)
        #expect(letter.width == 2550 && letter.height == 3300 && letter.note == nil)
    }

    /// Just over the pixel limit once rounded: made smaller, never over.
    @Test(arguments: [(8192.4, 8192.4), (8192.3, 8191.7), (16384.4, 4096.0), (1e9, 1.0), (3.0, 1e12), (1e300, 1e300)])
    func everySizeEndsWithinTheLimits(width: Double, height: Double) throws {
        let size = try RasterSize(width: width, height: height)
        #expect(size.width >= 1 && size.height >= 1)
        #expect(size.width <= PNGCodec.maxSide && size.height <= PNGCodec.maxSide)
        #expect(size.width * size.height <= PNGCodec.maxPixels, "\(size)")
    }

    @Test(arguments: [(0.0, 10.0), (-5.0, 10.0), (Double.nan, 10.0), (10.0, Double.infinity)])
    func aPageOfNoSizeIsRefused(width: Double, height: Double) {
        #expect(throws: PictureError.self) { try RasterSize(width: width, height: height) }
    }
}
