import ArgumentParser
import ColorCore
import Foundation
import Storage

/// `termcolor [PAGE] [-o OUT.png] [--mode optimized|naive] [--smoothing hermite|linear]
/// [-debugStrokes] [--fresh]`: the interactive coloring book (spec/cli.md), the default subcommand.
struct ColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Colour a page in the terminal with the mouse (the default command).",
        discussion: """
            Press ? in the program for every key. q saves the full-size PNG and its stroke log, then quits. \
            Run the same command again to continue the picture; with no PAGE, the last picture comes back.
            """)

    @Argument(help: "The page, a PNG file (default: the last picture, else a bundled page).") var page: String?
    @Option(name: .short, help: ArgumentHelp("Where to save the coloured PNG (default: <page name>-colored.png here).",
                                             valueName: "OUT.png"))
    var output: String?
    @OptionGroup var drawing: DrawingOptions
    @Flag(help: "Start over: move the earlier picture, its stroke log and journal aside (never deleted) instead of continuing it.")
    var fresh = false

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let store = RecentStore(environment: environment)
        let (recent, recentNote) = store?.load() ?? (RecentPictures(), nil)
        var pagePath = page, outputPath = output
        if page == nil {
            // The last picture (or the one saved to -o), else the first bundled page.
            let wanted = output.map { RecentRecorder.absolute($0) }
            let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
            if let last = wanted.map({ recent.picture(output: $0) }) ?? recent.last(where: exists), exists(last.page) {
                pagePath = last.page
                outputPath = last.output
            } else {
                pagePath = BundledPages.defaultPage()
            }
        }
        guard let pagePath else { failAndExit("no PAGE given and no bundled pages found") }
        // Everything that can fail on the input fails here, before the terminal is touched.
        let decoded = try loadPageOrExit(pagePath)
        let requested = SavePaths(page: pagePath, output: outputPath)
        if requested.overwrites(page: pagePath) { failAndExit("\(requested.png): would overwrite the page itself; choose another -o") }
        let header = JournalHeader(width: decoded.width, height: decoded.height, pageName: URL(fileURLWithPath: pagePath).lastPathComponent)
        let opening: PictureOpening
        switch PictureOpening.prepare(requested: requested, page: header, fresh: fresh) {
        case .success(let o): opening = o
        case .failure(let failure): failAndExit(failure.message)
        }
        var recorder = RecentRecorder(store: store)
        let note = recorder.startNote(loadNote: recentNote)
        let options = ColoringStart.Options(pagePath: pagePath, paths: opening.paths, mode: drawing.mode,
                                           smoothing: drawing.smoothing, debugStrokes: drawing.debugStrokes,
                                           opening: opening, recent: recorder, startNote: note)
        let status = ColoringStart.run(page: consume decoded, options: options)
        opening.lock?.release()
        if status != 0 { throw ExitCode(status) }
    }
}
