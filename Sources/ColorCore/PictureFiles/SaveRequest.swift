/// A coloured page to be written: the full-size picture (page and paint) and its stroke log, to
/// `output` (as the person typed it: Storage expands `~/`). A screen asks for it with an effect;
/// Storage's `SaveWriter` carries it out and answers with a `SaveResult`.
///
/// Carry it out and let it go before the next edit: the canvas shares its storage with the
/// session's, and an edit while this copy lives copies the whole paint layer.
public struct SaveRequest: Sendable {
    public var canvas: Canvas
    public var log: StrokeLog
    /// The page being coloured (never overwritten).
    public var page: String
    /// Where the PNG goes; the stroke log goes beside it (`SavePaths`).
    public var output: String
    /// Regions coloured and regions that count, for the recent-pictures list; `byNumber`: they
    /// are a numbered page's regions done in their number's colour and its numbered regions.
    public var progress: (coloured: Int, regions: Int, byNumber: Bool)?
    /// The page's `PageDigest`, written into the stroke log (the runner knows it from the journal).
    public var pageDigest: String?
    /// What to do when the output's picture, log or journal exists already.
    public var existing = Existing.replace

    /// A save's answer to files already at its output.
    public enum Existing: Sendable, Equatable {
        /// Write over them (the picture's own output: `s`, `q`, a signal).
        case replace
        /// Write over them only when they are the picture's own files (`own`: its output until
        /// now); anything else is left alone and the save answers `.exists` (save as: the
        /// person is asked first).
        case askUnless(own: String)
        /// Write over them: the person said yes to replacing another picture (`own`: this
        /// picture's output until now; the runner takes the new output's lock).
        case replaceOther(own: String)
        /// Take the first free name `OUT-2.png`, `OUT-3.png`, ... (the rescue folder, where no
        /// one can be asked and an earlier rescued picture may lie).
        case nextFreeName
    }

    public init(canvas: Canvas, log: StrokeLog, page: String, output: String) {
        self.canvas = canvas; self.log = log; self.page = page; self.output = output
    }
}

/// How a save went: the paths it used, and what failed, in a few words.
public enum SaveResult: Equatable, Sendable {
    /// The PNG and the stroke log are written.
    case saved(SavePaths)
    /// Nothing written: the PNG or the log would have replaced the page itself.
    case refused(SavePaths)
    /// Nothing written: a picture, log or journal is there already and not this picture's
    /// (`SaveRequest.Existing.askUnless`).
    case exists(SavePaths)
    /// Nothing written: the PNG is a page that `picture` (and maybe others) is coloured on.
    case pageInUse(SavePaths, picture: String)
    /// Nothing written: another termcolor colours that picture now (its pid, when known).
    case openElsewhere(SavePaths, pid: Int32?)
    /// The PNG could not be written (so neither was the log).
    case pictureFailed(SavePaths, reason: String)
    /// The PNG is written, the stroke log is not.
    case logFailed(SavePaths, reason: String)

    /// Where it saved, when it did.
    public var saved: SavePaths? { if case .saved(let p) = self { p } else { nil } }

    public var paths: SavePaths {
        switch self {
        case .saved(let p), .refused(let p), .exists(let p), .pageInUse(let p, _), .openElsewhere(let p, _), .pictureFailed(let p, _), .logFailed(let p, _): p
        }
    }
}
