/// What the start-up probe read: the replies, where the program runs, one cell in pixels (from
/// the kernel) and how long it waited. Kept whole (not only as `TerminalAbilities`) so replies
/// that come later can be added to them (`PixelUpgrade`).
struct ProbeAnswers {
    var replies: [ProbeReply]
    let multiplexer: String?
    let cellPixels: (width: Int, height: Int)?
    var milliseconds: Double

    /// Whether DA1, asked last, has been answered: then every reply that will come has.
    var isComplete: Bool { replies.contains(where: \.isSentinel) }

    var abilities: TerminalAbilities {
        var abilities = TerminalAbilities(replies: replies, multiplexer: multiplexer, cellPixels: cellPixels)
        abilities.milliseconds = milliseconds
        return abilities
    }
}
