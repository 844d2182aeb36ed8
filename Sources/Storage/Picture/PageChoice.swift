/// Which page of a picture file to open, and how finely to draw a page that is a description
/// rather than pixels (a PDF page, an SVG): `--page N` and `--dpi D`.
public struct PageChoice: Sendable, Equatable {
    /// The page, 1-based; only a PDF has more than page 1.
    public var page: Int
    /// Pixels per inch of the page's physical size; nil: the default (a PDF page at 300, or at
    /// its own resolution when it is one picture; an SVG at its declared size).
    public var dpi: Double?

    /// The resolution a PDF page is drawn at when neither `--dpi` nor the page says otherwise:
    /// a print resolution, so lines a printed book shows thin stay thin.
    public static let defaultPDFDPI = 300.0
    /// The accepted `--dpi` range: below it a page's lines merge; above it any page of paper
    /// size passes the page limits and is drawn smaller anyway.
    public static let dpiRange = 36.0...1200.0

    public init(page: Int = 1, dpi: Double? = nil) {
        self.page = page
        self.dpi = dpi
    }
}
