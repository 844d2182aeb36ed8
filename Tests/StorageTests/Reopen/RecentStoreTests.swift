import Foundation
import Testing
@testable import ColorCore
@testable import Storage
import TestSupport

/// Recent pictures on disk: where they live, atomic rewrite, a damaged file ignored and kept,
/// an unwritable place found before anything is written.
@Suite struct RecentStoreTests {
    static func picture(_ n: Int) -> RecentPictures.Picture {
        RecentPictures.Picture(page: "/p/page\(n).png", output: "/o/out\(n).png", coloured: n, regions: 40, time: Double(n))
    }

    @Test func folderFromTheEnvironment() {
        #expect(RecentStore(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.folder == "/s/termcolor")
        #expect(RecentStore(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.folder == "/h/.local/state/termcolor")
        #expect(RecentStore(environment: ["HOME": "/h"])?.file == "/h/.local/state/termcolor/recent.json")
        #expect(RecentStore(environment: [:]) == nil)
    }

    @Test func newestFirstOnePerOutputAndLimited() {
        var r = RecentPictures()
        for n in 0..<30 { r.record(Self.picture(n)) }
        r.record(Self.picture(27))
        #expect(r.pictures.count == RecentPictures.limit)
        #expect(r.pictures.map(\.coloured).prefix(3) == [27, 29, 28])
        #expect(r.last { $0 != "/p/page27.png" }?.coloured == 29)
        #expect(r.picture(output: "/o/out29.png")?.page == "/p/page29.png")
        #expect(RecentPictures(json: r.jsonData()) == r)
    }

    @Test func recordsAndReadsBack() throws {
        let folder = try TemporaryFolder("recent")
        defer { folder.remove() }
        let store = RecentStore(folder: folder.path("state/termcolor"))
        #expect(store.load().0 == RecentPictures() && store.load().note == nil)
        #expect(store.writeProblem() == nil)
        try store.record(Self.picture(1))
        try store.record(Self.picture(2))
        #expect(store.load().0.pictures == [Self.picture(2), Self.picture(1)])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: store.folder)) == ["recent.json"])
    }

    /// A photo coloured --as-is is recorded so; other entries carry no such field (older lists
    /// read as before).
    @Test func asIsIsRecordedOnlyWhenSet() throws {
        var photo = Self.picture(1)
        photo.asIs = true
        let list = RecentPictures(pictures: [photo, Self.picture(2)])
        let text = String(decoding: list.jsonData(), as: UTF8.self)
        #expect(text.components(separatedBy: "asIs").count == 2)
        let back = try #require(RecentPictures(json: list.jsonData()))
        #expect(back.pictures.map(\.asIs) == [true, nil])
    }

    @Test func aDamagedFileIsIgnoredWithANoteAndKept() throws {
        let folder = try TemporaryFolder("recentdamaged")
        defer { folder.remove() }
        let store = RecentStore(folder: folder.url.path)
        let junk = Data("{\"format\": \"termcolor-recent\", \"pictures\": [tru".utf8)
        try junk.write(to: URL(fileURLWithPath: store.file))
        let (recent, note) = store.load()
        #expect(recent.pictures.isEmpty && note == "recent pictures: a damaged list was ignored (\(store.file))")
        try store.record(Self.picture(3))
        #expect(store.load().0.pictures == [Self.picture(3)] && store.load().note == nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: store.damagedCopy)) == junk)
        // Relative paths in the list are damage too (a list written by something else).
        try Data(#"{"format":"termcolor-recent","version":1,"pictures":[{"page":"a.png","output":"/o.png","coloured":0,"regions":1,"time":0}]}"#.utf8)
            .write(to: URL(fileURLWithPath: store.file))
        #expect(store.load().note != nil)
    }

    @Test func anUnwritablePlaceIsFoundWithoutWriting() throws {
        let folder = try TemporaryFolder("recentro")
        defer { folder.remove() }
        // A file where the folder should be.
        try Data().write(to: URL(fileURLWithPath: folder.path("state")))
        let store = RecentStore(folder: folder.path("state/termcolor"))
        #expect(store.writeProblem() == "\(folder.path("state")) is not a folder")
        #expect(throws: (any Error).self) { try store.record(Self.picture(1)) }
        #expect(store.load().note == nil)  // nothing there to read
        #expect(RecentStore(folder: "/nonexistent-\(UUID().uuidString)/x").writeProblem() == nil || getuid() != 0)
    }
}
