import ColorCore
import Foundation
import PhotoPages
import Screens
import Storage

/// Opening a picture to colour, in two steps: `prepare` does everything that can fail (read
/// the page, decide where to colour, lock it) before anything is shown; `open` builds the
/// session with the picture replayed and its colouring screen, with progress on the terminal.
/// At start and when the gallery opens another picture.
///
/// A line-art PNG's view pyramid is built while the line-art test runs on the other core. The
/// page is shown as soon as its view is built, while its regions are found on the other core;
/// input typed meanwhile waits in the terminal and is handled, in order, once they are found.
/// A continued picture is shown blank first, then with its paint once replayed.
struct PictureStart {
    /// The command line's drawing options, for every picture a run opens.
    struct Drawing {
        var mode: RegionMode
        /// For a new picture (the settings' or built-in default, unless `--smoothing`).
        var smoothing: Smoothing
        /// `--smoothing`; nil: a continued picture's strokes are drawn as they were drawn.
        var smoothingGiven: Smoothing? = nil
        /// -debugStrokes; a continued picture drawn with debug dots keeps them either way.
        var debugStrokes: Bool
        /// The palette bar's colours and the starting brush (settings file, --palette).
        var palette = ColorPalette.standard
        var brushCells: Double?
        /// Glyphs and colour depth, as the terminal was found able to show them.
        var display = DisplayOptions.standard
        /// `--close-gaps`; nil: as the picture was coloured (its stroke log or journal says), else off.
        var closeGaps: Int?
        /// The settings' `output-folder`: where a picture goes when nothing names its output.
        var outputFolder: String?

        /// How the strokes of a picture continued as `decision` says are drawn: as they were
        /// drawn (a log that does not say, written before it was kept: with this run's own, as
        /// then), unless the command line says otherwise.
        func strokeStyle(continuing decision: StartDecision) -> (smoothing: Smoothing, debugStrokes: Bool) {
            (smoothingGiven ?? decision.smoothing ?? smoothing, debugStrokes || decision.debugStrokes)
        }

        /// Where the picture of `page` is coloured when `output` (from -o or the recent
        /// pictures) is nil: in the output folder, which is made when missing (`makingFolder`).
        func output(for page: String, given output: String?) -> (output: String?, makingFolder: String?) {
            guard output == nil, let folder = outputFolder else { return (output, nil) }
            return ("\(folder)/\(SavePaths(page: page, output: nil).png)", folder)
        }
    }

    /// Why a picture cannot be opened, as the one line to show.
    struct Failure: Error {
        var message: String
    }

    let pagePath: String
    /// The page as decoded (on two cores) into what the canvas and the line art keep; taken by
    /// `open`, so the canvas holds the only reference (else the first edit copies the picture).
    private var layers: PageLayers?
    /// The view pyramid of the page, when it was built while the page was read.
    private var pyramid: ViewPyramid?
    let opening: PictureOpening
    /// Said on the status line when the picture was a photo turned into a page.
    let conversionNote: String?
    /// The page's `PageDigest`, for the journal and the stroke log.
    let pageDigest: String
    /// Whether the screen keeps the page's lines visible and sharp: not for a photo opened as it
    /// is (`DisplayOptions.finishesLines`).
    let finishesLines: Bool

    var paths: SavePaths { opening.paths }

    /// A PNG or JPEG; a photo is turned into a page (`ColoringPage`) unless `asIs`, the same way
    /// every time, so a picture continued from a photo finds the regions it was coloured in. A
    /// PNG of line art (most pages) is decoded straight into its layers. `makingFolder` (the
    /// settings' output folder) is made, when missing, once the page has been read: a page that
    /// cannot be read leaves no empty folder behind.
    static func prepare(pagePath: String, choice: PageChoice = PageChoice(), output: String?, fresh: Bool, asIs: Bool = false,
                        makingFolder: String? = nil) -> Result<PictureStart, Failure> {
        let layers: PageLayers, note: String?, pyramid: ViewPyramid?, digest: String, finishesLines: Bool
        let requested = SavePaths(page: pagePath, output: output)
        do throws(PictureError) {
            if choice.page == 1, let (png, view, pngDigest, isLineArt) = readLineArt(path: pagePath, asIs: asIs) {
                (layers, note, pyramid, digest, finishesLines) = (png, nil, view, pngDigest, isLineArt)
            } else {
                // A JPEG, a photo, or a file the PNG decoder refused (read again for the error
                // message that names either format).
                // A picture coloured on a photo is continued on the page it was coloured on.
                // A PDF or SVG page drawn smaller than it asked says so beside the photo note.
                let decoded = try PictureFile.read(path: pagePath, choice: choice)
                let coloring = ColoringPage.prepare(decoded.page, asIs: asIs,
                                                    madeFor: fresh ? [] : EarlierPageDigests.at(requested))
                let notes = [decoded.note, coloring.note].compactMap { $0 }
                (layers, note, pyramid) = (PageLayers(page: coloring.page), notes.isEmpty ? nil : notes.joined(separator: "; "), nil)
                digest = PageDigest.of(layers)
                finishesLines = coloring.finishesLines(layers.lineArt)
            }
        } catch {
            return .failure(Failure(message: "\(pagePath): \(error.message)"))
        }
        if requested.overwrites(page: pagePath) {
            return .failure(Failure(message: "\(requested.png): would overwrite the page itself; choose another -o"))
        }
        if let folder = makingFolder, !FileManager.default.fileExists(atPath: folder) {
            // If it cannot be made, the opening says why the picture cannot be saved there.
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        var header = JournalHeader(width: layers.width, height: layers.height, pageName: StrokeLog.pageName(ofPageAt: pagePath))
        header.pageDigest = digest
        switch PictureOpening.prepare(requested: requested, page: header, fresh: fresh) {
        case .success(let opening):
            return .success(PictureStart(pagePath: pagePath, layers: layers, pyramid: pyramid, opening: opening, conversionNote: note,
                                         pageDigest: digest, finishesLines: finishesLines))
        case .failure(let failure): return .failure(Failure(message: failure.message))
        }
    }

    /// The PNG at `path` decoded into its layers, when it is line art (or `asIs`), with its view
    /// pyramid, built here while the line-art test and the page's digest (12 ms for a 4096x4096
    /// page) are worked out on the other core, and whether it is line art; nil for anything else
    /// (a JPEG, a photo, a file the PNG decoder refused), all it held released.
    private static func readLineArt(path: String, asIs: Bool) -> (PageLayers, ViewPyramid, String, isLineArt: Bool)? {
        guard let png = try? PNGCodec.readLayers(path: path) else { return nil }
        let lineArt = png.lineArt
        let other = BackgroundWork { (isLineArt: LineArtTest(lineArt: lineArt).isLineArt, digest: PageDigest.of(png)) }
        let pyramid = ViewPyramid(source: png, lineArt: lineArt)
        let (isLineArt, digest) = other.wait()
        guard isLineArt || asIs else { return nil }
        return (png, pyramid, digest, isLineArt)
    }

    /// The colouring screen for this picture at the terminal's size, its autosave journal, and
    /// what to say first (continuing, a name passed over, the folder's trouble).
    consuming func open(on terminal: inout Terminal, drawing: Drawing, rescueFolder: String)
        -> (screen: ColoringScreen, autosave: Autosave, notice: (text: String, warning: Bool)?) {
        let name = StrokeLog.pageName(ofPageAt: pagePath)
        let layers = self.layers.take()!
        let (width, height) = (layers.width, layers.height)
        let lineArt = layers.lineArt
        let gaps = drawing.closeGaps ?? opening.decision.closeGaps ?? 0
        let preload = RegionPreload(mode: drawing.mode, lineArt: lineArt, closingGaps: gaps)
        let canvas = Canvas(layers: consume layers)
        var display = drawing.display
        display.finishesLines = finishesLines
        let renderer = ViewRenderer(canvas: canvas, lineArt: lineArt, pyramid: pyramid.take(), columns: terminal.columns,
                                    rows: terminal.rows, options: display)
        let strokes = opening.decision.strokeCount
        let text = strokes > 0
            ? "continuing \(URL(fileURLWithPath: paths.png).lastPathComponent): replaying \(strokes) strokes..."
            : "\(name) (\(width)x\(height)): finding regions..."
        terminal.present(ColoringScreen.loadingFrame(renderer: renderer, text: text, palette: drawing.palette))
        let (finder, masks) = preload.wait()
        // Consumed: a second reference to the canvas would make the first stroke copy its layers.
        let (smoothing, debugStrokes) = drawing.strokeStyle(continuing: opening.decision)
        var session = Session(canvas: consume canvas, finder: finder, smoothing: smoothing, debugStrokes: debugStrokes)
        session.adopt(masks)
        var header = JournalHeader(width: width, height: height, pageName: name)
        header.closeGaps = gaps > 0 ? gaps : nil
        header.smoothing = smoothing
        header.debugStrokes = debugStrokes ? true : nil
        header.pageDigest = pageDigest
        var autosave = Autosave(path: paths.journal, header: header)
        let started = opening.begin(&session, &autosave)
        // Handed over without a second reference, which would make the first stroke copy the
        // whole paint layer; the view already built (with the display options) is brought up to
        // the replayed paint.
        var screen = ColoringScreen(session: consume session, renderer: renderer, paths: paths,
                                    modeName: drawing.mode.rawValue, rescueFolder: rescueFolder,
                                    palette: drawing.palette, brushCells: drawing.brushCells)
        screen.startContinuing(savedEvents: started.savedEvents)
        screen.paintsAhead = true
        // Said at once, not at the first stroke (when autosave or a save would find out).
        let gapWarning = opening.decision.gapWarning(asked: drawing.closeGaps)
        let drawingWarning = opening.decision.drawingWarning(asked: drawing.smoothingGiven, debugAsked: drawing.debugStrokes)
        let notes = [conversionNote, started.message, gapWarning, drawingWarning, paths.folderWarning].compactMap { $0 }
        let warned = started.warning || gapWarning != nil || drawingWarning != nil || paths.folderWarning != nil
        let notice = notes.isEmpty ? nil : (notes.joined(separator: "; "), warned)
        return (screen, autosave, notice)
    }
}
