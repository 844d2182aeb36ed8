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
        /// A file that command did not write (a photo, a page, anything else of the person's).
        case notWrittenBy(command: String)
    }

    /// What a command says of a coloured picture at its `-o`.
    public static let colouredPictureWords = "is a coloured picture (its stroke log is beside it); choose another -o"

    /// What a command says when its `-o` names `harm`'s file (after the path and a colon).
    public static func words(for harm: Harm) -> String {
        switch harm {
        case .colouredPicture: colouredPictureWords
        case .pageInUse(let picture): "is the page \(picture) is coloured on; choose another -o"
        case .notWrittenBy(let command): "is there and is not an earlier output of \(command); choose another -o"
        }
    }

    /// nil when nothing at `path` would be lost. `ownLog`: the stroke log a replay or snapshot
    /// applies; drawing a picture's own log onto it is asked for by name (`make readme-picture`
    /// snapshots doc/readme.strokes.json to doc/readme.png), so that is allowed. `madeBy` (with
    /// `command`, its name): a headless command replaces only an empty file or one that says
    /// that kind of command wrote it (`PNGCodec.Software`), so a photo or page is never lost.
    public static func harm(writing path: String, replaying ownLog: String? = nil,
                            madeBy: (software: PNGCodec.Software, command: String)? = nil) -> Harm? {
        let files = FileManager.default
        guard files.fileExists(atPath: path) else { return nil }
        let beside = SavePaths(page: "", output: path)
        let isOwnLog = ownLog.map { SavePaths.canonical($0) == SavePaths.canonical(beside.strokes) } ?? false
        if files.fileExists(atPath: beside.journal) || (files.fileExists(atPath: beside.strokes) && !isOwnLog) {
            return .colouredPicture
        }
        if let user = pageUsers(of: path) { return .pageInUse(picture: user) }
        let size = (try? files.attributesOfItem(atPath: path))?[.size] as? Int ?? 0
        if let madeBy, !isOwnLog, size > 0, PNGCodec.software(ofFileAt: path) != madeBy.software.rawValue {
            return .notWrittenBy(command: madeBy.command)
        }
        return nil
    }

    /// A picture coloured on the page at `path`, nil when none is known.
    public static func pageUsers(of path: String) -> String? {
        let recent = RecentStore(environment: ProcessInfo.processInfo.environment)?.load().0 ?? RecentPictures()
        return PageUsers.pictures(on: path, recent: recent).first
    }
}
