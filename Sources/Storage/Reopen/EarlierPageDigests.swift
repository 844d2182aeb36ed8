import ColorCore
import Foundation

/// The page digests an earlier run left beside a picture: its stroke log's and its autosave
/// journal's. A photo is turned into a page again at every opening; these say which conversion
/// (`PageConverter.editions`) the picture was coloured on, so that an earlier termcolor's
/// picture is continued on its own page. Unreadable files give none.
public enum EarlierPageDigests {
    public static func at(_ paths: SavePaths) -> Set<String> {
        Set([ofLog(at: paths.strokes), ofJournal(at: paths.journal)].compactMap { $0 })
    }

    /// The `"pageDigest"` of the stroke log at `path`, nil when it names none or cannot be read.
    public static func ofLog(at path: String) -> String? {
        FileManager.default.contents(atPath: path).flatMap(StrokeLog.pageDigest(in:))
    }

    /// The page digest in the header (the first line) of the journal at `path`: only the
    /// header is read, not the strokes after it.
    static func ofJournal(at path: String) -> String? {
        guard let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let start = try? file.read(upToCount: 1 << 16), let header = start.split(separator: 0x0a, maxSplits: 1).first else { return nil }
        return (try? JSONDecoder().decode(JournalHeader.self, from: Data(header)))?.pageDigest
    }
}
