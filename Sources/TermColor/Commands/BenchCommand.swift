import ArgumentParser
import ColorCore
import Bench
import Screens
import Storage
import Foundation

/// `termcolor bench PAGE [--json]`: in-process measurements on a release build (doc/termcolor.1).
/// `termcolor bench --wobble [--json]`: how straight drags come out (`WobbleBenchmark`).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench", abstract: "Measure decode, preload, hit test, fill, save and drawing on a page.")

    @Argument(help: "The page, a PNG, JPEG, PDF or SVG file (measured as it is, not converted; not with --wobble).", completion: .pageFiles) var page: String?
    @Flag(help: "Print one JSON object.") var json = false
    @Flag(help: "Score drags along known paths instead (cell and pixel reports, filter on and off).")
    var wobble = false
    @Option(parsing: .unconditional, help: "Timed runs per measurement (default: 10, or 5 for pages over 4 MP).") var runs: Int?
    @Option(help: "Side of the blank square page the stroke segment and undo benchmarks draw on.")
    var strokeSide = 4096
    @Option(name: .customLong("close-gaps"), help: "The gap width the gap-closing preload is measured with.")
    var closeGaps = 4
    @Option(help: "Measure only one part, for quick before/after runs: drag (drag events, filter on and off), strokes (stroke segment and fill), view (full frame, zoom and pan in every glyph mode) preload (plain and gap-closing preload, taken in turns, and a digest of the closed regions), pixels (the page area as a sixel or kitty image at 200x60 cells of 6x13 pixels: full frame and drag patches, libchafa and libsixel beside it where `make pixel-reference` built their tool), pixel-memory (drags in the kitty image for --runs seconds, default 600, resident memory every 10 s) or numbers (a numbered page's frame at 200x60 with and without its numbers, at fit and zoomed in).")
    var only: String?
    @OptionGroup var pageChoice: PageChoiceOptions

    func validate() throws {
        if wobble && page != nil { throw ValidationError("--wobble takes no page") }
        if !wobble && page == nil { throw ValidationError("Missing expected argument '<page>'") }
        if let only, !["drag", "strokes", "view", "preload", "pixels", "pixel-memory", "numbers"].contains(only) {
            throw ValidationError("--only takes drag, strokes, view, preload, pixels, pixel-memory or numbers")
        }
        // 0 runs have no median, a 0-pixel page no strokes: unchecked, either crashes the bench.
        if let runs, runs < 1 { throw ValidationError("--runs must be at least 1, not \(runs)") }
        if !(16...16384).contains(strokeSide) { throw ValidationError("--stroke-side must be 16 to 16384 pixels, not \(strokeSide)") }
        if !(1...GapClosing.maxWidth).contains(closeGaps) { throw ValidationError("--close-gaps must be 1 to \(GapClosing.maxWidth) here, not \(closeGaps)") }
    }

    func run() throws {
        if wobble { return printWobble() }
        let page = self.page ?? ""
        if let only { return printPart(only, page: page) }
        // Start-up first, in a fresh process, on the program's own path.
        let startup: StartupBenchmark
        switch StartupBenchmark.run(pagePath: page, choice: pageChoice.choice) {
        case .success(let run): startup = run.0
        case .failure(let failure): failAndExit(failure.message)
        }
        // The kernel's start time of this process (ticks of 10 ms) against now: the moments of
        // the first frame and of the screen ready, counted from process start.
        let sinceProcessStart = ProcessClock.millisecondsSinceStart()
        func sinceStart(_ step: Double) -> JSONText {
            .ms(sinceProcessStart.map { $0 - (startup.readyMs - step) } ?? step)
        }
        let startupRSS = MemoryUsage.peakResidentBytes()
        MemoryUsage.resetPeak()
        let steps = startup.steps
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("termcolor-bench-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let core: CoreBenchmark, decoded: Page, index: RegionIndex
        do { (core, decoded, index) = try CoreBenchmark.run(pagePath: page, choice: pageChoice.choice, scratchPath: scratch, runs: runs) } catch {
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

        // Pictures: the line-art test, preload with gap closing (same run as preloadMs), and
        // for a photo its conversion to a page.
        let pictures = PictureBenchmark.run(page: decoded, art: index.lineArt, closeGaps: closeGaps,
                                            runs: runs ?? (decoded.width * decoded.height <= 4_200_000 ? 10 : 5))
        fields += [
            ("lineArtTestMs", .ms(pictures.lineArtTestMs)), ("isLineArt", .string(pictures.isLineArt ? "yes" : "no")),
            ("closeGapsPx", .int(pictures.closeGapsPx)), ("preloadClosedMs", .ms(pictures.preloadClosedMs)),
            ("gapsClosed", .int(pictures.gapsClosed)),
        ]
        if let convertMs = pictures.convertMs, let cpu = pictures.convertCpuMs, let regions = pictures.convertRegions {
            fields += [("convertMs", .ms(convertMs)), ("convertCpuMs", .ms(cpu)), ("convertRegions", .int(regions))]
        }

        // Strokes: segments on a blank square page (4096 by default, issue 3's setting), fill on this page.
        fields += strokeFields(page: decoded, index: index)
        let undo = StrokeBenchmarks.undoBytesPerStroke(side: strokeSide)
        fields.append(("undoBytesPerStroke", .int(undo.undo)))
        fields.append(("redoBytesPerStroke", .int(undo.redo)))

        // The terminal view: full frame, zoom and pan steps; one drag event end to end.
        let view = ViewBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60)
        let drag = DragBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60)
        let byGlyphs = glyphsFields(page: decoded, index: index, half: view, halfDrag: drag)
        // The same drags with the input filter off: the reference, in the same run.
        let unfiltered = DragBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60, filtered: false)
        let motion = MotionBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60)
        let trace = TraceBenchmark.run(columns: 200, rows: 60)
        fields += [
            ("frameMs", .ms(view.frameMs)), ("pyramidMs", .ms(view.pyramidMs)), ("glyphs", .object(byGlyphs)),
            ("dragEventUsP50", .number(drag.p50Us, decimals: 1)),
            ("dragEventUsP99", .number(drag.p99Us, decimals: 1)),
            ("dragEventUsMax", .number(drag.maxUs, decimals: 1)),
            ("cellsPerDragEvent", .number(drag.cellsPerEvent, decimals: 2)),
        ]
        fields += dragFields(drag) + dragFields(unfiltered, prefix: "unfiltered")
        fields += [
            ("motionEventUsP50", .number(motion.p50Us, decimals: 1)),
            ("motionEventUsP99", .number(motion.p99Us, decimals: 1)),
            ("motionEventCpuUsP50", .number(motion.cpuP50Us, decimals: 1)),
            ("motionEventCpuUsP99", .number(motion.cpuP99Us, decimals: 1)),
            ("hoverRegionChanges", .int(motion.regionChanges)),
            // The tracing game's drag event (four letters at 200x60; not page-dependent).
            ("traceDragEventUsP50", .number(trace.p50Us, decimals: 1)),
            ("traceDragEventUsP99", .number(trace.p99Us, decimals: 1)),
            ("zoomStepMs", .ms(view.zoomStepMsP50)), ("zoomStepMsP99", .ms(view.zoomStepMsP99)),
            ("panStepMs", .ms(view.panStepMsP50)), ("panStepMsP99", .ms(view.panStepMsP99)),
            // From process start where the kernel says when that was; else from `run`.
            ("firstFrameMs", sinceStart(steps.firstFrame)),
            ("readyMs", sinceStart(startup.readyMs)),
            ("startup", .object([("decodeMs", .ms(steps.read)), ("lineArtTestMs", .ms(steps.lineArtTested - steps.read)),
                                 ("decideMs", .ms(steps.decided - steps.lineArtTested)),
                                 ("canvasMs", .ms(steps.canvasMade - steps.decided)),
                                 ("viewMs", .ms(steps.firstFrame - steps.canvasMade)), ("regionsMs", .ms(steps.preloadMs)),
                                 ("regionsWaitMs", .ms(steps.regionsFound - steps.firstFrame)),
                                 ("screenMs", .ms(startup.readyMs - steps.regionsFound)),
                                 ("peakRSSBytes", .int(startupRSS))])),
        ]
        // Reopening: the stroke log replayed, and a continued picture's first frame.
        let replay: ReplayBenchmark
        do { replay = try ReplayBenchmark.run(pagePath: page, choice: pageChoice.choice, page: decoded, finder: index, runs: min(runs ?? 3, 3)) } catch {
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
            for (k, v) in fields { print(k.padding(toLength: max(20, k.count + 1), withPad: " ", startingAt: 0) + v.rendered) }
        }
    }

    /// A protocol's drag frames as fields: per cause (drag events, ticks, the release) and all of
    /// them, each the count, CPU microseconds and bytes at the median, the 99th percentile and the most.
    static func dragFrameFields(_ d: PixelBenchmark.DragFrames) -> [(String, JSONText)] {
        [("press", d.press), ("events", d.events), ("ticks", d.ticks), ("release", d.release), ("all", d.all)].map { name, f in
            (name, .object([("frames", .int(f.count)),
                            ("cpuUsP50", .number(f.cpu(0.5), decimals: 1)), ("cpuUsP99", .number(f.cpu(0.99), decimals: 1)),
                            ("cpuUsMax", .number(f.cpu(1), decimals: 1)),
                            ("bytesP50", .int(f.size(0.5))), ("bytesP99", .int(f.size(0.99))), ("bytesMax", .int(f.size(1))),
                            ("bytesTotal", .int(f.totalBytes))]))
        }
    }

    /// One part of the measurements alone, with the same field names as the whole run.
    private func printPart(_ part: String, page path: String) {
        let decoded: Page
        do { decoded = try PictureFile.read(path: path, choice: pageChoice.choice).page } catch { failAndExit("\(path): \(error.message)") }
        let index = RegionIndex(lineArt: LineArt(page: decoded))
        var fields: [(String, JSONText)] = []
        if part == "preload" {
            let p = PreloadBenchmark.run(art: index.lineArt, closeGaps: closeGaps, runs: runs ?? 9)
            fields += [("closeGapsPx", .int(p.closeGapsPx)), ("preloadMs", .ms(p.plainMs)), ("preloadClosedMs", .ms(p.closedMs)),
                       ("ratio", .number(p.closedMs / max(1e-9, p.plainMs), decimals: 2)),
                       ("preloadCpuMs", .ms(p.plainCpuMs)), ("preloadClosedCpuMs", .ms(p.closedCpuMs)),
                       ("cpuRatio", .number(p.closedCpuMs / max(1e-9, p.plainCpuMs), decimals: 2)),
                       ("gapsClosed", .int(p.gapsClosed)), ("regionsClosed", .int(p.regionsClosed)), ("closedDigest", .string(p.digest))]
        } else if part == "strokes" {
            fields += strokeFields(page: decoded, index: index)
        } else if part == "pixels" {
            let p = PixelBenchmark.run(page: decoded, finder: index, runs: runs ?? 10)
            fields += [("renderMs", .ms(p.renderMs)), ("sixelFrameMs", .ms(p.sixelFrameMs)), ("sixelFrameBytes", .int(p.sixelFrameBytes)),
                       ("kittyFrameMs", .ms(p.kittyFrameMs)), ("kittyFrameBytes", .int(p.kittyFrameBytes)),
                       ("sixelDrag", .object(Self.dragFrameFields(p.sixelDrags))), ("kittyDrag", .object(Self.dragFrameFields(p.kittyDrags)))]
            switch p.reference {
            case .success(let r):
                fields += [("libchafaSixelMs", .ms(r.libchafaSixelMs)), ("libchafaSixelBytes", .int(r.libchafaSixelBytes)),
                           ("libsixelMs", .ms(r.libsixelMs)), ("libsixelBytes", .int(r.libsixelBytes))]
            case .failure(let why):
                fields.append(("pixelReference", .string(why.message)))
            }
        } else if part == "pixel-memory" {
            PixelMemoryBenchmark.run(page: decoded, finder: index, seconds: Double(runs ?? 600)) { line in
                FileHandle.standardOutput.write(Data((line + "\n").utf8))
            }
            return
        } else if part == "numbers" {
            guard let guide = numberGuideOrExit(path, width: decoded.width, height: decoded.height) else {
                failAndExit("\(path): not a numbered page")
            }
            let b = NumbersBenchmark.run(page: decoded, guide: guide, finder: index, frames: runs ?? 400)
            fields.append(("numberedRegions", .int(b.regions)))
            fields.append(("zooms", .array(b.zooms.map { z in
                .object([("zoomSteps", .int(z.steps)), ("frameMs", .number(z.plainMs, decimals: 3)),
                         ("numberedFrameMs", .number(z.numberedMs, decimals: 3)),
                         ("addedMsP50", .number(z.addedMsP50, decimals: 3)), ("addedMsP99", .number(z.addedMsP99, decimals: 3))])
            })))
        } else if part == "view" {
            fields.append(("glyphs", .object(glyphsFields(page: decoded, index: index))))
        } else {
            fields += dragFields(DragBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60))
            fields += dragFields(DragBenchmark.run(page: decoded, finder: index, columns: 200, rows: 60, filtered: false),
                                 prefix: "unfiltered")
        }
        if json {
            print(JSONText.object(fields).rendered)
        } else {
            for (k, v) in fields { print(k.padding(toLength: max(20, k.count + 1), withPad: " ", startingAt: 0) + v.rendered) }
        }
    }

    /// The full frame, zoom and pan steps and one drag event (CPU, p99) at 200x60 in every glyph
    /// mode (issue 10: each under its budget); `half`, `halfDrag`: that mode's runs, when already
    /// made.
    private func glyphsFields(page: Page, index: RegionIndex, half: ViewBenchmark? = nil,
                              halfDrag: DragBenchmark? = nil) -> [(String, JSONText)] {
        GlyphMode.allCases.map { mode in
            let options = DisplayOptions(glyphs: mode)
            let b = (mode == .half ? half : nil)
                ?? ViewBenchmark.run(page: page, finder: index, columns: 200, rows: 60, options: options)
            let drag = (mode == .half ? halfDrag : nil)
                ?? DragBenchmark.run(page: page, finder: index, columns: 200, rows: 60, options: options)
            return (mode.rawValue, .object([("frameMs", .ms(b.frameMs)), ("zoomStepMs", .ms(b.zoomStepMsP50)),
                                            ("zoomStepMsP99", .ms(b.zoomStepMsP99)), ("panStepMs", .ms(b.panStepMsP50)),
                                            ("panStepMsP99", .ms(b.panStepMsP99)),
                                            ("dragEventCpuUsP99", .number(drag.cpuP99Us, decimals: 1))]))
        }
    }

    /// Stroke segments on a blank square page (`strokeSide`), and the fill of the page's largest region.
    private func strokeFields(page: Page, index: RegionIndex) -> [(String, JSONText)] {
        let segments = [4, 16, 40].map { ("\($0)", JSONText.number(StrokeBenchmarks.segmentMicroseconds(brushSize: Double($0), side: strokeSide), decimals: 2)) }
        let fill = StrokeBenchmarks.fillLargestRegion(page: page, finder: index, regions: index.regions)
        return [("segmentUs", .object(segments)), ("fillMs", .ms(fill.milliseconds))]
    }

    /// A drag run's CPU figures, as `dragEventCpuUsP50` (or `unfilteredDragEventCpuUsP50` with
    /// the prefix "unfiltered").
    private func dragFields(_ drag: DragBenchmark, prefix: String = "") -> [(String, JSONText)] {
        let name = prefix.isEmpty ? "dragEvent" : prefix + "DragEvent"
        return [
            (name + "CpuUsP50", .number(drag.cpuP50Us, decimals: 1)),
            (name + "CpuUsP99", .number(drag.cpuP99Us, decimals: 1)),
            (name + "CpuUsMax", .number(drag.cpuMaxUs, decimals: 1)),
            (name + "Slowest", .string(drag.slowest)),
            (name + "CpuUsMaxByKind", .object(drag.cpuMaxUsByKind.map { ($0.kind, .number($0.us, decimals: 1)) })),
            (name + "Ticks", .number(Double(drag.ticks), decimals: 0)),
            (name + "TickCpuUsP99", .number(drag.tickCpuP99Us, decimals: 1)),
            (name + "TickCpuUsMax", .number(drag.tickCpuMaxUs, decimals: 1)),
        ]
    }

    private func printWobble() {
        let b = WobbleBenchmark.run()
        let series: [JSONText] = b.series.map { s in
            .object([("reports", .string(s.reports)), ("filtered", .string(s.filtered ? "arcs" : "none")),
                     ("scores", .object(s.scores.map { ($0.shape, .number($0.value, decimals: 3)) })),
                     ("lagCellsMedian", .number(s.lagCellsMedian, decimals: 2)), ("lagCellsMax", .number(s.lagCellsMax, decimals: 2))])
        }
        let all = JSONText.object([("page", .string("\(b.page.width)x\(b.page.height) blank")),
                                   ("terminal", .string("\(b.terminal.columns)x\(b.terminal.rows)")), ("series", .array(series))])
        if json { print(all.rendered); return }
        for s in b.series {
            let name = "\(s.reports) \(s.filtered ? "filtered" : "raw")".padding(toLength: 18, withPad: " ", startingAt: 0)
            print(name + s.scores.map { "\($0.shape) \(String(format: "%.3f", $0.value))" }.joined(separator: "  "))
        }
    }
}
