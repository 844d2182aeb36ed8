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
        // The name alone: the whole path pushed the progress off a narrow status line.
        let name = output.split(separator: "/").last.map(String.init) ?? output
        say("making \(name)")
        return [.makeTimeLapse(TimeLapseRequest(session: session, output: output))]
    }

    mutating func hear(_ news: TimeLapseNews) {
        if let said = timeLapse.hear(news) { say(said.text, warning: said.warning) }
    }
}
