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
    }

    /// What a command says of a coloured picture at its `-o`.
    public static let colouredPictureWords = "is a coloured picture (its stroke log is beside it); choose another -o"

    /// What a command says when its `-o` names `harm`'s file (after the path and a colon).
    public static func words(for harm: Harm) -> String {
        switch harm {
        case .colouredPicture: colouredPictureWords
        case .pageInUse(let picture): "is the page \(picture) is coloured on; choose another -o"
        }
    }

    /// nil when nothing at `path` would be lost. `ownLog`: the stroke log a replay or snapshot
    /// applies; drawing a picture's own log onto it is asked for by name (`make readme-picture`
    /// snapshots doc/readme.strokes.json to doc/readme.png), so that is allowed.
    public static func harm(writing path: String, replaying ownLog: String? = nil) -> Harm? {
        let files = FileManager.default
        guard files.fileExists(atPath: path) else { return nil }
        let beside = SavePaths(page: "", output: path)
        let isOwnLog = ownLog.map { SavePaths.canonical($0) == SavePaths.canonical(beside.strokes) } ?? false
        if files.fileExists(atPath: beside.journal) || (files.fileExists(atPath: beside.strokes) && !isOwnLog) {
            return .colouredPicture
        }
        return pageUsers(of: path).map { .pageInUse(picture: $0) }
    }

    /// A picture coloured on the page at `path`, nil when none is known.
    public static func pageUsers(of path: String) -> String? {
        let recent = RecentStore(environment: ProcessInfo.processInfo.environment)?.load().0 ?? RecentPictures()
        return PageUsers.pictures(on: path, recent: recent).first
    }
}
