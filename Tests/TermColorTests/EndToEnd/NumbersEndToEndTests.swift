import ColorCore
import Foundation
import Storage
import Testing
import TestSupport

/// A game of colour by number in the real program, in tmux: a numbered page opens with its
/// progress, each colour is chosen and `n` then Enter fill its regions until the finish message;
/// the saved picture is what `replay` makes of its log.
@Suite(TestTools.needsTmux, .serialized)
struct NumbersEndToEndTests {
    @Test func aNumberedPageIsPlayedToTheEnd() throws {
        let folder = try Tmux.temporaryFolder()
        let page = folder.appendingPathComponent("numbered.png").path
        try NumberedPageChunk.write(NumberedTestPage.page(), guide: NumberedTestPage.guide, to: page)
        let t = try Tmux(columns: 80, rows: 24, arguments: [page, "-o", "done.png"], folder: folder)
        try withExtendedLifetime(t) {
            guard try t.waitFor(text: "0 of 5 by number") else { Issue.record(Comment(rawValue: try t.screen())); return }
            for (colour, regions) in [("1", 2), ("2", 2), ("3", 1)] {
                try t.send(colour)
                for _ in 0..<regions { try t.send("n"); try t.send("\r") }
            }
            guard try t.waitFor(text: "finished by numbers") else { Issue.record(Comment(rawValue: try t.screen())); return }
            #expect(try t.screen().contains("all 5 regions") && t.screen().contains(" 1 ✓ 2 ✓[3]✓"))  // none left of any colour
            try t.send("q")
            #expect(try t.waitForExit() == 0)
            let saved = try PNGCodec.read(path: folder.appendingPathComponent("done.png").path)
            // Each region in its number's colour.
            for r in NumberedTestPage.guide.regions {
                let p = saved.pixel(r.x, r.y), want = NumberedTestPage.palette[r.number - 1]
                #expect(RGB(r: p.r, g: p.g, b: p.b) == want, "\(r)")
            }
            let replay = try CommandRun(["replay", page, "done.strokes.json", "-o", "replayed.png"], in: folder)
            #expect(replay.status == 0, "\(replay.stderr)")
            #expect(try Data(contentsOf: folder.appendingPathComponent("replayed.png"))
                    == Data(contentsOf: folder.appendingPathComponent("done.png")))
        }
    }
}
