import ColorCore
import Foundation

/// The page digests an earlier run left beside a picture: its stroke log's and its autosave
/// journal's. A photo is turned into a page again at every opening; these say which conversion
/// (`PageConverter.editions`) the picture was coloured on, so that an earlier termcolor's
/// picture is continued on its own page. Unreadable files give none.
public enum EarlierPageDigests {
    public static func at(_ paths: SavePaths) -> Set<String> {
        var found: Set<String> = []
        if let data = FileManager.default.contents(atPath: paths.strokes), let digest = StrokeLog.pageDigest(in: data) {
            found.insert(digest)
        }
        if let data = FileManager.default.contents(atPath: paths.journal),
           let header = data.split(separator: 0x0a, maxSplits: 1).first,
           let digest = (try? JSONDecoder().decode(JournalHeader.self, from: Data(header)))?.pageDigest {
            found.insert(digest)
        }
        return found
    }
}
