import ColorCore
import Foundation

/// The one rule every command that writes a file at `-o` obeys: a person's file is never
/// replaced. A file may be replaced only when it is empty (a name `mktemp` made for the output)
/// or when it is the same command's own earlier output; a coloured picture (its stroke log or
/// journal is beside it) and a page pictures are coloured on are never replaced, even by a
/// command whose output they resemble. Everything else (a downloaded page, a photo, another
/// command's output) is refused. A symlink is judged by the file it points to.
public enum OutputGuard {
    /// What a command writes, and so which earlier file it may replace.
    public enum Writer: Sendable {
        /// `convert`'s coloring page: it says so in its `Software` text chunk.
        case convertedPage
        /// `snapshot`'s picture of the screen: it says so in its `Software` text chunk.
        case snapshot
        /// `replay`'s coloured picture of `page`: it carries no chunk (a replay is byte for byte
        /// what the program saves), so its own earlier output is known by its pixels: the page's
        /// size and dark wherever the page has a line (paint lies under the lines).
        case picture(of: Page)
        /// `timelapse`'s animation: a WebP whose XMP chunk, or a GIF whose comment, says so.
        case timeLapse
        /// `export`'s book: a PDF whose Creator metadata says so.
        case export

        var software: String? {
            switch self {
            case .convertedPage: OutputGuard.convertSoftware
            case .snapshot: OutputGuard.snapshotSoftware
            case .picture, .timeLapse, .export: nil
            }
        }

        /// What the writer's own earlier output is called, after "is there and is not".
        var ownOutput: String {
            switch self {
            case .convertedPage: "a page termcolor convert wrote"
            case .snapshot: "an earlier termcolor snapshot"
            case .picture: "a picture coloured on this page"
            case .timeLapse: "an earlier termcolor timelapse"
            case .export: "an earlier termcolor export"
            }
        }
    }

    public enum Harm: Equatable, Sendable {
        case colouredPicture
        /// `picture`: one of the coloured PNGs on that page.
        case pageInUse(picture: String)
        /// A file that is not the writer's own earlier output; `ownOutput` names what would be.
        case notOwnOutput(ownOutput: String)
    }

    /// What a command says of a coloured picture at its `-o`.
    public static let colouredPictureWords = "is a coloured picture (its stroke log is beside it); choose another -o"

    /// What a command says when its `-o` names `harm`'s file (after the path and a colon).
    public static func words(for harm: Harm) -> String {
        switch harm {
        case .colouredPicture: colouredPictureWords
        case .pageInUse(let picture): "is the page \(picture) is coloured on; choose another -o"
        case .notOwnOutput(let ownOutput): "is there and is not \(ownOutput); choose another -o"
        }
    }

    /// What a snapshot says it is, in its `Software` text chunk.
    public static let snapshotSoftware = "termcolor snapshot"
    /// What a converted page says it is, in its `Software` text chunk.
    public static let convertSoftware = "termcolor convert"
    /// What an exported book says it is: its PDF's Creator.
    public static let exportSoftware = "termcolor export"

    /// What a time-lapse says it is: a GIF's comment, and the creator tool of a WebP's XMP.
    public static let timeLapseSoftware = "termcolor timelapse"
    /// A time-lapse WebP's XMP chunk.
    public static let timeLapseXMP = """
        <x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">\
        <rdf:Description xmlns:xmp="http://ns.adobe.com/xap/1.0/" xmp:CreatorTool="\(timeLapseSoftware)"/>\
        </rdf:RDF></x:xmpmeta>
        """

    /// nil when `writer` may write at `path`: nothing is there, an empty file, or the writer's own
    /// earlier output. `ownLog`: the stroke log a replay or snapshot draws; drawing a picture's
    /// own log onto it is asked for by name (`make readme-picture` snapshots
    /// doc/readme.strokes.json to doc/readme.png), so its log beside it is no refusal.
    public static func harm(writing path: String, as writer: Writer, drawing ownLog: String? = nil) -> Harm? {
        let files = FileManager.default
        guard files.fileExists(atPath: path) else { return nil }
        let target = self.target(of: path)
        for candidate in Set([path, target]) {
            let beside = SavePaths(page: "", output: candidate)
            let isOwnLog = ownLog.map { SavePaths.canonical($0) == SavePaths.canonical(beside.strokes) } ?? false
            if files.fileExists(atPath: beside.journal) || (files.fileExists(atPath: beside.strokes) && !isOwnLog) {
                return .colouredPicture
            }
        }
        // The recent pictures name pages by their real path: the target answers for a link too.
        if let user = pageUsers(of: target) { return .pageInUse(picture: user) }
        if isEmpty(target) { return nil }
        let own: Bool
        switch writer {
        case .picture(let page): own = isPicture(at: target, colouredOn: page)
        case .timeLapse: own = isTimeLapse(at: target)
        case .export: own = isExport(at: target)
        default: own = PNGCodec.software(ofFileAt: target) == writer.software
        }
        return own ? nil : .notOwnOutput(ownOutput: writer.ownOutput)
    }

    /// The file a write at `path` replaces: a symlink's target, so the link stays a link and what
    /// it points to is what was judged.
    public static func target(of path: String) -> String {
        (path as NSString).resolvingSymlinksInPath
    }

    /// Whether the PNG at `path` is a picture coloured on `page`: the page's size, and at least as
    /// dark as the page on 98% of its line pixels (the lines are drawn over the paint, so a few
    /// antialiased ones may differ); a photo or another page of that size is lighter on them.
    static func isPicture(at path: String, colouredOn page: Page) -> Bool {
        guard let old = try? PNGCodec.read(path: path), old.width == page.width, old.height == page.height else { return false }
        let lines = LineArt(page: page)
        func luma(_ p: RGBA) -> Int { (Int(p.r) * 299 + Int(p.g) * 587 + Int(p.b) * 114) / 1000 }
        var onLines = 0, asDark = 0
        for y in 0..<page.height {
            for x in 0..<page.width where lines.isLine(x, y) {
                onLines += 1
                if luma(old.pixel(x, y)) <= luma(page.pixel(x, y)) + 8 { asDark += 1 }
            }
        }
        return asDark * 100 >= onLines * 98
    }

    /// Whether the file at `path` is a time-lapse termcolor wrote: a WebP with its XMP chunk or a
    /// GIF with its comment.
    static func isTimeLapse(at path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let bytes = [UInt8](data)
        if let xmp = WebPAnimation.xmp(of: bytes) { return xmp == timeLapseXMP }
        guard bytes.starts(with: Array("GIF8".utf8)), let gif = try? GIFAnimation.decode(bytes) else { return false }
        return gif.comment == timeLapseSoftware
    }

    /// Whether the file at `path` is a PDF termcolor export wrote: cairo writes the Creator into
    /// the document information dictionary as a plain string, at the end of the file.
    static func isExport(at path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.starts(with: Array("%PDF-".utf8)) else { return false }
        return data.range(of: Data("/Creator (\(exportSoftware))".utf8)) != nil
    }

    /// An empty file (a name made for the output, as `mktemp` makes one), the link followed.
    static func isEmpty(_ path: String) -> Bool {
        ((try? FileManager.default.attributesOfItem(atPath: target(of: path)))?[.size] as? Int ?? 0) == 0
    }

    /// A picture coloured on the page at `path`, nil when none is known.
    public static func pageUsers(of path: String) -> String? {
        let recent = RecentStore(environment: ProcessInfo.processInfo.environment)?.load().0 ?? RecentPictures()
        return PageUsers.pictures(on: path, recent: recent).first
    }
}
