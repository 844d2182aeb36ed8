import ColorCore

/// How long each event of a log is given on screen in a time-lapse, in seconds of the person's
/// own pace: a stroke takes the time it took (its points' `t`), a fill, undo or clear a moment to
/// be seen. Only the proportions matter: the schedule stretches or squeezes the whole to fit.
/// Pauses are capped, so a coffee break in the middle of a stroke does not become half the film.
public enum EventClock {
    /// The longest pause between two points of a stroke that is kept.
    static let longestPointGap = 0.1
    /// A point without a time: a 60 Hz pointer's pace.
    static let untimedPoint = 1.0 / 60
    /// Before a stroke begins (the hand moving to it).
    static let strokeStart = 0.25
    /// A fill, an undo or redo: seen happening, then a beat to take it in.
    static let step = 0.6
    static let clear = 0.8
    /// A colour or brush chosen.
    static let choice = 0.1

    /// One duration per event, the time up to and including it.
    public static func durations(of events: [StrokeEvent]) -> [Double] {
        var lastTime: Double?
        return events.map { event in
            switch event {
            case .down(_, _, let t):
                lastTime = t
                return strokeStart
            case .move(_, _, let t):
                defer { lastTime = t ?? lastTime }
                guard let t, let last = lastTime else { return untimedPoint }
                return min(max(t - last, 0), longestPointGap)
            case .up:
                return 0
            case .fill, .undo, .redo:
                return step
            case .clear:
                return clear
            case .color, .brush, .input, .detail:
                return choice
            }
        }
    }
}
