#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds, and the small statistics benchmarks report.
public enum Stopwatch {
    @inline(__always) public static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// CPU time this process has used, all threads, in nanoseconds: unlike the wall clock it
    /// does not count time other processes had the CPU (on a busy machine a wall-clock p99 is
    /// the scheduler's 4 ms tick, not our work).
    public static func cpuNanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Milliseconds taken by `body`.
    public static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = nanoseconds()
        try body()
        return Double(nanoseconds() - t0) / 1e6
    }

    /// Median milliseconds of `runs` timed calls after one untimed warm-up call.
    static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(try milliseconds(body)) }
        return percentile(times, 0.5)
    }

    /// The value at fraction `p` (0...1) of the sorted samples (nearest rank).
    static func percentile(_ samples: [Double], _ p: Double) -> Double {
        precondition(!samples.isEmpty)
        let s = samples.sorted()
        return s[min(s.count - 1, Int((p * Double(s.count - 1)).rounded()))]
    }
}
