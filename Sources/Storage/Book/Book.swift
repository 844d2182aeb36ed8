import ColorCore
import Foundation

/// A coloring book: a PDF of several pages, or a folder of pages (PNG, JPEG, SVG, PDF files,
/// each PDF giving all its pages), in reading order. Its coloured pictures live together, one
/// picture and log per page, in a folder named after it (`folder(in:)`).
public struct Book: Sendable {
    /// The PDF or folder, an absolute path.
    public let source: String
    /// What the book is called: the file's name without `.pdf`, or the folder's.
    public let name: String
    public let pages: [BookPage]

    public init(source: String, name: String, pages: [BookPage]) {
        self.source = source; self.name = name; self.pages = pages
    }

    /// The book at `path`, or nil when it is a single page (a picture file, a one-page PDF),
    /// which opens as a page. A folder with no page in it, or a PDF that cannot be read, is an
    /// error naming what is wrong.
    public static func open(_ path: String) throws(PictureError) -> Book? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder) else { return nil }
        let url = URL(fileURLWithPath: absolute)
        if isFolder.boolValue {
            let pages = try folderPages(absolute)
            guard !pages.isEmpty else { throw PictureError("a folder with no pages in it (PNG, JPEG, PDF or SVG files)") }
            return Book(source: absolute, name: url.lastPathComponent, pages: pages)
        }
        guard PictureFile.format(ofFileAt: absolute) == .pdf else { return nil }
        let pages = try pdfPages(absolute)
        return pages.count > 1 ? Book(source: absolute, name: url.deletingPathExtension().lastPathComponent, pages: pages) : nil
    }

    /// Each page of the PDF at `path`, with its size on paper.
    static func pdfPages(_ path: String) throws(PictureError) -> [BookPage] {
        let document = try PDFDocument(path: path)
        return document.pageSizes.enumerated().map { index, size in
            BookPage(file: path, choice: PageChoice(page: index + 1), paper: size)
        }
    }

    /// The pages of a folder: its picture files in natural order ("page2" before "page10"),
    /// told by their first bytes; coloured pictures and other files are left out.
    static func folderPages(_ folder: String) throws(PictureError) -> [BookPage] {
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch { throw PictureError(FileReason.words(for: error)) }
        var pages: [BookPage] = []
        for name in names.sorted(by: { $0.localizedStandardCompare($1) == .orderedAscending }) where !name.hasPrefix(".") {
            let path = folder + "/" + name
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            // A picture coloured in this folder is no page of it.
            guard !FileManager.default.fileExists(atPath: SavePaths(page: "", output: path).strokes) else { continue }
            switch PictureFile.format(ofFileAt: path) {
            case .pdf?:
                // A damaged PDF among the pages is left out rather than closing the whole book.
                pages += (try? pdfPages(path)) ?? []
            case .png?, .jpeg?, .svg?:
                pages.append(BookPage(file: path, choice: PageChoice(), paper: nil))
            case nil:
                continue
            }
        }
        return pages
    }

    /// The folder the book's pictures go in: named after the book, in `outputFolder` (the
    /// settings'), else in the current folder as a single page's picture is. A folder book
    /// coloured in its own parent gets `-colored` on the name: the pictures must not become
    /// pages of the book.
    public func folder(in outputFolder: String?) -> String {
        let parent = outputFolder ?? FileManager.default.currentDirectoryPath
        let plain = URL(fileURLWithPath: parent).appendingPathComponent(name).standardizedFileURL.path
        return plain == source ? plain + "-colored" : plain
    }

    /// Where page `number` (1-based) is coloured: `page-003.png` in the book's folder.
    public static func output(ofPage number: Int, in folder: String) -> String {
        let digits = String(number)
        return folder + "/page-" + String(repeating: "0", count: max(0, 3 - digits.count)) + digits + ".png"
    }

    /// The page (1-based) coloured at `output` in `folder`, nil for another file.
    public func pageNumber(output: String, in folder: String) -> Int? {
        let absolute = URL(fileURLWithPath: output).standardizedFileURL.path
        return pages.indices.first { Self.output(ofPage: $0 + 1, in: folder) == absolute }.map { $0 + 1 }
    }
}

/// One page of a book: its file and, for a PDF, which page of it.
public struct BookPage: Sendable, Equatable {
    public let file: String
    public let choice: PageChoice
    /// A PDF page's size on paper; nil for a picture, whose size comes from its pixels.
    public let paper: PhysicalSize?

    public init(file: String, choice: PageChoice, paper: PhysicalSize?) {
        self.file = file; self.choice = choice; self.paper = paper
    }
}
