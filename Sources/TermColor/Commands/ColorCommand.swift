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
        let store = RecentStore(environment: ProcessInfo.processInfo.environment)
        let (recent, recentNote) = store?.load() ?? (RecentPictures(), nil)
        var pagePath = page, outputPath = output
        if page == nil {
            // The last picture (or the one saved to -o), else the first bundled page.
            let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
            let wanted = output.map { recent.picture(output: RecentRecorder.absolute($0)) } ?? recent.last(where: exists)
            if let last = wanted, exists(last.page) {
                pagePath = last.page
                outputPath = last.output
            } else {
                pagePath = BundledPages.defaultPage()
            }
        }
        guard let pagePath else { failAndExit("no PAGE given and no bundled pages found") }
        // Everything that can fail on the input fails here, before the terminal is touched.
        let start: PictureStart
        switch PictureStart.prepare(pagePath: pagePath, output: outputPath, fresh: fresh) {
        case .success(let s): start = s
        case .failure(let failure): failAndExit(failure.message)
        }
        var recorder = RecentRecorder(store: store)
        let note = recorder.startNote(loadNote: recentNote)
        let lock = start.opening.lock
        let status = ColoringStart.run(start, drawing: drawing.picture, recent: recorder, startNote: note)
        lock?.release()
        if status != 0 { throw ExitCode(status) }
    }
}

/// `termcolor gallery`: the bundled pages and recent pictures to choose from.
struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery", abstract: "Choose a page to start or a recent picture to continue.")

    @OptionGroup var drawing: DrawingOptions

    func run() throws {
        let store = RecentStore(environment: ProcessInfo.processInfo.environment)
        var recorder = RecentRecorder(store: store)
        let note = recorder.startNote(loadNote: store?.load().note)
        let status = ColoringStart.runGallery(drawing: drawing.picture, recent: recorder, store: recorder.store ?? store, startNote: note)
        if status != 0 { throw ExitCode(status) }
    }
}

extension DrawingOptions {
    var picture: PictureStart.Drawing { PictureStart.Drawing(mode: mode, smoothing: smoothing, debugStrokes: debugStrokes) }
}
