@testable import ColorCore
import TestSupport
import Testing

/// The drawing state fed random event streams on random generated pages, in both region modes
/// and both smoothings, with wild points mixed in (far off the page, on lines, huge brushes):
/// `StrokeTestChecker` checks every stroke stays in its start region + 2 px fringe, line pixels
/// stay dark, and undo/redo are exact.
@Suite struct SessionFuzzTests {
    static func wild(_ events: [StrokeEvent], _ rng: inout SeededRandom) -> [StrokeEvent] {
        events.map { e in
            guard Int.random(in: 0..<12, using: &rng) == 0 else { return e }
            switch e {
            case .move(_, _, let t):
                return .move(x: Double.random(in: -1e5...1e5, using: &rng), y: Double.random(in: -1e5...1e5, using: &rng), t: t)
            case .down(_, _, let t):
                return .down(x: Double.random(in: -50...400, using: &rng), y: Double.random(in: -50...400, using: &rng), t: t)
            case .brush: return .brush([0.01, 0.5, 300, 5000].randomElement(using: &rng)!)
            default: return e
            }
        }
    }

    @Test func randomStreamsKeepTheStrokeInvariants() {
        var failures: [String] = []
        var strokes = 0
        FuzzBudget(minimumCases: 20, seconds: 3).run("Session random streams") { rng, n in
            let w = Int.random(in: 8...110, using: &rng), h = Int.random(in: 8...80, using: &rng)
            let page = StrokeTestPages.page(width: w, height: h, shapes: Int.random(in: 1...10, using: &rng), seed: rng.next())
            let art = LineArt(page: page)
            let mode = RegionMode.allCases.randomElement(using: &rng)!
            let smoothing: Smoothing = Bool.random(using: &rng) ? .hermite : .linear
            let events = Self.wild(StrokeTestLogs.random(for: art, events: Int.random(in: 5...60, using: &rng), seed: rng.next()), &rng)
            var checker = StrokeTestChecker(page: page, session: Session(page: page, finder: mode.makeFinder(for: art), smoothing: smoothing))
            checker.run(events)
            strokes += checker.strokesChecked
            if !checker.failures.isEmpty { failures.append("case \(n) (\(mode), \(smoothing)): \(checker.failures.prefix(2))") }
        }
        #expect(strokes > 0)
        #expect(failures.isEmpty, "\(failures.prefix(3))")
    }
}
