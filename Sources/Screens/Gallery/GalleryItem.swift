import ColorCore

/// One picture the gallery offers: a recent picture to continue, a bundled page to start, or a
/// page of a book (its picture in the book's folder, coloured or not yet).
/// Storage-free: the executable reads the files and hands these over.
public struct GalleryItem: Sendable {
    public enum Kind: Sendable { case recent, page, bookPage }

    public var kind: Kind
    /// What the tile says ("balloon", "scene-colored").
    public var name: String
    /// The page to colour.
    public var page: String
    /// Where a recent picture is saved (nil for a page: the usual name for it).
    public var output: String?
    /// Regions coloured (a recent picture) and regions that count, when known.
    public var coloured: Int?
    public var regions: Int?
    /// The counts are a numbered page's: its numbered regions done in their number's colour, of
    /// all its numbered regions.
    public var byNumber: Bool
    /// A small copy of the picture (`PagePreview`), nil when it could not be read.
    public var preview: Page?
    /// Whether the preview is drawn with the line finish (`DisplayOptions.finishesLines`): not
    /// for a picture coloured on a photo as it is, which the finish would speckle.
    public var finishesLines: Bool
    /// A recent picture whose page is no longer where it was (moved or deleted): shown, so it
    /// is not thought lost, but it cannot be opened from here (its page is needed).
    public var pageMissing: Bool

    public init(kind: Kind, name: String, page: String, output: String? = nil, coloured: Int? = nil,
                regions: Int? = nil, byNumber: Bool = false, preview: Page? = nil, finishesLines: Bool = true,
                pageMissing: Bool = false) {
        self.kind = kind; self.name = name; self.page = page; self.output = output
        self.coloured = coloured; self.regions = regions; self.byNumber = byNumber; self.preview = preview
        self.finishesLines = finishesLines; self.pageMissing = pageMissing
    }

    /// What to do about a picture whose page is gone: said at start (`naming` the picture and
    /// its page) and, shorter, in the gallery, whose tile says the page is gone.
    public static func pageGoneNote(page: String, output: String, naming: Bool = true) -> String {
        let name = { (path: String) in path.split(separator: "/").last.map(String.init) ?? path }
        return naming ? "\(name(output))'s page \(name(page)) is gone (moved or renamed?); to continue it: termcolor NEW-PATH -o \(output)"
            : "to continue it from its page's new place: termcolor NEW-PATH -o \(output)"
    }

    /// The tile's second line: "12 of 40 regions coloured" ("7 of 19 by number" on a numbered
    /// page), or for a page "40 regions"; "12 of 40 coloured" ("7 of 19") when the long one is
    /// wider than `width`; "its page is gone".
    public func progressText(fitting width: Int = .max) -> String {
        if pageMissing { return "its page is gone".count <= width ? "its page is gone" : "page gone" }
        switch (kind, coloured, regions) {
        case (.recent, let c?, let r?) where byNumber, (.bookPage, let c?, let r?) where byNumber:
            let long = "\(c) of \(r) by number"
            return long.count <= width ? long : "\(c) of \(r)"
        case (.recent, let c?, let r?), (.bookPage, let c?, let r?):
            let long = "\(c) of \(RegionProgress.regions(r)) coloured"
            return long.count <= width ? long : "\(c) of \(r) coloured"
        case (.bookPage, _, _): return "not started"
        case (_, _, let r?): return RegionProgress.regions(r)
        default: return ""
        }
    }
}
