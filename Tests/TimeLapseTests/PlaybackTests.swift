import Testing
@testable import TimeLapse

@Suite struct PlaybackTests {
    @Test func eventsComeDueAsTheClockReachesThem() {
        var playback = Playback(durations: [0.5, 0.5, 1, 0])
        #expect(playback.eventsDue == 0 && playback.length == 2)
        playback.advance(by: 0.5)
        #expect(playback.eventsDue == 1)
        playback.advance(by: 0.6)
        #expect(playback.eventsDue == 2 && !playback.finished)
        playback.advance(by: 5)
        #expect(playback.eventsDue == 4 && playback.finished && playback.position == 2)
    }

    @Test func speedAndPauseChangeHowFastTheClockRuns() {
        var playback = Playback(durations: [Double](repeating: 1, count: 10), speed: 2)
        #expect(playback.speed == 2)
        playback.advance(by: 1)
        #expect(playback.eventsDue == 2)
        playback.togglePause()
        playback.advance(by: 3)
        #expect(playback.eventsDue == 2)
        playback.togglePause()
        playback.faster()
        playback.advance(by: 1)
        #expect(playback.eventsDue == 6)
        for _ in 0..<20 { playback.slower() }
        #expect(playback.speed == Playback.speeds.first)
        for _ in 0..<20 { playback.faster() }
        #expect(playback.speed == Playback.speeds.last)
        // A speed asked for is the nearest offered.
        #expect(Playback(durations: [], speed: 3.5).speed == 4 && Playback(durations: [], speed: 0.3).speed == 0.25)
    }
}
