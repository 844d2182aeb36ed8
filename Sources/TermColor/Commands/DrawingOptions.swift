import ArgumentParser
import ColorCore
import Opening

/// How strokes are found and drawn: the options `termcolor` (interactive) and `replay` share,
/// so a log replays exactly as it was drawn (doc/termcolor.1 OPTIONS). Mode and smoothing are nil when not
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
    /// What these options ask of the stroke style (`StrokeStyle`'s rule weighs it against a
    /// continued picture's log or journal and the defaults).
    var asked: StrokeStyle.Said {
        StrokeStyle.Said(smoothing: smoothing, debugStrokes: debugStrokes ? true : nil, closeGaps: gaps.closeGaps?.rule)
    }

    /// For the headless commands (`replay`, `snapshot`), which read no settings file: the
    /// options given, the built-in defaults where not.
    var headless: DrawingChoice { DrawingChoice(mode: mode ?? .optimized, asked: asked) }

    /// For the interactive program: the options given, the settings file's (`defaults`, which
    /// already hold the mode given) where not.
    func interactive(_ defaults: InteractiveDefaults) -> DrawingChoice {
        DrawingChoice(mode: defaults.mode, asked: asked, defaults: StrokeStyle(smoothing: defaults.smoothing),
                      palette: defaults.palette, brushCells: defaults.brushCells, outputFolder: defaults.outputFolder)
    }
}

/// `--close-gaps PX`: gaps in the line art up to PX page pixels wide count as closed when regions
/// are found (strokes and fills stop in them); the bridges are not drawn. Not given, a page's
/// leaks are closed (`GapChoice.automatic`). `regions` takes it too.
struct GapOptions: ParsableArguments {
    // Unconditional: `--close-gaps -1` reaches `validate` and its range, not "missing value".
    @Option(name: .customLong("close-gaps"), parsing: .unconditional,
            help: ArgumentHelp("Treat gaps in the lines up to PX page pixels wide as closed (0: off; at most \(GapClosing.maxWidth)); auto: only the 1-2 px gaps between two large shapes, as when not given.",
                               valueName: "PX"))
    var closeGaps: GapArgument?

    func validate() throws {
        if case .width(let px)? = closeGaps, !(0...GapClosing.maxWidth).contains(px) {
            throw ValidationError("--close-gaps must be 0 to \(GapClosing.maxWidth) page pixels, not \(px) (or auto)")
        }
    }
}

/// The value of `--close-gaps`: a width in page pixels, or `auto`.
enum GapArgument: ExpressibleByArgument, Equatable {
    case automatic
    case width(Int)

    init?(argument: String) {
        if argument == "auto" { self = .automatic } else if let px = Int(argument) { self = .width(px) } else { return nil }
    }

    var rule: GapRule {
        switch self {
        case .automatic: .automatic
        case .width(let px): .chosen(.forced(px))
        }
    }
}

extension RegionMode: ExpressibleByArgument {}
extension Smoothing: ExpressibleByArgument {}
