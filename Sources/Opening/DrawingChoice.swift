import ColorCore
import Screens
import Storage

/// What a run was asked for, from its command line and the settings file, for every picture it
/// opens: how regions are found, how strokes are drawn (`StrokeStyle`'s rule decides, picture by
/// picture, against what each continued picture recorded), the palette, the display, and where
/// a picture goes when nothing names its output.
public struct DrawingChoice: Sendable {
    /// `--mode`, else the settings', else optimized (no log records it).
    public var mode: RegionMode
    /// The command line's `--smoothing`, `-debugStrokes`, `--close-gaps`.
    public var asked: StrokeStyle.Said
    /// For a new picture: the settings' smoothing, else the built-in style.
    public var defaults: StrokeStyle
    /// The palette bar's colours and the starting brush (settings file, --palette).
    public var palette: [ColorPalette.Entry]
    public var brushCells: Double?
    /// Glyphs and colour depth, as the terminal was found able to show them.
    public var display: DisplayOptions
    /// The settings' `output-folder`: where a picture goes when nothing names its output.
    public var outputFolder: String?

    /// The built-in choice: what `bench` measures, and the program with no options and no settings.
    public init(mode: RegionMode = .optimized, asked: StrokeStyle.Said = .nothing, defaults: StrokeStyle = StrokeStyle(),
                palette: [ColorPalette.Entry] = ColorPalette.standard, brushCells: Double? = nil,
                display: DisplayOptions = .standard, outputFolder: String? = nil) {
        self.mode = mode
        self.asked = asked
        self.defaults = defaults
        self.palette = palette
        self.brushCells = brushCells
        self.display = display
        self.outputFolder = outputFolder
    }

    /// How the strokes of a picture that recorded `recorded` are drawn (`StrokeStyle.resolve`).
    public func style(continuing recorded: StrokeStyle.Said) -> StrokeStyle {
        StrokeStyle.resolve(asked: asked, recorded: recorded, defaults: defaults)
    }

    /// The warnings for a picture continued as `decision` says, drawn now as this run asks
    /// another way than it was coloured: other gaps (`gaps`: those closed now), smoothing, debug dots.
    func warnings(continuing decision: StartDecision, gaps: GapChoice) -> [String] {
        [decision.gapWarning(asked: asked.closeGaps == nil ? nil : gaps),
         decision.drawingWarning(asked: asked.smoothing, debugAsked: asked.debugStrokes == true)].compactMap { $0 }
    }

    /// Where the picture of `page` is coloured when `output` (from -o or the recent
    /// pictures) is nil: in the output folder, which is made when missing (`makingFolder`).
    public func output(for page: String, given output: String?) -> (output: String?, makingFolder: String?) {
        guard output == nil, let folder = outputFolder else { return (output, nil) }
        return ("\(folder)/\(SavePaths(page: page, output: nil).png)", folder)
    }
}
