import Foundation

/// Where the coloured page, its stroke log and its autosave journal go: names only, worked out
/// from strings (Storage checks and writes the files).
public struct SavePaths: Equatable, Sendable {
    public var page: String
    public var png: String
    public var strokes: String
    /// The autosave journal (JSON Lines, see Storage's `Autosave`).
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
        let base = Self.base(of: png)
        strokes = base + ".strokes.json"
        journal = base + ".journal.jsonl"
    }

    /// The picture a stroke log at `path` is the log of (the naming above, read backwards); nil
    /// for a file not named as a stroke log.
    public static func png(ofStrokeLog path: String) -> String? {
        path.hasSuffix(".strokes.json") ? String(path.dropLast(".strokes.json".count)) + ".png" : nil
    }

    /// The output without its `.png` (in any case), which the log, journal, lock and other names
    /// of the picture are built on.
    public var base: String { Self.base(of: png) }

    /// The extension of a path's last component ("" for none; a leading dot starts no
    /// extension): pictures are PNG, so save-as and `-o` refuse any other.
    public static func fileExtension(of path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        return name.dropFirst().contains(".") ? String(name.split(separator: ".").last ?? "") : ""
    }

    /// The PNG a typed name or `-o` names: a bare name gets `.png`; nil for another extension
    /// or for a folder's name (ending in `/`, `.` or `..`: `dir/` would save `dir/.png`).
    public static func pngName(_ name: String) -> String? {
        let last = name.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !last.isEmpty, last != ".", last != ".." else { return nil }
        let ext = fileExtension(of: name)
        return ext.isEmpty ? name + ".png" : ext.lowercased() == "png" ? name : nil
    }

    static func base(of png: String) -> String {
        png.lowercased().hasSuffix(".png") ? String(png.dropLast(4)) : png
    }

    /// The same file names in another folder (the rescue folder, when the output's cannot be
    /// written).
    public func inFolder(_ folder: String) -> SavePaths {
        SavePaths(page: page, output: "\(folder)/\(URL(fileURLWithPath: png).lastPathComponent)")
    }

    /// The output's folder as given ("." for a bare file name).
    public var folder: String {
        let f = (png as NSString).deletingLastPathComponent
        return f.isEmpty ? "." : f
    }
}
