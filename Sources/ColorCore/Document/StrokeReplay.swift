/// Headless replay of a stroke log onto a page, as `termcolor replay` does it.
public enum StrokeReplay {
    /// Checks the whole log first (format, version, page size, every event in sequence), so a
    /// bad log draws nothing; then applies every event and returns the coloured page, opaque.
    public static func render(_ log: StrokeLog, on page: Page, finder: any RegionFinder,
                              smoothing: Smoothing = .hermite, debugStrokes: Bool = false) throws(StrokeLogError) -> Page {
        try session(log, on: page, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes).renderedPage()
    }

    /// The session after the whole log, checked first the same way (`snapshot` shows it).
    public static func session(_ log: StrokeLog, on page: Page, finder: any RegionFinder,
                               smoothing: Smoothing = .hermite, debugStrokes: Bool = false) throws(StrokeLogError) -> Session {
        try log.validate()
        guard log.page.width == page.width && log.page.height == page.height else {
            throw .pageSizeMismatch(log: (log.page.width, log.page.height), page: (page.width, page.height))
        }
        var session = Session(page: page, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes)
        session.replay(log.events)
        return session
    }
}
