import ArgumentParser
import ColorCore
import Opening
import Bench
import Storage

/// `termcolor regions PAGE [--json] [--close-gaps PX]`: the page's regions by the region rule
/// (the README's Headless commands); `gapsClosed` counts the bridges gap closing added.
struct RegionsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regions", abstract: "List the regions of a page (what one stroke can colour).")

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file; a photo is turned into a coloring page first.", completion: .pageFiles) var page: String
    @Flag(help: "Print one JSON object instead of a summary.") var json = false
    @OptionGroup var gaps: GapOptions
    @OptionGroup var picture: PictureOptions
    @OptionGroup var pageChoice: PageChoiceOptions

    func run() throws {
        var decoded: Page?
        let decodeMs = try Stopwatch.milliseconds { decoded = try loadPageOrExit(page, choice: pageChoice.choice) }
        let loaded = ColoringPage.prepare(decoded!, asIs: picture.asIs)
        let image = loaded.page
        let art = LineArt(page: image)
        // The region rule itself unless asked: no gap closed.
        let choice = (gaps.closeGaps?.rule ?? 0).choice(width: image.width, height: image.height)
        var found: RegionIndex?
        let preloadMs = Stopwatch.milliseconds { found = RegionIndex(lineArt: art, closing: choice) }
        let index = found!
        let regions = index.regions

        if json {
            // A numbered page's guide, read only when the page was not converted (a photo has none).
            let numbers = loaded.conversion == nil ? numberGuideOrExit(page, width: image.width, height: image.height) : nil
            let numbered = numbers.map { NumberedRegions(guide: $0, index: index) }
            let list: [JSONText] = regions.enumerated().map { id, r in
                var fields: [(String, JSONText)] = [("id", .int(id)), ("x", .int(r.bounds.x)), ("y", .int(r.bounds.y)),
                                                    ("width", .int(r.bounds.width)), ("height", .int(r.bounds.height)),
                                                    ("pixels", .int(r.pixelCount))]
                if let label = numbered?.label(ofRegion: id) {
                    fields += [("number", .int(label.number)), ("labelX", .int(label.x)), ("labelY", .int(label.y))]
                }
                return .object(fields)
            }
            var fields: [(String, JSONText)] = [
                ("width", .int(image.width)), ("height", .int(image.height)),
                ("regionCount", .int(regions.count)),
                ("closeGaps", .int(choice.width)), ("closeGapsLargeShape", .int(choice.largeShape ?? 0)), ("closeGapsPassage", .int(choice.passage ?? 0)), ("gapsClosed", .int(index.lineArt.bridgeCount)),
                ("converted", .string(loaded.conversion == nil ? "no" : ColoringPage.detail.rawValue)),
                ("timings", .object([("decodeMs", .ms(decodeMs)), ("preloadMs", .ms(preloadMs))])),
            ]
            if let numbers { fields.append(("palette", .array(numbers.palette.map { .string($0.hex) }))) }
            fields.append(("regions", .array(list)))
            print(JSONText.object(fields).rendered)
            return
        }
        let paintable = regions.reduce(0) { $0 + $1.pixelCount }
        print("\(page): \(image.width)x\(image.height), \(regions.count) regions, "
              + "\(paintable) paintable pixels (\(percent(paintable, image.width * image.height)) of the page)")
        if loaded.conversion != nil {
            print("a photo: turned into a coloring page (\(ColoringPage.detail.rawValue) detail, \(fixed(loaded.milliseconds, 0)) ms); --as-is for the photo itself")
        }
        if choice.width > 0 {
            let which = choice.largeShape.map { " between shapes of \($0) px or more" } ?? ""
            print("gaps up to \(choice.width) px\(which) closed: \(index.lineArt.bridgeCount)")
        }
        print("decode \(fixed(decodeMs)) ms, preload \(fixed(preloadMs)) ms")
        let largest = regions.enumerated().sorted { $0.element.pixelCount > $1.element.pixelCount }.prefix(10)
        guard !largest.isEmpty else { return }
        print("largest regions:")
        let rows = [["id", "x,y", "width x height", "pixels"]] + largest.map { id, r in
            ["\(id)", "\(r.bounds.x),\(r.bounds.y)", "\(r.bounds.width)x\(r.bounds.height)", "\(r.pixelCount)"]
        }
        let widths = (0..<4).map { c in rows.map { $0[c].count }.max()! }
        for row in rows {
            print("  " + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  "))
        }
    }

    private func percent(_ a: Int, _ b: Int) -> String { fixed(100 * Double(a) / Double(max(1, b)), 1) + "%" }
}

func fixed(_ v: Double, _ decimals: Int = 2) -> String { JSONText.number(v, decimals: decimals).rendered }
