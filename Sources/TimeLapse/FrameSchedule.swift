/// When each frame of a time-lapse is shown and how many of the log's events it shows: the
/// events are spread over the film by their `EventClock` durations (every event is shown, however
/// short the film), the first frame shows none (the blank page), the last all of them, and the
/// finished picture is held at the end.
public struct FrameSchedule: Equatable, Sendable {
    public struct Frame: Equatable, Sendable {
        /// The events applied before this frame is shown (a prefix of the log).
        public let events: Int
        /// When it is first shown, in milliseconds from the start.
        public let startMs: Int
    }

    /// In showing order, each with more events than the one before (a frame with nothing new
    /// would show the same picture).
    public let frames: [Frame]
    /// When the film ends: the last frame is shown until then.
    public let endMs: Int
    /// How long the finished picture is held at the end, in milliseconds.
    public let holdMs: Int

    /// The finished picture is held this fraction of the film, up to `longestHold` seconds.
    static let holdFraction = 0.15
    static let longestHold = 2.0

    /// `durations`: one per event (`EventClock`); `seconds`: the film's length, > 0.
    public init(durations: [Double], seconds: Double, framesPerSecond: Int) {
        precondition(seconds > 0 && framesPerSecond > 0)
        let hold = min(seconds * Self.holdFraction, Self.longestHold)
        let playing = seconds - hold
        let steps = max(1, Int((playing * Double(framesPerSecond)).rounded()))
        let total = durations.reduce(0, +)
        // Where each event ends on a 0 ... steps scale; with no time at all, every event at the end.
        var ends: [Double] = []
        ends.reserveCapacity(durations.count)
        var sum = 0.0
        for d in durations {
            sum += d
            ends.append(total > 0 ? sum / total * Double(steps) : Double(steps))
        }
        var frames = [Frame(events: 0, startMs: 0)]
        var applied = 0
        for step in 1...steps {
            // The last step shows every event, whatever rounding left over.
            var through = applied
            if step == steps {
                through = durations.count
            } else {
                while through < ends.count && ends[through] <= Double(step) + 1e-9 { through += 1 }
            }
            guard through > applied else { continue }
            applied = through
            frames.append(Frame(events: through, startMs: Int((Double(step) * 1000 / Double(framesPerSecond)).rounded())))
        }
        self.frames = frames
        endMs = Int((seconds * 1000).rounded())
        holdMs = endMs - Int((playing * 1000).rounded())
    }

    /// How long frame `index` is shown, in milliseconds.
    public func durationMs(ofFrame index: Int) -> Int {
        (index + 1 < frames.count ? frames[index + 1].startMs : endMs) - frames[index].startMs
    }
}
