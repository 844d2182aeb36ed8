/// The tracing screen's colours (xterm indices): a white worksheet with school writing lines, a
/// faint grey guide, a green start dot, blue arrows and ink, red where the pen strayed, all
/// green when done.
enum TraceColours {
    static let paper: UInt8 = 231
    static let writingLine: UInt8 = 153
    static let guide: UInt8 = 253
    static let guideDone: UInt8 = 194
    /// The centre line of the stroke to draw next.
    static let path: UInt8 = 246
    static let startDot: UInt8 = 34
    static let arrow: UInt8 = 27
    static let ink: UInt8 = 26
    static let inkDone: UInt8 = 28
    /// A stroke that did not count (its strayed parts stay red).
    static let inkMissed: UInt8 = 248
    static let offPath: UInt8 = 196
    static let hint: UInt8 = 208
    static let star: UInt8 = 220
    static let starEmpty: UInt8 = 252
    static let cursor: UInt8 = 201
    static let numberText: UInt8 = 231
    /// Items in the top row: finished, and left unfinished.
    static let doneLabel: UInt8 = 40
    static let skippedLabel: UInt8 = 245
}
