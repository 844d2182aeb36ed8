import ColorCore
import Foundation
@testable import Screens
import Storage
import Testing

/// The colourist's toolbox in the real program under tmux: the colour picker (keys, mouse,
/// `#rrggbb`), the eraser and the rainbow, `compare`, a GIMP palette, the settings file.
@Suite(.serialized, TestTools.needsTmux)
struct ToolboxEndToEndTests {
    static let boxes = EndToEndTests.twoBoxes
    static let red = ColorPalette.standard[0].rgb
    static let pastel = """
        GIMP Palette
        Name: Pastel
        #
        255 179 186\tPink
        255 223 186\tPeach
        255 255 186\tLemon
        186 255 201\tMint
        186 225 255\tBaby blue
        212 186 255\tLilac

        """
    static let pastelColours = [RGB(r: 255, g: 179, b: 186), RGB(r: 255, g: 223, b: 186), RGB(r: 255, g: 255, b: 186),
                                RGB(r: 186, g: 255, b: 201), RGB(r: 186, g: 225, b: 255), RGB(r: 212, g: 186, b: 255)]

    /// A folder with the two-box page in it.
    static func folderWithPage() throws -> (URL, String) {
        let folder = try Tmux.temporaryFolder()
        let page = folder.appendingPathComponent("boxes.png")
        try boxes.write(to: page)
        return (folder, page.path)
    }

    static func click(_ t: Tmux, _ cell: (column: Int, row: Int)) throws {
        try t.mouse(0, column: cell.column, row: cell.row)
        try t.mouse(0, column: cell.column, row: cell.row, release: true)
    }

    static func rgba(_ c: RGB) -> RGBA { RGBA(r: c.r, g: c.g, b: c.b) }

    /// The terminal colours of the palette bar's first `count` swatches (their label cells).
    static func barSwatches(_ cells: ScreenCells, row: Int, count: Int) -> [ScreenColour?] {
        (0..<count).map { cells.cell(2 + 4 * $0, row)?.bg }
    }

    static func screenCells(_ t: Tmux) throws -> ScreenCells {
        ScreenCells(text: try t.tmux(["capture-pane", "-p", "-e", "-N"]))
    }

    @Test func thePickerChoosesByKeysByMouseAndByHashAndThePNGHasIt() throws {
        let (folder, page) = try Self.folderWithPage()
        let t = try Tmux(columns: 100, rows: 30, arguments: [page], folder: folder)
        guard try t.waitForReady() else { return }
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 100, rows: 30)
        let box0 = TestPage.cell(forPageX: 80, y: 100, in: g), box1 = TestPage.cell(forPageX: 220, y: 100, in: g)
        let background = TestPage.cell(forPageX: 150, y: 195, in: g)
        try t.send("f")

        // Keys: the picker opens on the selected colour (red); down, down, right, Enter.
        try t.send("p")
        guard try t.waitFor(text: "pick a colour") else { return }
        var model = ColourPicker(truecolour: false, current: Self.red)
        for key in ["j", "j", "l"] {
            try t.send(key)
            _ = model.handle(.char(key.unicodeScalars.first!))
        }
        try t.send("\r")
        guard case .chosen(let byKeys) = model.handle(.enter) else { Issue.record("the model did not choose"); return }
        guard try t.waitFor(text: "colour \(byKeys.hex)") else { return }
        try Self.click(t, box0)

        // Mouse: a click on the swatch in grid column 15, row 3.
        try t.send("p")
        guard try t.waitFor(text: "pick a colour") else { return }
        let layout = model.layout(columns: 100, rows: g.viewRows)
        try Self.click(t, (layout.left + 15 * layout.swatchWidth + layout.swatchWidth / 2,
                           layout.top + 3 * layout.swatchHeight + layout.swatchHeight / 2))
        let byMouse = ColourGrid.xterm[15, 3]
        guard try t.waitFor(text: "colour \(byMouse.hex)") else { return }
        try Self.click(t, box1)

        // Any colour, typed.
        try t.send("p")
        guard try t.waitFor(text: "pick a colour") else { return }
        try t.send("#123456")
        try t.send("\r")
        guard try t.waitFor(text: "colour #123456") else { return }
        try Self.click(t, background)

        // The three are the recent colours on the bar, newest first, after the 16.
        let picked = [RGB(r: 0x12, g: 0x34, b: 0x56), byMouse, byKeys]
        #expect(try t.waitUntil("the recent colours on the bar") {
            let bar = Self.barSwatches(try Self.screenCells(t), row: 28, count: 19)
            return Array(bar[16...]) == picked.map { .indexed(ColorPalette.xtermIndex($0)) }
        })
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("boxes-colored.png").path)
        #expect(saved.pixel(80, 100) == Self.rgba(byKeys))
        #expect(saved.pixel(220, 60) == Self.rgba(byMouse))
        #expect(saved.pixel(150, 195) == Self.rgba(picked[0]) && saved.pixel(5, 5) == Self.rgba(picked[0]))
    }

    /// `x` then a fill takes the paint off; `w` and a drag paint a run of colours; the log
    /// records `"none"` and `"rainbow"` and replays to the same PNG, byte for byte.
    @Test func theEraserAndTheRainbowFromTheKeyboardReplayExactly() throws {
        let (folder, page) = try Self.folderWithPage()
        let t = try Tmux(columns: 100, rows: 30, arguments: [page], folder: folder)
        guard try t.waitForReady() else { return }
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 100, rows: 30)
        try t.send("f")
        try Self.click(t, TestPage.cell(forPageX: 80, y: 100, in: g))
        try t.send("x")
        guard try t.waitFor(text: "eraser") else { return }
        try Self.click(t, TestPage.cell(forPageX: 60, y: 60, in: g))
        try t.send("f")
        try t.send("w")
        guard try t.waitFor(text: "rainbow") else { return }
        try t.send("++")
        try t.drag(stride(from: 170.0, through: 270, by: 10).map { TestPage.cell(forPageX: $0, y: 100, in: g) })
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let out = folder.appendingPathComponent("boxes-colored.png").path
        let saved = try PNGCodec.read(path: out)
        for (x, y) in [(30, 30), (80, 100), (130, 170)] { #expect(saved.pixel(x, y) == .white, "(\(x), \(y)) still painted") }
        let along = Set((175...265).map { saved.pixel($0, 100) })
        #expect(along.count >= 5, "\(along.count) colours along the rainbow stroke")
        #expect(!along.contains(.white))
        let log = try StrokeLog(json: Data(contentsOf: URL(fileURLWithPath: folder.appendingPathComponent("boxes-colored.strokes.json").path)))
        #expect(log.events.contains(.color(.eraser)) && log.events.contains(.color(.rainbow)))
        for mode in ["optimized", "naive"] {
            let again = folder.appendingPathComponent("again-\(mode).png").path
            let r = try CommandRun(["replay", page, folder.appendingPathComponent("boxes-colored.strokes.json").path, "-o", again, "--mode", mode])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: out))
        }
    }

    /// One drag in the left half paints both halves; they differ where the stroke bends and
    /// nowhere else; nothing is saved.
    @Test func compareMirrorsOneDragIntoBothHalves() throws {
        let folder = try Tmux.temporaryFolder()
        let page = folder.appendingPathComponent("frame.png")
        try TestPage(width: 300, height: 200, rects: [Rect(x: 0, y: 0, width: 300, height: 200)]).write(to: page)
        let t = try Tmux(columns: 121, rows: 40, arguments: ["compare", page.path], folder: folder)
        guard try t.waitForReady() else { return }
        #expect(try t.screen().contains("Hermite") && t.screen().contains("straight segments"))
        try t.send("+")
        try t.drag([(10, 25), (18, 12), (26, 25), (34, 12), (42, 25)])
        let red = ScreenColour.indexed(ColorPalette.xtermIndex(Self.red))
        func paintedCells(_ cells: ScreenCells, side: Int) -> Int {
            (1..<37).reduce(0) { n, r in n + (0..<60).filter { c in
                guard let cell = cells.cell(c + side * 61, r) else { return false }
                return cell.fg == red || cell.bg == red
            }.count }
        }
        // Compared once the screen has settled (two captures 50 ms apart alike): under load 5 a
        // capture taken while the drag was still being drawn differed at a cell far from the stroke.
        var cells = ScreenCells(text: ""), previous: [[ScreenCell]] = []
        #expect(try t.waitUntil("paint on both sides, settled") {
            cells = try Self.screenCells(t)
            defer { previous = cells.rows }
            return paintedCells(cells, side: 0) > 40 && paintedCells(cells, side: 1) > 40 && cells.rows == previous
        })
        var differing: [(Int, Int)] = []
        for r in 1..<37 {
            for c in 0..<60 where cells.cell(c, r) != cells.cell(c + 61, r) { differing.append((c, r)) }
        }
        #expect(differing.count > 5, "the halves are the same")
        #expect(differing.allSatisfy { (4...48).contains($0.0) && (8...30).contains($0.1) }, "differences away from the stroke: \(differing)")
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(files.filter { $0.hasSuffix(".png") || $0.hasSuffix(".json") || $0.hasSuffix(".jsonl") } == ["frame.png"])
    }

    @Test func aGIMPPaletteIsOnTheBar() throws {
        let (folder, page) = try Self.folderWithPage()
        let gpl = folder.appendingPathComponent("pastel.gpl")
        try Self.pastel.write(to: gpl, atomically: true, encoding: .utf8)
        let t = try Tmux(columns: 100, rows: 30, arguments: [page, "--palette", gpl.path], folder: folder)
        guard try t.waitForReady() else { return }
        let bar = Self.barSwatches(try Self.screenCells(t), row: 28, count: 7)
        #expect(Array(bar.prefix(6)) == Self.pastelColours.map { .indexed(ColorPalette.xtermIndex($0)) })
        #expect(bar[6] == .indexed(Chrome.barBackground))  // six swatches, no more
        #expect(try t.screen().contains("Pink"))
        try t.send("4")
        guard try t.waitFor(text: "colour Mint") else { return }
        try t.send("f")
        try Self.click(t, TestPage.cell(forPageX: 80, y: 100, in: ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 100, rows: 30)))
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        let saved = try PNGCodec.read(path: folder.appendingPathComponent("boxes-colored.png").path)
        #expect(saved.pixel(80, 100) == Self.rgba(Self.pastelColours[3]))
    }

    @Test func aBadPaletteIsOneLineNamingTheFileAndLine() throws {
        let (folder, page) = try Self.folderWithPage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gpl = folder.appendingPathComponent("bad.gpl")
        try "GIMP Palette\nName: x\n255 0 zero\n".write(to: gpl, atomically: true, encoding: .utf8)
        let r = try CommandRun([page, "--palette", gpl.path])
        #expect(r.status == 1 && r.stdout.isEmpty)
        #expect(r.stderr == "termcolor: \(gpl.path): line 3: expected red, green and blue from 0 to 255 and a name, got \"255 0 zero\"\n")
        let missing = try CommandRun([page, "--palette", folder.appendingPathComponent("nope.gpl").path])
        #expect(missing.status == 1 && missing.stderr.hasSuffix("nope.gpl: no such file\n"))
    }

    /// The settings file's palette, brush and output folder are in effect; its unknown key is
    /// named once on the status line and then left alone; nothing goes to stderr.
    @Test func theSettingsFileIsInEffectAndAnUnknownKeyIsNamedOnce() throws {
        let (folder, page) = try Self.folderWithPage()
        let config = folder.appendingPathComponent("cfg/termcolor")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Self.pastel.write(to: config.appendingPathComponent("pastel.gpl"), atomically: true, encoding: .utf8)
        // The output folder is made when it is missing (a new ~/Pictures is not refused).
        let pictures = folder.appendingPathComponent("pictures/termcolor")
        try "# mine\npalette = \"pastel.gpl\"\nbrush = 8\nbrsh = 3\noutput-folder = \"\(pictures.path)\"\n"
            .write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        // A page that cannot be read makes no folder.
        let unread = try CommandRun([folder.appendingPathComponent("missing.png").path],
                                    environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("cfg").path])
        #expect(unread.status == 1 && !FileManager.default.fileExists(atPath: pictures.path), "\(unread.stderr)")
        let t = try Tmux(columns: 100, rows: 30, arguments: [page], folder: folder,
                         environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("cfg").path])
        guard try t.waitForReady() else { return }
        let screen = try t.screen()
        #expect(screen.contains("brush 8 cells") && screen.contains("Pink"))
        #expect(screen.components(separatedBy: "brsh").count == 2, "the unknown key is named once: \(screen)")
        #expect(screen.contains("config.toml: unknown key 'brsh' ignored"))
        let bar = Self.barSwatches(try Self.screenCells(t), row: 28, count: 6)
        #expect(bar == Self.pastelColours.map { .indexed(ColorPalette.xtermIndex($0)) })
        let g = ViewGeometry(pageWidth: 300, pageHeight: 200, columns: 100, rows: 30)
        try t.drag([TestPage.cell(forPageX: 60, y: 100, in: g), TestPage.cell(forPageX: 100, y: 100, in: g)])
        try t.send("]")
        guard try t.waitFor(text: "colour Peach") else { return }
        #expect(try !t.screen().contains("brsh"))
        try t.send("q")
        #expect(try t.waitForExit() == 0)
        #expect(t.file("stderr.txt") == "")
        // Saved in the settings' output folder.
        let log = try StrokeLog(json: Data(contentsOf: pictures.appendingPathComponent("boxes-colored.strokes.json")))
        #expect(FileManager.default.fileExists(atPath: pictures.appendingPathComponent("boxes-colored.png").path))
        #expect(log.events.prefix(2) == [.color(.rgb(Self.pastelColours[0])), .brush((8 * g.scale * 100).rounded() / 100, cells: 8)])
    }

    @Test func aBadSettingsValueIsOneLineNamingTheFileAndKey() throws {
        let (folder, page) = try Self.folderWithPage()
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("cfg/termcolor")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try "brush = \"big\"\n".write(to: config.appendingPathComponent("config.toml"), atomically: true, encoding: .utf8)
        let r = try CommandRun([page], environment: ["XDG_CONFIG_HOME": folder.appendingPathComponent("cfg").path])
        #expect(r.status == 1)
        #expect(r.stderr == "termcolor: \(config.path)/config.toml: brush must be a number of cells from 0.5 to 32\n")
    }
}
