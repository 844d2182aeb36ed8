import ArgumentParser
import Bench
import ColorCore
import Opening
import Foundation
import PhotoPages
import Storage

/// `termcolor convert PICTURE -o PAGE.png [--detail low|medium|high|poster] [--numbers [N]]`:
/// turns a photo (PNG or JPEG) into a coloring page, headlessly, as opening it in the coloring
/// book would; with `--numbers`, a page to colour by number (its guide inside the PNG).
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Turn a photo into a coloring page (closed outlines, no region too small to paint).")

    @Argument(help: "The picture, a PNG, JPEG, PDF or SVG file.", completion: .pageFiles) var picture: String
    @Option(name: .short, help: ArgumentHelp("Where to write the page.", valueName: "PAGE.png")) var output: String
    @Option(help: "How much the page shows: low, medium, high, or poster (the original app's two-level filter, for comparison).")
    var detail: Detail = .medium
    @Option(defaultAsFlag: PageNumbering.defaultColours,
            help: ArgumentHelp("Number the page: a palette of N colours (\(NumberedPage.colourCounts.lowerBound)...\(NumberedPage.colourCounts.upperBound), \(PageNumbering.defaultColours) when no N follows) and a number in each region.",
                               valueName: "N"))
    var numbers: Int? = nil
    @OptionGroup var pageChoice: PageChoiceOptions

    func run() throws {
        // The page is written as PNG: a name saying otherwise would mislead every later reader;
        // a bare name gets `.png`, so a page is never written without its extension (`-o h`).
        let output = pngNameOrExit(output, refusal: "pages are written as PNG")
        if SavePaths.canonical(output) == SavePaths.canonical(picture) { failAndExit("\(output): would overwrite the picture itself; choose another -o") }
        // Only a page convert wrote may be replaced (converting again at another detail); a
        // downloaded page, a photo or a coloured picture never is.
        if let numbers, !NumberedPage.colourCounts.contains(numbers) {
            failAndExit("--numbers \(numbers): a palette has \(NumberedPage.colourCounts.lowerBound) to \(NumberedPage.colourCounts.upperBound) colours")
        }
        if numbers != nil && detail == .poster { failAndExit("--numbers needs closed regions: use --detail low, medium or high") }
        let file = writableOutputOrExit(output, as: .convertedPage)
        let image = try loadPageOrExit(picture, choice: pageChoice.choice)
        if LineArtTest(lineArt: LineArt(page: image)).isLineArt {
            FileHandle.standardError.write(Data("termcolor: note: \(picture) is line art already (it opens as it is); converting it anyway\n".utf8))
        }
        let start = Stopwatch.nanoseconds()
        let result = ColoringPage.convert(image, detail: detail)
        let numbered = numbers.map { PageNumbering.number(result.page, photo: image, colours: $0) }
        let milliseconds = Double(Stopwatch.nanoseconds() - start) / 1e6
        do {
            if let numbered {
                try NumberedPageChunk.write(numbered.page, guide: numbered.guide, to: file, software: OutputGuard.convertSoftware)
            } else {
                _ = try PNGCodec.write(result.page, to: file, software: OutputGuard.convertSoftware)
            }
        } catch { failAndExit("\(output): \(error.message)") }
        let numberNote = numbered.map { ", \($0.guide.regions.count) numbered in \($0.guide.palette.count) colours" } ?? ""
        print("\(output): \(result.page.width)x\(result.page.height), \(numbered.map { RegionIndex(lineArt: LineArt(page: $0.page)).regions.count } ?? result.regionCount) regions (\(detail.rawValue) detail)\(numberNote), "
              + "converted in \(fixed(milliseconds, 0)) ms")
        // The two-level filter's specks read as a photo: opened, it would be converted again.
        if !LineArtTest(lineArt: LineArt(page: result.page)).isLineArt {
            FileHandle.standardError.write(Data("termcolor: note: \(output) is too speckled to open as line art; colour it with --as-is\n".utf8))
        }
    }
}

extension Detail: ExpressibleByArgument {}
