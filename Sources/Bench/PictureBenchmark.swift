#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ColorCore
import PhotoPages
import Screens

/// Pictures as pages, measured in the same run as the core benchmark: the line-art test every
/// opened page goes through, region preload with gap closing against the plain preload, and
/// (for a picture that is not line art) turning it into a coloring page, in wall time and in
/// CPU time of the whole process (both cores count).
public struct PictureBenchmark: Sendable {
    public var lineArtTestMs = 0.0
    public var isLineArt = true
    public var closeGapsPx = 0, gapsClosed = 0
    /// Median `RegionIndex(lineArt:closingGaps:)`, gap closing included.
    public var preloadClosedMs = 0.0
    public var convertMs: Double?, convertCpuMs: Double?, convertRegions: Int?

    public static func run(page: Page, art: LineArt, closeGaps: Int, runs n: Int) -> PictureBenchmark {
        var b = PictureBenchmark()
        var test = LineArtTest(lineArt: art)
        b.lineArtTestMs = Stopwatch.medianMilliseconds(runs: n) { test = LineArtTest(lineArt: art) }
        b.isLineArt = test.isLineArt
        b.closeGapsPx = closeGaps
        var closed = RegionIndex(lineArt: art, closingGaps: closeGaps)
        b.preloadClosedMs = Stopwatch.medianMilliseconds(runs: n) { closed = RegionIndex(lineArt: art, closingGaps: closeGaps) }
        b.gapsClosed = closed.lineArt.bridgeCount
        if !test.isLineArt {
            var cpu: [Double] = [], regions = 0
            let convert = { PageConverter.convert(page, detail: .medium, smallestBrush: BrushSize.smallest) }
            b.convertMs = Stopwatch.medianMilliseconds(runs: max(3, n / 2)) {
                let before = processCPUMilliseconds()
                regions = convert().regionCount
                cpu.append(processCPUMilliseconds() - before)
            }
            b.convertCpuMs = Stopwatch.percentile(cpu, 0.5)
            b.convertRegions = regions
        }
        return b
    }

    /// User plus system CPU time of this process so far (every thread).
    static func processCPUMilliseconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func ms(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }
}
