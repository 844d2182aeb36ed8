import Foundation
import Testing
@testable import ColorCore
@testable import Storage

/// A log and a journal written within the file system's time resolution carry the same
/// modification time. The journal holds the whole session (the log only what was saved), so it
/// must win the tie: continuing from the log would lose the strokes after the last save.
@Suite struct EqualTimesTests {
    static let sameTime = Date(timeIntervalSince1970: 1500)

    @Test func aJournalAsOldAsTheLogIsContinued() throws {
        let journal = StartDecisionTests.journal(StartDecisionTests.logAB.events)
        let d = try #require(StartDecisionTests.decide(["/out/pic.png": StartDecisionTests.files(
            "/out/pic.png", log: .usable(StartDecisionTests.logA, modified: Self.sameTime),
            journal: .usable(journal, modified: Self.sameTime))]))
        #expect(d.source == .journal(journal))
        #expect(d.setAside.isEmpty)
        #expect(d.strokeCount == 2)
    }
}
