import ColorCore
import Foundation
import Storage
import Testing
import TestSupport

/// Opening a photo in the real program, in tmux: it is turned into a coloring page first and the
/// status line says so; `--as-is` opens the photo itself; a bad JPEG ends before the terminal is
/// touched, with one line.
@Suite(TestTools.needsTmux, .serialized)
struct PhotoEndToEndTests {
    static var photos: URL { SharedTestData.photosDirectory }
    static var available: Bool { SharedTestData.available }

    @Test(.enabled(if: available, SharedTestData.skipReason))
    func aPhotoOpensAsAColoringPage() throws {
        let folder = try CommandRun.temporaryFolder()
        let photo = Self.photos.appendingPathComponent("chelsea.png").path
        let t = try Tmux(columns: 200, rows: 60, arguments: [photo, "-o", "cat.png"], folder: folder)
        guard try t.waitFor(text: "photo turned into a coloring page") else { return }
        #expect(try t.screen().contains("--as-is opens it unchanged"))
        // Fill at the middle of the screen and save: the saved page is the converted page, coloured.
        try t.send("f")
        try t.mouse(0, column: 100, row: 28)
        try t.mouse(0, column: 100, row: 28, release: true)
        try t.send("q")
        guard let status = try t.waitForExit() else { return }
        #expect(status == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("cat.png").path)
        #expect(saved.width == 451 && saved.height == 300)
        // Its lines are the converted page's: black outlines, no photo left.
        let art = LineArt(page: saved)
        #expect(art.darkness.filter { $0 >= 128 }.count < saved.width * saved.height / 4)

        let plain = try CommandRun.temporaryFolder()
        let asIs = try Tmux(columns: 200, rows: 60, arguments: [photo, "--as-is", "-o", "cat.png"], folder: plain)
        guard try asIs.waitForReady() else { return }
        #expect(try !asIs.screen().contains("photo turned into"))
        try asIs.send("Q")
    }

    static let jpegPhoto = photos.appendingPathComponent("../jpeg/chelsea-progressive.jpg").standardizedFileURL.path

    /// Fills the middle of the screen and quits (saving); returns the exit status.
    static func fillAndQuit(_ t: Tmux) throws -> Int? {
        try t.send("f")
        try t.mouse(0, column: 100, row: 28)
        try t.mouse(0, column: 100, row: 28, release: true)
        try t.send("q")
        return try t.waitForExit()
    }

    /// The side-by-side demo shows a photo as its coloring page too, and says so (it converted
    /// silently; it has no --as-is, so the note does not offer it).
    @Test(.enabled(if: available, SharedTestData.skipReason))
    func compareSaysAPhotoWasConverted() throws {
        let folder = try CommandRun.temporaryFolder()
        let photo = Self.photos.appendingPathComponent("chelsea.png").path
        let t = try Tmux(columns: 200, rows: 60, arguments: ["compare", photo], folder: folder)
        guard try t.waitFor(text: "photo turned into a coloring page") else { return }
        #expect(try !t.screen().contains("--as-is"))
        try t.send("q")
        #expect(try t.waitForExit() == 0)
    }

    /// A picture coloured on a JPEG photo reopens with no PAGE (the recent list) on the same
    /// converted page, its fill replayed; one coloured --as-is reopens as is (not converted,
    /// which would replay the strokes onto other regions).
    @Test(.enabled(if: available, SharedTestData.skipReason))
    func aPictureColouredOnAJPEGPhotoReopens() throws {
        let folder = try CommandRun.temporaryFolder()
        // Each session removes the folder when it goes: all are kept to the end.
        var sessions: [Tmux] = []
        defer { withExtendedLifetime(sessions) {} }
        let first = try Tmux(columns: 200, rows: 60, arguments: [Self.jpegPhoto, "-o", "cat.png"], folder: folder)
        sessions.append(first)
        guard try first.waitFor(text: "photo turned into a coloring page") else { return }
        #expect(try Self.fillAndQuit(first) == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("cat.png").path)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("exit.txt"))

        let again = try Tmux(columns: 200, rows: 60, arguments: [], folder: folder)
        sessions.append(again)
        guard try again.waitFor(text: "continuing cat.png (1 stroke)") else { return }
        #expect(try again.screen().contains("photo turned into a coloring page"))
        try again.send("q")
        #expect(try again.waitForExit() == 0)
        #expect(try PNGCodec.read(path: folder.appendingPathComponent("cat.png").path) == saved)

        try FileManager.default.removeItem(at: folder.appendingPathComponent("exit.txt"))
        let plain = try Tmux(columns: 200, rows: 60, arguments: [Self.jpegPhoto, "--as-is", "-o", "plain.png"], folder: folder)
        sessions.append(plain)
        guard try plain.waitForReady() else { return }
        #expect(try Self.fillAndQuit(plain) == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("exit.txt"))
        let reopened = try Tmux(columns: 200, rows: 60, arguments: [], folder: folder)
        sessions.append(reopened)
        guard try reopened.waitFor(text: "continuing plain.png (1 stroke)") else { return }
        #expect(try !reopened.screen().contains("photo turned into"))
        try reopened.send("Q")
    }

    @Test(.enabled(if: available, SharedTestData.skipReason))
    func aTruncatedJPEGEndsBeforeTheTerminalIsTouched() throws {
        let folder = try CommandRun.temporaryFolder()
        let bad = Self.photos.appendingPathComponent("../jpeg/x-truncated.jpg").standardizedFileURL.path
        let t = try Tmux(columns: 120, rows: 40, arguments: [bad], folder: folder)
        guard let status = try t.waitForExit() else { return }
        #expect(status == 1)
        let stderr = try String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)
        #expect(stderr == "termcolor: \(bad): truncated file\n")
        let before = try String(contentsOf: folder.appendingPathComponent("stty-before.txt"), encoding: .utf8)
        let after = try String(contentsOf: folder.appendingPathComponent("stty.txt"), encoding: .utf8)
        #expect(before == after)
    }
}
