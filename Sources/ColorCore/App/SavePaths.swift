import Foundation

/// Where the coloured page, its stroke log and its autosave journal go.
public struct SavePaths: Equatable {
    public var page: String
    public var png: String
    public var strokes: String
    /// The autosave journal (JSON Lines, see `Autosave`).
    public var journal: String

    /// `-o OUT.png` as given, else `<page name>-colored.png` in the current directory; the log
    /// is `<OUT without .png>.strokes.json` beside it, the journal `<OUT without .png>.journal.jsonl`.
    public init(page: String, output: String?) {
        self.page = page
        if let output {
            png = output
        } else {
            let name = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
            png = "\(name)-colored.png"
        }
        let base = png.lowercased().hasSuffix(".png") ? String(png.dropLast(4)) : png
        strokes = base + ".strokes.json"
        journal = base + ".journal.jsonl"
    }

    /// Whether saving would overwrite the page itself (same file, however it is spelt).
    public func overwrites(page: String) -> Bool {
        func canonical(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        return [png, strokes, journal].contains { canonical($0) == canonical(page) }
    }

    /// Where a save goes when the output folder cannot be written: `$HOME/termcolor-rescue/`
    /// (or `/tmp/termcolor-rescue-<uid>/` without a home), under the output's file name.
    public var rescue: SavePaths {
        let home = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let folder = home.map { "\($0)/termcolor-rescue" } ?? "/tmp/termcolor-rescue-\(getuid())"
        return SavePaths(page: page, output: "\(folder)/\(URL(fileURLWithPath: png).lastPathComponent)")
    }

    /// The output's folder as given ("." for a bare file name).
    public var folder: String {
        let f = (png as NSString).deletingLastPathComponent
        return f.isEmpty ? "." : f
    }

    /// The warning to show at start when saves cannot go into the output's folder (missing,
    /// not a folder, not writable), nil when they can.
    public var folderWarning: String? {
        FileReason.folderProblem(for: png).map { "cannot save to \(folder): \($0) (S saves elsewhere)" }
    }
}
