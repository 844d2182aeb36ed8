import ColorCore

/// Draws a time-lapse's frames one after another: a `LogStepper` applies the log's events as
/// the schedule reaches them (so the last frame is replay's picture), and only the part of the
/// frame the events changed is scaled again. No files.
public struct TimeLapseRenderer {
    /// One frame drawn: which of the schedule's it is and what changed since the frame before.
    public struct Frame: Equatable, Sendable {
        /// Its index in `schedule.frames`.
        public let index: Int
        public let startMs: Int
        /// The output rectangle that may differ from the frame before (the whole frame first).
        public let changed: Rect
    }

    public let schedule: FrameSchedule
    public let scaler: FrameScaler
    /// The frame last drawn, `scaler.width` * `scaler.height` packed RGBA pixels.
    public private(set) var pixels: [UInt32]
    private var stepper: LogStepper
    private var next = 0

    /// Checks the whole log first (as `replay` does), so a bad log draws nothing.
    public init(log: StrokeLog, page: Page, finder: any RegionFinder, smoothing: Smoothing = .hermite, debugStrokes: Bool = false,
                width: Int, height: Int, seconds: Double, framesPerSecond: Int) throws(StrokeLogError) {
        stepper = try LogStepper(log: log, page: page, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes)
        schedule = FrameSchedule(durations: EventClock.durations(of: log.events), seconds: seconds, framesPerSecond: framesPerSecond)
        scaler = FrameScaler(pageWidth: page.width, pageHeight: page.height, width: width, height: height)
        pixels = [UInt32](repeating: 0, count: width * height)
    }

    /// The frames still to draw.
    public var remaining: Int { schedule.frames.count - next }

    /// Draws the next frame into `pixels`; nil after the last.
    public mutating func nextFrame() -> Frame? {
        guard next < schedule.frames.count else { return nil }
        let planned = schedule.frames[next]
        var changed = Rect.empty
        if next == 0 {
            changed = Rect(x: 0, y: 0, width: scaler.width, height: scaler.height)
        }
        for part in stepper.advance(through: planned.events) { changed = changed.union(scaler.outputRect(covering: part)) }
        scaler.scale(changed, from: stepper.session.canvas, into: &pixels)
        defer { next += 1 }
        return Frame(index: next, startMs: planned.startMs, changed: changed)
    }
}
