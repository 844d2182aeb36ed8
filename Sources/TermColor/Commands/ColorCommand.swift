import ArgumentParser
import ColorCore
import Storage
import Foundation

/// `termcolor [PAGE] [-o OUT.png] [--palette FILE.gpl] [--mode optimized|naive]
/// [--smoothing hermite|linear] [-debugStrokes]`: the interactive coloring book (spec/cli.md),
/// the default subcommand. Defaults not given come from the settings file (`Settings`).
struct ColorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "color",
        abstract: "Colour a page in the terminal with the mouse (the default command).",
        discussion: "Press ? in the program for every key. q saves the full-size PNG and its stroke log, then quits.")

    @Argument(help: "The page, a PNG file (default: a bundled page).") var page: String?
    @Option(name: .short, help: ArgumentHelp("Where to save the coloured PNG (default: <page name>-colored.png here).",
                                             valueName: "OUT.png"))
    var output: String?
    @Option(help: ArgumentHelp("A GIMP palette (.gpl) for the palette bar instead of the 16 standard colours.",
                               valueName: "FILE.gpl"))
    var palette: String?
    @OptionGroup var drawing: DrawingOptions
    @Flag(help: "Start over: set the autosave journal of an earlier session aside instead of resuming it.")
    var fresh = false

    func run() throws {
        guard let pagePath = page ?? BundledPages.defaultPage() else {
            failAndExit("no PAGE given and no bundled pages found")
        }
        // Everything that can fail on the input fails here, before the terminal is touched.
        let defaults = InteractiveDefaults.resolve(paletteOption: palette, mode: drawing.mode, smoothing: drawing.smoothing)
        let decoded = try loadPageOrExit(pagePath)
        let paths = SavePaths(page: pagePath, output: output ?? defaults.outputFolder.map {
            "\($0)/\(SavePaths(page: pagePath, output: nil).png)"
        })
        if paths.overwrites(page: pagePath) { failAndExit("\(paths.png): would overwrite the page itself; choose another -o") }
        let options = ColoringStart.Options(pagePath: pagePath, paths: paths, mode: defaults.mode,
                                            smoothing: defaults.smoothing, debugStrokes: drawing.debugStrokes,
                                            fresh: fresh, palette: defaults.palette, brushCells: defaults.brushCells,
                                            notice: defaults.notice)
        let status = ColoringStart.run(page: consume decoded, options: options)
        if status != 0 { throw ExitCode(status) }
    }
}
