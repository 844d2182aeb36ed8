import ColorCore
import Foundation
import Storage
import Testing
import TestSupport

/// A PDF page and an SVG in the real program, in tmux: `--page` and `--dpi` pick and size the
/// page, the coloured picture is that page at that size and reopens on it, a page drawn smaller
/// says so on the status line, and a bad PDF ends before the terminal is touched.
@Suite(TestTools.needsTmux, .serialized)
struct BookPageEndToEndTests {
    @Test func thePDFsSecondPageIsColouredAndReopens() throws {
        let folder = try CommandRun.temporaryFolder()
        let pdf = folder.appendingPathComponent("book.pdf").path
        try Data(BookFiles.pdf(pages: [(width: 612, height: 792), (width: 720, height: 360)])).write(to: URL(fileURLWithPath: pdf))
        var sessions: [Tmux] = []
        defer { withExtendedLifetime(sessions) {} }
        let arguments = [pdf, "--page", "2", "--dpi", "100", "-o", "page2.png"]
        let first = try Tmux(columns: 200, rows: 60, arguments: arguments, folder: folder)
        sessions.append(first)
        guard try first.waitForReady() else { return }
        #expect(try first.screen().contains("0 of 2 regions coloured"))
        // A quarter across the screen: inside the page's outline, outside its red square.
        try first.send("f")
        try first.mouse(0, column: 50, row: 28)
        try first.mouse(0, column: 50, row: 28, release: true)
        try first.send("q")
        #expect(try first.waitForExit() == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("page2.png").path)
        #expect(saved.width == 1000 && saved.height == 500)
        #expect(saved.pixel(250, 250) != .white, "the filled inside")
        #expect(saved.pixel(20, 20) == .white, "outside the outline, untouched")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("exit.txt"))

        let again = try Tmux(columns: 200, rows: 60, arguments: arguments, folder: folder)
        sessions.append(again)
        guard try again.waitFor(text: "continuing page2.png (1 stroke)") else { return }
        try again.send("q")
        #expect(try again.waitForExit() == 0)
        #expect(try PNGCodec.read(path: folder.appendingPathComponent("page2.png").path) == saved)
    }

    @Test func anSVGDrawnSmallerSaysSoOnTheStatusLine() throws {
        let folder = try CommandRun.temporaryFolder()
        let svg = folder.appendingPathComponent("long.svg").path
        try Data(BookFiles.svg(width: 20_000, height: 400)).write(to: URL(fileURLWithPath: svg))
        let t = try Tmux(columns: 200, rows: 60, arguments: [svg, "-o", "long.png"], folder: folder)
        guard try t.waitFor(text: "drawn at 16384x327, smaller than its 20000x400") else { return }
        try t.send("Q")
    }

    @Test func anEncryptedPDFEndsBeforeTheTerminalIsTouched() throws {
        let folder = try CommandRun.temporaryFolder()
        let pdf = folder.appendingPathComponent("locked.pdf").path
        try Data(BookFiles.pdf(pages: [(width: 612, height: 792)], encrypted: true)).write(to: URL(fileURLWithPath: pdf))
        let t = try Tmux(columns: 120, rows: 40, arguments: [pdf], folder: folder)
        guard let status = try t.waitForExit() else { return }
        #expect(status == 1)
        let stderr = try String(contentsOf: folder.appendingPathComponent("stderr.txt"), encoding: .utf8)
        #expect(stderr == "termcolor: \(pdf): encrypted PDF: it needs a password, which termcolor does not take\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasSuffix(".png") }, "\(names)")
    }
}
