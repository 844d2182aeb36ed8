import ColorCore
import Foundation
import Glibc
import Storage
import Testing

/// The gallery driven in tmux: opened from a picture with g, a bundled page picked with the
/// arrows and opened, painted, and the gallery again shows both pictures with their progress.
@Suite(.serialized, TestTools.needsTmux)
struct GalleryEndToEndTests {
    /// The bundled pages beside the binary, as the program finds them.
    static let bundled = TestTools.repositoryRoot.appendingPathComponent("pages")

    @Test(.enabled(if: FileManager.default.fileExists(atPath: bundled.appendingPathComponent("rocket.png").path),
                   "needs the bundled pages in pages/"))
    func pickTheThirdPageThenComeBack() throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder)
        guard try t.waitForReady() else { return }
        // The first picture: the left box filled, 1 of its 3 regions.
        try t.send("f")
        guard try t.waitShowing("fill tool") else { return }
        let left = RobustnessTests.cells([(80, 100)])[0]
        try t.mouse(0, column: left.column, row: left.row)
        try t.mouse(0, column: left.column, row: left.row, release: true)
        guard try t.waitShowing("1 of 3 regions coloured") else { return }

        // g saves it and shows the gallery: it first, then the pages, simple to detailed.
        try t.send("g")
        guard try t.waitShowing("Esc back to the picture", seconds: 90) else { return }
        var screen = try t.screen()
        #expect(screen.contains("Continue a picture") && screen.contains("boxes-colored") && screen.contains("1 of 3 regions coloured"))
        #expect(screen.contains("balloon") && screen.contains("12 regions") && screen.contains("rocket"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("boxes-colored.png").path))
        // Down to the pages, right twice: the third page. Enter opens it.
        try t.send("\u{1b}[B")
        try t.send("\u{1b}[C")
        try t.send("\u{1b}[C")
        try t.send("\r")
        guard try t.waitShowing("-> rocket-colored.png", seconds: 30) else { return }
        // Fill the region in the middle of the view (the rocket's lower window).
        try t.send("f")
        guard try t.waitShowing("fill tool") else { return }
        try t.mouse(0, column: 60, row: 19)
        try t.mouse(0, column: 60, row: 19, release: true)
        guard try t.waitShowing("1 of 37 regions coloured") else { return }

        // Back to the gallery: both pictures, the newest first, each with its progress.
        try t.send("g")
        guard try t.waitShowing("Esc back to the picture", seconds: 60) else { return }
        screen = try t.screen()
        #expect(screen.contains("1 of 37 regions coloured") && screen.contains("boxes-colored") && screen.contains("1 of 3 regions coloured"),
                "\(screen)")
        let rocketRow = screen.split(separator: "\n").firstIndex { $0.contains("rocket-colored") }
        let boxesRow = screen.split(separator: "\n").firstIndex { $0.contains("boxes-colored") }
        #expect(rocketRow != nil && rocketRow == boxesRow, "both on the first row of recent pictures")
        if let line = screen.split(separator: "\n").first(where: { $0.contains("rocket-colored") }),
           let rocket = line.range(of: "rocket-colored"), let boxes = line.range(of: "boxes-colored") {
            #expect(rocket.lowerBound < boxes.lowerBound, "newest first")
        }
        // Esc goes back to the rocket; q saves and quits.
        try t.send("\u{1b}")
        guard try t.waitShowing("? help") else { return }
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("rocket-colored.png").path))
        let recent = RecentStore(folder: folder.appendingPathComponent(".state/termcolor").path).load().0.pictures
        #expect(recent.map { URL(fileURLWithPath: $0.output).lastPathComponent } == ["rocket-colored.png", "boxes-colored.png"])
        #expect(recent.first?.coloured == 1 && recent.first?.regions == 37)
        try RobustnessTests.expectTerminalRestored(t)
    }

    /// `termcolor gallery` starts with the gallery; Esc quits and leaves the terminal as it was.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: bundled.appendingPathComponent("balloon.png").path),
                   "needs the bundled pages in pages/"))
    func galleryCommandStartsWithIt() throws {
        let folder = try Tmux.temporaryFolder()
        let t = try Tmux(columns: 100, rows: 30, arguments: ["gallery"], folder: folder)
        guard try t.waitShowing("Esc quits", seconds: 90) else { return }
        #expect(try t.screen().contains("balloon"))
        #expect(!(try t.screen().contains("Continue a picture")))
        try t.send("\u{1b}")
        #expect(try t.waitForExit() == 0)
        try RobustnessTests.expectTerminalRestored(t)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !ReopenEndToEndTests.harnessFiles.contains($0) }.isEmpty)
    }
}
