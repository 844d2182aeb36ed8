import ArgumentParser
import ColorCore
import Foundation
import Storage

/// `termcolor export BOOK -o OUT.pdf`: the whole book as one PDF, in page order at each page's
/// size on paper: a page's coloured picture where there is one, the page as it was elsewhere.
struct ExportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Write a book (a PDF of pages or a folder of pages) with its coloured pages as one PDF.")

    @Argument(help: "The book: a PDF, or a folder of pages (PNG, JPEG, PDF, SVG).", completion: .file()) var book: String
    @Option(name: .short, help: ArgumentHelp("The PDF to write.", valueName: "OUT.pdf")) var output: String

    /// The resolution a picture page (PNG, JPEG) is printed at: it says none termcolor reads.
    static let pictureDPI = 300.0
    /// An SVG's pixels are CSS pixels, 96 to the inch.
    static let svgDPI = 96.0

    func run() throws {
        guard output.lowercased().hasSuffix(".pdf") else { failAndExit("\(output): a book is exported as a PDF; end the name with .pdf") }
        let opened: Book
        do {
            guard let found = try Book.open(book) else {
                // A file that is no page at all says why, as every command does.
                if case .failure(let error) = Result(catching: { () throws(PictureError) in try PictureFile.read(path: book) }) {
                    failAndExit("\(book): \(error.message)")
                }
                failAndExit("\(book): is one page, not a book (a PDF of several pages or a folder of pages)")
            }
            opened = found
        } catch {
            failAndExit("\(book): \(error.message)")
        }
        let target = writableOutputOrExit(output, as: .export)
        let folder = opened.folder(in: Self.outputFolder())
        var bar = ProgressBar(total: opened.pages.count, label: "exporting \(opened.name)", unit: "pages")
        var writer: PDFPagesWriter
        do { writer = try PDFPagesWriter(path: target) } catch { failAndExit("\(output): \(error.message)") }
        for (index, page) in opened.pages.enumerated() {
            bar.show(index)
            do {
                let (picture, paper) = try Self.picture(of: page, colouredAt: Book.output(ofPage: index + 1, in: folder))
                try writer.add(picture, paper: paper)
            } catch {
                writer.abandon()
                bar.end()
                failAndExit("\(book): page \(index + 1): \(error.message)")
            }
        }
        bar.show(opened.pages.count)
        bar.end()
        do { try writer.finish() } catch { failAndExit("\(output): \(error.message)") }
    }

    /// The settings' output folder, where the book's pictures were coloured.
    static func outputFolder(folders: UserFolders = UserFolders()) -> String? {
        guard let path = folders.settingsFile else { return nil }
        do { return try Settings.load(path: path, home: folders.home).outputFolder } catch { failAndExit(error.description) }
    }

    /// A page's picture for the PDF, and the paper it covers: its coloured picture when there
    /// is one (drawn from the page at its default resolution, so it covers the same paper),
    /// else the page drawn as it is.
    static func picture(of page: BookPage, colouredAt coloured: String) throws(PictureError) -> (Page, PhysicalSize) {
        guard FileManager.default.fileExists(atPath: coloured) else {
            let decoded = try PictureFile.read(path: page.file, choice: page.choice)
            return (decoded.page, page.paper ?? Self.paper(of: decoded))
        }
        let picture: Page
        do { picture = try PNGCodec.read(path: coloured) } catch { throw PictureError("\(coloured): \(error.message)") }
        // A PDF page's paper is known without drawing it; a picture page's comes from its pixels.
        if let paper = page.paper { return (picture, paper) }
        return (picture, Self.paper(of: try PictureFile.read(path: page.file, choice: page.choice)))
    }

    /// A picture page's size on paper, from its pixels.
    static func paper(of decoded: DecodedPicture) -> PhysicalSize {
        let dpi = decoded.format == .svg ? svgDPI : pictureDPI
        return PhysicalSize(widthPoints: Double(decoded.page.width) * 72 / dpi, heightPoints: Double(decoded.page.height) * 72 / dpi)
    }
}
