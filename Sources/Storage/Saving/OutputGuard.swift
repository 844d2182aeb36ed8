import ColorCore
import Foundation

/// What writing a file at a path would destroy, asked before a headless command's `-o` and a
/// save as write: a person's coloured picture (its stroke log or journal is beside it: the log
/// would no longer say what the picture shows, and reopening would not mend it) or a page that
/// pictures are coloured on (each would be stranded: reopened, it is "other work").
public enum OutputGuard {
    public enum Harm: Equatable, Sendable {
        case colouredPicture
        /// `picture`: one of the coloured PNGs on that page.
        case pageInUse(picture: String)
        /// A file that is no earlier snapshot (a photo, a page, anything else of the person's).
        case notASnapshot
        /// A file that is no picture coloured on the page being replayed.
        case notAPictureOfThePage
    }

    /// What a command says of a coloured picture at its `-o`.
    public static let colouredPictureWords = "is a coloured picture (its stroke log is beside it); choose another -o"

    /// What a command says when its `-o` names `harm`'s file (after the path and a colon).
    public static func words(for harm: Harm) -> String {
        switch harm {
        case .colouredPicture: colouredPictureWords
        case .pageInUse(let picture): "is the page \(picture) is coloured on; choose another -o"
        case .notASnapshot: "is there and is not an earlier termcolor snapshot; choose another -o"
        case .notAPictureOfThePage: "is there and is not a picture coloured on this page; choose another -o"
        }
    }

    /// nil when nothing at `path` would be lost. `ownLog`: the stroke log a replay or snapshot
    /// applies; drawing a picture's own log onto it is asked for by name (`make readme-picture`
    /// snapshots doc/readme.strokes.json to doc/readme.png), so that is allowed. `snapshot`:
    /// only an empty file or an earlier snapshot (its `Software` chunk says so) is replaced.
    public static func harm(writing path: String, replaying ownLog: String? = nil, snapshot: Bool = false) -> Harm? {
        let files = FileManager.default
        guard files.fileExists(atPath: path) else { return nil }
        let beside = SavePaths(page: "", output: path)
        let isOwnLog = ownLog.map { SavePaths.canonical($0) == SavePaths.canonical(beside.strokes) } ?? false
        if files.fileExists(atPath: beside.journal) || (files.fileExists(atPath: beside.strokes) && !isOwnLog) {
            return .colouredPicture
        }
        if let user = pageUsers(of: path) { return .pageInUse(picture: user) }
        if snapshot, !isOwnLog, !isEmpty(path), PNGCodec.software(ofFileAt: path) != snapshotSoftware { return .notASnapshot }
        return nil
    }

    /// What a snapshot says it is, in its `Software` text chunk.
    public static let snapshotSoftware = "termcolor snapshot"

    /// What replacing `path` with a picture coloured on `page` would destroy, beyond `harm`: a
    /// file that is neither empty nor a picture coloured on `page` (a photo, another page). A
    /// coloured picture keeps the page's lines (paint lies under them), so it is the page's
    /// size and dark wherever the page has a line, but for a few antialiased pixels.
    public static func harm(replacing path: String, withPictureOf page: Page) -> Harm? {
        guard FileManager.default.fileExists(atPath: path), !isEmpty(path) else { return nil }
        guard let old = try? PNGCodec.read(path: path), old.width == page.width, old.height == page.height else {
            return .notAPictureOfThePage
        }
        let lines = LineArt(page: page)
        var onLines = 0, dark = 0
        for y in 0..<page.height {
            for x in 0..<page.width where lines.isLine(x, y) {
                onLines += 1
                let p = old.pixel(x, y)
                if Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114 < 160_000 { dark += 1 }
            }
        }
        return dark * 100 >= onLines * 98 ? nil : .notAPictureOfThePage
    }

    /// An empty file (a name made for the output, as `mktemp` makes one), the link followed.
    static func isEmpty(_ path: String) -> Bool {
        let target = (path as NSString).resolvingSymlinksInPath
        return ((try? FileManager.default.attributesOfItem(atPath: target))?[.size] as? Int ?? 0) == 0
    }

    /// A picture coloured on the page at `path`, nil when none is known.
    public static func pageUsers(of path: String) -> String? {
        let recent = RecentStore(environment: ProcessInfo.processInfo.environment)?.load().0 ?? RecentPictures()
        return PageUsers.pictures(on: path, recent: recent).first
    }
}
