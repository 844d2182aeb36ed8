import ColorCore
import Foundation
import Storage
import TestSupport
import Testing

/// The shared book test files, each as their README says it behaves.
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct SharedBookFilesTests {
    private static let folder = SharedTestData.root.appendingPathComponent("books")
    private static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Potrace pages: they open, and their closed outlines survive (many regions, not one).
    @Test(arguments: ["castle.svg", "mandala1.svg", "outline003_horses.svg"])
    func vectorPagesOpenWithTheirRegions(name: String) throws {
        let decoded = try PictureFile.read(path: Self.path(name))
        #expect(decoded.format == .svg && decoded.note == nil)
        let regions = RegionIndex(lineArt: LineArt(page: decoded.page)).regions.count
        #expect(regions >= 10, "\(name): \(regions) regions")
    }

    @Test func theVectorBookHasThreeLetterPages() throws {
        let document = try PDFDocument(bytes: Array(try Data(contentsOf: Self.folder.appendingPathComponent("vector-book.pdf"))))
        #expect(document.pageCount == 3)
        #expect(document.pageSizes.allSatisfy { $0 == PhysicalSize(widthPoints: 612, heightPoints: 792) })
        for page in 1...3 {
            let drawn = try PictureFile.read(path: Self.path("vector-book.pdf"), choice: PageChoice(page: page, dpi: 100)).page
            #expect(drawn.width == 850 && drawn.height == 1100)
            #expect(RegionIndex(lineArt: LineArt(page: drawn)).regions.count >= 10)
        }
    }

    /// Each page is one 150 dpi picture: drawn at its own resolution by default.
    @Test func theRasterBookIsDrawnAtItsPicturesResolution() throws {
        let document = try PDFDocument(bytes: Array(try Data(contentsOf: Self.folder.appendingPathComponent("raster-book.pdf"))))
        #expect(document.pageCount == 2)
        #expect(document.defaultDPI(page: 1).rounded() == 150 && document.defaultDPI(page: 2).rounded() == 150)
        let first = try PictureFile.read(path: Self.path("raster-book.pdf")).page
        #expect(first.width == 2000 && first.height == 1125)
        let second = try PictureFile.read(path: Self.path("raster-book.pdf"), choice: PageChoice(page: 2)).page
        #expect(second.width == 600 && second.height == 480)
    }

    @Test(arguments: [
        ("x-truncated.pdf", "damaged PDF: it cannot be read (truncated or not a PDF)"),
        ("x-not-a-pdf.pdf", "not a PNG, JPEG, PDF or SVG file"),
    ])
    func badPDFsAreRefusedWithOneReason(name: String, reason: String) {
        #expect(throws: PictureError(reason)) { try PictureFile.read(path: Self.path(name)) }
    }

    @Test func theBrokenSVGIsRefused() {
        let error = #expect(throws: PictureError.self) { try PictureFile.read(path: Self.path("x-broken.svg")) }
        #expect(error?.message.hasPrefix("broken SVG (") == true)
    }

    @Test func theHugeSVGIsDrawnWithinThePageLimits() throws {
        let decoded = try PictureFile.read(path: Self.path("x-huge.svg"))
        #expect(decoded.page.width == 8192 && decoded.page.height == 8192)
        #expect(decoded.note == "drawn at 8192x8192, smaller than its 100000x100000: the largest page termcolor takes")
    }
}
