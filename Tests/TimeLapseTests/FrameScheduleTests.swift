import ColorCore
import Testing
@testable import TimeLapse

/// The schedule fits the film's length by timing the events: every event shows, the first frame
/// none, the last all, the end held, and the time each gets follows the person's own pace.
@Suite struct FrameScheduleTests {
    @Test func theFilmLastsItsSecondsAndShowsEveryEvent() {
        for (events, seconds) in [(40, 10.0), (500, 1.0), (3, 30.0), (2000, 5.0)] {
            let durations = [Double](repeating: 0.6, count: events)
            let schedule = FrameSchedule(durations: durations, seconds: seconds, framesPerSecond: 20)
            #expect(schedule.endMs == Int(seconds * 1000))
            #expect(schedule.frames.first == FrameSchedule.Frame(events: 0, startMs: 0))
            #expect(schedule.frames.last?.events == events, "the last events are never dropped")
            #expect(schedule.frames.last!.startMs == schedule.endMs - schedule.holdMs, "the finished picture is held to the end")
            #expect(schedule.holdMs >= 150 && schedule.holdMs <= 2000)
            // Frames come in order, each showing more; no more than the frame rate allows.
            #expect(zip(schedule.frames, schedule.frames.dropFirst()).allSatisfy { $0.events < $1.events && $0.startMs < $1.startMs })
            #expect(schedule.frames.count <= Int(seconds * 20) + 1)
            let total = schedule.frames.indices.map(schedule.durationMs(ofFrame:)).reduce(0, +)
            #expect(total == schedule.endMs)
        }
    }

    @Test func fortyFillsGetAFrameEachAtAnEvenPace() {
        let schedule = FrameSchedule(durations: [Double](repeating: 0.6, count: 40), seconds: 10, framesPerSecond: 20)
        #expect(schedule.frames.count == 41)
        // The 20th fill shows half way through the playing time (not all at the end, nor bunched).
        let playing = schedule.endMs - schedule.holdMs
        let half = try! #require(schedule.frames.first { $0.events == 20 })
        #expect(abs(half.startMs - playing / 2) <= 50)
    }

    @Test func aStrokeTakesTheTimeItTookAndPausesAreCapped() {
        // A 1-second stroke, then a 10-minute break mid-stroke, then a fill.
        var events: [StrokeEvent] = [.down(x: 0, y: 0, t: 0)]
        for i in 1...50 { events.append(.move(x: Double(i), y: 0, t: Double(i) * 0.02)) }
        events.append(.move(x: 51, y: 0, t: 600))
        events.append(.up(t: 600))
        events.append(.fill(x: 5, y: 5))
        let durations = EventClock.durations(of: events)
        #expect(abs(durations[1...50].reduce(0, +) - 1.0) < 1e-9)
        #expect(durations[51] == EventClock.longestPointGap)
        let schedule = FrameSchedule(durations: durations, seconds: 10, framesPerSecond: 20)
        // The stroke grows over many frames, not one.
        let duringStroke = schedule.frames.filter { $0.events > 1 && $0.events <= 52 }
        #expect(duringStroke.count >= 45, "each point in a frame of its own, nearly")
    }

    @Test func aLogWithNoTimeStillEndsOnItsLastEvent() {
        let schedule = FrameSchedule(durations: [0, 0], seconds: 2, framesPerSecond: 20)
        #expect(schedule.frames.map(\.events) == [0, 2])
        let empty = FrameSchedule(durations: [], seconds: 2, framesPerSecond: 20)
        #expect(empty.frames.map(\.events) == [0])
        #expect(empty.durationMs(ofFrame: 0) == 2000)
    }
}
