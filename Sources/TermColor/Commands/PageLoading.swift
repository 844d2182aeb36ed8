import ArgumentParser
import ColorCore
import Bench
import PhotoPages
import Screens
import Storage
import Foundation

/// Reads a picture (PNG or JPEG) for any command, or ends the program with one line on stderr
/// naming the file and what is wrong (before the terminal is ever touched).
func loadPageOrExit(_ path: String) throws -> Page {
    do {
        return try PictureFile.read(path: path).page
    } catch {
        failAndExit("\(path): \(error.message)")
    }
}

/// Reads a picture as the colouring book keeps it (`PageLayers`: a PNG decoded straight into
/// them, a JPEG through its RGBA), or ends the program as `loadPageOrExit` does.
func loadLayersOrExit(_ path: String) throws -> PageLayers {
    if let layers = try? PNGCodec.readLayers(path: path) { return layers }
    return PageLayers(page: try loadPageOrExit(path))
}

/// Reads a stroke log for any command, or ends the program with one line on stderr.
func loadStrokeLogOrExit(_ path: String) -> StrokeLog {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { failAndExit("\(path): no such file") }
    guard !isFolder.boolValue else { failAndExit("\(path): is a folder, not a stroke log") }
    let data: Data
    do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { failAndExit("\(path): cannot read the stroke log") }
    do { return try StrokeLog(json: data) } catch { failAndExit("\(path): \(error.description)") }
}

/// A page to colour: the picture itself when it is line art (or `asIs`), else the coloring page
/// `convert` makes of it at the default detail, the same every time (so `replay` and `regions`
/// find the regions the coloring book found).
struct ColoringPage {
    let page: Page
    /// Set when the picture was a photo and was converted.
    let conversion: PageConverter.Result?
    /// How long the line-art test and the conversion took.
    let milliseconds: Double

    static let detail = Detail.medium

    /// The status-line note for a converted photo.
    var note: String? {
        conversion.map { "photo turned into a coloring page (\($0.regionCount) regions); --as-is opens it unchanged" }
    }

    static func loadOrExit(_ path: String, asIs: Bool) throws -> ColoringPage {
        prepare(try loadPageOrExit(path), asIs: asIs)
    }

    static func prepare(_ picture: Page, asIs: Bool) -> ColoringPage {
        if asIs { return ColoringPage(page: picture, conversion: nil, milliseconds: 0) }
        let start = Stopwatch.nanoseconds()
        func since() -> Double { Double(Stopwatch.nanoseconds() - start) / 1e6 }
        if LineArtTest(lineArt: LineArt(page: picture)).isLineArt { return ColoringPage(page: picture, conversion: nil, milliseconds: since()) }
        let result = convert(picture, detail: detail)
        return ColoringPage(page: result.page, conversion: result, milliseconds: since())
    }

    /// A photo's page, with the coloring book's smallest brush as the reach every region must hold.
    static func convert(_ picture: Page, detail: Detail) -> PageConverter.Result {
        PageConverter.convert(picture, detail: detail, smallestBrush: ColoringScreen.brushLadder[0])
    }
}

/// `--as-is`: for the commands that open a page to colour.
struct PictureOptions: ParsableArguments {
    @Flag(name: .customLong("as-is"), help: "Open a photo as it is, instead of turning it into a coloring page first.")
    var asIs = false
}

/// One line on stderr, exit status 1.
func failAndExit(_ message: String) -> Never {
    FileHandle.standardError.write(Data("termcolor: \(message)\n".utf8))
    exit(1)
}
