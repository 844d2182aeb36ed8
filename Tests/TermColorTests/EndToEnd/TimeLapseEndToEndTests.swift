import ColorCore
import Foundation
import Storage
import Testing

/// The time-lapse in the program, in tmux: `t` saves `<picture>.webp` in the background while
/// painting goes on, ending on the picture; quitting first cancels it and leaves nothing; the
/// gallery plays a picture's colouring and comes back on a key.
@Suite(.serialized, TestTools.needsTmux)
struct TimeLapseEndToEndTests {
    /// Large enough that making its film takes seconds (the film is at the page's size: at most
    /// 1080 on the long side), so painting meanwhile is really meanwhile.
    static let page = TestPage(width: 1080, height: 720, rects: [Rect(x: 40, y: 40, width: 480, height: 640),
                                                                 Rect(x: 560, y: 40, width: 480, height: 300),
                                                                 Rect(x: 560, y: 380, width: 480, height: 300)])
    static let g = ViewGeometry(pageWidth: 1080, pageHeight: 720, columns: 120, rows: 40)
    static func cell(_ x: Double, _ y: Double) -> (column: Int, row: Int) { TestPage.cell(forPageX: x, y: y, in: g) }

    static func start() throws -> (Tmux, URL)? {
        let folder = try Tmux.temporaryFolder()
        try page.write(to: folder.appendingPathComponent("boxes.png"))
        // 50 ms a frame: the film takes seconds, so painting meanwhile is really meanwhile.
        let t = try Tmux(columns: 120, rows: 40, arguments: ["boxes.png"], folder: folder,
                         environment: ["TERMCOLOR_TIMELAPSE_FRAME_PAUSE_MS": "50"])
        guard try t.waitForReady() else { return nil }
        return (t, folder)
    }

    /// A stroke down the left box and a fill of the top right one.
    static func paint(_ t: Tmux) throws -> Bool {
        try t.drag([cell(150, 150), cell(300, 300), cell(400, 500), cell(200, 600)])
        try t.send("3")
        guard try t.waitFor(text: "colour yellow") else { return false }
        try t.send("f")
        guard try t.waitFor(text: "fill tool") else { return false }
        let c = cell(800, 200)
        try t.mouse(0, column: c.column, row: c.row)
        try t.mouse(0, column: c.column, row: c.row, release: true)
        return try t.waitFor(text: "regions coloured")
    }

    static func hasProgress(_ screen: String) -> Bool { screen.range(of: #"time-lapse \d+%"#, options: .regularExpression) != nil }

    /// The regions coloured, as the status line says ("2 of 4 regions coloured").
    static func coloured(_ screen: String) -> Int? {
        guard let r = screen.range(of: #"\d+ of \d+ regions coloured"#, options: .regularExpression) else { return nil }
        return Int(screen[r].prefix { $0.isNumber })
    }

    @Test func tSavesATimeLapseWhilePaintingGoesOnEndingOnThePicture() throws {
        guard let (t, folder) = try Self.start(), try Self.paint(t) else { return }
        try t.send("t")
        guard try t.waitUntil("the time-lapse's progress", { Self.hasProgress(try t.screen()) }) else { return }
        // Painting while it is made: the bottom right box filled, then that fill undone, so the
        // picture saved at the end is the one the time-lapse was made of.
        try t.send("4")
        let before = try #require(Self.coloured(try t.screen()))
        let c = Self.cell(800, 550)
        try t.mouse(0, column: c.column, row: c.row)
        try t.mouse(0, column: c.column, row: c.row, release: true)
        guard try t.waitUntil("the fill", { Self.coloured(try t.screen()) == before + 1 }) else { return }
        #expect(Self.hasProgress(try t.screen()), "the fill was painted while the time-lapse was being made")
        try t.send("u")
        guard try t.waitUntil("the undo", { Self.coloured(try t.screen()) == before }) else { return }
        guard try t.waitUntil("the time-lapse saved", seconds: 120, { try t.screen().contains("time-lapse saved to") }) else { return }
        #expect(!Self.hasProgress(try t.screen()))
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let film = try WebPAnimation.decode([UInt8](try Data(contentsOf: folder.appendingPathComponent("boxes-colored.webp"))))
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("boxes-colored.png").path)
        #expect(film.width == 1080 && film.height == 720)
        func packed(_ p: Page) -> [UInt32] { p.rgba.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) } }
        #expect(film.frames.first?.pixels == packed(Self.page.page), "the first frame is the blank page")
        #expect(film.frames.last?.pixels == packed(saved), "the last frame is the saved picture")
        // The blank page, the stroke (growing), the fill.
        #expect(film.frames.count >= 3)
        try RobustnessTests.expectTerminalRestored(t)
    }

    @Test func quittingWhileItIsMadeCancelsItAndLeavesNothing() throws {
        guard let (t, folder) = try Self.start(), try Self.paint(t) else { return }
        try t.send("t")
        guard try t.waitUntil("the time-lapse's progress", { Self.hasProgress(try t.screen()) }) else { return }
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(try t.screen().contains("boxes-colored.webp was not finished: quitting cancelled it"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.contains("webp") }, "\(names)")
        // The picture itself was saved as ever.
        #expect(names.contains("boxes-colored.png") && names.contains("boxes-colored.strokes.json"))
        // Nothing else was left beside it (a half-written file under another name).
        let expected: Set = ["boxes.png", "boxes-colored.png", "boxes-colored.strokes.json", ".state",
                             "stty-before.txt", "stty.txt", "stderr.txt", "exit.txt"]
        #expect(Set(names).subtracting(expected).isEmpty, "\(names)")
        try RobustnessTests.expectTerminalRestored(t)
    }

    @Test func theGalleryPlaysAPicturesColouringAndComesBackOnAKey() throws {
        guard let (t, _) = try Self.start(), try Self.paint(t) else { return }
        try t.send("g")
        guard try t.waitFor(text: "Esc back to the picture") else { return }
        #expect(try t.screen().contains("t plays"))
        try t.send("t")
        guard try t.waitFor(text: "any other key ends") else { return }
        #expect(try t.screen().contains("boxes-colored.png"))
        guard try t.waitFor(text: "finished") else { return }
        try t.send("x")
        guard try t.waitFor(text: "Esc back to the picture") else { return }
        let screen = try t.screen()
        #expect(screen.contains("Continue a picture") && screen.contains("boxes-colored") && !screen.contains("any other key ends"))
        try t.send("\u{1b}")
        guard try t.waitForReady() else { return }
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        try RobustnessTests.expectTerminalRestored(t)
    }
}
