import ArgumentParser
import ColorCore
import Opening
import Foundation
import Screens
import Storage

/// `termcolor compare [PAGE] [--palette FILE.gpl] [--mode optimized|naive]`: the smoothing
/// demonstration, Hermite curves and straight segments side by side from one drag. Nothing is
/// saved.
struct CompareCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compare",
        abstract: "Hermite curves and straight segments side by side: every drag paints both halves.",
        discussion: "The same page on both sides; a drag on either side is drawn on both, with Hermite smoothing on the left "
            + "and straight segments on the right. Nothing is saved; q quits.")

    @Argument(help: "The page, a PNG or JPEG file; a photo is turned into a coloring page first (default: a bundled page).", completion: .pageFiles) var page: String?
    @Option(help: ArgumentHelp("A GIMP palette (.gpl) for the palette bar instead of the 16 standard colours.",
                               valueName: "FILE.gpl"))
    var palette: String?
    @Option(help: "Region finding: optimized (preload every region; the default) or naive (flood fill per stroke).")
    var mode: RegionMode?
    @OptionGroup var display: DisplayArguments

    func run() throws {
        guard let pagePath = page ?? BundledPages.defaultPage() else { failAndExit("no PAGE given and no bundled pages found") }
        let defaults = InteractiveDefaults.resolve(paletteOption: palette, mode: mode, display: display)
        let loaded = ColoringPage.prepare(try loadPageOrExit(pagePath), asIs: false)
        let decoded = loaded.page
        // The comparison is drawn in glyphs: no probe for images.
        var request = defaults.display
        request.pixels = .off
        guard case (var terminal, let shown, let displayNote)? = TerminalStart.take(request) else { throw ExitCode(1) }
        let name = URL(fileURLWithPath: pagePath).lastPathComponent
        terminal.present(Notice.frame("loading \(name): finding regions...", columns: terminal.columns, rows: terminal.rows))
        let finder = defaults.mode.makeFinder(for: LineArt(page: decoded))
        let screen = CompareScreen(page: decoded, finder: finder, columns: terminal.columns, rows: terminal.rows,
                                   palette: defaults.palette, brushCells: defaults.brushCells, display: shown)
        // Consumed: a second reference would make the first edit copy both sides' layers.
        var app = App(consume screen, columns: terminal.columns, rows: terminal.rows)
        let warnings = [defaults.notice, displayNote].compactMap { $0 }
        if !warnings.isEmpty { _ = app.handle(.notice(warnings.joined(separator: "; "), warning: true)) }
        // A photo is shown as its coloring page, as the coloring book shows it, and said so.
        else if let note = loaded.note(offeringAsIs: false) { _ = app.handle(.notice(note, warning: false)) }
        var runner = AppRunner(terminal: terminal, app: consume app, autosave: nil, home: nil, rescueFolder: "")
        let status = runner.run()
        if status != 0 { throw ExitCode(status) }
    }
}
