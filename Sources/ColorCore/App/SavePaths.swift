import Foundation

/// Where the coloured page and its stroke log go.
public struct SavePaths: Equatable {
    public var png: String
    public var strokes: String

    /// `-o OUT.png` as given, else `<page name>-colored.png` in the current directory; the log
    /// is `<OUT without .png>.strokes.json` beside it.
    public init(page: String, output: String?) {
        if let output {
            png = output
        } else {
            let name = URL(fileURLWithPath: page).deletingPathExtension().lastPathComponent
            png = "\(name)-colored.png"
        }
        let base = png.lowercased().hasSuffix(".png") ? String(png.dropLast(4)) : png
        strokes = base + ".strokes.json"
    }

    /// Whether saving would overwrite the page itself (same file, however it is spelt).
    public func overwrites(page: String) -> Bool {
        func canonical(_ p: String) -> String { URL(fileURLWithPath: p).standardizedFileURL.resolvingSymlinksInPath().path }
        return canonical(png) == canonical(page) || canonical(strokes) == canonical(page)
    }
}
