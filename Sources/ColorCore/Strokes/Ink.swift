/// What strokes and fills put on the page: a colour, nothing (the eraser: the page shows
/// through), or the rainbow (a hue that advances as the stroke travels). In stroke logs it is
/// the `color` event's `rgb`: `"#rrggbb"`, `"none"` or `"rainbow"` (the README's contracts paragraph).
public enum Ink: Hashable, Sendable, CustomStringConvertible {
    case rgb(RGB)
    case eraser
    case rainbow

    /// The log's text for it.
    public var logText: String {
        switch self {
        case .rgb(let c): c.hex
        case .eraser: "none"
        case .rainbow: "rainbow"
        }
    }

    /// Parses the log's text; nil for anything else.
    public init?(logText text: String) {
        switch text {
        case "none": self = .eraser
        case "rainbow": self = .rainbow
        default:
            guard let c = RGB(hex: text) else { return nil }
            self = .rgb(c)
        }
    }

    public var description: String { logText }

    /// The one colour it paints with, nil for the rainbow (which changes along the stroke).
    /// Erasing is painting white: paint is multiplied by the page, so white paint shows the page
    /// exactly as it is, and unpainted pixels are white.
    public var solidColour: RGB? {
        switch self {
        case .rgb(let c): c
        case .eraser: .white
        case .rainbow: nil
        }
    }
}
