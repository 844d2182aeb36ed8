/// Where a colouring being played back on the screen is: how far along the log's own time
/// (`EventClock`), at what speed, paused or not. Pure: the player tells it how much wall time
/// passed and applies the events it says are due.
public struct Playback: Equatable, Sendable {
    /// The speeds offered, slowest first; 1 is the person's own pace (pauses capped).
    public static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16, 32]
    /// Where each event ends on the log's clock, in seconds.
    let ends: [Double]
    /// Seconds of the log's clock shown so far.
    public private(set) var position = 0.0
    public private(set) var speedIndex: Int
    public private(set) var paused = false

    public init(durations: [Double], speed: Double = 1) {
        var sum = 0.0
        ends = durations.map { sum += $0; return sum }
        speedIndex = Self.speeds.enumerated().min { abs($0.element - speed) < abs($1.element - speed) }!.offset
    }

    public var speed: Double { Self.speeds[speedIndex] }
    /// The log's whole length on its clock.
    public var length: Double { ends.last ?? 0 }

    /// The events due by now (a prefix of the log): every event ending at or before `position`.
    public var eventsDue: Int {
        var low = 0, high = ends.count
        while low < high {
            let mid = (low + high) / 2
            if ends[mid] <= position + 1e-9 { low = mid + 1 } else { high = mid }
        }
        return low
    }

    public var finished: Bool { eventsDue == ends.count }

    /// `seconds` of wall time passed (nothing moves while paused).
    public mutating func advance(by seconds: Double) {
        guard !paused, seconds > 0 else { return }
        position = min(length, position + seconds * speed)
    }

    public mutating func faster() { speedIndex = min(speedIndex + 1, Self.speeds.count - 1) }
    public mutating func slower() { speedIndex = max(speedIndex - 1, 0) }
    public mutating func togglePause() { paused.toggle() }
}
