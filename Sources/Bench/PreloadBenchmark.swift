import ColorCore

/// The plain preload against the gap-closing one, timed in turns (so both see the same load),
/// and a digest of what gap closing gave (the closed line art and every region's runs): two
/// builds give the same digest only when their bridges and regions are the same.
public struct PreloadBenchmark: Sendable {
    public var closeGapsPx = 0, gapsClosed = 0, regionsClosed = 0
    /// Medians in milliseconds, wall clock and CPU time of the process (every thread).
    public var plainMs = 0.0, closedMs = 0.0, plainCpuMs = 0.0, closedCpuMs = 0.0
    public var digest = ""

    public static func run(art: LineArt, closeGaps: Int, runs n: Int) -> PreloadBenchmark {
        var b = PreloadBenchmark()
        b.closeGapsPx = closeGaps
        var closed = RegionIndex(lineArt: art, closingGaps: closeGaps)
        _ = RegionIndex(lineArt: art)
        var plain: [Double] = [], gapped: [Double] = [], plainCpu: [Double] = [], gappedCpu: [Double] = []
        func timed(_ wall: inout [Double], _ cpu: inout [Double], _ body: () -> Void) {
            let c0 = Stopwatch.cpuNanoseconds()
            wall.append(Stopwatch.milliseconds(body))
            cpu.append(Double(Stopwatch.cpuNanoseconds() - c0) / 1e6)
        }
        for _ in 0..<max(1, n) {
            timed(&plain, &plainCpu) { _ = RegionIndex(lineArt: art) }
            timed(&gapped, &gappedCpu) { closed = RegionIndex(lineArt: art, closingGaps: closeGaps) }
        }
        b.plainMs = Stopwatch.percentile(plain, 0.5)
        b.closedMs = Stopwatch.percentile(gapped, 0.5)
        b.plainCpuMs = Stopwatch.percentile(plainCpu, 0.5)
        b.closedCpuMs = Stopwatch.percentile(gappedCpu, 0.5)
        b.gapsClosed = closed.lineArt.bridgeCount
        b.regionsClosed = closed.regions.count
        b.digest = digest(closed)
        return b
    }

    /// FNV-1a (64 bit) over the closed darkness, the bridge count and every region's runs.
    static func digest(_ index: RegionIndex) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        @inline(__always) func mix(_ v: UInt64) { h = (h ^ v) &* 0x100_0000_01b3 }
        for d in index.lineArt.darkness { mix(UInt64(d)) }
        mix(UInt64(index.lineArt.bridgeCount))
        for r in index.regions {
            mix(UInt64(r.bounds.y))
            for v in r.rowStart { mix(UInt64(UInt32(bitPattern: v))) }
            for v in r.runBounds { mix(UInt64(UInt32(bitPattern: v))) }
        }
        return String(h, radix: 16)
    }
}
