@testable import ColorCore
import Foundation
@testable import Screens
@testable import Storage
import Testing

/// Issues 5 and 6: an output folder that is missing (or not a folder) is reported at start in a
/// few words; autosave's failures are short errno words; the last words only name the journal
/// when it holds the strokes.
@Suite struct OutputFolderTests {
    static func temporaryFolder() throws -> String {
        let path = NSTemporaryDirectory() + "termcolor-outfolder-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func log() -> StrokeLog {
        var session = ColoringScreenTests.app().session
        session.apply(.down(x: 10, y: 10, t: 0))
        return session.log
    }

    @Test func folderWarningAtStart() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(SavePaths(page: "p.png", output: "\(folder)/out.png").folderWarning == nil)
        #expect(SavePaths(page: "p.png", output: "out.png").folderWarning == nil)  // the current folder
        #expect(SavePaths(page: "p.png", output: "\(folder)/missing/out.png").folderWarning
                == "cannot save to \(folder)/missing: no such folder (S saves elsewhere)")
        #expect(FileManager.default.createFile(atPath: "\(folder)/file", contents: Data()))
        #expect(SavePaths(page: "p.png", output: "\(folder)/file/out.png").folderWarning
                == "cannot save to \(folder)/file: not a folder (S saves elsewhere)")
    }

    @Test func autosaveSaysNoSuchFolderInAFewWords() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/missing/out.journal.jsonl"
        var autosave = Autosave(path: path, header: JournalHeader(width: 40, height: 20, pageName: "box.png"))
        #expect(autosave.strokesNote == "nothing had been drawn")
        let warning = autosave.record(Array(Self.log().events[autosave.written...]), now: 0)
        #expect(warning == "autosave off: cannot write \(path): no such folder")
        #expect(!autosave.holdsTheStrokes)
        #expect(autosave.strokesNote == "autosave was off too (autosave off: cannot write \(path): no such folder)")
    }

    @Test func strokesNoteNamesAJournalThatHoldsThem() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var autosave = Autosave(path: "\(folder)/out.journal.jsonl", header: JournalHeader(width: 40, height: 20, pageName: "box.png"))
        #expect(autosave.record(Array(Self.log().events[autosave.written...]), now: 0) == nil)
        autosave.close()
        #expect(autosave.strokesNote.hasPrefix("the strokes are kept in \(folder)/out.journal.jsonl"))
    }

    @Test func errnoWords() {
        #expect(FileReason.words(errno: ENOENT) == "no such folder")
        #expect(FileReason.words(errno: EACCES) == "permission denied")
        #expect(FileReason.words(errno: ENOSPC) == "disk full")
        #expect(FileReason.words(for: CocoaError(.fileWriteOutOfSpace)) == "disk full")
        #expect(FileReason.words(for: POSIXError(.EROFS)) == "read-only file system")
    }
}
