import ColorCore
import Foundation
@testable import Storage
import TestSupport
import Testing

/// Books on files the tests write: what is a book and what a single page, a folder's pages in
/// reading order, where a book's pictures go, its record, and the PDF its export writes.
@Suite struct BookTests {
    private static let letter = (width: 612.0, height: 792.0)

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-book-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aPDFOfSeveralPagesIsABookAndOneOfOnePageIsNot() throws {
        let book = try BookFiles.write(BookFiles.pdf(pages: [Self.letter, (width: 720, height: 360), Self.letter]), name: "three.pdf")
        let opened = try #require(try Book.open(book))
        #expect(opened.name == "three")
        #expect(opened.pages.map(\.choice.page) == [1, 2, 3])
        #expect(opened.pages[1].paper == PhysicalSize(widthPoints: 720, heightPoints: 360))
        let single = try BookFiles.write(BookFiles.pdf(pages: [Self.letter]), name: "one.pdf")
        #expect(try Book.open(single) == nil)
    }

    /// Natural order, every page of a PDF among them, and neither coloured pictures nor other
    /// files taken for pages.
    @Test func aFoldersPagesAreInReadingOrder() throws {
        let folder = try Self.folder()
        var page = Page(width: 20, height: 20)
        page.setPixel(3, 3, .black)
        for name in ["page10.png", "page2.png", "done.png"] { _ = try PNGCodec.write(page, to: folder + "/" + name) }
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/done.strokes.json"))
        try Data("notes".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        try Data(BookFiles.pdf(pages: [Self.letter, Self.letter])).write(to: URL(fileURLWithPath: folder + "/page11.pdf"))
        let book = try #require(try Book.open(folder))
        #expect(book.pages.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["page2.png", "page10.png", "page11.pdf", "page11.pdf"])
        #expect(book.pages.map(\.choice.page) == [1, 1, 1, 2])
        #expect(book.pages[0].paper == nil && book.pages[3].paper != nil)
    }

    @Test func aFolderWithNoPagesIsRefused() throws {
        let folder = try Self.folder()
        #expect(throws: PictureError.self) { try Book.open(folder) }
    }

    @Test func aBooksPicturesGoInAFolderNamedAfterIt() throws {
        let parent = try Self.folder()
        let book = Book(source: parent + "/pages", name: "pages", pages: [])
        #expect(book.folder(in: "/out") == "/out/pages")
        // Coloured in its own parent, a folder book's pictures would be its pages.
        #expect(book.folder(in: parent) == parent + "/pages-colored")
        #expect(Book.output(ofPage: 3, in: "/out/pages") == "/out/pages/page-003.png")
        #expect(Book.output(ofPage: 1234, in: "/o") == "/o/page-1234.png")
        let three = Book(source: "/b.pdf", name: "b", pages: Array(repeating: BookPage(file: "/b.pdf", choice: PageChoice(), paper: nil), count: 3))
        #expect(three.pageNumber(output: "/o/b/page-002.png", in: "/o/b") == 2)
        #expect(three.pageNumber(output: "/o/b/page-004.png", in: "/o/b") == nil)
        #expect(three.pageNumber(output: "/o/c/page-002.png", in: "/o/b") == nil)
    }

    @Test func theRecordKeepsTheLastPageAndProgressOfItsOwnBookOnly() throws {
        let folder = try Self.folder()
        var record = BookRecord(source: "/books/a.pdf")
        record.lastPage = 2
        record.record(BookRecord.Progress(coloured: 3, regions: 40), ofPage: 2)
        #expect(record.write(folder: folder) == nil)
        #expect(BookRecord.load(folder: folder, source: "/books/a.pdf") == record)
        #expect(BookRecord.load(folder: folder, source: "/books/other.pdf") == BookRecord(source: "/books/other.pdf"))
        try Data("{ damaged".utf8).write(to: URL(fileURLWithPath: folder + "/" + BookRecord.fileName))
        #expect(BookRecord.read(folder: folder) == nil)
    }

    /// The export's PDF: its pages at their sizes (as poppler reads them back), its own earlier
    /// output replaceable, another PDF not.
    @Test func theExportedPDFHasEachPageAtItsSizeAndIsKnownAsAnExport() throws {
        let folder = try Self.folder()
        let path = folder + "/out.pdf"
        var writer = try PDFPagesWriter(path: path)
        var red = Page(width: 30, height: 40)
        for y in 0..<40 { for x in 0..<30 { red.setPixel(x, y, RGBA(r: 255, g: 0, b: 0, a: 255)) } }
        try writer.add(red, paper: PhysicalSize(widthPoints: 612, heightPoints: 792))
        try writer.add(red, paper: PhysicalSize(widthPoints: 720, heightPoints: 360))
        try writer.finish()
        let read = try PDFDocument(path: path)
        #expect(read.pageSizes == [PhysicalSize(widthPoints: 612, heightPoints: 792), PhysicalSize(widthPoints: 720, heightPoints: 360)])
        let middle = try read.rasterise(page: 1, dpi: 36).page.pixel(150, 200)
        #expect(middle.r > 200 && middle.g < 40, "\(middle)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder).contains { $0.contains("partial") })
        #expect(OutputGuard.harm(writing: path, as: .export) == nil)
        let other = try BookFiles.write(BookFiles.pdf(pages: [Self.letter]), name: "other.pdf")
        #expect(OutputGuard.harm(writing: other, as: .export) == .notOwnOutput(ownOutput: "an earlier termcolor export"))
    }
}

/// The recent list keeps a PDF page's number, so reopening opens that page; a list written
/// before it had one still reads.
@Suite struct RecentPageNumberTests {
    @Test func thePageNumberIsKeptAndOptional() throws {
        var recent = RecentPictures()
        recent.record(RecentPictures.Picture(page: "/b/book.pdf", output: "/o/book/page-003.png", coloured: 1, regions: 9, time: 1,
                                             pageNumber: 3))
        recent.record(RecentPictures.Picture(page: "/p/cat.png", output: "/o/cat-colored.png", coloured: 1, regions: 9, time: 2))
        let read = try #require(RecentPictures(json: recent.jsonData()))
        #expect(read.picture(output: "/o/book/page-003.png")?.pageNumber == 3)
        #expect(read.picture(output: "/o/cat-colored.png")?.pageNumber == nil)
        #expect(!String(decoding: recent.jsonData(), as: UTF8.self).contains("\"pageNumber\" : null"))
    }
}
