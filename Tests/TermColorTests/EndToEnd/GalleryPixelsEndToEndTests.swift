import ColorCore
import Foundation
import Glibc
@testable import Screens
import Storage
@testable import TermColor
import Testing

/// The gallery in a real xterm in VT340 mode (Xvfb), captured as a person sees it: with
/// `--pixels sixel` each tile's preview is an image (pixels vary inside a cell, which no block
/// glyph does), with `--pixels off` the same tiles are glyphs, and after `q` no tile is left.
@Suite(.serialized, Xterm.needed)
struct GalleryPixelsEndToEndTests {
    static let bundled = TestTools.repositoryRoot.appendingPathComponent("pages")
    static let columns = 100, rows = 40

    /// Where the tiles' previews are: the gallery of the nine bundled pages laid out at this size.
    static var tiles: [Rect] {
        let items = BundledPages.order.map { GalleryItem(kind: .page, name: $0, page: $0, preview: Page(width: 40, height: 30)) }
        return GalleryScreen(recent: [], pages: items, columns: columns, rows: rows, canGoBack: false).tileImages.map(\.visible)
    }

    /// The share of the tiles' cells in which some pixel row is not one colour: a block glyph's
    /// row is (xterm draws blocks over the whole cell width); an image of line art is not
    /// wherever a line crosses a cell.
    static func cellsWithDetail(_ shot: Page) -> Double {
        var detailed = 0, all = 0
        for r in tiles {
            for row in r.y..<r.maxY {
                for column in r.x..<r.maxX {
                    all += 1
                    let x0 = 2 + column * 6, y0 = 2 + row * 13
                    let varies = (y0..<y0 + 13).contains { y in
                        let lumas = (x0..<x0 + 6).map { x in let p = shot.pixel(x, y); return (Int(p.r) * 3 + Int(p.g) * 6 + Int(p.b)) / 10 }
                        return lumas.max()! - lumas.min()! > 30
                    }
                    if varies { detailed += 1 }
                }
            }
        }
        return Double(detailed) / Double(max(1, all))
    }

    /// The pixels of the tiles' area that pass `test`.
    static func count(_ shot: Page, _ test: (RGBA) -> Bool) -> Int {
        tiles.reduce(0) { n, r in
            n + (2 + r.y * 13..<2 + r.maxY * 13).reduce(0) { m, y in
                m + (2 + r.x * 6..<2 + r.maxX * 6).filter { test(shot.pixel($0, y)) }.count
            }
        }
    }

    /// The pages' lines: dark, but not the letterbox's grey (48).
    static func linePixels(_ shot: Page) -> Int { count(shot) { $0.r < 128 && abs(Int($0.r) - 48) > 6 } }

    /// `termcolor gallery` with `pixels` in an xterm -ti vt340, captured once it waits for input,
    /// then after q.
    static func run(pixels: String) throws -> (shown: Page, after: Page, stderr: String)? {
        let folder = try Tmux.temporaryFolder()
        func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        // Its own settings and recent pictures: the gallery is the nine bundled pages.
        let script = """
            cd \(quote(folder.path)) && env LANG=C.UTF-8 HOME=\(quote(folder.path)) XDG_CONFIG_HOME=\(quote(folder.path))/config \
            XDG_STATE_HOME=\(quote(folder.path))/state SWIFT_BACKTRACE=interactive=no \(quote(TestTools.termcolor)) gallery \
            --glyphs half --pixels \(pixels) 2> stderr.txt
            echo $? > exit.txt
            sleep 30
            """
        let x = try Xterm(columns: columns, rows: rows, script: script, folder: folder, options: ["-ti", "vt340"])
        #expect(Xterm.waitUntil(seconds: 90) { XtermEndToEndTests.termcolorIsWaitingForInput(in: folder) })
        usleep(500_000)
        guard let shown = x.capture("shown.png") else { Issue.record("no capture of the window"); return nil }
        x.keys(["q"])
        guard Xterm.waitUntil(seconds: 40, { x.file("exit.txt") != nil }) else { Issue.record("termcolor did not exit"); return nil }
        #expect(x.file("exit.txt")?.trimmingCharacters(in: .whitespacesAndNewlines) == "0")
        usleep(300_000)
        guard let after = x.capture("after.png") else { Issue.record("no capture after q"); return nil }
        return (shown, after, x.file("stderr.txt") ?? "")
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: bundled.appendingPathComponent("rocket.png").path), "needs the bundled pages in pages/"))
    func sixelTilesAreImagesAndNoneIsLeftAfterQuitting() throws {
        guard Xterm.available, TestTools.executable(named: "import") != nil else {
            if TestTools.endToEndRequired { Issue.record("TERMCOLOR_REQUIRE_E2E=1 but Xvfb, xterm, xdotool or ImageMagick's import is missing (make deps)") }
            return
        }
        #expect(Self.tiles.count == 9, "every bundled page in view at 100 x 40")
        guard let images = try Self.run(pixels: "sixel"), let glyphs = try Self.run(pixels: "off") else { return }
        #expect(images.stderr == "" && glyphs.stderr == "")
        let detail = (images: Self.cellsWithDetail(images.shown), glyphs: Self.cellsWithDetail(glyphs.shown))
        #expect(detail.glyphs < 0.01, "glyph tiles vary inside \(detail.glyphs * 100)% of their cells")
        #expect(detail.images > 0.05, "sixel tiles vary inside only \(detail.images * 100)% of their cells: not images")
        // The images show the pages' lines; after q the tiles' area is the terminal's white, all of it.
        #expect(Self.linePixels(images.shown) > 5000)
        let left = (images: Self.count(images.after) { $0 != .white }, glyphs: Self.count(glyphs.after) { $0 != .white })
        #expect(left.images == 0, "\(left.images) pixels not blank where the tiles were")
        #expect(left.glyphs == 0)
    }
}
