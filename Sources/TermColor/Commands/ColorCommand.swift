import ArgumentParser
import ColorCore
import Foundation
import Opening
import Screens
import Storage

/// `termcolor [PAGE] [-o OUT.png] [--palette FILE.gpl] [--mode optimized|naive]
/// [--smoothing hermite|linear] [-debugStrokes]`: the interactive coloring book (the README's Colouring),
/// the default subcommand. Defaults not given come from the settings file (`Settings`).
struct ColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Colour a page in the terminal with the mouse (the default command).",
        discussion: """
            Press ? in the program for every key. q saves the full-size PNG and its stroke log, then quits. \
            Run the same command again to continue the picture; with no PAGE, the last picture comes back.
            """)

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file; a photo is turned into a coloring page first (default: the last picture, else a bundled page).", completion: .pageFiles) var page: String?
    @Option(name: .short, help: ArgumentHelp("Where to save the coloured PNG (default: <page name>-colored.png here).",
                                             valueName: "OUT.png"))
    var output: String?
    @Option(help: ArgumentHelp("A GIMP palette (.gpl) for the palette bar instead of the 16 standard colours.",
                               valueName: "FILE.gpl"))
    var palette: String?
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var display: DisplayArguments
    @Flag(help: "Start over: move the earlier picture, its stroke log and journal aside (never deleted) instead of continuing it.")
    var fresh = false
    @OptionGroup var picture: PictureOptions
    @OptionGroup var pageChoice: PageChoiceOptions

    func run() throws {
        let output = output.map { pngNameOrExit($0) }
        let store = RecentStore(folders: UserFolders())
        let (recent, recentNote) = store?.load() ?? (RecentPictures(), nil)
        var pagePath = page, outputPath = output, asIs = picture.asIs
        var goneNote: String?
        var reopenedPage: Int?
        if page == nil {
            // The last picture (or the one saved to -o), else the first bundled page.
            let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
            let wanted = output.map { recent.picture(output: RecentRecorder.absolute($0)) } ?? recent.last(where: exists)
            if let last = wanted, exists(last.page) {
                pagePath = last.page
                outputPath = last.output
                asIs = asIs || last.asIs == true
                reopenedPage = last.pageNumber
            } else {
                pagePath = BundledPages.defaultPage()
            }
            // Newer pictures passed over because their page is gone (moved or renamed) are named,
            // not silently skipped.
            if let newest = recent.pictures.first, newest.page != pagePath, !exists(newest.page) {
                goneNote = Self.goneNote(newest)
            }
        }
        guard var pagePath else { failAndExit("no PAGE given and no bundled pages found") }
        // Everything that can fail on the input fails here, before the terminal is touched.
        let defaults = InteractiveDefaults.resolve(paletteOption: palette, mode: drawing.mode, display: display)
        let drawing = self.drawing.interactive(defaults)
        var choice = pageChoice.choice
        if pageChoice.page == nil, let reopenedPage { choice.page = reopenedPage }
        // A book (a PDF of several pages, a folder of pages) opens at its gallery; with --page,
        // at that page, coloured in the book's folder.
        var book: BookSession?
        do { book = try Book.open(pagePath).map { BookSession(book: $0, outputFolder: drawing.outputFolder) } } catch {
            failAndExit("\(pagePath): \(error.message)")
        }
        if let opened = book, page != nil {
            guard pageChoice.page != nil || output != nil else {
                return try runBook(opened, drawing: drawing, defaults: defaults, store: store, recentNote: recentNote)
            }
            guard opened.book.pages.indices.contains(choice.page - 1) else {
                failAndExit("\(pagePath): no page \(choice.page): the book has \(opened.book.pages.count) pages")
            }
            let bookPage = opened.book.pages[choice.page - 1]
            if outputPath == nil { outputPath = opened.output(ofPage: choice.page) }
            pagePath = bookPage.file
            choice = PageChoice(page: bookPage.choice.page, dpi: choice.dpi)
        }
        // A page without -o (given, or the bundled one the first time) is coloured in the
        // settings' folder, made when missing (a new ~/Pictures) once the page is read.
        let (target, folder) = book.map { _ in (outputPath, book?.folder) } ?? drawing.output(for: pagePath, given: outputPath)
        let start: PictureStart
        switch PictureStart.prepare(pagePath: pagePath, choice: choice, output: target, fresh: fresh, asIs: asIs, makingFolder: folder,
                                   rescueFolder: UserFolders().rescueFolder) {
        case .success(let s): start = s
        case .failure(let failure): failAndExit(failure.message)
        }
        var recorder = RecentRecorder(store: store)
        recorder.asIs = asIs
        recorder.pageNumber = choice.page
        // A book's page, opened by name or as the last picture, turns the book's pages.
        if book == nil, let target { book = BookSession.containing(output: target) }
        if let number = target.flatMap({ book?.pageNumber(output: $0) }) { book?.opened(page: number) }
        let note = [goneNote, recorder.startNote(loadNote: recentNote), defaults.notice].compactMap { $0 }
        let lock = start.opening.lock
        let status = ColoringStart.run(consume start, drawing: drawing, display: defaults.display, recent: recorder,
                                       startNote: note.isEmpty ? nil : note.joined(separator: "; "), book: book)
        lock?.release()
        if status != 0 { throw ExitCode(status) }
    }

    /// `termcolor BOOK`: the book's gallery, at the page coloured last.
    private func runBook(_ book: BookSession, drawing: DrawingChoice, defaults: InteractiveDefaults, store: RecentStore?,
                         recentNote: String?) throws {
        var recorder = RecentRecorder(store: store)
        let note = [recorder.startNote(loadNote: recentNote), defaults.notice].compactMap { $0 }
        let status = ColoringStart.runBook(book, drawing: drawing, display: defaults.display, recent: recorder,
                                           startNote: note.isEmpty ? nil : note.joined(separator: "; "))
        if status != 0 { throw ExitCode(status) }
    }

    /// Why the newest picture did not open: its page is not where it was.
    static func goneNote(_ picture: RecentPictures.Picture) -> String {
        GalleryItem.pageGoneNote(page: picture.page, output: picture.output)
    }
}
