import ColorCore
import Foundation

/// The autosave journal beside the output (`SavePaths.journal`): the session's stroke log,
/// appended event by event as the person draws, so that a crash, `kill -9` or a lost terminal
/// costs at most the last half second. Each event is written (to the page cache) as it comes;
/// the file is synced to disk at every stroke end and at least twice a second while drawing.
/// Created on the first event, so opening a page and leaving makes no file; removed after a
/// clean save and quit. Failures never stop the drawing: they are reported once.
public struct Autosave {
    public let path: String
    public private(set) var header: JournalHeader
    /// Events of the log already in the journal.
    public private(set) var written = 0
    /// Why the journal cannot be written (autosave is off), once it failed.
    public private(set) var failure: String?
    private var file: FileHandle?
    /// Whether the file at `path` is this run's journal (created or rewritten here): only then
    /// may `remove()` delete it. A journal that could not be moved aside is someone's work.
    private var owned = false
    private var unsynced = false
    private var lastSync = 0.0
    /// Events a saved stroke log already holds (a picture continued from it): no journal is
    /// made for them alone, but one made for new events starts with them, so that the journal
    /// alone brings the whole picture back.
    public var savedEvents: [StrokeEvent] = []

    /// Syncs this often while a stroke goes on, in seconds.
    static let syncInterval = 0.5

    public init(path: String, header: JournalHeader) {
        self.path = path
        self.header = header
    }

    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    // MARK: Starting

    /// What became of an existing journal that was to be moved aside.
    enum SetAside: Equatable, Sendable {
        /// There was none.
        case none
        /// It is now at this path.
        case moved(String)
        /// It could not be moved and stays where it was; autosave is off (the message says so),
        /// so that nothing is written over it.
        case failed(String)
    }

    /// Moves an existing journal that is not resumed whole aside, with `move` (tests make it
    /// fail), to a name no other file has: `<journal>.old-<seconds>.<nanoseconds>`, with `-2`,
    /// `-3`... if that is taken. Never overwrites anything.
    mutating func setAside(moving move: (String, String) throws -> Void) -> SetAside {
        guard exists else { return .none }
        let now = Date().timeIntervalSince1970
        let nanoseconds = String(min(Int((now - now.rounded(.down)) * 1e9), 999_999_999))
        let stamp = "\(Int(now.rounded(.down)))." + String(repeating: "0", count: 9 - nanoseconds.count) + nanoseconds
        var aside = "\(path).old-\(stamp)"
        var n = 1
        while FileManager.default.fileExists(atPath: aside) {
            n += 1
            aside = "\(path).old-\(stamp)-\(n)"
        }
        do {
            // The move itself refuses to replace a file that appeared meanwhile.
            try move(path, aside)
            return .moved(aside)
        } catch {
            let name = URL(fileURLWithPath: path).lastPathComponent
            let text = "autosave off: cannot move \(name) aside (\(FileReason.words(for: error))); it is left as it was"
            failure = text
            try? file?.close()
            file = nil
            return .failed(text)
        }
    }

    /// Replays an existing journal into `session` (a fresh one), then rewrites the journal to
    /// hold exactly what was resumed. Returns the line for the status bar, nil with no journal.
    /// A journal that cannot be used is moved aside, never deleted.
    public mutating func resume(into session: inout Session) -> (message: String, warning: Bool)? {
        resume(into: &session, moving: { try FileManager.default.moveItem(atPath: $0, toPath: $1) })
    }

    /// `resume(into:)` with the move that sets a journal aside given (tests make it fail).
    mutating func resume(into session: inout Session, moving move: (String, String) throws -> Void) -> (message: String, warning: Bool)? {
        guard exists else { return nil }
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            return ("cannot read \(name); autosave is writing a new one", true)
        }
        let recovered = JournalRecovery(data: data, expecting: header)
        guard recovered.matchesPage else {
            let why = "\(name) not resumed (\(recovered.problem ?? "unusable"))"
            switch setAside(moving: move) {
            case .moved(let aside): return ("\(why); kept as \(URL(fileURLWithPath: aside).lastPathComponent)", true)
            case .failed(let text): return ("\(why); \(text)", true)
            case .none: return ("\(why); it is gone", true)
            }
        }
        session.replay(recovered.events)
        if session.isStrokeOpen { session.apply(.up(t: nil)) }  // the stroke the crash cut short
        session.keepRecentColours(recovered.recentColours)
        keepRecentColours(recovered.recentColours)
        var message = "resumed \(recovered.strokeCount) strokes from \(name)"
        if let problem = recovered.problem {
            message += "; stopped at \(problem)"
            switch setAside(moving: move) {
            case .moved(let aside): message += " (original kept as \(URL(fileURLWithPath: aside).lastPathComponent))"
            case .failed(let text): return (message + "; " + text, true)  // rewriting would replace the original
            case .none: break
            }
        }
        rewrite(session.log)
        return (message, recovered.problem != nil)
    }

    /// Keeps the palette bar's recent colours in the header (`JournalHeader.recentColours`) of
    /// the journal written from here on (none: nil).
    public mutating func keepRecentColours(_ colours: [RGB]?) {
        header.recentColours = colours?.isEmpty == false ? colours?.map(\.hex) : nil
    }

    /// Writes the whole log as a new journal, atomically (replacing any old one).
    private mutating func rewrite(_ log: StrokeLog) {
        var data = header.line()
        for e in log.events { data.append(JournalHeader.line(for: e)) }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            owned = true
            file = try FileHandle(forWritingAtPath: path).map { try $0.seekToEnd(); return $0 }
            written = log.events.count
        } catch {
            failure = "autosave off: cannot write \(path): \(FileReason.words(for: error))"
        }
    }

    // MARK: Drawing

    /// Appends `events`, the newest of the session's log (the screens hand them over in the
    /// `autosave` effect), then syncs when due. Returns a warning the first time the journal
    /// cannot be written.
    public mutating func record(_ events: [StrokeEvent], now: Double) -> String? {
        guard failure == nil else { return nil }
        if !events.isEmpty {
            if file == nil && !create() { return failure }
            var data = Data()
            for e in events {
                data.append(JournalHeader.line(for: e))
                switch e {
                case .down, .move: break
                default: lastSync = -Double.infinity  // a stroke ended: sync now
                }
            }
            do { try file?.write(contentsOf: data) } catch { return fail(error) }
            written += events.count
            unsynced = true
        }
        return syncIfDue(now: now)
    }

    /// Syncs what was written at a stroke end or `syncInterval` after the last sync (the run
    /// loop calls it while waiting for input, too).
    public mutating func syncIfDue(now: Double) -> String? {
        guard failure == nil, unsynced, now - lastSync >= Self.syncInterval else { return nil }
        do { try file?.synchronize() } catch { return fail(error) }
        unsynced = false
        lastSync = now
        return nil
    }

    private mutating func create() -> Bool {
        do {
            var data = header.line()
            for e in savedEvents { data.append(JournalHeader.line(for: e)) }
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            written = savedEvents.count
            owned = true
            guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
            try handle.seekToEnd()
            file = handle
            return true
        } catch {
            _ = fail(error)
            return false
        }
    }

    private mutating func fail(_ error: any Error) -> String {
        let text = "autosave off: cannot write \(path): \(FileReason.words(for: error))"
        failure = text
        try? file?.close()
        file = nil
        return text
    }

    // MARK: Ending

    /// The work is saved elsewhere (PNG and stroke log): this run's journal goes. One it did
    /// not write (it could not be moved aside) stays.
    public mutating func remove() {
        try? file?.close()
        file = nil
        if owned { try? FileManager.default.removeItem(atPath: path) }
        owned = false
    }

    /// Whether the journal file holds this run's strokes (it is written, and autosave is on).
    var holdsTheStrokes: Bool { owned && failure == nil && exists }

    /// Where the strokes are when no save holds them, for the last words on stderr: the
    /// journal only when it really holds them.
    public var strokesNote: String {
        holdsTheStrokes
            ? "the strokes are kept in \(path) (run again with the same page and -o to resume)"
            : failure.map { "autosave was off too (\($0))" } ?? "nothing had been drawn"
    }

    /// Syncs what was written and closes the file, leaving the journal in place.
    public mutating func close() {
        try? file?.synchronize()
        try? file?.close()
        file = nil
    }
}
