/// Why a stroke log cannot be replayed. `description` is the one line a person reads, naming
/// the event index when one event is at fault ("event 7: unknown type \"zoom\"").
public enum StrokeLogError: Error, Equatable, CustomStringConvertible {
    /// Not JSON, or not an object with the log's fields.
    case malformed(String)
    case wrongFormat(String)
    case unsupportedVersion(Int)
    /// The log was recorded on a page of another size.
    case pageSizeMismatch(log: (width: Int, height: Int), page: (width: Int, height: Int))
    /// Event `index` (0-based) cannot be read or makes no sense where it is.
    case badEvent(index: Int?, String)

    public var description: String {
        switch self {
        case .malformed(let why): "not a stroke log: \(why)"
        case .wrongFormat(let f): "format is \"\(f)\", expected \"\(StrokeLog.formatName)\""
        case .unsupportedVersion(let v): "version \(v) is not supported (only \(StrokeLog.currentVersion))"
        case .pageSizeMismatch(let log, let page):
            "the log was recorded on a \(log.width)x\(log.height) page, this page is \(page.width)x\(page.height)"
        case .badEvent(let index, let why): index.map { "event \($0): \(why)" } ?? "event \(why)"
        }
    }

    public static func == (a: StrokeLogError, b: StrokeLogError) -> Bool { a.description == b.description }
}
