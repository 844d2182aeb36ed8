/// The tracing screen's colours (xterm indices): a white worksheet with school writing lines, a
/// faint grey guide, a green start dot, blue arrows and ink, red where the pen strayed, all
/// green when done.
public enum TraceColours {
    public static let paper: UInt8 = 231
    public static let writingLine: UInt8 = 153
    public static let guide: UInt8 = 253
    public static let guideDone: UInt8 = 194
    /// The centre line of the stroke to draw next.
    public static let path: UInt8 = 246
    public static let startDot: UInt8 = 34
    public static let arrow: UInt8 = 27
    public static let ink: UInt8 = 26
    public static let inkDone: UInt8 = 28
    /// A stroke that did not count (its strayed parts stay red).
    public static let inkMissed: UInt8 = 248
    public static let offPath: UInt8 = 196
    public static let hint: UInt8 = 208
    public static let star: UInt8 = 220
    public static let starEmpty: UInt8 = 252
    public static let cursor: UInt8 = 201
    public static let numberText: UInt8 = 231
    /// Items in the top row: finished, and left unfinished.
    public static let doneLabel: UInt8 = 40
    public static let skippedLabel: UInt8 = 245
}
