import ColorCore

/// A time-lapse of the drawing as it stands, to be made in the background and written to
/// `output` (never over a person's file). A screen asks for it with `Effect.makeTimeLapse`; the
/// executable answers with `AppEvent.timeLapse` news while it runs and once it ends.
///
/// The session is a copy of the screen's: the executable takes what it needs from it (the log,
/// the region finder, the page under the paint) and lets it go before the next edit, else that
/// edit copies the paint layers.
public struct TimeLapseRequest: Sendable {
    public var session: Session
    public var output: String

    public init(session: Session, output: String) {
        self.session = session; self.output = output
    }

    /// The time-lapse's name beside a picture: `out.png` gives `out.webp`.
    public static func output(beside picture: SavePaths) -> String { picture.base + ".webp" }
}

/// How a time-lapse being made stands, for the screen that asked for it.
public enum TimeLapseNews: Sendable, Equatable {
    /// `done` of `total` frames are encoded.
    case progress(done: Int, total: Int)
    /// Written to `path`.
    case saved(path: String)
    /// Nothing written: `path` holds a file that is not an earlier time-lapse (its reason in a few words).
    case refused(path: String, reason: String)
    /// Nothing written: the encoder or the write failed.
    case failed(path: String, reason: String)
}
