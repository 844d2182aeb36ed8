import Foundation

/// The pictures coloured lately, newest first: what `termcolor` with no page reopens and what
/// the gallery lists. Kept as JSON by `RecentStore`.
public struct RecentPictures: Codable, Equatable, Sendable {
    public static let formatName = "termcolor-recent"
    /// Pictures kept; older ones drop off the end.
    public static let limit = 24

    public struct Picture: Codable, Equatable, Sendable {
        /// The page, an absolute path.
        public var page: String
        /// The coloured PNG, an absolute path (its stroke log beside it, `SavePaths`).
        public var output: String
        /// Regions coloured and regions that count, as the status line says them.
        public var coloured: Int
        public var regions: Int
        /// When it was last saved, seconds since 1970.
        public var time: Double
        /// Set when the page is a photo coloured as it is (`--as-is`), not as the coloring page
        /// made of it; absent otherwise. Reopening opens it the same way.
        public var asIs: Bool?
        /// The page of a PDF the picture is coloured on, when not its first; absent otherwise.
        /// Reopening opens that page.
        public var pageNumber: Int?
        /// Set when the page is numbered (colour by number): `coloured` and `regions` are then its
        /// numbered regions done in their number's colour and all its numbered regions. Absent
        /// otherwise (so lists written before it read the same).
        public var byNumber: Bool?

        public init(page: String, output: String, coloured: Int, regions: Int, time: Double, asIs: Bool? = nil,
                    pageNumber: Int? = nil, byNumber: Bool? = nil) {
            self.page = page
            self.output = output
            self.coloured = coloured
            self.regions = regions
            self.time = time
            self.asIs = asIs
            self.pageNumber = pageNumber
            self.byNumber = byNumber
        }
    }

    public var format = RecentPictures.formatName
    public var version = 1
    public private(set) var pictures: [Picture] = []

    public init(pictures: [Picture] = []) {
        self.pictures = Array(pictures.prefix(Self.limit))
    }

    /// Puts `picture` first, replacing an older entry for the same output.
    public mutating func record(_ picture: Picture) {
        pictures.removeAll { $0.output == picture.output }
        pictures.insert(picture, at: 0)
        if pictures.count > Self.limit { pictures.removeLast(pictures.count - Self.limit) }
    }

    /// The newest picture whose page passes `exists` (a page moved away cannot be reopened).
    public func last(where exists: (String) -> Bool) -> Picture? { pictures.first { exists($0.page) } }

    /// The newest picture saved to `output` (an absolute path).
    public func picture(output: String) -> Picture? { pictures.first { $0.output == output } }

    public func jsonData() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads the JSON; nil when it is not a recent-pictures file of this version.
    public init?(json data: Data) {
        guard let read = try? JSONDecoder().decode(RecentPictures.self, from: data),
              read.format == Self.formatName, read.version == 1,
              read.pictures.allSatisfy({ $0.page.hasPrefix("/") && $0.output.hasPrefix("/") && $0.regions >= 0 }) else { return nil }
        self = read
    }
}
