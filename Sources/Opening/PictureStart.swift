import ColorCore
import Foundation
import PhotoPages
import Screens
import Storage

/// Opening a picture to colour, in two steps: `prepare` does everything that can fail (read
/// the page, decide where to colour, lock it) before anything is shown; `open` builds the
/// session with the picture replayed and its colouring screen, showing its first frame while
/// its regions are found. The one start-up path: the program takes it at start and when the
/// gallery opens another picture, and `bench` measures it (`steps`).
///
/// A line-art PNG's view pyramid is built while the line-art test runs on the other core. The
/// page is shown as soon as its view is built, while its regions are found on the other core;
/// input typed meanwhile waits in the terminal and is handled, in order, once they are found.
/// A continued picture is shown blank first, then with its paint once replayed.
public struct PictureStart {
    /// Why a picture cannot be opened, as the one line to show.
    public struct Failure: Error {
        public var message: String
    }

    public let pagePath: String
    /// The page as decoded (on two cores) into what the canvas and the line art keep; taken by
    /// `open`, so the canvas holds the only reference (else the first edit copies the picture).
    private var layers: PageLayers?
    /// The view pyramid of the page, when it was built while the page was read.
    private var pyramid: ViewPyramid?
    public let opening: PictureOpening
    /// Said on the status line when the picture was a photo turned into a page.
    let conversionNote: String?
    /// The page as the journal names it (size, name, `PageDigest`); `open` adds how the strokes
    /// are drawn.
    let page: JournalHeader
    /// Whether the screen keeps the page's lines visible and sharp: not for a photo opened as it
    /// is (`DisplayOptions.finishesLines`).
    let finishesLines: Bool
    /// How long each step took so far.
    public private(set) var steps: StartSteps

    public var paths: SavePaths { opening.paths }

    /// A PNG or JPEG; a photo is turned into a page (`ColoringPage`) unless `asIs`, the same way
    /// every time, so a picture continued from a photo finds the regions it was coloured in. A
    /// PNG of line art (most pages) is decoded straight into its layers. `makingFolder` (the
    /// settings' output folder) is made, when missing, once the page has been read: a page that
    /// cannot be read leaves no empty folder behind. `rescueFolder`: where saves went that
    /// could not go to the output; a picture rescued there is continued (`PictureOpening`).
    public static func prepare(pagePath: String, choice: PageChoice = PageChoice(), output: String?, fresh: Bool,
                               asIs: Bool = false, makingFolder: String? = nil, rescueFolder: String? = nil)
        -> Result<PictureStart, Failure> {
        var steps = StartSteps()
        let layers: PageLayers, note: String?, pyramid: ViewPyramid?, digest: String, finishesLines: Bool
        let requested = SavePaths(page: pagePath, output: output)
        do throws(PictureError) {
            if choice.page == 1, let (png, view, pngDigest, isLineArt) = readLineArt(path: pagePath, asIs: asIs, steps: &steps) {
                (layers, note, pyramid, digest, finishesLines) = (png, nil, view, pngDigest, isLineArt)
            } else {
                // A JPEG, a photo, or a file the PNG decoder refused (read again for the error
                // message that names either format).
                // A picture coloured on a photo is continued on the page it was coloured on.
                // A PDF or SVG page drawn smaller than it asked says so beside the photo note.
                let decoded = try PictureFile.read(path: pagePath, choice: choice)
                steps.mark(\.read)
                let coloring = ColoringPage.prepare(decoded.page, asIs: asIs, madeFor: fresh ? [] : EarlierPageDigests.at(requested))
                let notes = [decoded.note, coloring.note].compactMap { $0 }
                (layers, note, pyramid) = (PageLayers(page: coloring.page), notes.isEmpty ? nil : notes.joined(separator: "; "), nil)
                digest = PageDigest.of(layers)
                finishesLines = coloring.finishesLines(layers.lineArt)
                steps.mark(\.lineArtTested)
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
        var page = JournalHeader(width: layers.width, height: layers.height, pageName: StrokeLog.pageName(ofPageAt: pagePath))
        page.pageDigest = digest
        switch PictureOpening.prepare(requested: requested, page: page, fresh: fresh, rescueFolder: rescueFolder) {
        case .success(let opening):
            steps.mark(\.decided)
            return .success(PictureStart(pagePath: pagePath, layers: layers, pyramid: pyramid, opening: opening, conversionNote: note,
                                         page: page, finishesLines: finishesLines, steps: steps))
        case .failure(let failure): return .failure(Failure(message: failure.message))
        }
    }

    /// The PNG at `path` decoded into its layers, when it is line art (or `asIs`), with its view
    /// pyramid, built here while the line-art test and the page's digest (12 ms for a 4096x4096
    /// page) are worked out on the other core, and whether it is line art; nil for anything else
    /// (a JPEG, a photo, a file the PNG decoder refused), all it held released.
    private static func readLineArt(path: String, asIs: Bool, steps: inout StartSteps)
        -> (PageLayers, ViewPyramid, String, isLineArt: Bool)? {
        guard let png = try? PNGCodec.readLayers(path: path) else { return nil }
        steps.mark(\.read)
        let lineArt = png.lineArt
        let other = BackgroundWork { (isLineArt: LineArtTest(lineArt: lineArt).isLineArt, digest: PageDigest.of(png)) }
        let pyramid = ViewPyramid(source: png, lineArt: lineArt)
        let (isLineArt, digest) = other.wait()
        guard isLineArt || asIs else { return nil }
        steps.mark(\.lineArtTested)
        return (png, pyramid, digest, isLineArt)
    }

    /// The colouring screen for this picture on a terminal of `columns` x `rows`, its autosave
    /// journal, what to say first (continuing, a name passed over, the folder's trouble), and
    /// how long each step took. `show` is given the first frame (the page, and what is being
    /// done) as soon as it is made, before the regions are found.
    public consuming func open(columns: Int, rows: Int, drawing: DrawingChoice, rescueFolder: String,
                               show: (CellFrame) -> Void)
        -> (screen: ColoringScreen, autosave: Autosave, notice: (text: String, warning: Bool)?, steps: StartSteps) {
        let decision = opening.decision
        let style = drawing.style(continuing: StrokeStyle.Said(continuing: decision))
        let layers = self.layers.take()!
        let (width, height) = (layers.width, layers.height)
        let lineArt = layers.lineArt
        let preload = RegionPreload(mode: drawing.mode, lineArt: lineArt, closing: style.closeGaps.choice(width: width, height: height))
        let canvas = Canvas(layers: consume layers)
        steps.mark(\.canvasMade)
        var display = drawing.display
        display.finishesLines = finishesLines
        let renderer = ViewRenderer(canvas: canvas, lineArt: lineArt, pyramid: pyramid.take(), columns: columns,
                                    rows: rows, options: display)
        let strokes = decision.strokeCount
        let text = strokes > 0
            ? "continuing \(URL(fileURLWithPath: paths.png).lastPathComponent): replaying \(strokes) strokes..."
            : "\(page.pageName) (\(width)x\(height)): finding regions..."
        show(ColoringScreen.loadingFrame(renderer: renderer, text: text, palette: drawing.palette))
        steps.mark(\.firstFrame)
        let (finder, masks) = preload.wait()
        steps.mark(\.regionsFound)
        steps.preloadMs = preload.milliseconds
        // Consumed: a second reference to the canvas would make the first stroke copy its layers.
        var session = Session(canvas: consume canvas, finder: finder, smoothing: style.smoothing, debugStrokes: style.debugStrokes)
        session.adopt(masks)
        var autosave = Autosave(path: paths.journal, header: page.drawn(in: style, gaps: finder.lineArt.closedGaps))
        let started = opening.begin(&session, &autosave)
        // Handed over without a second reference, which would make the first stroke copy the
        // whole paint layer; the view already built (with the display options) is brought up to
        // the replayed paint.
        var screen = ColoringScreen(session: consume session, renderer: renderer, paths: paths,
                                    modeName: drawing.mode.rawValue, rescueFolder: rescueFolder,
                                    palette: drawing.palette, brushCells: drawing.brushCells)
        screen.startContinuing(savedEvents: started.savedEvents)
        // A numbered page (its guide inside the PNG) is played by numbers; a photo converted
        // now has none.
        var guideProblem: String?
        if conversionNote == nil {
            do {
                if let guide = try NumberedPageChunk.guide(inFileAt: pagePath, width: width, height: height) { screen.playByNumbers(guide) }
            } catch { guideProblem = "the page's numbers are left out: \(error.message)" }
        }
        screen.paintsAhead = true
        steps.mark(\.screenMade)
        // Said at once, not at the first stroke (when autosave or a save would find out).
        let drawingWarnings = drawing.warnings(continuing: decision, gaps: finder.lineArt.closedGaps)
        let notes = [conversionNote, started.message, GapNote.text(for: finder.lineArt)].compactMap { $0 } + drawingWarnings
            + [paths.folderWarning, guideProblem].compactMap { $0 }
        let warned = started.warning || !drawingWarnings.isEmpty || paths.folderWarning != nil || guideProblem != nil
        let notice = notes.isEmpty ? nil : (notes.joined(separator: "; "), warned)
        return (screen, autosave, notice, steps)
    }
}
