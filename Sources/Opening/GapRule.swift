import ColorCore

/// How a picture's gaps are chosen (`StrokeStyle.closeGaps`): automatically for its page (the
/// default), or as given (`--close-gaps PX`, or what a continued picture recorded).
public enum GapRule: Equatable, Sendable, ExpressibleByIntegerLiteral {
    /// `GapChoice.automatic` for the page opened.
    case automatic
    case chosen(GapChoice)

    /// A forced width (0: none), as `--close-gaps PX` asks.
    public init(integerLiteral width: Int) { self = .chosen(.forced(width)) }

    /// The gaps closed on a page of `width` x `height` pixels.
    public func choice(width: Int, height: Int) -> GapChoice {
        switch self {
        case .automatic: .automatic(width: width, height: height)
        case .chosen(let choice): choice
        }
    }
}
