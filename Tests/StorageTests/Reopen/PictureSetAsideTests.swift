@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// Setting a group aside says which files it moved: only those that were there (a run killed
/// during a save may leave only its journal, and the note named a picture that did not exist).
struct PictureSetAsideTests {
    @Test func onlyTheFilesThereAreMovedAndNamed() throws {
        let folder = try TemporaryFolder("aside")
        defer { folder.remove() }
        let paths = SavePaths(page: "box.png", output: folder.path("pic.png"))
        try Data("journal".utf8).write(to: URL(fileURLWithPath: paths.journal))
        let which = StartDecision.SetAside(png: true, strokes: true, journal: true)
        guard case .success(let moved) = PictureSetAside.move(which, of: paths, now: Date(timeIntervalSince1970: 0)) else {
            Issue.record("not moved"); return
        }
        #expect(moved.files == [moved.paths.journal])
        #expect(folder.names == [URL(fileURLWithPath: moved.paths.journal).lastPathComponent])
        // Picture and log there: both moved, the picture first.
        try Data("png".utf8).write(to: URL(fileURLWithPath: paths.png))
        try Data("log".utf8).write(to: URL(fileURLWithPath: paths.strokes))
        guard case .success(let both) = PictureSetAside.move(which, of: paths, now: Date(timeIntervalSince1970: 0)) else {
            Issue.record("not moved"); return
        }
        #expect(both.files == [both.paths.png, both.paths.strokes] && both.paths != moved.paths)
    }

    /// Put back only when nothing is at the old name: then every file moved goes back; with a
    /// new picture there, nothing moves.
    @Test func putBackOnlyWhenTheNameIsFree() throws {
        let folder = try TemporaryFolder("aside-back")
        defer { folder.remove() }
        let paths = SavePaths(page: "box.png", output: folder.path("pic.png"))
        try Data("png".utf8).write(to: URL(fileURLWithPath: paths.png))
        try Data("log".utf8).write(to: URL(fileURLWithPath: paths.strokes))
        let all = StartDecision.SetAside(png: true, strokes: true, journal: true)
        guard case .success(let moved) = PictureSetAside.move(all, of: paths) else { Issue.record("not moved"); return }
        try Data("new".utf8).write(to: URL(fileURLWithPath: paths.journal))
        #expect(PictureSetAside.putBack(moved, to: paths) == nil)
        #expect(folder.names.count == 3 && FileManager.default.fileExists(atPath: moved.paths.png))
        try FileManager.default.removeItem(atPath: paths.journal)
        // The log cannot be moved back: the picture goes aside again, the group stays whole.
        let failing = { (from: String, to: String) throws in
            if from == moved.paths.strokes { throw CocoaError(.fileWriteNoPermission) }
            try FileManager.default.moveItem(atPath: from, toPath: to)
        }
        #expect(PictureSetAside.putBack(moved, to: paths, moving: failing) == nil)
        #expect(folder.names == Set([moved.paths.png, moved.paths.strokes].map { URL(fileURLWithPath: $0).lastPathComponent }))
        #expect(PictureSetAside.putBack(moved, to: paths) == paths.png)
        #expect(folder.names == ["pic.png", "pic.strokes.json"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: paths.png)) == Data("png".utf8))
    }
}
