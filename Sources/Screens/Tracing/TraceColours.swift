import ColorCore

/// The tracing screen's colours (colour indices): a white worksheet with school writing lines, a
/// guide band around each stroke, a green start dot, blue arrows and ink, red where the pen
/// strayed, the ink green when done.
///
/// One set per colour depth, each colour from the terminal's own: the 256-colour set's light
/// greys and tints are nearest to white (or to the same ANSI colour) on a 16- or 8-colour
/// screen, where the guide, the stroke's centre line and a missed stroke would vanish into the
/// paper. The ANSI sets keep every mark that lies on another distinct from it (ink and arrows on
/// the guide, the centre line in the guide, the guide on paper).
public struct TraceColours: Equatable, Sendable {
    public var paper: UInt8
    public var writingLine: UInt8
    /// The band around each stroke in which drawing counts.
    public var guide: UInt8
    public var guideDone: UInt8
    /// The centre line of the stroke to draw next.
    public var path: UInt8
    public var startDot: UInt8
    public var arrow: UInt8
    public var ink: UInt8
    public var inkDone: UInt8
    /// A stroke that did not count (its strayed parts stay red).
    public var inkMissed: UInt8
    public var offPath: UInt8
    public var hint: UInt8
    public var star: UInt8
    public var starEmpty: UInt8
    public var cursor: UInt8
    public var numberText: UInt8
    /// Items in the top row: finished, and left unfinished.
    public var doneLabel: UInt8
    public var skippedLabel: UInt8
    /// The guide's and the hint's colours by name, as the status line says them ("stay on the grey line").
    public var guideName: String, hintName: String

    /// xterm's 256 colours: a faint grey guide on white.
    public static let xterm256 = TraceColours(
        paper: 231, writingLine: 153, guide: 253, guideDone: 194, path: 246, startDot: 34, arrow: 27, ink: 26,
        inkDone: 28, inkMissed: 248, offPath: 196, hint: 208, star: 220, starEmpty: 252, cursor: 201, numberText: 231,
        doneLabel: 40, skippedLabel: 245, guideName: "grey", hintName: "orange")

    /// The 16 ANSI colours: bright white paper, the guide the light grey (7), its centre line
    /// bright black (8); ink dark blue, arrows bright blue, finished ink green.
    public static let ansi16 = TraceColours(
        paper: 15, writingLine: 14, guide: 7, guideDone: 7, path: 8, startDot: 2, arrow: 12, ink: 4,
        inkDone: 2, inkMissed: 0, offPath: 9, hint: 11, star: 11, starEmpty: 7, cursor: 13, numberText: 15,
        doneLabel: 10, skippedLabel: 8, guideName: "grey", hintName: "yellow")

    /// The first 8 (the console): the paper is the light grey (7), so the guide is a hue, yellow,
    /// with a black centre line; ink blue, finished ink green.
    public static let ansi8 = TraceColours(
        paper: 7, writingLine: 6, guide: 3, guideDone: 3, path: 0, startDot: 2, arrow: 4, ink: 4,
        inkDone: 2, inkMissed: 0, offPath: 1, hint: 5, star: 3, starEmpty: 6, cursor: 5, numberText: 7,
        doneLabel: 2, skippedLabel: 7, guideName: "yellow", hintName: "magenta")

    /// The set for cells of `depth` (24-bit cells take the 256 set, which they show exactly).
    public static func `for`(_ depth: ColourDepth) -> TraceColours {
        switch depth {
        case .palette256, .truecolor: .xterm256
        case .ansi16: .ansi16
        case .ansi8: .ansi8
        }
    }
}
