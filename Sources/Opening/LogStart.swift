import ColorCore
import Storage

/// A page with a stroke log drawn on it, with no terminal and no files of its own: what
/// `replay` writes and `snapshot` shows. The page, its regions and the stroke style are decided
/// as the program decides them for a picture continued from that log (`PictureStart`): a photo
/// is the coloring page the log was drawn on, and `StrokeStyle`'s rule picks the style.
public struct LogStart {
    /// The page the log is drawn on.
    public let coloring: ColoringPage
    public let log: StrokeLog?
    public let style: StrokeStyle
    public let finder: any RegionFinder

    /// The page to colour of `picture` as read, for a log that names the page digest `named`
    /// (a photo is converted to that page when an earlier edition of the conversion made it).
    public static func page(of picture: Page, named digest: String?, asIs: Bool) -> ColoringPage {
        ColoringPage.prepare(picture, asIs: asIs, madeFor: Set([digest].compactMap { $0 }))
    }

    /// `coloring` (`page(of:named:asIs:)`) with `log` (nil: none) drawn as `drawing` (the
    /// command line's options) and the log say.
    public init(coloring: ColoringPage, log: StrokeLog?, drawing: DrawingChoice) {
        self.coloring = coloring
        self.log = log
        style = drawing.style(continuing: log.map(StrokeStyle.Said.init(log:)) ?? .nothing)
        let page = coloring.page
        finder = drawing.mode.makeFinder(for: LineArt(page: page), closing: style.closeGaps.choice(width: page.width, height: page.height))
    }

    /// The session once the whole log is drawn (the page alone without one); the whole log is
    /// checked first, so a bad log draws nothing.
    public func session() throws(StrokeLogError) -> Session {
        guard let log else {
            return Session(page: coloring.page, finder: finder, smoothing: style.smoothing, debugStrokes: style.debugStrokes)
        }
        return try StrokeReplay.session(log, on: coloring.page, finder: finder, smoothing: style.smoothing,
                                        debugStrokes: style.debugStrokes)
    }
}
