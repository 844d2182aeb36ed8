import ArgumentParser
import ColorCore
import Opening
import Storage
import Foundation

/// `termcolor replay PAGE LOG.json -o OUT.png [--mode optimized|naive] [--smoothing hermite|linear]
/// [-debugStrokes] [--close-gaps PX]`:
/// applies a stroke log headlessly and writes the coloured page, full size and opaque
/// (the README's Headless commands, doc/termcolor.1). The whole log is checked before anything is drawn, so a bad
/// log writes nothing; every failure is one line on stderr naming the file, exit status 1.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Apply a stroke log to a page and save the coloured page as a PNG.")

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file.", completion: .pageFiles) var page: String
    @Argument(help: "The stroke log (termcolor-strokes JSON).", completion: .file(extensions: ["json"])) var log: String
    @Option(name: .short, help: ArgumentHelp("Where to write the coloured PNG.", valueName: "OUT.png")) var output: String
    // A log written by termcolor says how its strokes were drawn (gaps, smoothing, debug dots);
    // the options given here override it, and are how a log without those fields is replayed.
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var picture: PictureOptions
    @OptionGroup var pageChoice: PageChoiceOptions

    func run() throws {
        let output = freeOutputOrExit(output, page: page)
        // A photo is converted as the coloring book converted it for this log (unless it was
        // opened --as-is).
        let named = EarlierPageDigests.ofLog(at: log)
        let coloring = LogStart.page(of: try loadPageOrExit(page, choice: pageChoice.choice), named: named, asIs: picture.asIs)
        let image = coloring.page
        let file = writableOutputOrExit(output, as: .picture(of: image), drawing: log)
        let start = LogStart(coloring: coloring, log: loadStrokeLogOrExit(log), drawing: drawing.headless)
        let colored: Page
        do {
            colored = try start.session().renderedPage()
        } catch {
            failAndExit("\(log): \(error.description)")
        }
        noteIfDrawnOnAnotherPage(log: log, named: named, page: image, pagePath: page)
        do { _ = try PNGCodec.write(colored, to: file, opaque: true) } catch { failAndExit("\(output): \(error.message)") }
    }
}
