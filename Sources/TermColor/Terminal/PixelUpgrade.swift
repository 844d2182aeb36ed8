/// A start whose probe stopped waiting before the terminal answered DA1: the page is drawn in
/// glyphs at first, and the answers that arrive later (taken out of the input by
/// `InputDecoder.probeReplies`) are added to the early ones. Once DA1, asked last, is among
/// them, every answer is in and the page area can turn to pixels, decided as at start
/// (`TerminalStart.pixelOutput`).
struct PixelUpgrade {
    let request: PixelRequest
    private(set) var answers: ProbeAnswers

    enum Step {
        /// DA1 has not come yet.
        case waiting
        /// All answers are in: the page area's output (nil: the terminal has none, glyphs stay).
        case decided(PixelOutput?)
    }

    /// Adds `late` to the answers; decided once DA1 is among them.
    mutating func take(_ late: [ProbeReply]) -> Step {
        answers.replies += late
        guard answers.isComplete else { return .waiting }
        return .decided(TerminalStart.pixelOutput(request, abilities: answers.abilities).0)
    }
}
