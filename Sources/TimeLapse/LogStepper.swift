import ColorCore

/// A stroke log applied to a blank page a prefix at a time: the one frame-stepping loop that a
/// time-lapse's renderer, `play` and the gallery's playback share. Each event is applied alone,
/// in `replay`'s way (no provisional pieces), so whatever prefix is shown is exactly what
/// `replay` paints for it, and the whole log ends on `replay`'s picture.
public struct LogStepper: Sendable {
    public private(set) var session: Session
    public let events: [StrokeEvent]
    /// Events applied so far (a prefix of `events`).
    public private(set) var applied = 0

    /// Checks the whole log first (as `replay` does), so a bad log shows nothing.
    public init(log: StrokeLog, page: Page, finder: any RegionFinder, smoothing: Smoothing = .hermite,
                debugStrokes: Bool = false) throws(StrokeLogError) {
        session = try StrokeReplay.session(StrokeLog(width: log.page.width, height: log.page.height), on: page, finder: finder,
                                           smoothing: smoothing, debugStrokes: debugStrokes)
        try log.validate()
        events = log.events
    }

    public var finished: Bool { applied == events.count }

    /// Applies the events up to `count` (at most the log's; fewer than applied does nothing) and
    /// returns the page rectangles they changed.
    public mutating func advance(through count: Int) -> [Rect] {
        var changed: [Rect] = []
        while applied < min(count, events.count) {
            session.replay([events[applied]])
            changed += session.changedParts
            applied += 1
        }
        return changed
    }
}
