import ColorCore
import Storage

/// In-process measurements of the full-resolution core on one page (decode, line art, preload,
/// hit test, naive fill, save), each the median of several runs; see `bench` in doc/termcolor.1. The
/// page may be a PNG or a JPEG (decodeMs is then libjpeg-turbo's decode).
public struct CoreBenchmark: Sendable {
    public var width = 0, height = 0, regions = 0
    public var decodeMs = 0.0, lineArtMs = 0.0, preloadMs = 0.0
    public var hitTestNsP50 = 0.0, hitTestNsP99 = 0.0
    public var naiveFillMs = 0.0, naiveFillPixels = 0
    public var saveMs = 0.0, saveBytes = 0
    public var peakRSSBytes = 0
    public var hashEntries = 0

    /// Runs every measurement. `scratchPath` is where the save test writes (removed afterwards).
    public static func run(pagePath: String, choice: PageChoice = PageChoice(), scratchPath: String, runs: Int? = nil) throws(PictureError) -> (CoreBenchmark, Page, RegionIndex) {
        var b = CoreBenchmark()
        let page = try PictureFile.read(path: pagePath, choice: choice).page
        b.width = page.width; b.height = page.height
        let n = runs ?? (page.width * page.height <= 4_200_000 ? 10 : 5)

        var decodeError: PictureError?
        b.decodeMs = Stopwatch.medianMilliseconds(runs: n) {
            do throws(PictureError) { _ = try PictureFile.read(path: pagePath, choice: choice) } catch { decodeError = error }
        }
        if let decodeError { throw decodeError }

        var art = LineArt(page: page)
        b.lineArtMs = Stopwatch.medianMilliseconds(runs: n) { art = LineArt(page: page) }

        var index = RegionIndex(lineArt: art)
        b.preloadMs = Stopwatch.medianMilliseconds(runs: n) { index = RegionIndex(lineArt: art) }
        b.regions = index.regions.count
        b.hashEntries = index.hash.entryCount

        (b.hitTestNsP50, b.hitTestNsP99) = hitTestNanoseconds(index, samples: 100_000)

        if let largest = index.regions.indices.max(by: { index.regions[$0].pixelCount < index.regions[$1].pixelCount }) {
            let mask = index.regions[largest]
            let seedX = mask.runStart(mask.runRange(row: mask.bounds.y).lowerBound), seedY = mask.bounds.y
            let fill = FloodFill(lineArt: art)
            var got: RegionMask?
            b.naiveFillMs = Stopwatch.medianMilliseconds(runs: n) { got = fill.region(atX: seedX, y: seedY) }
            precondition(got == mask, "naive and optimized disagree on the largest region")
            b.naiveFillPixels = mask.pixelCount
        }

        var saveError: PNGError?
        b.saveMs = Stopwatch.medianMilliseconds(runs: max(3, n / 2)) {
            do throws(PNGError) { b.saveBytes = try PNGCodec.write(page, to: scratchPath) } catch { saveError = error }
        }
        if let saveError { throw PictureError(saveError.message) }
        b.peakRSSBytes = MemoryUsage.peakResidentBytes()
        return (b, page, index)
    }

    /// Per-call hit-test time at uniformly random page points: median and p99, in ns, with the
    /// timer's own cost (measured the same way around nothing) subtracted.
    static func hitTestNanoseconds(_ index: RegionIndex, samples: Int) -> (Double, Double) {
        var rng = SplitMix(seed: 42)
        let w = UInt64(index.lineArt.width), h = UInt64(index.lineArt.height)
        var points: [(Int, Int)] = []
        points.reserveCapacity(samples)
        for _ in 0..<samples { points.append((Int(rng.next() % w), Int(rng.next() % h))) }
        var overhead: [Double] = [], times: [Double] = []
        overhead.reserveCapacity(samples); times.reserveCapacity(samples)
        var sink = 0
        for _ in 0..<2 {  // the first pass warms caches and branch predictors
            overhead.removeAll(keepingCapacity: true); times.removeAll(keepingCapacity: true)
            for (x, y) in points {
                let t0 = Stopwatch.nanoseconds()
                let t1 = Stopwatch.nanoseconds()
                sink &+= index.regionID(atX: x, y: y) ?? -1
                let t2 = Stopwatch.nanoseconds()
                overhead.append(Double(t1 - t0)); times.append(Double(t2 - t1))
            }
        }
        precondition(sink != Int.min)
        let base = Stopwatch.percentile(overhead, 0.5)
        return (max(0, Stopwatch.percentile(times, 0.5) - base), max(0, Stopwatch.percentile(times, 0.99) - base))
    }
}
