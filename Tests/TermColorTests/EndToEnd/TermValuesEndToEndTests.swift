import ColorCore
import Foundation
import Screens
import Storage
import Testing
@testable import TermColor

/// The TERM values people's terminals and multiplexers set, in a real terminal (tmux, which shows
/// 256 colours): each shows the page and says which entry it was drawn with, the saved picture is
/// the same whatever TERM said, and the terminal is restored; `dumb` is refused in one line.
@Suite(.serialized, TestTools.needsTmux)
struct TermValuesEndToEndTests {
    @Test func everyTermThatCanShowAPageShowsIt() throws {
        var saved: [String: Data] = [:]
        for (term, note) in [("xterm", "drawn as xterm-256color"), ("screen", "drawn as screen-256color"),
                             ("mlterm", "drawn as mlterm-256color"), ("rxvt-unicode", "drawn as rxvt-unicode-256color"),
                             ("linux", "drawn as xterm-256color"), ("vt100", "drawn as xterm-256color"),
                             ("foot", "TERM=foot has no terminfo entry here: drawn as xterm-256color")] {
            guard let t = try DisplayEndToEndTests.start([], environment: ["TERM": term, "COLORTERM": ""]) else { return }
            #expect(try t.waitFor(text: note), "\(term)")
            // A stroke, then q saves: the picture does not depend on the entry.
            guard try DisplayEndToEndTests.paintRed(t, shows: { DisplayEndToEndTests.count($0, .indexed(ColorPalette.xtermIndex(DisplayEndToEndTests.red)), rows: 38) >= 20 }) != nil else { return }
            try DisplayEndToEndTests.quitAndCheckRestored(t)
            saved[term] = FileManager.default.contents(atPath: t.folder.appendingPathComponent("boxes-colored.png").path)
        }
        #expect(Set(saved.values).count == 1 && saved.count == 7, "the same picture under every TERM")
    }

    @Test func dumbIsRefusedInOneLine() throws {
        let folder = try Tmux.temporaryFolder()
        try DisplayEndToEndTests.page.write(to: folder.appendingPathComponent("boxes.png"))
        let t = try Tmux(columns: 80, rows: 24, arguments: [folder.appendingPathComponent("boxes.png").path], folder: folder,
                         environment: ["TERM": "dumb"])
        #expect(try t.waitForExit() == 1)
        #expect(t.file("stderr.txt") == "termcolor: TERM=dumb cannot move the cursor; termcolor needs a terminal that can (run it in a terminal window, or set TERM)\n")
        #expect(t.file("stty.txt") == t.file("stty-before.txt"))
    }
}
