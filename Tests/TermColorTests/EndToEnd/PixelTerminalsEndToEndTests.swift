import ColorCore
import Foundation
import Glibc
import Screens
import Storage
import Testing

/// The page area as an image in kitty (its graphics protocol, through `--pixels auto`) and in
/// mlterm with its default TERM (sixel), each a real window on Xvfb captured as a person sees it:
/// a one-pixel line shows one or two pixels wide where it belongs (glyphs spread it over half a
/// cell), a real pointer drag shows its paint on screen and in the saved picture, and after `q`
/// no image is left. Every wait is for a condition, never a fixed time.
@Suite(.serialized)
struct PixelTerminalsEndToEndTests {
    static let red = ColorPalette.standard[0].rgb
    static let columns = 100, rows = 40
    /// 600 x 400, framed (so it can be found on screen), a rectangle to paint inside, and a
    /// one-pixel vertical line at x = 450.
    static let page: Page = {
        var p = TestPage(width: 600, height: 400, rects: [Rect(x: 0, y: 0, width: 600, height: 400),
                                                          Rect(x: 40, y: 60, width: 240, height: 200)]).page
        for y in 2..<398 { p.setPixel(450, y, .black) }
        return p
    }()

    static func isRed(_ p: RGBA) -> Bool {
        abs(Int(p.r) - Int(red.r)) <= 12 && abs(Int(p.g) - Int(red.g)) <= 12 && abs(Int(p.b) - Int(red.b)) <= 12
    }

    static var kittyReady: Bool { TestTools.termcolorAvailable && Xterm.available && Xterm.kitty != nil && TestTools.executable(named: "import") != nil }
    static var mltermReady: Bool { TestTools.termcolorAvailable && Xterm.available && Xterm.mlterm != nil && TestTools.executable(named: "import") != nil }

    @Test(.enabled(if: kittyReady || TestTools.endToEndRequired, "needs the built termcolor, Xvfb, xdotool, ImageMagick and kitty"))
    func kittyShowsThePageAsAnImageTakesADragAndLeavesNoImage() throws {
        guard Self.kittyReady else { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but kitty, Xvfb, xdotool or ImageMagick is missing (make deps)"); return }
        try Self.paintAndQuit(in: .kitty)
    }

    @Test(.enabled(if: mltermReady || TestTools.endToEndRequired, "needs the built termcolor, Xvfb, xdotool, ImageMagick and mlterm"))
    func mltermWithItsDefaultTermShowsThePageAsSixelTakesADragAndLeavesNoImage() throws {
        guard Self.mltermReady else { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but mlterm, Xvfb, xdotool or ImageMagick is missing (make deps)"); return }
        try Self.paintAndQuit(in: .mlterm)
    }

    /// `doctor` in kitty names kitty and its version, the graphics protocol, and that the page
    /// is drawn with it.
    @Test(.enabled(if: kittyReady || TestTools.endToEndRequired, "needs the built termcolor, Xvfb, xdotool and kitty"))
    func doctorInKittyNamesKitty() throws {
        guard Self.kittyReady else { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but kitty, Xvfb or xdotool is missing (make deps)"); return }
        let folder = try Tmux.temporaryFolder()
        let script = """
            cd \(Self.quote(folder.path)) && env SWIFT_BACKTRACE=interactive=no \(Self.quote(TestTools.termcolor)) doctor > doctor.tmp 2>&1
            mv doctor.tmp doctor.txt
            sleep 30
            """
        let x = try Xterm(columns: Self.columns, rows: Self.rows, script: script, folder: folder, emulator: .kitty)
        guard Xterm.waitUntil(seconds: 30, { x.file("doctor.txt") != nil }) else { Issue.record("doctor did not finish"); return }
        let text = x.file("doctor.txt") ?? ""
        let lines = text.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("  terminal ") && $0.contains("kitty(0.") && $0.hasSuffix("(XTVERSION)") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("  kitty graphics ") && $0.hasSuffix("yes (a=q answered OK)") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("  page drawn with ") && $0.hasSuffix("kitty image (--pixels auto)") }, "\(text)")
        #expect(lines.contains { $0.hasPrefix("  multiplexer ") && $0.hasSuffix("none") }, "\(text)")
    }

    static func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    /// termcolor (with its default `--pixels auto`) on the framed page in `emulator`: the page
    /// is an image, a drag paints on screen and in the saved picture, and `q` leaves no image.
    static func paintAndQuit(in emulator: Xterm.Emulator) throws {
        let folder = try Tmux.temporaryFolder()
        _ = try PNGCodec.write(page, to: folder.appendingPathComponent("page.png").path)
        let script = """
            cd \(quote(folder.path)) && echo "$TERM" > term.txt
            env LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(quote(TestTools.termcolor)) page.png -o out.png 2> stderr.txt
            echo $? > exit.tmp && mv exit.tmp exit.txt
            sleep 30
            """
        let started = Date()
        let x = try Xterm(columns: columns, rows: rows, script: script, folder: folder, emulator: emulator)
        var shown: PageOnScreen?
        var capture: Page?
        // Shown once the page is found and its thin line is drawn thin: a page in glyphs is never.
        let appeared = Xterm.waitUntil(seconds: 30) {
            guard let c = x.capture("shown.png"), let p = PageOnScreen(in: c, rows: rows, pageWidth: 600, pageHeight: 400) else { return false }
            (shown, capture) = (p, c)
            return p.showsThinLine(in: c, x: 450, y: 330)
        }
        guard let p = shown, let c = capture, appeared else {
            Issue.record("the page did not show as an image (stderr: \(x.file("stderr.txt") ?? "-"))")
            return
        }
        let shownAfter = Date().timeIntervalSince(started)
        if case .mlterm = emulator { #expect(x.file("term.txt") == "mlterm\n", "mlterm's own TERM") }
        // The frame's corners are where the paper says; the line at 450 is drawn from top to bottom.
        #expect([(1, 1), (598, 1), (1, 398), (598, 398)].allSatisfy { p.pixel(in: c, $0.0, $0.1).map(PageOnScreen.isInk) == true },
                "the frame's corners are not where the page was found: \(p)")
        #expect([30, 120, 200, 370].allSatisfy { p.showsThinLine(in: c, x: 450, y: $0) }, "the one-pixel line is not one or two pixels wide all down")

        // A drag across the rectangle's inside, at page row 160.
        let from = p.point(100, 160), to = p.point(220, 160)
        guard to.x < c.width, to.y < c.height else { Issue.record("the page is not where it was found: \(p)"); return }
        x.drag(stride(from: from.x, through: to.x, by: 3).map { (x: $0, y: from.y) })
        let dragged = Date()
        var redAlong = 0
        let paintShown = Xterm.waitUntil(seconds: 10) {
            guard let c = x.capture("painted.png") else { return false }
            redAlong = (from.x...to.x).filter { isRed(c.pixel($0, from.y)) }.count
            return redAlong > (to.x - from.x) * 3 / 4
        }
        #expect(paintShown, "\(redAlong) red pixels along the drag on screen")
        let paintAfter = Date().timeIntervalSince(dragged)

        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 30, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        #expect(x.file("stderr.txt") == "")
        // No image left: no paint and no thin line anywhere they were.
        var left = -1
        let gone = Xterm.waitUntil(seconds: 5) {
            guard let after = x.capture("after.png") else { return false }
            left = (0..<after.height).reduce(0) { n, y in n + (0..<after.width).filter { isRed(after.pixel($0, y)) }.count }
            return left == 0 && ![30, 120, 200, 370].contains { p.showsThinLine(in: after, x: 450, y: $0) }
        }
        #expect(gone, "an image is left after q (\(left) red pixels)")
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("out.png").path)
        #expect(isRed(saved.pixel(160, 160)) && !isRed(saved.pixel(500, 300)), "the saved picture lacks the paint, or has it outside the rectangle")
        print("\(emulator): page shown \(String(format: "%.1f", shownAfter)) s after the window was asked for, paint on screen \(String(format: "%.2f", paintAfter)) s after the drag ended")
    }
}
