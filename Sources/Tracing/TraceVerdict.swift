import ColorCore
/// What became of a stroke when the pen lifted, and what the status line tells the child.
public enum TraceVerdict: Equatable, Sendable {
    /// It completed these strokes of the item (more than one when it ran on into the next).
    case counted(Range<Int>)
    /// A tap or a tiny mark that consumed nothing: forgotten, not a miss.
    case ignored
    /// The expected stroke, drawn from its end to its start.
    case backwards
    /// Another stroke of the item, drawn before the one whose turn it is (`drew` 0-based).
    case outOfOrder(drew: Int)
    /// Mostly further than the threshold from the path, or off it part of the way to its end.
    case offPath
    /// Began at the start of the expected stroke but stopped before its end.
    case unfinished
    /// Near the path but not from the start of the expected stroke.
    case wrongStart

    public var isMiss: Bool {
        switch self {
        case .counted, .ignored: return false
        default: return true
        }
    }

    /// The status-line sentence, for stroke `expected` (0-based) of `total`.
    public func message(expected: Int, total: Int) -> String {
        switch self {
        case .counted(let r) where r.upperBound == total: return "well done!"
        case .counted(let r):
            return (r.count > 1 ? "lines \(r.lowerBound + 1) to \(r.upperBound)" : "line \(r.lowerBound + 1)")
                + " done! now line \(r.upperBound + 1), from its green dot"
        case .ignored: return "start at the green dot and draw along the line"
        case .backwards: return "the other way round: start at the green dot, follow the arrows"
        case .outOfOrder(let j): return "that was line \(j + 1): first line \(expected + 1), from the green dot"
        case .offPath: return "stay on the grey line"
        case .unfinished: return "keep going to the end of the line"
        case .wrongStart: return "start at the green dot"
        }
    }
}
