import Foundation

/// How many cases a fuzz test runs. A fixed minimum always runs (the same cases for the same
/// seed, however slow or loaded the machine), then more cases while the time budget lasts:
/// a couple of seconds inside `make test`; `make fuzz` raises it with TERMCOLOR_FUZZ_SECONDS
/// (and TERMCOLOR_FUZZ_SEED picks another sequence of cases). Cases are deterministic per seed
/// and index, so a failure names the case to rerun. Shared by the test targets.
public struct FuzzBudget: Sendable {
    public let minimumCases: Int
    public let seconds: Double
    public let seed: UInt64

    /// `minimumCases` always run; cases after them only while `seconds` have not passed since
    /// the start.
    public init(minimumCases: Int, seconds defaultSeconds: Double) {
        precondition(minimumCases > 0)
        let env = ProcessInfo.processInfo.environment
        self.minimumCases = minimumCases
        seconds = env["TERMCOLOR_FUZZ_SECONDS"].flatMap(Double.init) ?? defaultSeconds
        seed = env["TERMCOLOR_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x7e57
    }

    /// The random numbers of case `index`.
    public func generator(forCase index: Int) -> SeededRandom {
        SeededRandom(seed: seed &+ UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    }

    /// Runs `body(rng, caseIndex)` for cases 0, 1, 2, ...: all of the minimum, then more until
    /// the time is up. Returns how many cases ran (at least `minimumCases`).
    @discardableResult
    public func run(_ name: String, _ body: (inout SeededRandom, Int) -> Void) -> Int {
        let start = Date()
        var cases = 0, slowest = 0.0
        while cases < minimumCases || Date().timeIntervalSince(start) < seconds {
            var rng = generator(forCase: cases)
            let t0 = Date()
            body(&rng, cases)
            slowest = max(slowest, Date().timeIntervalSince(t0))
            cases += 1
        }
        // The slowest case's duration shows a near-hang.
        print("fuzz \(name): \(cases) cases (\(minimumCases) fixed) in \(String(format: "%.1f", Date().timeIntervalSince(start))) s "
              + "(seed \(seed), slowest \(String(format: "%.3f", slowest)) s)")
        return cases
    }
}
