#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
