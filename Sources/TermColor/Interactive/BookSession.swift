import ColorCore
import Foundation
import Opening
import Screens
import Storage

/// The book being coloured: its pages, the folder its pictures go in, and its record (the page
/// coloured last, each page's progress), kept current as pages open and save.
struct BookSession {
    let book: Book
    /// Where the book's pictures go (`Book.folder(in:)`), an absolute path.
    let folder: String
    private(set) var record: BookRecord
    /// PDFs kept open while tiles are drawn (opening one again per tile re-reads the file).
    private var documents: [String: PDFDocument] = [:]

    /// The long side, in pixels, a page is drawn at for its tile.
    static let previewSide = 320.0

    init(book: Book, outputFolder: String?) {
        self.book = book
        folder = book.folder(in: outputFolder)
        record = BookRecord.load(folder: folder, source: book.source)
    }

    /// The book a picture at `output` is a page of, when its folder holds a book's record whose
    /// book is still there (a book page reopened as the last picture turns pages too).
    static func containing(output: String) -> BookSession? {
        let folder = URL(fileURLWithPath: output).standardizedFileURL.deletingLastPathComponent().path
        guard let record = BookRecord.read(folder: folder), let book = try? Book.open(record.source),
              book.folder(in: URL(fileURLWithPath: folder).deletingLastPathComponent().path) == folder else { return nil }
        let session = BookSession(book: book, outputFolder: URL(fileURLWithPath: folder).deletingLastPathComponent().path)
        return session.pageNumber(output: output) == nil ? nil : session
    }

    /// Where page `number` (1-based) is coloured.
    func output(ofPage number: Int) -> String { Book.output(ofPage: number, in: folder) }

    /// The page (1-based) coloured at `output`, nil for a picture of no page of this book.
    func pageNumber(output: String) -> Int? { book.pageNumber(output: output, in: folder) }

    /// The gallery's tiles: every page, in order, with its progress; previews come later.
    var items: [GalleryItem] {
        let pdfBook = book.pages.allSatisfy { $0.file == book.source }
        return book.pages.enumerated().map { index, page in
            let number = index + 1
            let name = pdfBook ? "page \(number)" : URL(fileURLWithPath: page.file).lastPathComponent
                + (page.paper != nil && book.pages.filter({ $0.file == page.file }).count > 1 ? " p\(page.choice.page)" : "")
            let progress = record.progress(ofPage: number)
            return GalleryItem(kind: .bookPage, name: name, page: page.file, output: output(ofPage: number),
                               coloured: progress?.coloured, regions: progress?.regions)
        }
    }

    /// The page to select on opening the book: the one coloured last, else the first.
    var pageToComeBackTo: Int { min(max(1, record.lastPage ?? 1), book.pages.count) }

    /// Page `number` was opened: reopening the book comes back to it.
    mutating func opened(page number: Int) {
        record.lastPage = number
        record.write(folder: folder)
    }

    /// Page `number` was saved with this progress.
    mutating func saved(page number: Int, coloured: Int, regions: Int) {
        record.lastPage = number
        record.record(BookRecord.Progress(coloured: coloured, regions: regions), ofPage: number)
        record.write(folder: folder)
    }

    /// Page `number`'s tile: its coloured picture where there is one, else the page drawn small.
    mutating func preview(ofPage number: Int) -> Page? {
        guard book.pages.indices.contains(number - 1) else { return nil }
        let page = book.pages[number - 1]
        let lines: Page?
        if let paper = page.paper {
            // Drawn by poppler at the tile's size: a fraction of a full page's time.
            let dpi = Self.previewSide / max(paper.widthInches, paper.heightInches, 0.01)
            if documents[page.file] == nil { documents[page.file] = try? PDFDocument(path: page.file) }
            lines = (try? documents[page.file]?.rasterise(page: page.choice.page, dpi: dpi)).map { PagePreview.reduce($0.page) }
        } else {
            lines = (try? PictureFile.read(path: page.file)).map { PagePreview.reduce($0.page) }
        }
        let coloured = output(ofPage: number)
        guard let lines, FileManager.default.fileExists(atPath: coloured), let picture = try? PNGCodec.read(path: coloured) else {
            return lines
        }
        return ColouredTilePreview.make(picture, over: lines)
    }
}
