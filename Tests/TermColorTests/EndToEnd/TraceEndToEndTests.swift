import ColorCore
import Foundation
@testable import Screens
import Testing
import Bench
@testable import Tracing

/// `termcolor trace` in tmux: "A" traced by mouse drags and by keys computed from the screen's
/// own geometry completes and says so in `--result`; a wild drag shows red on screen and does
/// not complete. What the pane shows is checked cell by cell against the frame the program
/// logged (TERMCOLOR_FRAME_LOG), and the colours are counted in that frame.
@Suite(.serialized, TestTools.needsTmux)
struct TraceEndToEndTests {
    static let a = TraceItem("A")!

    /// Starts `termcolor trace A --result result.json` at `columns x rows`; waits for its start.
    static func start(columns: Int, rows: Int) throws -> Tmux? {
        let folder = try Tmux.temporaryFolder()
        let t = try Tmux(columns: columns, rows: rows, arguments: ["trace", "A", "--result", "result.json"], folder: folder,
                         environment: Tmux.frameLogEnvironment(folder))
        return try t.waitFor(text: "trace the letter A") ? t : nil
    }

    /// Quits with q; the result file once the program has ended (exit status 0, nothing on stderr).
    static func quit(_ t: Tmux) throws -> TraceResult? {
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(t.file("stderr.txt") == "")
        guard let text = t.file("result.json") else { Issue.record("no result.json"); return nil }
        return try JSONDecoder().decode(TraceResult.self, from: Data(text.utf8))
    }

    /// Waits until the pane shows, cell for cell, the frame whose status line says `words`; that
    /// frame's count of cells showing each of `colours` (in the drawing area).
    static func screen(saying words: String, _ t: Tmux, counting colours: [UInt8]) throws -> [Int]? {
        guard let frame = try t.expectScreenShowsFrame("\"\(words)\"", after: nil, where: { $0.text.contains(words) }) else { return nil }
        return colours.map { frame.cellsShowing($0, above: frame.rows - 1) }
    }

    @Test(arguments: [(80, 24), (200, 60)])
    func tracingAByMouseCompletesIt(_ size: (Int, Int)) throws {
        guard let t = try Self.start(columns: size.0, rows: size.1) else { return }
        let layout = TraceLayout(item: Self.a, columns: size.0, rows: size.1)
        let strokes = TraceGestures.dragCells(Self.a, layout)
        for (k, cells) in strokes.enumerated() {
            try t.drag(cells)
            guard try t.waitFor(text: k == strokes.count - 1 ? "well done" : "line \(k + 1) done") else { return }
        }
        // Green ink and gold stars; no red.
        let seen = try Self.screen(saying: "well done", t, counting: [TraceColours.xterm256.inkDone, TraceColours.xterm256.star, TraceColours.xterm256.offPath])
        #expect(seen.map { $0[0] > 20 && $0[1] > 10 && $0[2] == 0 } == true, "\(String(describing: seen))")
        let result = try Self.quit(t)
        #expect(result?.items.count == 1)
        let item = try #require(result?.items.first)
        #expect(item.text == "A" && item.complete && item.strokes == 3 && item.outOfBounds == 0)
        #expect(item.accuracy >= 0.9, "accuracy \(item.accuracy)")
    }

    @Test func tracingAWithTheKeyboardCompletesIt() throws {
        guard let t = try Self.start(columns: 80, rows: 24) else { return }
        let layout = TraceLayout(item: Self.a, columns: 80, rows: 24)
        let keys = TraceGestures.keys(Self.a, layout)
        for (k, stroke) in keys.enumerated() {
            try t.send(stroke)
            guard try t.waitFor(text: k == keys.count - 1 ? "well done" : "line \(k + 1) done") else { return }
        }
        let seen = try Self.screen(saying: "well done", t, counting: [TraceColours.xterm256.inkDone, TraceColours.xterm256.offPath])
        #expect(seen.map { $0[0] > 20 && $0[1] == 0 } == true, "\(String(describing: seen))")
        let item = try #require(try Self.quit(t)?.items.first)
        #expect(item.complete && item.strokes == 3 && item.outOfBounds == 0)
    }

    @Test func aWildDragIsRedAndDoesNotComplete() throws {
        guard let t = try Self.start(columns: 80, rows: 24) else { return }
        // Zigzags across the screen, far from A's legs.
        try t.drag([(2, 3), (10, 20), (18, 3), (26, 20), (70, 4), (78, 20)])
        let seen = try Self.screen(saying: "stay on the grey line", t, counting: [TraceColours.xterm256.offPath, TraceColours.xterm256.inkDone])
        #expect(seen.map { $0[0] > 20 && $0[1] == 0 } == true, "\(String(describing: seen))")
        let item = try #require(try Self.quit(t)?.items.first)
        #expect(!item.complete && item.strokes == 1 && item.outOfBounds > 0 && item.accuracy == 0)
    }

    @Test func aWildKeyboardStrokeIsRedAndDoesNotComplete() throws {
        guard let t = try Self.start(columns: 80, rows: 24) else { return }
        // From the start dot: far right along the top, then down, with the pen down.
        try t.send(" " + String(repeating: "L", count: 6) + String(repeating: "J", count: 3) + " ")
        let seen = try Self.screen(saying: "stay on the grey line", t, counting: [TraceColours.xterm256.offPath])
        #expect(seen.map { $0[0] > 5 } == true, "\(String(describing: seen))")
        let item = try #require(try Self.quit(t)?.items.first)
        #expect(!item.complete && item.outOfBounds > 0)
    }

    /// After three misses the hint runs on its own: the program ticks and draws new frames with
    /// the orange dot further along, with no input.
    @Test func theHintAnimatesWithoutInput() throws {
        guard let t = try Self.start(columns: 80, rows: 24) else { return }
        let layout = TraceLayout(item: Self.a, columns: 80, rows: 24)
        let backwards = TraceGestures.cells(TraceGestures.along(Self.a.strokes[0].reversed(), step: 0.01), layout)
        for _ in 0..<3 { try t.drag(backwards) }
        // Frames keep coming while nothing is typed (so the screen never settles for a cell check
        // here; the log is read instead), and the orange part changes from frame to frame.
        var first: LoggedFrame?
        guard try t.waitUntil("the hint", {
            first = t.loggedFrame().flatMap { $0.text.contains("orange dot") && $0.cellsShowing(TraceColours.xterm256.hint, above: 23) > 0 ? $0 : nil }
            return first != nil
        }), let first else { return }
        let orange = first.cellsShowing(TraceColours.xterm256.hint, above: 23)
        #expect(try t.waitUntil("a later hint frame") {
            guard let f = t.loggedFrame() else { return false }
            return f.sequence > first.sequence && f.cellsShowing(TraceColours.xterm256.hint, above: 23) != orange
        })
        _ = try Self.quit(t)
    }
}
