@testable import ColorCore
import Foundation
@testable import Storage
import Testing

/// A journal that is not resumed is moved aside, never overwritten, however quickly the next
/// one follows.
@Suite struct AutosaveSetAsideTests {
    static let header = JournalRecoveryTests.header

    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-aside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    static func asideContents(_ dir: URL) throws -> Set<Data> {
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("o.journal.jsonl.old-") }
        return Set(try names.map { try Data(contentsOf: dir.appendingPathComponent($0)) })
    }

    /// Two journals for another page, resumed one after the other within the same second:
    /// both are kept.
    @Test func twoUnmatchedJournalsInARowAreBothKept() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("o.journal.jsonl").path
        var journals: Set<Data> = []
        for width in [41, 42] {
            let d = JournalRecoveryTests.journal(JournalRecoveryTests.events,
                                                 header: JournalHeader(width: width, height: 20, pageName: "box.png"))
            journals.insert(d)
            try d.write(to: URL(fileURLWithPath: path))
            var session = JournalRecoveryTests.session()
            var autosave = Autosave(path: path, header: Self.header)
            let message = autosave.resume(into: &session)
            #expect(message?.warning == true && message?.message.contains("kept as o.journal.jsonl.old-") == true)
            #expect(!autosave.exists)
        }
        #expect(try Self.asideContents(dir) == journals)
    }

    /// `--fresh` twice in a row: both old journals are kept.
    @Test func twoFreshStartsInARowKeepBoth() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("o.journal.jsonl").path
        var journals: Set<Data> = []
        for n in 1...3 {
            let d = JournalRecoveryTests.journal(Array(JournalRecoveryTests.events.prefix(n)))
            journals.insert(d)
            try d.write(to: URL(fileURLWithPath: path))
            var autosave = Autosave(path: path, header: Self.header)
            guard case .moved(let aside) = autosave.setAside(moving: { try FileManager.default.moveItem(atPath: $0, toPath: $1) }) else { Issue.record("not moved"); return }
            #expect(FileManager.default.contents(atPath: aside) == d)
            // Drawing then starts a new journal, which replaces nothing.
            var session = JournalRecoveryTests.session()
            session.apply(.fill(x: 30, y: 5))
            #expect(autosave.record(Array(session.log.events[autosave.written...]), now: 0) == nil && autosave.exists)
        }
        #expect(try Self.asideContents(dir) == journals)
    }

    /// When the old journal cannot be moved, autosave turns off and says so: nothing is written
    /// over it, and it is not removed at the end.
    @Test func aJournalThatCannotBeMovedTurnsAutosaveOff() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("o.journal.jsonl").path
        let old = JournalRecoveryTests.journal(JournalRecoveryTests.events)
        try old.write(to: URL(fileURLWithPath: path))
        var autosave = Autosave(path: path, header: Self.header)
        guard case .failed(let why) = autosave.setAside(moving: { _, _ in throw CocoaError(.fileWriteNoPermission) }) else {
            Issue.record("expected a failure"); return
        }
        #expect(why.contains("autosave off") && autosave.failure == why)
        var session = JournalRecoveryTests.session()
        session.apply(.fill(x: 30, y: 5))
        #expect(autosave.record(Array(session.log.events[autosave.written...]), now: 0) == nil)
        autosave.remove()
        #expect(FileManager.default.contents(atPath: path) == old)

        // Resuming a journal with a bad line that cannot be moved aside: the events are
        // resumed, the original stays as it was and autosave is off.
        var d = JournalRecoveryTests.journal(Array(JournalRecoveryTests.events.prefix(5)))
        d.append(Data("garbage\n".utf8))
        try d.write(to: URL(fileURLWithPath: path))
        var resuming = Autosave(path: path, header: Self.header)
        var resumed = JournalRecoveryTests.session()
        let message = resuming.resume(into: &resumed, moving: { _, _ in throw CocoaError(.fileWriteNoPermission) })
        #expect(message?.warning == true && message?.message.contains("autosave off") == true)
        #expect(resumed.log.events == Array(JournalRecoveryTests.events.prefix(5)))
        _ = resuming.record(Array(resumed.log.events[resuming.written...]), now: 1)
        resuming.remove()
        #expect(FileManager.default.contents(atPath: path) == d)
    }
}
