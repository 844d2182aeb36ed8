import ColorCore
import Foundation
import Glibc
@testable import Screens
import Storage
import Testing

/// The page area as a sixel image in a real xterm in VT340 mode (Xvfb), captured as a person sees
/// it: a one-pixel line shows one pixel wide (glyphs would spread it over a six-pixel cell), a
/// real pointer drag shows its paint on screen and in the saved picture, and after `q` no image
/// is left.
@Suite(.serialized, Xterm.needed)
struct PixelsEndToEndTests {
    static let red = ColorPalette.standard[0].rgb

    static func isRed(_ p: RGBA) -> Bool {
        abs(Int(p.r) - Int(red.r)) <= 12 && abs(Int(p.g) - Int(red.g)) <= 12 && abs(Int(p.b) - Int(red.b)) <= 12
    }

    /// `page` coloured by termcolor `--pixels sixel` (into out.png) in an xterm `-ti vt340` of
    /// 100 x 40 cells, waiting for input.
    static func startInSixelXterm(_ page: Page, folder: URL, arguments: [String] = ["page.png", "-o", "out.png"]) throws -> Xterm {
        _ = try PNGCodec.write(page, to: folder.appendingPathComponent("page.png").path)
        func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let script = """
            cd \(quote(folder.path)) && env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(quote(TestTools.termcolor)) \(arguments.map(quote).joined(separator: " ")) --pixels sixel 2> stderr.txt
            echo $? > exit.txt
            sleep 30
            """
        let x = try Xterm(columns: 100, rows: 40, script: script, folder: folder, emulator: .xterm(options: ["-ti", "vt340"]))
        #expect(Xterm.waitUntil(seconds: 60) { XtermEndToEndTests.termcolorIsWaitingForInput(in: folder) })
        usleep(500_000)
        return x
    }

    @Test func aSixelPageShowsRealPixelsAndPaintAndLeavesNoImage() throws {
        guard Xterm.available, TestTools.executable(named: "import") != nil else {
            if TestTools.endToEndRequired { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but Xvfb, xterm, xdotool or ImageMagick's import is missing (make deps)") }
            return
        }
        let folder = try Tmux.temporaryFolder()
        // 600 x 400 on 100 x 40 cells of 6 x 13: the page is shown one page pixel a screen pixel across.
        var page = TestPage(width: 600, height: 400, rects: [Rect(x: 40, y: 60, width: 240, height: 200)]).page
        for y in 0..<400 { page.setPixel(450, y, .black) }
        let x = try Self.startInSixelXterm(page, folder: folder)

        // Where page pixels are on screen: xterm's text area starts 2 pixels into the window; the
        // page is laid out in the measured 6 x 13 cell.
        let g = ViewGeometry(pageWidth: 600, pageHeight: 400, columns: 100, rows: 40, cellShape: CellShape(pixelWidth: 6, height: 13))
        let top = 2 + g.originY / g.cellPixels.y * 13, pageRows = g.displayHeight / g.cellPixels.y * 13
        func screen(_ px: Int, _ py: Int) -> (x: Int, y: Int) { (2 + px, top + py * pageRows / 400) }

        let shown = try #require(x.capture("shown.png"), "no capture of the window")
        let middle = screen(450, 330)
        let line = (middle.x - 2...middle.x + 2).map { Int(shown.pixel($0, middle.y).r) }
        #expect(line.min()! < 100 && line.filter { $0 < 200 }.count <= 2, "the 1-pixel line is not 1-2 pixels wide: \(line)")
        #expect(shown.pixel(middle.x - 5, middle.y) == .white && shown.pixel(middle.x + 5, middle.y) == .white)

        // A drag across the rectangle's inside.
        let from = screen(100, 160), to = screen(220, 160)
        x.drag(stride(from: from.x, through: to.x, by: 3).map { (x: $0, y: from.y) })
        usleep(1_000_000)
        let painted = try #require(x.capture("painted.png"))
        let onScreen = (from.x...to.x).filter { Self.isRed(painted.pixel($0, from.y)) }.count
        #expect(onScreen > (to.x - from.x) * 3 / 4, "\(onScreen) red pixels along the drag on screen")

        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 40, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(x.file("stderr.txt") == "")
        usleep(300_000)
        let after = try #require(x.capture("after.png"))
        let left = (0..<after.height).flatMap { y in (0..<after.width).filter { Self.isRed(after.pixel($0, y)) } }.count
        #expect(left == 0, "\(left) red pixels still on screen after q")
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        #expect(Self.isRed(saved.pixel(160, 160)), "the saved picture lacks the paint")
    }

    /// `play` draws its page area as the program does: a sixel image in xterm `-ti vt340`, the
    /// paint of the log in colour on screen, and no image left once a key ends it.
    @Test func playShowsTheColouringAsAnImage() throws {
        guard Xterm.available, TestTools.executable(named: "import") != nil else {
            if TestTools.endToEndRequired { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but Xvfb, xterm, xdotool or ImageMagick's import is missing (make deps)") }
            return
        }
        let folder = try Tmux.temporaryFolder()
        try Data(TimeLapseCommandTests.log.utf8).write(to: folder.appendingPathComponent("log.json"))
        let x = try Self.startInSixelXterm(TimeLapseCommandTests.page.page, folder: folder,
                                           arguments: ["play", "page.png", "log.json", "--speed", "32"])
        // The log's blue fill (#2080e0) as it is: the sixel palette holds it within a register's
        // precision, where glyphs in this 256-colour xterm would show its nearest index (#0087d7).
        func coloured(_ p: Page) -> Int {
            (0..<p.height).reduce(0) { n, y in
                n + (0..<p.width).filter { let c = p.pixel($0, y); return Int(max(c.r, c.g, c.b)) - Int(min(c.r, c.g, c.b)) > 80 }.count
            }
        }
        func exactBlue(_ p: Page) -> Int {
            (0..<p.height).reduce(0) { n, y in
                n + (0..<p.width).filter { let c = p.pixel($0, y); return abs(Int(c.r) - 0x20) <= 4 && abs(Int(c.g) - 0x80) <= 4 && abs(Int(c.b) - 0xe0) <= 4 }.count
            }
        }
        #expect(Xterm.waitUntil(seconds: 20) { (x.capture("playing.png").map(exactBlue) ?? 0) > 2000 }, "the fill is not on screen in its own colour")
        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 40, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        usleep(300_000)
        let after = try #require(x.capture("after.png"))
        #expect(coloured(after) == 0, "an image is left after the key")
    }

    /// In xterm's 6 x 13 cells the page keeps its aspect ratio (a 1:2 cell made it 8% too tall),
    /// and a click on a page point fills the region that point is in.
    @Test func aRoundPageIsRoundAndAClickFillsTheRegionUnderIt() throws {
        guard Xterm.available, TestTools.executable(named: "import") != nil else {
            if TestTools.endToEndRequired { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but Xvfb, xterm, xdotool or ImageMagick's import is missing (make deps)") }
            return
        }
        let folder = try Tmux.temporaryFolder()
        // A ring of radius 150 (3 pixels wide) on a 600 x 400 page: inside and outside are regions.
        var page = Page(width: 600, height: 400)
        for y in 0..<400 {
            for x in 0..<600 {
                let d = ((Double(x) - 300) * (Double(x) - 300) + (Double(y) - 200) * (Double(y) - 200)).squareRoot()
                if abs(d - 150) <= 1.5 { page.setPixel(x, y, .black) }
            }
        }
        let x = try Self.startInSixelXterm(page, folder: folder)

        // The ring's box in the page area (xterm's text area starts 2 pixels in; 38 rows of 13):
        // its black, darker than the letterbox (48).
        let shown = try #require(x.capture("round.png"), "no capture of the window")
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min
        for y in 2..<(2 + 38 * 13) {
            for sx in 2..<(2 + 100 * 6) where shown.pixel(sx, y).r < 24 {
                minX = min(minX, sx); maxX = max(maxX, sx); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        let width = maxX - minX + 1, height = maxY - minY + 1
        #expect(width > 250 && abs(Double(height) / Double(width) - 1) < 0.02, "the ring is \(width) x \(height) on screen")

        // A click just inside the ring's bottom (page 300, 338) fills the inside, not the outside.
        // The ring's outer edge covers page pixels 149-451 across and 49-351 down.
        let perPixelX = Double(width) / 303, perPixelY = Double(height) / 303
        let left = Double(minX) - 149 * perPixelX, top = Double(minY) - 49 * perPixelY
        let click = (x: Int((left + 300 * perPixelX).rounded()), y: Int((top + 338 * perPixelY).rounded()))
        x.keys(["f"])  // the fill tool: a click fills the region under it
        usleep(300_000)
        x.drag([click])
        usleep(800_000)
        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 40, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        #expect(Self.isRed(saved.pixel(300, 200)) && Self.isRed(saved.pixel(300, 340)), "the inside is not filled")
        #expect(!Self.isRed(saved.pixel(300, 360)) && !Self.isRed(saved.pixel(20, 20)), "the outside is filled")
    }
}
