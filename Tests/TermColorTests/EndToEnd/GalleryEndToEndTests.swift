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
        #expect(screen.contains("balloon") && screen.contains("11 regions") && screen.contains("rocket"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("boxes-colored.png").path))
        // Down to the pages, right twice: the third page. Enter opens it.
        try t.send("\u{1b}[B")
        try t.send("\u{1b}[C")
        try t.send("\u{1b}[C")
        try t.send("\r")
        guard try t.waitShowing("-> rocket-colored.png", seconds: 30) else { return }
        // Fill the region in the middle of the view (the rocket's lower window) in its number's
        // colour: the rocket is numbered, the window's glass is number 11 (0 picks 10, ] the next).
        try t.send("0")
        try t.send("]")
        try t.send("f")
        guard try t.waitShowing("fill tool") else { return }
        try t.mouse(0, column: 60, row: 19)
        try t.mouse(0, column: 60, row: 19, release: true)
        guard try t.waitShowing("1 of 36 by number") else { return }

        // Back to the gallery: both pictures, the newest first, each with its progress.
        try t.send("g")
        guard try t.waitShowing("Esc back to the picture", seconds: 60) else { return }
        screen = try t.screen()
        #expect(screen.contains("1 of 36 by number") && screen.contains("boxes-colored") && screen.contains("1 of 3 regions coloured"),
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
        #expect(recent.first?.coloured == 1 && recent.first?.regions == 36)
        try RobustnessTests.expectTerminalRestored(t)
    }

    /// The settings' output folder holds every picture that no -o names: a bundled page picked in
    /// `termcolor gallery` and the bundled page of the very first run, either of which could be
    /// coloured into the current folder instead. The gallery names an unknown settings key too.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: bundled.appendingPathComponent("balloon.png").path),
                   "needs the bundled pages in pages/"))
    func bundledPagesAreColouredInTheSettingsFolder() throws {
        let folder = try Tmux.temporaryFolder()
        let config = folder.appendingPathComponent("cfg/termcolor"), pictures = folder.appendingPathComponent("pictures")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "output-folder = \"\(pictures.path)\"\nbrsh = 3\n".write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let environment = ["XDG_CONFIG_HOME": folder.appendingPathComponent("cfg").path]
        /// Fills the region in the middle of the screen, then q.
        /// `number`: the keys that pick the colour to fill with first (the bundled pages are
        /// numbered, and only a region's own colour makes it count: the balloon's middle is number
        /// 4, the scene's is its roof, number 16: 0 picks 10, each ] the next).
        func fillTheMiddleAndQuit(_ t: Tmux, number: String? = nil) throws -> Bool {
            if let number { try t.send(number) }
            try t.send("f")
            guard try t.waitShowing("fill tool") else { return false }
            try t.mouse(0, column: 50, row: 14)
            try t.mouse(0, column: 50, row: 14, release: true)
            guard try t.waitShowing("1 of") else { return false }
            try t.send("q")
            return try t.waitForExit() == 0
        }
        let gallery = try Tmux(columns: 100, rows: 30, arguments: ["gallery"], folder: folder, environment: environment)
        // The settings' warning stands where the keys' hint would.
        guard try gallery.waitShowing("config.toml: unknown key 'brsh' ignored", seconds: 90) else { return }
        try gallery.send("\r")  // the first page: the balloon
        guard try gallery.waitShowing("balloon-colored.png", seconds: 30) else { return }
        #expect(try fillTheMiddleAndQuit(gallery, number: "4"))
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("balloon-colored.png").path))

        // The first run with no PAGE (no recent pictures in this state folder): the bundled scene.
        // (Another folder: a harness's files, such as the exit status, are one per folder.)
        let other = try Tmux.temporaryFolder()
        let first = try Tmux(columns: 100, rows: 30, arguments: [], folder: other, environment: environment)
        guard try first.waitShowing("unknown key 'brsh' ignored", seconds: 30) else { return }
        #expect(try fillTheMiddleAndQuit(first, number: "0]]]]]]"))
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("scene-colored.strokes.json").path))
        for here in [folder, other] {
            let files = try FileManager.default.contentsOfDirectory(atPath: here.path).filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") }
            #expect(files.isEmpty, "nothing coloured into the current folder: \(files)")
        }
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
