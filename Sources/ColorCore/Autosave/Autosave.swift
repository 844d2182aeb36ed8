import Foundation

/// The autosave journal beside the output (`SavePaths.journal`): the session's stroke log,
/// appended event by event as the person draws, so that a crash, `kill -9` or a lost terminal
/// costs at most the last second. Each event is written (to the page cache) as it comes;
/// the file is synced to disk at every stroke end and at least once a second while drawing.
/// Created on the first event, so opening a page and leaving makes no file; removed after a
/// clean save and quit. Failures never stop the drawing: they are reported once.
public struct Autosave {
    public let path: String
    public let header: JournalHeader
    /// Events of the log already in the journal.
    public private(set) var written = 0
    /// Why the journal cannot be written (autosave is off), once it failed.
    public private(set) var failure: String?
    private var file: FileHandle?
    private var unsynced = false
    private var lastSync = 0.0

    /// Syncs this often while a stroke goes on, in seconds.
    public static let syncInterval = 0.5

    public init(path: String, header: JournalHeader) {
        self.path = path
        self.header = header
    }

    public var exists: Bool { FileManager.default.fileExists(atPath: path) }

    // MARK: Starting

    /// Moves an existing journal aside (for `--fresh`); returns its new path, nil if none.
    public func setAside() -> String? {
        guard exists else { return nil }
        let aside = "\(path).old-\(Int(Date().timeIntervalSince1970))"
        return (try? FileManager.default.moveItem(atPath: path, toPath: aside)) == nil ? nil : aside
    }

    /// Replays an existing journal into `session` (a fresh one), then rewrites the journal to
    /// hold exactly what was resumed. Returns the line for the status bar, nil with no journal.
    /// A journal that cannot be used is moved aside, never deleted.
    public mutating func resume(into session: inout Session) -> (message: String, warning: Bool)? {
        guard exists else { return nil }
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard let data = FileManager.default.contents(atPath: path) else {
            return ("cannot read \(name); autosave is writing a new one", true)
        }
        let recovered = JournalRecovery(data: data, expecting: header)
        guard recovered.matchesPage else {
            let aside = setAside().map { URL(fileURLWithPath: $0).lastPathComponent } ?? name
            return ("\(name) not resumed (\(recovered.problem ?? "unusable")); kept as \(aside)", true)
        }
        for event in recovered.events { session.apply(event) }
        if session.isStrokeOpen { session.apply(.up(t: nil)) }  // the stroke the crash cut short
        var message = "resumed \(recovered.strokeCount) strokes from \(name)"
        if let problem = recovered.problem {
            let aside = setAside().map { URL(fileURLWithPath: $0).lastPathComponent } ?? name
            message += "; stopped at \(problem) (original kept as \(aside))"
        }
        rewrite(session.log)
        return (message, recovered.problem != nil)
    }

    /// Writes the whole log as a new journal, atomically (replacing any old one).
    private mutating func rewrite(_ log: StrokeLog) {
        var data = header.line()
        for e in log.events { data.append(JournalHeader.line(for: e)) }
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
            file = try FileHandle(forWritingAtPath: path).map { try $0.seekToEnd(); return $0 }
            written = log.events.count
        } catch {
            failure = "autosave off: cannot write \(path): \(error.localizedDescription)"
        }
    }

    // MARK: Drawing

    /// Appends the log's new events; syncs at a stroke end or after `syncInterval`. Returns a
    /// warning the first time the journal cannot be written.
    public mutating func sync(_ log: StrokeLog, now: Double) -> String? {
        guard failure == nil else { return nil }
        if written < log.events.count {
            if file == nil && !create() { return failure }
            var data = Data()
            var strokeEnded = false
            for e in log.events[written...] {
                data.append(JournalHeader.line(for: e))
                switch e {
                case .down, .move: break
                default: strokeEnded = true
                }
            }
            do { try file?.write(contentsOf: data) } catch { return fail(error) }
            written = log.events.count
            unsynced = true
            if strokeEnded { lastSync = -Double.infinity }
        }
        if unsynced && now - lastSync >= Self.syncInterval {
            do { try file?.synchronize() } catch { return fail(error) }
            unsynced = false
            lastSync = now
        }
        return nil
    }

    private mutating func create() -> Bool {
        do {
            try header.line().write(to: URL(fileURLWithPath: path), options: .atomic)
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
        let text = "autosave off: cannot write \(path): \(error.localizedDescription)"
        failure = text
        try? file?.close()
        file = nil
        return text
    }

    // MARK: Ending

    /// The work is saved elsewhere (PNG and stroke log): the journal goes.
    public mutating func remove() {
        try? file?.close()
        file = nil
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Syncs what was written and closes the file, leaving the journal in place.
    public mutating func close() {
        try? file?.synchronize()
        try? file?.close()
        file = nil
    }
}
