import ColorCore
import Foundation

/// How long a fuzz test runs: a couple of seconds inside `make test`; `make fuzz` raises it
/// with TERMCOLOR_FUZZ_SECONDS (and TERMCOLOR_FUZZ_SEED picks another sequence of cases).
/// Cases are deterministic per seed and index, so a failure names the case to rerun.
struct FuzzBudget {
    let seconds: Double
    let seed: UInt64

    init(defaultSeconds: Double) {
        let env = ProcessInfo.processInfo.environment
        seconds = env["TERMCOLOR_FUZZ_SECONDS"].flatMap(Double.init) ?? defaultSeconds
        seed = env["TERMCOLOR_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x7e57
    }

    /// Runs `body(rng, caseIndex)` until the time is up; returns how many cases ran and the
    /// slowest one's duration (a near-hang shows there).
    func run(_ name: String, _ body: (inout SplitMix, Int) -> Void) -> (cases: Int, slowest: Double) {
        let start = Date()
        var cases = 0, slowest = 0.0
        while Date().timeIntervalSince(start) < seconds {
            var rng = SplitMix(seed: seed &+ UInt64(cases) &* 0x9E37_79B9_7F4A_7C15)
            let t0 = Date()
            body(&rng, cases)
            slowest = max(slowest, Date().timeIntervalSince(t0))
            cases += 1
        }
        print("fuzz \(name): \(cases) cases in \(String(format: "%.1f", Date().timeIntervalSince(start))) s (seed \(seed), slowest \(String(format: "%.3f", slowest)) s)")
        return (cases, slowest)
    }
}
