import ArgumentParser
import ColorCore
import Storage
import Foundation

/// `termcolor [PAGE] [-o OUT.png] [--mode optimized|naive] [--smoothing hermite|linear]
/// [-debugStrokes]`: the interactive coloring book (spec/cli.md), the default subcommand.
struct ColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Colour a page in the terminal with the mouse (the default command).",
        discussion: "Press ? in the program for every key. q saves the full-size PNG and its stroke log, then quits.")

    @Argument(help: "The page, a PNG or JPEG file; a photo is turned into a coloring page first (default: a bundled page).") var page: String?
    @Option(name: .short, help: ArgumentHelp("Where to save the coloured PNG (default: <page name>-colored.png here).",
                                             valueName: "OUT.png"))
    var output: String?
    @OptionGroup var drawing: DrawingOptions
    @Flag(help: "Start over: set the autosave journal of an earlier session aside instead of resuming it.")
    var fresh = false
    @OptionGroup var picture: PictureOptions

    func run() throws {
        guard let pagePath = page ?? BundledPages.defaultPage() else {
            failAndExit("no PAGE given and no bundled pages found")
        }
        // Everything that can fail on the input fails here, before the terminal is touched.
        let opened = try ColoringPage.loadOrExit(pagePath, asIs: picture.asIs)
        let paths = SavePaths(page: pagePath, output: output)
        if paths.overwrites(page: pagePath) { failAndExit("\(paths.png): would overwrite the page itself; choose another -o") }
        let options = ColoringStart.Options(pagePath: pagePath, paths: paths, mode: drawing.mode,
                                      smoothing: drawing.smoothing, debugStrokes: drawing.debugStrokes,
                                      fresh: fresh, closeGaps: drawing.gaps.closeGaps ?? 0, note: opened.note)
        let status = ColoringStart.run(page: opened.page, options: options)
        if status != 0 { throw ExitCode(status) }
    }
}
