import ColorCore
import Foundation
import Storage
import Testing
import TestSupport

/// A book in the real program, in tmux: a 3-page PDF opens as its gallery, page 2 is coloured,
/// the book reopens at page 2, and `export` writes the book whose page 2 alone is coloured
/// (read back through pdftoppm).
@Suite(TestTools.needsTmux, .serialized)
struct BookGalleryEndToEndTests {
    @Test func aBookPageColouredComesBackAndIsExported() throws {
        let folder = try CommandRun.temporaryFolder()
        let pdf = folder.appendingPathComponent("book.pdf").path
        let letter = (width: 612.0, height: 792.0)
        try Data(BookFiles.pdf(pages: [letter, letter, letter])).write(to: URL(fileURLWithPath: pdf))
        var sessions: [Tmux] = []
        defer { withExtendedLifetime(sessions) {} }

        let first = try Tmux(columns: 200, rows: 60, arguments: [pdf], folder: folder)
        sessions.append(first)
        guard try first.waitFor(text: "book: 3 pages") else { return }
        #expect(try first.screen().contains("page 3"))
        try first.send("l")
        try first.send("\r")
        guard try first.waitFor(text: "page-002.png") else { return }
        // Inside the page's outline, beside its red square.
        try first.send("f")
        try first.mouse(0, column: 80, row: 30)
        try first.mouse(0, column: 80, row: 30, release: true)
        try first.send("q")
        #expect(try first.waitForExit() == 0)
        let saved = folder.appendingPathComponent("book/page-002.png").path
        #expect(FileManager.default.fileExists(atPath: saved))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("book/page-001.png").path))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("exit.txt"))

        // Reopened, the book's gallery is at page 2: Enter continues it.
        let again = try Tmux(columns: 200, rows: 60, arguments: [pdf], folder: folder)
        sessions.append(again)
        guard try again.waitFor(text: "book: 3 pages") else { return }
        #expect(try again.screen().contains("1 of "), "page 2's tile says its progress")
        try again.send("\r")
        guard try again.waitFor(text: "continuing page-002.png") else { return }
        try again.send("Q")
        #expect(try again.waitForExit() == 0)

        let export = try CommandRun(["export", pdf, "-o", "out.pdf"], in: folder)
        #expect(export.status == 0, "\(export.stderr)")
        let original = try Self.rendered(pdf, in: folder, prefix: "original")
        let exported = try Self.rendered(folder.appendingPathComponent("out.pdf").path, in: folder, prefix: "exported")
        try #require(original.count == 3 && exported.count == 3)
        // The exported pages are pictures, the original's are vectors: drawn small, their thin
        // lines' edges differ (about 4% of the pixels); the fill covers over a third of page 2.
        #expect(Self.differing(original[0], exported[0]) < 0.08, "page 1 as it was")
        #expect(Self.differing(original[2], exported[2]) < 0.08, "page 3 as it was")
        #expect(Self.differing(original[1], exported[1]) > 0.3, "page 2 coloured")

        // Exported again over its own earlier output; never over another file.
        #expect(try CommandRun(["export", pdf, "-o", "out.pdf"], in: folder).status == 0)
        let refused = try CommandRun(["export", pdf, "-o", "book.pdf"], in: folder)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("is there and is not an earlier termcolor export"), "\(refused.stderr)")
    }

    /// The PDF's pages as pdftoppm draws them at 20 dpi.
    static func rendered(_ pdf: String, in folder: URL, prefix: String) throws -> [Page] {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/pdftoppm")
        p.arguments = ["-r", "20", "-png", pdf, folder.appendingPathComponent(prefix).path]
        try p.run()
        p.waitUntilExit()
        return try (1...3).compactMap { n in
            let path = folder.appendingPathComponent("\(prefix)-\(n).png").path
            return FileManager.default.fileExists(atPath: path) ? try PNGCodec.read(path: path) : nil
        }
    }

    /// The share of pixels whose colour differs by more than a little (scaling blurs edges alike).
    static func differing(_ a: Page, _ b: Page) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        var count = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a.pixel(x, y), q = b.pixel(x, y)
                if abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b)) > 96 { count += 1 }
            }
        }
        return Double(count) / Double(a.width * a.height)
    }
}
