import ColorCore
import Foundation

/// What a book's folder remembers beside its pictures (`book.json`): which book it is, the page
/// coloured last (reopening the book comes back to it) and each coloured page's progress (the
/// gallery's tiles say it without reading every picture). Written atomically; a damaged or
/// missing file is an empty record: the pictures themselves are never touched by it.
public struct BookRecord: Codable, Equatable, Sendable {
    public static let formatName = "termcolor-book"
    public static let fileName = "book.json"

    public struct Progress: Codable, Equatable, Sendable {
        public var coloured: Int
        public var regions: Int

        public init(coloured: Int, regions: Int) { self.coloured = coloured; self.regions = regions }
    }

    public var format = BookRecord.formatName
    public var version = 1
    /// The book's PDF or folder, an absolute path.
    public var source: String
    /// The page (1-based) opened last.
    public var lastPage: Int?
    /// Progress by page number (JSON keys are strings).
    public var progress: [String: Progress] = [:]

    public init(source: String) { self.source = source }

    public func progress(ofPage number: Int) -> Progress? { progress[String(number)] }

    public mutating func record(_ value: Progress, ofPage number: Int) { progress[String(number)] = value }

    /// The record in `folder`, or an empty one for `source` when there is none or it is another
    /// book's or unreadable.
    public static func load(folder: String, source: String) -> BookRecord {
        guard let read = read(folder: folder), read.source == source else { return BookRecord(source: source) }
        return read
    }

    /// The record in `folder` whatever book it names; nil when there is none usable.
    public static func read(folder: String) -> BookRecord? {
        guard let data = FileManager.default.contents(atPath: folder + "/" + fileName),
              let read = try? JSONDecoder().decode(BookRecord.self, from: data),
              read.format == formatName, read.version == 1, read.source.hasPrefix("/") else { return nil }
        return read
    }

    /// Writes the record into `folder` (made when missing). Returns why it could not, in a few words.
    @discardableResult
    public func write(folder: String) -> String? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try encoder.encode(self).write(to: URL(fileURLWithPath: folder + "/" + Self.fileName), options: .atomic)
            return nil
        } catch {
            return FileReason.words(for: error)
        }
    }
}
