import ArgumentParser
import ColorCore
import Opening
import Pixels
import Foundation
import Screens
import Storage

/// `termcolor snapshot PAGE [--log LOG.json] --size COLSxROWS [--glyphs ...] [--colors ...]
/// [--as-is] [--pixels kitty|sixel|auto [--cell-size WxH]] -o SCREEN.png`: the screen the interactive
/// program would show for the page (with the log's strokes) on a terminal of that size, as a PNG of 8x16
/// image pixels per cell (doc/termcolor.1). The frame comes from the same app and renderer as the
/// interactive screen; `FrameImage` draws it. With `--pixels` (not off) the PNG is the page area as the
/// pixel view draws it instead, at the cell size given (`PixelAreaImage`, what the terminal is sent).
struct SnapshotCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot",
        abstract: "Write the screen the program would show for a page as a PNG (8x16 pixels per cell; text is drawn as grey marks), or with --pixels its page area as the pixel view draws it.")

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file (a photo is turned into a coloring page first, as the program does).", completion: .pageFiles) var page: String
    @Option(help: ArgumentHelp("A stroke log to apply first.", valueName: "LOG.json")) var log: String?
    @Option(help: ArgumentHelp("The terminal size in cells.", valueName: "COLSxROWS")) var size: String
    @Option(name: .short, help: ArgumentHelp("Where to write the picture of the screen.", valueName: "SCREEN.png"))
    var output: String
    @Option(help: ArgumentHelp("With --pixels: one cell in screen pixels (xterm's default font is 6x13).", valueName: "WxH"))
    var cellSize = "6x13"
    @OptionGroup var display: DisplayArguments
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var picture: PictureOptions
    @OptionGroup var pageChoice: PageChoiceOptions

    func run() throws {
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
            failAndExit("--size \(size): expected COLSxROWS, e.g. 200x60")
        }
        guard (1...2000).contains(columns), (1...1000).contains(rows) else {
            failAndExit("--size \(size): from 1x1 to 2000x1000")
        }
        // Any protocol asked for draws the same pixels (a snapshot probes no terminal): the view
        // before it is encoded.
        let pixelView = (display.pixels?.request ?? .off) == .off ? nil : Self.pixelView(cellSize)
        let output = freeOutputOrExit(output, page: page)
        let file = writableOutputOrExit(output, as: .snapshot, drawing: log)
        // The page the program colours: a photo converted (unless --as-is), so the screen and a
        // log coloured on it are what the program shows, never the photo as it was.
        let named = log.flatMap(EarlierPageDigests.ofLog(at:))
        let drawing = self.drawing.headless
        let coloring = LogStart.page(of: try loadPageOrExit(page, choice: pageChoice.choice), named: named, asIs: picture.asIs)
        let start = LogStart(coloring: coloring, log: log.map(loadStrokeLogOrExit), drawing: drawing)
        let image = start.coloring.page
        let session: Session
        do { session = try start.session() } catch { failAndExit("\(log ?? page): \(error.description)") }
        if let log { noteIfDrawnOnAnotherPage(log: log, named: named, page: image, pagePath: page) }
        // As the interactive program would resolve the options on this terminal.
        Curses.setLocale()
        let (glyphs, note) = DisplaySetup.glyphs(display.glyphs ?? .auto)
        let truecolor = DisplaySetup.wantsTruecolor(display.colours ?? .auto) && DisplaySetup.canSendTruecolor
        let depth = DisplaySetup.depth(display.colours ?? .auto, truecolor: truecolor, colourCount: 256)
        var screen = ColoringScreen(session: session, columns: columns, rows: rows, paths: SavePaths(page: page, output: nil),
                                    modeName: drawing.mode.rawValue, rescueFolder: "/dev/null",
                                    display: DisplayOptions(glyphs: glyphs, colours: depth,
                                                            finishesLines: start.coloring.finishesLines(start.finder.lineArt),
                                                            cellShape: pixelView.map { CellShape(pixelWidth: $0.cellWidth, height: $0.cellHeight) } ?? .usual))
        if coloring.conversion == nil, let guide = numberGuideOrExit(page, width: image.width, height: image.height) {
            screen.playByNumbers(guide)
        }
        var app = App(screen, columns: columns, rows: rows)
        if let note { _ = app.handle(.notice(note, warning: true)) }
        let picture: Page
        if let pixelView {
            guard let area = screen.pixelPage else { failAndExit("--size \(size): too small to show the page") }
            let image = PixelAreaImage.whole(app.frame(), page: area, view: pixelView)
            picture = Page(image)
        } else {
            picture = FrameImage.render(app.frame())
        }
        do { _ = try PNGCodec.write(picture, to: file, opaque: true, software: OutputGuard.snapshotSoftware) } catch {
            failAndExit("\(output): \(error.message)")
        }
    }

    /// `--cell-size WxH`, from 1x1 to 64x128 pixels.
    static func pixelView(_ text: String) -> PixelView {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (1...64).contains(width), (1...128).contains(height) else {
            failAndExit("--cell-size \(text): expected WxH in pixels from 1x1 to 64x128, e.g. 6x13")
        }
        return PixelView(cellWidth: width, cellHeight: height)
    }
}
