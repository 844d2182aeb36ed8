import ColorCore
import Foundation
import Screens
import Storage

/// Reopening a picture (issue 12): how fast a stroke log replays, and the time from nothing to
/// the first frame of a continued picture, done as the interactive command does it (decode,
/// line art, regions, session, replay of the log, progress count, first 200x60 frame).
public struct ReplayBenchmark: Sendable {
    public var strokes = 0, events = 0
    /// Median time to replay the whole log into a fresh session.
    public var replayMs = 0.0
    /// The same, in this thread's CPU time: what the replay costs on a machine busy with other
    /// work (wall time there includes waiting for a core).
    public var replayCpuMs = 0.0
    public var strokesPerSecond = 0.0
    /// Median, from reading the page file to the first frame of the continued picture.
    public var continueFirstFrameMs = 0.0
    /// The same in CPU time of the whole process, every thread summed: an upper bound for the
    /// wall time on an idle machine, steady on a busy one.
    public var continueFirstFrameCpuMs = 0.0

    /// `strokes` strokes as a hand makes them: each from a paintable point, 30 moves of about
    /// 12 page pixels that keep roughly their heading, a 40-pixel brush, colours taking turns.
    public static func log(for page: Page, finder: any RegionFinder, strokes: Int) -> StrokeLog {
        var rng = SplitMix(seed: 12)
        var log = StrokeLog(width: page.width, height: page.height, events: [.brush(40)])
        let colours = [RGB(r: 0xE6, g: 0x39, b: 0x46), RGB(r: 0xFF, g: 0xD6, b: 0x0A), RGB(r: 0x2A, g: 0x9D, b: 0x3F),
                       RGB(r: 0x1D, g: 0x4E, b: 0xD8), RGB(r: 0xFF, g: 0x70, b: 0xA6)]
        for k in 0..<strokes {
            var x = 0.0, y = 0.0
            repeat {
                x = Double(rng.next() % UInt64(page.width)); y = Double(rng.next() % UInt64(page.height))
            } while finder.region(atX: Int(x), y: Int(y)) == nil
            log.events.append(.color(.rgb(colours[k % colours.count])))
            log.events.append(.down(x: x, y: y, t: nil))
            var heading = Double(rng.next() % 628) / 100
            for _ in 0..<30 {
                heading += (Double(rng.next() % 100) - 50) / 100
                x = min(max(0, x + 12 * cos(heading)), Double(page.width - 1))
                y = min(max(0, y + 12 * sin(heading)), Double(page.height - 1))
                log.events.append(.move(x: x, y: y, t: nil))
            }
            log.events.append(.up(t: nil))
        }
        return log
    }

    public static func run(pagePath: String, choice: PageChoice = PageChoice(), page: Page, finder: any RegionFinder, strokes: Int = 500,
                           runs: Int = 3) throws(PictureError) -> ReplayBenchmark {
        let log = log(for: page, finder: finder, strokes: strokes)
        var b = ReplayBenchmark(strokes: strokes, events: log.events.count)
        b.replayMs = Stopwatch.medianMilliseconds(runs: runs) {
            var session = Session(page: page, finder: finder)
            session.replay(log.events)
            precondition(session.canUndo)
        }
        var cpu: [Double] = []
        for _ in 0..<runs {
            let t0 = cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID)
            var session = Session(page: page, finder: finder)
            session.replay(log.events)
            cpu.append(Double(cpuNanoseconds(CLOCK_THREAD_CPUTIME_ID) - t0) / 1e6)
            precondition(session.canUndo)
        }
        b.replayCpuMs = Stopwatch.percentile(cpu, 0.5)
        b.strokesPerSecond = Double(strokes) / (b.replayMs / 1000)
        var failure: PictureError?
        var cpuTimes: [Double] = []
        b.continueFirstFrameMs = Stopwatch.medianMilliseconds(runs: runs) {
            let c0 = cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID)
            defer { cpuTimes.append(Double(cpuNanoseconds(CLOCK_PROCESS_CPUTIME_ID) - c0) / 1e6) }
            do throws(PictureError) {
                let decoded = try PictureFile.read(path: pagePath, choice: choice).page
                let art = LineArt(page: decoded)
                var session = Session(page: decoded, finder: RegionMode.optimized.makeFinder(for: art))
                session.replay(log.events)
                let screen = ColoringScreen(session: session, columns: 200, rows: 60,
                                            paths: SavePaths(page: pagePath, output: "/dev/null/bench.png"), modeName: "optimized",
                                            rescueFolder: "/dev/null")
                precondition(screen.frame().cells.count == 200 * 60)
            } catch { failure = error }
        }
        if let failure { throw failure }
        b.continueFirstFrameCpuMs = Stopwatch.percentile(cpuTimes, 0.5)
        return b
    }
}

/// CPU time by `clock` (this thread's or the whole process's), in nanoseconds.
func cpuNanoseconds(_ clock: clockid_t) -> UInt64 {
    var ts = timespec()
    clock_gettime(clock, &ts)
    return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
}
