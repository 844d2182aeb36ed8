import ArgumentParser
import ColorCore
import Bench
import Storage
import Foundation

/// `termcolor bench PAGE [--json]`: in-process measurements on a release build (spec/cli.md).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure decode, preload, hit test, fill, save and drawing on a page.")

    @Argument(help: "The page, a PNG file.") var page: String
    @Flag(help: "Print one JSON object.") var json = false
    @Option(help: "Timed runs per measurement (default: 10, or 5 for pages over 4 MP).") var runs: Int?
    @Option(help: "Side of the blank square page the stroke segment and undo benchmarks draw on.")
    var strokeSide = 4096

    func run() throws {
        if let n = getenv("TC_FRAMES").flatMap({ Int(String(cString: $0)) }) {  // TUNING ONLY
            let decoded = try loadPageOrExit(page)
            let art = LineArt(page: decoded)
            let session = Session(page: decoded, finder: RegionMode.optimized.makeFinder(for: art))
            let mode = GlyphMode(rawValue: getenv("TC_MODE").map { String(cString: $0) } ?? "half")!
            var r = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 200, rows: 60, options: DisplayOptions(glyphs: mode))
            let t0 = Stopwatch.nanoseconds()
            for i in 0..<n { r.resize(canvas: session.canvas, lineArt: art, columns: 200 - (i & 1), rows: 60) }
            print(mode, Double(Stopwatch.nanoseconds() - t0) / 1e6 / Double(max(1, n)))
            return
        }
        if getenv("TC_VIEWONLY") != nil {  // TUNING ONLY
            let decoded = try loadPageOrExit(page)
            let art = LineArt(page: decoded)
            let index = RegionMode.optimized.makeFinder(for: art) as! RegionIndex
            for mode in GlyphMode.allCases where getenv("TC_MODE").map({ String(cString: $0) == mode.rawValue }) ?? true {
                let v = ViewBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60, runs: getenv("TC_RUNS").flatMap { Int(String(cString: $0)) } ?? 20, options: DisplayOptions(glyphs: mode))
                print(mode, v.frameMs, v.zoomStepMsP50, v.zoomStepMsP99, v.panStepMsP50, v.panStepMsP99)
            }
            return
        }
        // Start-up first, in a fresh process, step by step as the interactive command does it:
        // decode, line art, regions, session, first 200x60 frame.
        let start = Stopwatch.nanoseconds()
        var stamps: [UInt64] = []
        func stamp() { stamps.append(Stopwatch.nanoseconds()) }
        do {
            let decoded = try loadPageOrExit(page)  // a clear error for a bad page before anything is timed
            stamp()
            let art = LineArt(page: decoded); stamp()
            let finder = RegionMode.optimized.makeFinder(for: art); stamp()
            let session = Session(page: decoded, finder: finder); stamp()
            let first = ViewRenderer(canvas: session.canvas, lineArt: art, columns: 200, rows: 60); stamp()
            precondition(first.frame.cells.count == 200 * 60)
        }
        let sinceProcessStart = ProcessClock.millisecondsSinceStart()
        let startupRSS = MemoryUsage.peakResidentBytes()
        MemoryUsage.resetPeak()
        func ms(_ a: UInt64, _ b: UInt64) -> JSONText { .ms(Double(b - a) / 1e6) }
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

        // Strokes: segments on a blank square page (4096 by default, issue 3's setting), fill on this page.
        let segments = [4, 16, 40].map { ("\($0)", JSONText.number(StrokeBenchmarks.segmentMicroseconds(brushSize: Double($0), side: strokeSide), decimals: 2)) }
        fields.append(("segmentUs", .object(segments)))
        let fill = StrokeBenchmarks.fillLargestRegion(page: decoded, finder: index, regions: index.regions)
        fields.append(("fillMs", .ms(fill.milliseconds)))
        let undo = StrokeBenchmarks.undoBytesPerStroke(side: strokeSide)
        fields.append(("undoBytesPerStroke", .int(undo.undo)))
        fields.append(("redoBytesPerStroke", .int(undo.redo)))

        // The terminal view: full frame, zoom and pan steps; one drag event end to end.
        let view = ViewBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60)
        let drag = DragBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60)
        // The full frame, zoom and pan in every glyph mode (issue 10: each under its budget).
        var byGlyphs: [(String, JSONText)] = []
        for mode in GlyphMode.allCases where mode != .half {
            let v = ViewBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60, options: DisplayOptions(glyphs: mode))
            byGlyphs.append((mode.rawValue, .object([("frameMs", .ms(v.frameMs)), ("zoomStepMsP99", .ms(v.zoomStepMsP99)),
                                                     ("panStepMsP99", .ms(v.panStepMsP99))])))
        }
        let trace = TraceBenchmark.run(columns: 200, rows: 60)
        fields += [
            ("frameMs", .ms(view.frameMs)), ("pyramidMs", .ms(view.pyramidMs)), ("glyphs", .object(byGlyphs)),
            ("dragEventUsP50", .number(drag.p50Us, decimals: 1)),
            ("dragEventUsP99", .number(drag.p99Us, decimals: 1)),
            ("dragEventUsMax", .number(drag.maxUs, decimals: 1)),
            ("cellsPerDragEvent", .number(drag.cellsPerEvent, decimals: 2)),
            // The tracing game's drag event (four letters at 200x60; not page-dependent).
            ("traceDragEventUsP50", .number(trace.p50Us, decimals: 1)),
            ("traceDragEventUsP99", .number(trace.p99Us, decimals: 1)),
            ("zoomStepMs", .ms(view.zoomStepMsP50)), ("zoomStepMsP99", .ms(view.zoomStepMsP99)),
            ("panStepMs", .ms(view.panStepMsP50)), ("panStepMsP99", .ms(view.panStepMsP99)),
            // From process start where the kernel says when that was; else from `run`.
            ("firstFrameMs", sinceProcessStart.map { .ms($0) } ?? ms(start, stamps[4])),
            ("startup", .object([("decodeMs", ms(start, stamps[0])), ("lineArtMs", ms(stamps[0], stamps[1])),
                                 ("regionsMs", ms(stamps[1], stamps[2])), ("sessionMs", ms(stamps[2], stamps[3])),
                                 ("viewMs", ms(stamps[3], stamps[4])), ("peakRSSBytes", .int(startupRSS))])),
        ]
        // Reopening: the stroke log replayed, and a continued picture's first frame.
        let replay: ReplayBenchmark
        do { replay = try ReplayBenchmark.run(pagePath: page, page: decoded, finder: index, runs: min(runs ?? 3, 3)) } catch {
            failAndExit("\(page): \(error.message)")
        }
        fields += [
            ("replayStrokesPerSecond", .number(replay.strokesPerSecond, decimals: 0)),
            ("replay", .object([("strokes", .int(replay.strokes)), ("events", .int(replay.events)), ("replayMs", .ms(replay.replayMs)),
                                ("replayCpuMs", .ms(replay.replayCpuMs)),
                                ("continueFirstFrameMs", .ms(replay.continueFirstFrameMs)),
                                ("continueFirstFrameCpuMs", .ms(replay.continueFirstFrameCpuMs))])),
        ]
        if json {
            print(JSONText.object(fields).rendered)
        } else {
            for (k, v) in fields { print(k.padding(toLength: 20, withPad: " ", startingAt: 0) + v.rendered) }
        }
    }
}
