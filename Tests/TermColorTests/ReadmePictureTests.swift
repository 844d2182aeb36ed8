import ColorCore
import Foundation
import Storage
import Testing

/// The README picture's stroke log (doc/readme.strokes.json) stays a log this program replays
/// onto the bundled scene, with the rainbow stroke it shows off.
@Suite(TestTools.needsBinary) struct ReadmePictureTests {
    @Test func theCommittedLogReplaysOntoTheScene() throws {
        let root = TestTools.repositoryRoot
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("readme.png").path
        let r = try CommandRun(["replay", root.appendingPathComponent("pages/scene.png").path,
                                root.appendingPathComponent("doc/readme.strokes.json").path, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let log = try StrokeLog(json: Data(contentsOf: root.appendingPathComponent("doc/readme.strokes.json")))
        #expect(log.events.contains(.color(.rainbow)))
        let picture = try PNGCodec.read(path: out)
        #expect(picture.pixel(100, 100) == RGBA(r: 0x8E, g: 0xCA, b: 0xE6))  // the sky, filled
    }

    /// The README's picture is what the program draws today: `snapshot` with the Makefile's
    /// `readme-picture` arguments gives the committed doc/readme.png, pixel for pixel.
    @Test func theCommittedPictureIsWhatSnapshotDraws() throws {
        let root = TestTools.repositoryRoot
        let folder = try CommandRun.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("readme.png").path
        let r = try CommandRun(["snapshot", root.appendingPathComponent("pages/scene.png").path,
                                "--log", root.appendingPathComponent("doc/readme.strokes.json").path,
                                "--size", "100x32", "--glyphs", "half", "--colors", "256", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let made = try PNGCodec.read(path: out)
        let committed = try PNGCodec.read(path: root.appendingPathComponent("doc/readme.png").path)
        #expect(made.width == committed.width && made.height == committed.height)
        // A count, not the pictures: the expectation would print every byte of both.
        let differing = zip(made.rgba, committed.rgba).filter { $0 != $1 }.count
        #expect(made.rgba.count == committed.rgba.count && differing == 0,
                "\(differing) bytes differ: doc/readme.png is out of date: run make readme-picture")
        let makefile = try String(contentsOf: root.appendingPathComponent("Makefile"), encoding: .utf8)
        #expect(makefile.contains("--size 100x32 --glyphs half --colors 256 -o doc/readme.png"), "the Makefile's arguments are the ones tested here")
    }
}
