import ColorCore
import Foundation
import Screens
import Storage

/// Opening a picture to colour, in two steps: `prepare` does everything that can fail (read
/// the page, decide where to colour, lock it) before anything is shown; `open` builds the
/// session with the picture replayed and its colouring screen, with progress on the terminal.
/// At start and when the gallery opens another picture.
struct PictureStart {
    /// The command line's drawing options, for every picture a run opens.
    struct Drawing {
        var mode: RegionMode
        var smoothing: Smoothing
        var debugStrokes: Bool
        /// The palette bar's colours and the starting brush (settings file, --palette).
        var palette = ColorPalette.standard
        var brushCells: Double?
        /// Glyphs and colour depth, as the terminal was found able to show them.
        var display = DisplayOptions.standard
        /// `--close-gaps`; nil: as the picture was coloured (its stroke log or journal says), else off.
        var closeGaps: Int?
    }

    /// Why a picture cannot be opened, as the one line to show.
    struct Failure: Error {
        var message: String
    }

    let pagePath: String
    let page: Page
    let opening: PictureOpening
    /// Said on the status line when the picture was a photo turned into a page.
    let conversionNote: String?

    var paths: SavePaths { opening.paths }

    /// A PNG or JPEG; a photo is turned into a page (`ColoringPage`) unless `asIs`, the same way
    /// every time, so a picture continued from a photo finds the regions it was coloured in.
    static func prepare(pagePath: String, output: String?, fresh: Bool, asIs: Bool = false) -> Result<PictureStart, Failure> {
        let picture: Page
        do { picture = try PictureFile.read(path: pagePath).page } catch { return .failure(Failure(message: "\(pagePath): \(error.message)")) }
        let coloring = ColoringPage.prepare(picture, asIs: asIs)
        let page = coloring.page
        let requested = SavePaths(page: pagePath, output: output)
        if requested.overwrites(page: pagePath) {
            return .failure(Failure(message: "\(requested.png): would overwrite the page itself; choose another -o"))
        }
        let header = JournalHeader(width: page.width, height: page.height, pageName: URL(fileURLWithPath: pagePath).lastPathComponent)
        switch PictureOpening.prepare(requested: requested, page: header, fresh: fresh) {
        case .success(let opening): return .success(PictureStart(pagePath: pagePath, page: page, opening: opening, conversionNote: coloring.note))
        case .failure(let failure): return .failure(Failure(message: failure.message))
        }
    }

    /// The colouring screen for this picture at the terminal's size, its autosave journal, and
    /// what to say first (continuing, a name passed over, the folder's trouble).
    consuming func open(on terminal: inout Terminal, drawing: Drawing, rescueFolder: String)
        -> (screen: ColoringScreen, autosave: Autosave, notice: (text: String, warning: Bool)?) {
        let page = self.page
        let name = URL(fileURLWithPath: pagePath).lastPathComponent
        terminal.present(Notice.frame("loading \(name) (\(page.width)x\(page.height)): finding regions...",
                                      columns: terminal.columns, rows: terminal.rows))
        let lineArt = LineArt(page: copy page)
        let gaps = drawing.closeGaps ?? opening.decision.closeGaps ?? 0
        let finder = drawing.mode.makeFinder(for: lineArt, closingGaps: gaps)
        terminal.present(Notice.frame("loading \(name): building the view...", columns: terminal.columns, rows: terminal.rows))
        var session = Session(page: copy page, finder: finder, smoothing: drawing.smoothing, debugStrokes: drawing.debugStrokes)
        var header = JournalHeader(width: page.width, height: page.height, pageName: name)
        header.closeGaps = gaps > 0 ? gaps : nil
        var autosave = Autosave(path: paths.journal, header: header)
        let strokes = opening.decision.strokeCount
        if strokes > 0 {
            terminal.present(Notice.frame("continuing \(URL(fileURLWithPath: paths.png).lastPathComponent): replaying \(strokes) strokes...",
                                          columns: terminal.columns, rows: terminal.rows))
        }
        let started = opening.begin(&session, &autosave)
        // Handed over without a second reference, which would make the first stroke copy the
        // whole paint layer.
        var screen = ColoringScreen(session: consume session, columns: terminal.columns, rows: terminal.rows,
                                    paths: paths, modeName: drawing.mode.rawValue, rescueFolder: rescueFolder,
                                    palette: drawing.palette, brushCells: drawing.brushCells, display: drawing.display)
        screen.startContinuing(savedEvents: started.savedEvents)
        // Said at once, not at the first stroke (when autosave or a save would find out).
        let notes = [conversionNote, started.message, paths.folderWarning].compactMap { $0 }
        let notice = notes.isEmpty ? nil : (notes.joined(separator: "; "), started.warning || paths.folderWarning != nil)
        return (screen, autosave, notice)
    }
}
