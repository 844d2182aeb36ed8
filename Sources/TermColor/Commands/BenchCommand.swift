import ArgumentParser
import ColorCore
import Foundation

/// `termcolor bench PAGE [--json]`: in-process measurements on a release build (spec/cli.md).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure decode, preload, hit test, fill, save and drawing on a page.")

    @Argument(help: "The page, a PNG file.") var page: String
    @Flag(help: "Print one JSON object.") var json = false
    @Option(help: "Timed runs per measurement (default: 10, or 5 for pages over 4 MP).") var runs: Int?

    func run() throws {
        _ = try loadPageOrExit(page)  // a clear error for a bad page before anything is timed
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("termcolor-bench-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let core: CoreBenchmark, decoded: Page, index: RegionIndex
        do { (core, decoded, index) = try CoreBenchmark.run(pagePath: page, scratchPath: scratch, runs: runs) } catch {
            failAndExit("\(page): \(error.message)")
        }
        var fields: [(String, JSONText)] = [
            ("width", .int(core.width)), ("height", .int(core.height)), ("regions", .int(core.regions)),
            ("decodeMs", .ms(core.decodeMs)), ("lineArtMs", .ms(core.lineArtMs)), ("preloadMs", .ms(core.preloadMs)),
            ("hitTestNsP50", .number(core.hitTestNsP50, decimals: 0)),
            ("hitTestNsP99", .number(core.hitTestNsP99, decimals: 0)),
            ("naiveFillMs", .ms(core.naiveFillMs)), ("naiveFillPixels", .int(core.naiveFillPixels)),
            ("saveMs", .ms(core.saveMs)), ("saveBytes", .int(core.saveBytes)),
            ("peakRSSBytes", .int(core.peakRSSBytes)),
        ]
        fields.append(("hashEntries", .int(core.hashEntries)))

        // Strokes: segments on a blank 4096x4096 page (issue 3's setting), fill on this page.
        let segments = [4, 16, 40].map { ("\($0)", JSONText.number(StrokeBenchmarks.segmentMicroseconds(brushSize: Double($0)), decimals: 2)) }
        fields.append(("segmentUs", .object(segments)))
        let fill = StrokeBenchmarks.fillLargestRegion(page: decoded, finder: index, regions: index.regions)
        fields.append(("fillMs", .ms(fill.milliseconds)))
        let undo = StrokeBenchmarks.undoBytesPerStroke()
        fields.append(("undoBytesPerStroke", .int(undo.undo)))
        fields.append(("redoBytesPerStroke", .int(undo.redo)))
        fields.append(("peakRSSBytesAll", .int(MemoryUsage.peakResidentBytes())))
        if json {
            print(JSONText.object(fields).rendered)
        } else {
            for (k, v) in fields { print(k.padding(toLength: 20, withPad: " ", startingAt: 0) + v.rendered) }
        }
    }
}
