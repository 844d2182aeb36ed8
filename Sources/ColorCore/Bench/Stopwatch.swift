#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Monotonic time in nanoseconds, and the small statistics benchmarks report.
public enum Stopwatch {
    static let tuningCPU = getenv("TC_CPUCLOCK") != nil  // TUNING ONLY
    @inline(__always) public static func nanoseconds() -> UInt64 {
        var ts = timespec()
        clock_gettime(tuningCPU ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }

    /// Milliseconds taken by `body`.
    public static func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let t0 = nanoseconds()
        try body()
        return Double(nanoseconds() - t0) / 1e6
    }

    /// Median milliseconds of `runs` timed calls after one untimed warm-up call.
    public static func medianMilliseconds(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<max(1, runs) { times.append(try milliseconds(body)) }
        return percentile(times, 0.5)
    }

    /// The value at fraction `p` (0...1) of the sorted samples (nearest rank).
    public static func percentile(_ samples: [Double], _ p: Double) -> Double {
        precondition(!samples.isEmpty)
        let s = samples.sorted()
        return s[min(s.count - 1, Int((p * Double(s.count - 1)).rounded()))]
    }
}

/// The text of a small /proc file, nil where it cannot be read.
private func procFile(_ path: String) -> String? {
    guard let f = fopen(path, "r") else { return nil }
    defer { fclose(f) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = fread(&chunk, 1, chunk.count, f)
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// Time since this process started, from the kernel's record of its start (/proc/self/stat,
/// field 22, in clock ticks since boot; ticks are 10 ms here), so start-up before `main`
/// (loading, runtime set-up, argument parsing) is counted too. Nil where /proc is not there.
public enum ProcessClock {
    public static func millisecondsSinceStart() -> Double? {
        // The command name (field 2) may hold spaces: count fields after its closing ')'.
        guard let text = procFile("/proc/self/stat"), let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let ticks = Double(fields[19]) else { return nil }  // field 22
        var boot = timespec()
        clock_gettime(CLOCK_BOOTTIME, &boot)
        let now = Double(boot.tv_sec) * 1000 + Double(boot.tv_nsec) / 1e6
        return now - ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}

/// The process's peak resident set size (VmHWM), in bytes; 0 where /proc is not there.
public enum MemoryUsage {
    public static func peakResidentBytes() -> Int {
        guard let text = procFile("/proc/self/status"),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return (line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0) * 1024
    }

    /// Resets the peak (VmHWM) to the current size, so one phase can be measured after another.
    public static func resetPeak() {
        guard let f = fopen("/proc/self/clear_refs", "w") else { return }
        fputs("5", f)
        fclose(f)
    }
}
