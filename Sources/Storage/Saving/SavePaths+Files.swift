import ColorCore
import Foundation

/// What the file system says about a coloured page's file names.
extension SavePaths {
    /// Whether saving would overwrite the page itself (same file, however it is spelt).
    public func overwrites(page: String) -> Bool {
        [png, strokes, journal].contains { Self.canonical($0) == Self.canonical(page) }
    }

    /// Whether the picture, its log or its journal is there already.
    public var anyExists: Bool {
        [png, strokes, journal].contains { FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether `other` names the same PNG file as this, however either is spelt.
    public func sameFile(png other: String) -> Bool { Self.canonical(png) == Self.canonical(other) }

    /// A path as one spelling: absolute, without `.` and `..`, symbolic links followed.
    public static func canonical(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }

    /// Where a save goes when the output folder cannot be written: `<home>/termcolor-rescue`,
    /// or `/tmp/termcolor-rescue-<uid>` without a home (`UserFolders.rescueFolder`).
    public static func rescueFolder(home: String?, uid: UInt32 = getuid()) -> String {
        if let home, !home.isEmpty { return "\(home)/termcolor-rescue" }
        return "/tmp/termcolor-rescue-\(uid)"
    }

    /// The warning to show at start when saves cannot go into the output's folder (missing,
    /// not a folder, not writable), nil when they can.
    public var folderWarning: String? {
        FileReason.folderProblem(for: png).map { "cannot save to \(folder): \($0) (S saves elsewhere)" }
    }
}
