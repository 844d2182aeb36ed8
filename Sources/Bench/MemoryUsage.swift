#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
