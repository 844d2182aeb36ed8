import ArgumentParser
import ColorCore
import Storage

/// How strokes are found and drawn: the options `termcolor` (interactive) and `replay` share,
/// so a log replays exactly as it was drawn (spec/cli.md). Mode and smoothing are nil when not
/// given, so that the interactive commands can take them from the settings file.
struct DrawingOptions: ParsableArguments {
    @Option(help: "Region finding: optimized (preload every region; the default) or naive (flood fill per stroke).")
    var mode: RegionMode?
    @Option(help: "Stroke smoothing: hermite (the default) or linear.")
    var smoothing: Smoothing?
    @Flag(name: [.customLong("debugStrokes", withSingleDash: true), .customLong("debug-strokes")],
          help: "Draw only small dots where input points arrived (the stroke log still records the input).")
    var debugStrokes = false
}

extension RegionMode: ExpressibleByArgument {}
extension Smoothing: ExpressibleByArgument {}
