import ColorCore
import Foundation

/// Where a run colours and what it starts from, decided from what lies on disk (the README's
/// "Run it again to carry on"):
/// - a name holding this page's stroke log or journal is continued, from whichever of the two
///   was written last (the journal holds the whole session, so it is newer after `kill -9` or
///   a failed save); `--fresh` moves that group aside instead and starts blank there;
/// - a name holding nothing starts a new picture;
/// - a name holding anything else (a PNG with no log for this page, another page's log) is
///   never written: the next name is tried, `OUT-2.png`, `OUT-3.png`, ...
/// The files' contents come from the caller's `files` closure; only the spelling of paths is
/// resolved here (symbolic links, to tell the page from the output).
public struct StartDecision {
    public enum Source {
        case blank
        case log(StrokeLog)
        case journal(JournalRecovery)
    }

    /// Which files of the chosen group are moved aside before starting (never deleted).
    public struct SetAside: Equatable, Sendable {
        public var png = false, strokes = false, journal = false
        public var isEmpty: Bool { !(png || strokes || journal) }
    }

    public var paths: SavePaths
    public var source: Source
    public var setAside = SetAside()
    /// Names passed over because they hold other work, each with why.
    public var passedOver: [(png: String, why: String)] = []

    /// Names tried before giving up.
    public static let nameLimit = 1000

    /// Nil when every name up to `nameLimit` holds other work.
    public static func decide(requested: SavePaths, fresh: Bool, files: (SavePaths) -> PictureFiles) -> StartDecision? {
        var passed: [(png: String, why: String)] = []
        for n in 1...nameLimit {
            let paths = requested.numbered(n)
            if paths.overwrites(page: paths.page) {
                passed.append((paths.png, "it is the page itself"))
                continue
            }
            let found = files(paths)
            if found.isEmpty {
                return StartDecision(paths: paths, source: .blank, passedOver: passed)
            }
            guard found.holdsThisPagesWork else {
                passed.append((paths.png, otherWorkReason(found)))
                continue
            }
            var d = StartDecision(paths: paths, source: .blank, passedOver: passed)
            if fresh {
                d.setAside = SetAside(png: found.pngExists, strokes: !found.log.isAbsent, journal: !found.journal.isAbsent)
                return d
            }
            d.source = continuation(found, setAside: &d.setAside)
            return d
        }
        return nil
    }

    /// The newer of this page's log and journal; what the chosen one does not account for is
    /// moved aside so that nothing is written over it.
    static func continuation(_ found: PictureFiles, setAside: inout SetAside) -> Source {
        switch (found.log, found.journal) {
        case (.usable(let log, let logTime), .usable(let journal, let journalTime)):
            if journalTime >= logTime {
                // Normally the journal's session began from this log; if not, the picture and
                // log it would replace are kept.
                if !journal.events.starts(with: log.events) { setAside.png = found.pngExists; setAside.strokes = true }
                return .journal(journal)
            }
            setAside.journal = true
            return .log(log)
        case (.usable(let log, _), _):
            setAside.journal = !found.journal.isAbsent
            return .log(log)
        case (_, .usable(let journal, _)):
            // A log that cannot be used would be overwritten by the next save: it is kept.
            setAside.strokes = !found.log.isAbsent
            return .journal(journal)
        default:
            return .blank  // not reached: the caller checked `holdsThisPagesWork`
        }
    }

    static func otherWorkReason(_ found: PictureFiles) -> String {
        if case .unusable(let why) = found.log { return why }
        if case .unusable(let why) = found.journal { return why }
        return "it has no stroke log for this page"
    }

    /// Strokes and fills in the source (what a person counts as their strokes).
    public var strokeCount: Int {
        switch source {
        case .blank: 0
        case .log(let log): log.events.reduce(0) { n, e in n + (e.isStrokeStart ? 1 : 0) }
        case .journal(let j): j.strokeCount
        }
    }

    /// Events replayed before the person's first new one.
    public var events: [StrokeEvent] {
        switch source {
        case .blank: []
        case .log(let log): log.events
        case .journal(let j): j.events
        }
    }

    /// How the source's strokes were drawn: its smoothing (nil: not said, as in logs written
    /// before it was kept: they were drawn with the run's own), and whether as debug dots.
    public var smoothing: Smoothing? {
        switch source {
        case .blank: nil
        case .log(let log): log.smoothing
        case .journal(let j): j.smoothing
        }
    }

    public var debugStrokes: Bool {
        switch source {
        case .blank: false
        case .log(let log): log.debugStrokes ?? false
        case .journal(let j): j.debugStrokes ?? false
        }
    }

    /// A warning when the picture's strokes are drawn again another way than they were drawn
    /// (`asked`: `--smoothing`, nil when not given; `debugAsked`: -debugStrokes): they change
    /// shape, and the next save keeps that. Nil otherwise (debug dots are the same dots whatever
    /// the smoothing).
    public func drawingWarning(asked: Smoothing?, debugAsked: Bool) -> String? {
        guard strokeCount > 0 else { return nil }
        if debugAsked && !debugStrokes {
            return "drawn without -debugStrokes, now with it: earlier strokes show as dots too (Q quits without saving)"
        }
        if let asked, let smoothing, asked != smoothing, !debugStrokes {
            return "drawn with --smoothing \(smoothing.rawValue), now \(asked.rawValue): earlier strokes change shape (Q quits without saving)"
        }
        return nil
    }

    /// The gaps the picture's regions were found with closed, as its log or journal recorded
    /// them (`.off` when it recorded none: it was coloured before gaps were closed by default);
    /// nil for a new picture, which takes the run's choice.
    public var gapChoice: GapChoice? {
        switch source {
        case .blank: nil
        case .log(let log): log.gapChoice
        case .journal(let j): GapChoice(width: j.closeGaps ?? 0, largeShape: j.closeGapsLargeShape, passage: j.closeGapsPassage)
        }
    }

    /// A warning when the picture's strokes are continued with other gaps closed than they were
    /// drawn with (`asked`: `--close-gaps`, nil when not given): the regions change, so the
    /// strokes replayed may fill other areas, and the next save keeps that. Nil otherwise.
    public func gapWarning(asked: GapChoice?) -> String? {
        let recorded = gapChoice ?? .off
        guard strokeCount > 0, let asked, asked != recorded else { return nil }
        return "coloured with --close-gaps \(recorded), now \(asked): strokes may fill other regions (Q quits without saving)"
    }

    /// The status line's words for where this run starts ("continuing out.png (12 strokes, 1
    /// undone)", then a name passed over), nil for a plain new picture. Short: it must fit one
    /// line. `strokes`: the session's `strokeTally` once the source is replayed.
    public func message(strokes: (standing: Int, undone: Int)) -> String? {
        let (standing, undone) = strokes
        let strokesText = (standing == 1 ? "1 stroke" : "\(standing) strokes") + (undone > 0 ? ", \(undone) undone" : "")
        let name = URL(fileURLWithPath: paths.png).lastPathComponent
        let other = passedOver.first.map { URL(fileURLWithPath: $0.png).lastPathComponent }
        switch source {
        case .blank:
            // Where the picture goes first (a narrow status line cuts the end), then why: a
            // person whose own picture is passed over (its log damaged, or drawn on another page
            // of the same name) must learn it.
            let why = passedOver.first.map { ": \($0.why)" } ?? ""
            return other.map { "colouring into \(name) (\($0) is other work\(why))" }
        case .log:
            return "continuing \(name) (\(strokesText))" + (other.map { "; \($0) is other work" } ?? "")
        case .journal(let j):
            return "continuing \(name) (\(strokesText), from the autosave journal)" + (other.map { "; \($0) is other work" } ?? "")
                + (j.problem.map { "; stopped at \($0)" } ?? "")
        }
    }
}

extension StartDecision.Source: Equatable {}
