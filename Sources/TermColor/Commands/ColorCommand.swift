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

    @Argument(help: "The page, a PNG file (default: a bundled page).") var page: String?
    @Option(name: .short, help: ArgumentHelp("Where to save the coloured PNG (default: <page name>-colored.png here).",
                                             valueName: "OUT.png"))
    var output: String?
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var display: DisplayArguments
    @Flag(help: "Start over: set the autosave journal of an earlier session aside instead of resuming it.")
    var fresh = false

    func run() throws {
        guard let pagePath = page ?? BundledPages.defaultPage() else {
            failAndExit("no PAGE given and no bundled pages found")
        }
        // Everything that can fail on the input fails here, before the terminal is touched.
        let decoded = try loadPageOrExit(pagePath)
        let paths = SavePaths(page: pagePath, output: output)
        if paths.overwrites(page: pagePath) { failAndExit("\(paths.png): would overwrite the page itself; choose another -o") }
        let options = ColoringStart.Options(pagePath: pagePath, paths: paths, mode: drawing.mode,
                                      smoothing: drawing.smoothing, debugStrokes: drawing.debugStrokes,
                                      fresh: fresh, glyphs: display.glyphs, colours: display.colours)
        let status = ColoringStart.run(page: consume decoded, options: options)
        if status != 0 { throw ExitCode(status) }
    }
}
