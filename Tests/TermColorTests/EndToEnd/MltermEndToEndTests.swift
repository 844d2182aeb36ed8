import ColorCore
import Foundation
import Glibc
import Screens
import Storage
import Testing
@testable import TermColor

/// mlterm on a private X server with its own default TERM (`mlterm`, an 8-colour entry): the
/// terminal's answers lift it to mlterm-256color, the page goes out in 256 colours (the frame
/// log), a real pointer drag paints and the saved picture holds the paint. Skipped without
/// mlterm, Xvfb or xdotool.
@Suite(.serialized, .enabled(if: TestTools.termcolorAvailable && Xterm.available && Xterm.mlterm != nil,
                             "needs the built termcolor, Xvfb, mlterm and xdotool"))
struct MltermEndToEndTests {
    @Test func itsDefaultTermShowsColoursAndTakesTheMouse() throws {
        let folder = try Tmux.temporaryFolder()
        try TestPage(width: 600, height: 400, rects: []).write(to: folder.appendingPathComponent("blank.png"))
        func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = """
            cd \(quote(folder.path)) && echo "$TERM" > term.txt
            env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no TERMCOLOR_FRAME_LOG=frames.txt \(quote(TestTools.termcolor)) blank.png -o out.png 2> stderr.txt
            echo $? > exit.tmp && mv exit.tmp exit.txt
            sleep 30
            """
        let x = try Xterm(columns: 100, rows: 40, script: script, folder: folder, emulator: .mlterm)
        #expect(Xterm.waitUntil(seconds: 60) { XtermEndToEndTests.termcolorIsWaitingForInput(in: folder) })
        usleep(300_000)
        #expect(x.file("term.txt") == "mlterm\n")
        let red = ColorPalette.xtermIndex(ColorPalette.standard[0].rgb)
        // Across the middle of the window, well inside the page.
        x.drag((0...40).map { (x: 250 + 10 * $0, y: 300) })
        #expect(Xterm.waitUntil(seconds: 10) { let f = x.file("frames.txt") ?? ""; return f.contains(";5;\(red);") || f.contains(";5;\(red)m") }, "the red paint, in 256 colours, on screen")
        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 40, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(x.file("stderr.txt") == "")
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        let paint = ColorPalette.standard[0].rgb
        var painted = 0
        for y in 0..<saved.height {
            for x in 0..<saved.width {
                let p = saved.pixel(x, y)
                if p.r == paint.r && p.g == paint.g && p.b == paint.b { painted += 1 }
            }
        }
        #expect(painted > 2000, "the drag painted \(painted) pixels")
    }
}
