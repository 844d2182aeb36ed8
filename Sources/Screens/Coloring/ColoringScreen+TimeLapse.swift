import ColorCore

/// `t`: a time-lapse of the picture saved beside it (`<picture>.webp`), made by the executable in
/// the background while the person goes on painting; its progress is on the status line.
extension ColoringScreen {
    mutating func makeTimeLapse() -> [Effect] {
        if let percent = timeLapse.percent {
            say("a time-lapse is being made already (\(percent)%)")
            return []
        }
        guard !session.log.events.isEmpty else {
            say("nothing painted yet: no time-lapse to make")
            return []
        }
        // The film ends on the whole of what was drawn.
        finishPaintingAhead()
        let output = TimeLapseRequest.output(beside: paths)
        timeLapse.start(output: output)
        say("making the time-lapse \(output); painting goes on meanwhile")
        return [.makeTimeLapse(TimeLapseRequest(session: session, output: output))]
    }

    mutating func hear(_ news: TimeLapseNews) {
        if let said = timeLapse.hear(news) { say(said.text, warning: said.warning) }
    }
}
