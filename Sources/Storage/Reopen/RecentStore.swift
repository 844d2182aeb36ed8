import ColorCore
import Foundation

/// Where recent pictures are kept: `$XDG_STATE_HOME/termcolor/recent.json` (default
/// `~/.local/state/termcolor`). Written atomically (a temporary file renamed over the old one);
/// a damaged file is ignored with a note and moved aside at the next write, never silently
/// replaced; a place that cannot be written never stops the program: it is said once.
public struct RecentStore: Sendable {
    public let folder: String
    public var file: String { folder + "/recent.json" }
    public var damagedCopy: String { file + ".damaged" }

    public init(folder: String) { self.folder = folder }

    /// The person's (`UserFolders.recentFolder`); nil without one.
    public init?(folders: UserFolders) {
        guard let folder = folders.recentFolder else { return nil }
        self.init(folder: folder)
    }

    public init?(environment: [String: String]) { self.init(folders: UserFolders(environment: environment)) }

    /// The list, and a note for the status line when the file is there but cannot be used
    /// (paths last in notes: a narrow status line cuts them, not the words).
    public func load() -> (RecentPictures, note: String?) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else { return (RecentPictures(), nil) }
        guard !isFolder.boolValue, let data = FileManager.default.contents(atPath: file) else {
            return (RecentPictures(), "recent pictures: cannot read \(file)")
        }
        guard let recent = RecentPictures(json: data) else {
            return (RecentPictures(), "recent pictures: a damaged list was ignored (\(file))")
        }
        return (recent, nil)
    }

    /// Why nothing could be written here, nil when it can (checked at start, without writing).
    public func writeProblem() -> String? {
        var path = folder
        // The nearest folder that exists must be writable (the rest would be created).
        while !FileManager.default.fileExists(atPath: path) {
            let parent = (path as NSString).deletingLastPathComponent
            if parent == path || parent.isEmpty { return "no such folder" }
            path = parent
        }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        guard isFolder.boolValue else { return "\(path) is not a folder" }
        if access(path, W_OK | X_OK) != 0 { return FileReason.words(errno: errno) }
        if path == folder, FileManager.default.fileExists(atPath: file), access(file, W_OK) != 0 {
            // The file is replaced, not written in place, but a read-only one says "leave me".
            return FileReason.words(errno: errno)
        }
        return nil
    }

    /// Why the list could not be written, in a few words ("permission denied").
    public struct WriteError: Error, Equatable {
        public var reason: String
    }

    /// Records `picture` first in the list on disk (read again now, so two runs saving in turn
    /// both keep theirs). A damaged file is moved to `recent.json.damaged` first.
    public func record(_ picture: RecentPictures.Picture) throws(WriteError) {
        var (recent, note) = load()
        do {
            if note != nil, FileManager.default.fileExists(atPath: file) {
                try? FileManager.default.removeItem(atPath: damagedCopy)
                try FileManager.default.moveItem(atPath: file, toPath: damagedCopy)
            }
            recent.record(picture)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try recent.jsonData().write(to: URL(fileURLWithPath: file), options: .atomic)
        } catch {
            throw WriteError(reason: FileReason.words(for: error))
        }
    }
}
