import Foundation
import Testing
@testable import ColorCore
@testable import Storage
import TestSupport

/// The lock beside an output: one holder at a time, a stale file taken over, gone after release.
@Suite struct PictureLockTests {
    @Test func oneHolderAtATimeAndNothingLeftBehind() throws {
        let folder = try TemporaryFolder("lock")
        defer { folder.remove() }
        let path = folder.path("pic.lock")
        guard case .locked(let lock) = PictureLock.acquire(path) else { Issue.record("not locked"); return }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\(getpid())\n")
        guard case .heldElsewhere(let pid) = PictureLock.acquire(path) else { Issue.record("locked twice"); return }
        #expect(pid == getpid())
        lock.release()
        lock.release()
        #expect(folder.names.isEmpty)
        guard case .locked(let again) = PictureLock.acquire(path) else { Issue.record("not locked after release"); return }
        again.release()
    }

    /// A file left by a process killed with -9 (no flock on it any more) is taken over.
    @Test func aStaleLockFileIsTakenOver() throws {
        let folder = try TemporaryFolder("stalelock")
        defer { folder.remove() }
        let path = folder.path("pic.lock")
        try "999999\n".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .locked(let lock) = PictureLock.acquire(path) else { Issue.record("stale lock not taken over"); return }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "\(getpid())\n")
        lock.release()
        #expect(!PictureLock.isAlive(999_999) && PictureLock.isAlive(getpid()))
    }

    @Test func noLockWhereNothingCanBeWritten() {
        guard case .unavailable(let why) = PictureLock.acquire("/nonexistent-folder-\(UUID().uuidString)/pic.lock") else {
            Issue.record("locked in a missing folder"); return
        }
        #expect(why == "no such folder")
    }
}
