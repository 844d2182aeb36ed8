import ColorCore
import Foundation

/// The pictures coloured on a page file, as far as this machine can tell: recent pictures whose
/// page it is, and stroke logs in its folder that name it. `convert` asks before it writes a new
/// page over an old one: replaced, the old page would strand every picture coloured on it
/// (reopened, each is "other work" and starts blank under another name).
public enum PageUsers {
    /// The coloured PNGs of those pictures (paths as found), recent ones first.
    public static func pictures(on page: String, recent: RecentPictures) -> [String] {
        let target = SavePaths.canonical(page)
        var found = recent.pictures.filter { SavePaths.canonical($0.page) == target }.map(\.output)
        let folder = URL(fileURLWithPath: page).deletingLastPathComponent().path
        // A log names its page by file name (`StrokeLog.pageName`), near its start.
        let named = StrokeLog.pageNameField(StrokeLog.pageName(ofPageAt: page))
        let logs = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in logs.sorted() {
            let log = folder + "/" + name
            guard let png = SavePaths.png(ofStrokeLog: log) else { continue }
            guard let handle = FileHandle(forReadingAtPath: log) else { continue }
            let start = (try? handle.read(upToCount: 4096)) ?? nil
            try? handle.close()
            guard let start, String(decoding: start, as: UTF8.self).contains(named) else { continue }
            if !found.contains(where: { SavePaths.canonical($0) == SavePaths.canonical(png) }) { found.append(png) }
        }
        return found
    }
}
