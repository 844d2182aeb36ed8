import ArgumentParser
import ColorCore
import Storage

/// How strokes are found and drawn: the options `termcolor` (interactive) and `replay` share,
/// so a log replays exactly as it was drawn (../shared/spec/cli.md). Mode and smoothing are nil when not
/// given, so that the interactive commands can take them from the settings file.
struct DrawingOptions: ParsableArguments {
    @Option(help: "Region finding: optimized (preload every region; the default) or naive (flood fill per stroke).")
    var mode: RegionMode?
    @Option(help: "Stroke smoothing: hermite (the default) or linear.")
    var smoothing: Smoothing?
    @Flag(name: [.customLong("debugStrokes", withSingleDash: true), .customLong("debug-strokes")],
          help: "Draw only small dots where input points arrived (the stroke log still records the input).")
    var debugStrokes = false
    @OptionGroup var gaps: GapOptions
}

extension DrawingOptions {
    /// How a headless command draws `log`'s strokes: as the log says they were drawn (gap
    /// width, smoothing, debug dots), where these options do not say otherwise; the defaults
    /// for a log that says nothing (written before those fields were kept).
    func style(for log: StrokeLog?) -> (smoothing: Smoothing, debugStrokes: Bool, closeGaps: Int) {
        (smoothing ?? log?.smoothing ?? .hermite, debugStrokes || log?.debugStrokes == true, gaps.closeGaps ?? log?.closeGaps ?? 0)
    }

    /// The options given, the settings file's (`defaults`) where not.
    func picture(_ defaults: InteractiveDefaults) -> PictureStart.Drawing {
        PictureStart.Drawing(mode: defaults.mode, smoothing: defaults.smoothing, smoothingGiven: smoothing, debugStrokes: debugStrokes,
                             palette: defaults.palette, brushCells: defaults.brushCells, closeGaps: gaps.closeGaps,
                             outputFolder: defaults.outputFolder)
    }
}

/// `--close-gaps PX`: gaps in the line art up to PX page pixels wide count as closed when regions
/// are found (strokes and fills stop in them); the bridges are not drawn. `regions` takes it too.
struct GapOptions: ParsableArguments {
    // Unconditional: `--close-gaps -1` reaches `validate` and its range, not "missing value".
    @Option(name: .customLong("close-gaps"), parsing: .unconditional,
            help: ArgumentHelp("Treat gaps in the lines up to PX page pixels wide as closed (0: off, the default; at most \(GapClosing.maxWidth)).",
                               valueName: "PX"))
    var closeGaps: Int?

    func validate() throws {
        if let closeGaps, !(0...GapClosing.maxWidth).contains(closeGaps) {
            throw ValidationError("--close-gaps must be 0 to \(GapClosing.maxWidth) page pixels, not \(closeGaps)")
        }
    }
}

extension RegionMode: ExpressibleByArgument {}
extension Smoothing: ExpressibleByArgument {}
