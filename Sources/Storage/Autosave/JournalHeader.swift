import ColorCore
import Foundation

/// The first line of an autosave journal (JSON Lines): which page the strokes that follow, one
/// `StrokeEvent` object per line in the stroke-log format, were drawn on. A journal is only
/// resumed onto a page of the same name and size (and pixels, when it records their digest).
public struct JournalHeader: Codable, Equatable, Sendable {
    public static let formatName = "termcolor-journal"

    public var format = JournalHeader.formatName
    public var version = 1
    public var page: StrokeLog.PageSize
    /// The page's file name (not its folder: the same page may be opened by another path).
    public var pageName: String
    /// The page's `PageDigest` (absent in journals written before it was kept): a page of the
    /// same name and size but other pixels is another page.
    public var pageDigest: String?
    /// `--close-gaps` the strokes were drawn with (absent: off), so that continuing finds the same regions.
    public var closeGaps: Int?
    /// With `closeGaps`, its automatic form (`StrokeLog.closeGapsLargeShape`; absent: every gap
    /// up to the width, as journals written before it was kept).
    public var closeGapsLargeShape: Int?
    public var closeGapsPassage: Int?
    /// How the strokes were drawn (as `StrokeLog.smoothing`, `debugStrokes`; absent in journals
    /// written before it was kept).
    public var smoothing: Smoothing?
    public var debugStrokes: Bool?
    /// The palette bar's recent colours of the picture continued (as `StrokeLog.recentColours`,
    /// `#rrggbb` newest first; absent: none, as journals written before it was kept). Written
    /// with the header, so colours chosen after the journal began are not in it.
    public var recentColours: [String]?

    public init(width: Int, height: Int, pageName: String) {
        page = StrokeLog.PageSize(width: width, height: height)
        self.pageName = pageName
    }

    /// How a journal or stroke log recorded on a `page` page named `name` (nil: it names none,
    /// as logs written before names were kept) with pixels `digest` (nil: not recorded) differs
    /// from this page; nil when it may be this page's. The one rule for journals and logs: the
    /// size must match; then the pixels decide when both digests are known (a page renamed is
    /// still the page; another drawing of the same name is not), else the name.
    public func mismatch(page: StrokeLog.PageSize, name: String?, digest: String?) -> PageMismatch? {
        if page != self.page { return .size }
        let otherName = name.map { $0 != pageName } ?? false
        if let digest, let expected = pageDigest {
            return digest == expected ? nil : otherName ? .name : .pixels
        }
        return otherName ? .name : nil
    }

    public enum PageMismatch: Equatable, Sendable {
        /// Another size of page, another page name, the same name but other pixels.
        case size, name, pixels
    }

    /// One line of JSON, newline included.
    public func line() -> Data { JournalHeader.line(for: self) }

    static func line(for value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        // Our own value types with finite numbers always encode.
        var data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        data.append(0x0a)
        return data
    }
}
