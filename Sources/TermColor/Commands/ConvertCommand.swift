import ArgumentParser
import Bench
import ColorCore
import Foundation
import PhotoPages
import Storage

/// `termcolor convert PICTURE -o PAGE.png [--detail low|medium|high|poster]`: turns a photo
/// (PNG or JPEG) into a coloring page, headlessly, as opening it in the coloring book would.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Turn a photo into a coloring page (closed outlines, no region too small to paint).")

    @Argument(help: "The picture, a PNG or JPEG file.") var picture: String
    @Option(name: .short, help: ArgumentHelp("Where to write the page.", valueName: "PAGE.png")) var output: String
    @Option(help: "How much the page shows: low, medium, high, or poster (the original app's two-level filter, for comparison).")
    var detail: Detail = .medium

    func run() throws {
        // The page is written as PNG: a name saying otherwise would mislead every later reader;
        // a bare name gets `.png` (a tester's `-o h`).
        let output = pngNameOrExit(output, refusal: "pages are written as PNG")
        if SavePaths.canonical(output) == SavePaths.canonical(picture) { failAndExit("\(output): would overwrite the picture itself; choose another -o") }
        if let problem = Self.replacing(output) { failAndExit("\(output): \(problem)") }
        let image = try loadPageOrExit(picture)
        if LineArtTest(lineArt: LineArt(page: image)).isLineArt {
            FileHandle.standardError.write(Data("termcolor: note: \(picture) is line art already (it opens as it is); converting it anyway\n".utf8))
        }
        let start = Stopwatch.nanoseconds()
        let result = ColoringPage.convert(image, detail: detail)
        let milliseconds = Double(Stopwatch.nanoseconds() - start) / 1e6
        do { _ = try PNGCodec.write(result.page, to: output) } catch { failAndExit("\(output): \(error.message)") }
        print("\(output): \(result.page.width)x\(result.page.height), \(result.regionCount) regions (\(detail.rawValue) detail), "
              + "converted in \(fixed(milliseconds, 0)) ms")
        // The two-level filter's specks read as a photo: opened, it would be converted again.
        if !LineArtTest(lineArt: LineArt(page: result.page)).isLineArt {
            FileHandle.standardError.write(Data("termcolor: note: \(output) is too speckled to open as line art; colour it with --as-is\n".utf8))
        }
    }

    /// Why the new page must not be written at `path`, nil when nothing is there or only a page
    /// no picture is coloured on (converting again, at another detail, replaces it): a person's
    /// picture, a photo or a page in use is never overwritten.
    static func replacing(_ path: String) -> String? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        switch OutputGuard.harm(writing: path) {
        case .colouredPicture: return OutputGuard.colouredPictureWords
        case .pageInUse(let picture): return "pictures are coloured on this page (\(picture)); write the new page under another name"
        case .notASnapshot, .notAPictureOfThePage, nil: break  // not asked: the rule for pages is below
        }
        guard let old = try? PNGCodec.read(path: path) else { return "is there and is not a PNG picture; choose another -o" }
        if !LineArtTest(lineArt: LineArt(page: old)).isLineArt { return "is a picture, not a coloring page; choose another -o" }
        return nil
    }
}

extension Detail: ExpressibleByArgument {}
