import ArgumentParser
import ColorCore
import Foundation
import Opening
import Storage
import TimeLapse

/// `termcolor timelapse PAGE LOG.json -o OUT.webp|OUT.gif [--seconds S] [--size WxH]`: the
/// colouring as an animation, from the blank page (first frame) to the picture `replay` writes
/// (last frame, exact in a lossless WebP at the same size), lasting about `--seconds`. Bad input
/// is one line on stderr, exit status 1, nothing written.
struct TimeLapseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timelapse",
        abstract: "Make an animation (WebP or GIF) of a page being coloured, from its stroke log.")

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file.") var page: String
    @Argument(help: "The stroke log (termcolor-strokes JSON).") var log: String
    @Option(name: .short, help: ArgumentHelp("Where to write the animation: a .webp (lossless) or .gif file.", valueName: "OUT.webp|OUT.gif"))
    var output: String
    @Option(help: ArgumentHelp("How long the animation lasts, in seconds.", valueName: "S")) var seconds: Double = 10
    @Option(help: ArgumentHelp("Its size in pixels (default: the page's, at most 1080 on the long side).", valueName: "WxH"))
    var size: String?
    @OptionGroup var drawing: DrawingOptions
    @OptionGroup var picture: PictureOptions
    @OptionGroup var pageChoice: PageChoiceOptions

    /// Frames a second of the film (a GIF's delays are in hundredths: 5 each).
    static let framesPerSecond = 20
    static let longestFilm = 3600.0

    func run() throws {
        guard let format = FilmFormat(path: output) else {
            failAndExit("\(output): a time-lapse is saved as .webp or .gif; end the name with one of them")
        }
        guard seconds >= 1, seconds <= Self.longestFilm else { failAndExit("--seconds \(seconds): from 1 to \(Int(Self.longestFilm))") }
        var requested: (width: Int, height: Int)?
        if let size {
            guard let parsed = FilmSize.parse(size) else { failAndExit("--size \(size): expected WxH, e.g. 640x480") }
            requested = parsed
        }
        let named = EarlierPageDigests.ofLog(at: log)
        let coloring = LogStart.page(of: try loadPageOrExit(page, choice: pageChoice.choice), named: named, asIs: picture.asIs)
        let image = coloring.page
        let file = writableOutputOrExit(output, as: .timeLapse, drawing: log)
        let strokes = loadStrokeLogOrExit(log)
        let (width, height) = requested ?? FilmSize.standard(pageWidth: image.width, pageHeight: image.height)
        guard width <= image.width, height <= image.height else {
            failAndExit("--size \(width)x\(height): larger than the page (\(image.width)x\(image.height))")
        }
        let start = LogStart(coloring: coloring, log: strokes, drawing: drawing.headless)
        let style = start.style, finder = start.finder
        var renderer: TimeLapseRenderer
        do throws(StrokeLogError) {
            renderer = try TimeLapseRenderer(log: strokes, page: image, finder: finder, smoothing: style.smoothing,
                                              debugStrokes: style.debugStrokes, width: width, height: height,
                                              seconds: seconds, framesPerSecond: Self.framesPerSecond)
        } catch {
            failAndExit("\(log): \(error.description)")
        }
        noteIfDrawnOnAnotherPage(log: log, named: named, page: image, pagePath: page)
        var progress = ProgressBar(total: renderer.schedule.frames.count, label: "timelapse")
        let bytes: [UInt8]
        do {
            bytes = try format.encode(&renderer, log: strokes) { done in progress.show(done) }
        } catch {
            progress.end()
            failAndExit("\(output): \(error.message)")
        }
        progress.end()
        do { try Data(bytes).write(to: URL(fileURLWithPath: file), options: .atomic) } catch {
            failAndExit("\(output): cannot write (\(error.localizedDescription))")
        }
    }
}
