import Foundation

/// Small text files the program writes whole (the tracing game's `--result`).
public enum TextFile {
    /// Writes `text` to `path` atomically (a temporary file renamed over it); nil when written,
    /// else why not in a few words ("no such folder").
    public static func write(_ text: String, to path: String) -> String? {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return nil
        } catch {
            return FileReason.words(for: error)
        }
    }

    /// Why a file could not be written at `path` because of its folder (missing, not a folder,
    /// not writable), nil when it could: to say so before anything is done.
    public static func folderProblem(for path: String) -> String? { FileReason.folderProblem(for: path) }
}
