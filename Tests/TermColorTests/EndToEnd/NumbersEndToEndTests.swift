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
    /// A numbered picture saved part way is continued by numbers when reopened (its progress by
    /// number replayed from its log), and the gallery's tile says that progress.
    @Test func aNumberedPictureIsContinuedByNumbersAndTheGallerySaysItsProgress() throws {
        let folder = try Tmux.temporaryFolder()
        let page = folder.appendingPathComponent("numbered.png").path
        try NumberedPageChunk.write(NumberedTestPage.page(), guide: NumberedTestPage.guide, to: page)
        let first = try Tmux(columns: 80, rows: 24, arguments: [page, "-o", "part.png"], folder: folder)
        try withExtendedLifetime(first) {
            guard try first.waitFor(text: "0 of 5 by number") else { Issue.record(Comment(rawValue: try first.screen())); return }
            try first.send("1")
            for _ in 0..<2 { try first.send("n"); try first.send("\r") }
            guard try first.waitFor(text: "2 of 5 by number") else { Issue.record(Comment(rawValue: try first.screen())); return }
            try first.send("q")
            #expect(try first.waitForExit() == 0)
        }
        let recent = RecentStore(folder: folder.appendingPathComponent(".state/termcolor").path).load().0.pictures
        #expect(recent.first?.byNumber == true && recent.first?.coloured == 2 && recent.first?.regions == 5)

        let again = try Tmux(columns: 80, rows: 24, arguments: [page, "-o", "part.png"], folder: folder)
        try withExtendedLifetime(again) {
            guard try again.waitFor(text: "continuing part.png") else { Issue.record(Comment(rawValue: try again.screen())); return }
            // Colour 1 (chosen last) has none left, colour 2 both, colour 3 its one.
            let continued = try again.screen()
            #expect(continued.contains("[1]✓ 2 2 3 1"), "\(continued)")
            try again.send("g")
            guard try again.waitFor(text: "Esc back to the picture") else { Issue.record(Comment(rawValue: try again.screen())); return }
            let gallery = try again.screen()
            #expect(gallery.contains("part") && gallery.contains("2 of 5 by number"), "\(gallery)")
            try again.send("\u{1b}")
            guard try again.waitForReady() else { return }
            try again.send("q")
            #expect(try again.waitForExit() == 0)
        }
    }
}
