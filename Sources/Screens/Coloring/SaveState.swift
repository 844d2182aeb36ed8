/// Where the colouring screen's saves stand.
struct SaveState: Sendable {
    /// Events of the session's log that the last successful save holds.
    var savedEventCount = 0
    /// The last save failed: the drawing is in no saved file (only in the autosave journal).
    var lastFailed = false
    /// Events of the log already handed out for the autosave journal.
    var autosaved: Int
    /// The save asked for and not yet answered.
    var pending: Pending?

    /// What follows a save: nothing, quitting, or (asked to end by a signal) quitting after a
    /// second try in the rescue folder if it fails.
    enum Then: Sendable, Equatable { case stay, quit, gallery, turnPage(Int), end, endInRescue }

    struct Pending: Sendable {
        var then: Then
        /// The log's length when the save was asked for.
        var eventCount: Int
    }
}
