import Foundation
import Testing

/// Where the command-line and end-to-end tests find what they run: the built `termcolor` binary
/// and tmux (through PATH). One place for both `CommandRun` and `Tmux`.
///
/// Without tmux or the binary those suites are skipped, so a machine without tmux would go green
/// with no end-to-end test run. With `TERMCOLOR_REQUIRE_E2E=1` (set by `.ci/run`) they run
/// anyway and fail, and `EndToEndPrerequisiteTests` says what is missing.
enum TestTools {
    /// Tests/TermColorTests/Support/TestTools.swift -> the repository root.
    static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `termcolor` built with the tests: beside the test product (whatever the build
    /// configuration), else the debug build in the repository.
    static let termcolor: String = {
        var candidates: [URL] = []
        if let exe = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(exe.deletingLastPathComponent().appendingPathComponent("termcolor"))
        }
        candidates.append(repositoryRoot.appendingPathComponent(".build/debug/termcolor"))
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
        return (found ?? candidates[candidates.count - 1]).path
    }()

    static var termcolorAvailable: Bool { FileManager.default.isExecutableFile(atPath: termcolor) }

    /// tmux as a shell finds it, nil when it is not installed.
    static let tmux: String? = executable(named: "tmux")

    /// The first executable `name` on PATH.
    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent(name).path }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// `TERMCOLOR_REQUIRE_E2E=1`: missing tools fail the tests instead of skipping them.
    static var endToEndRequired: Bool { ProcessInfo.processInfo.environment["TERMCOLOR_REQUIRE_E2E"] == "1" }

    /// For suites that run the binary.
    static var needsBinary: ConditionTrait {
        .enabled(if: termcolorAvailable || endToEndRequired, "needs the built termcolor (swift build first)")
    }

    /// For suites that run the binary in tmux.
    static var needsTmux: ConditionTrait {
        .enabled(if: (termcolorAvailable && tmux != nil) || endToEndRequired, "needs the built termcolor and tmux on PATH")
    }
}

/// The guard for CI: with `TERMCOLOR_REQUIRE_E2E=1`, a missing tmux or binary is a failure that
/// says so (not a green run with every end-to-end test skipped).
@Suite struct EndToEndPrerequisiteTests {
    @Test func toolsArePresentWhenRequired() {
        guard TestTools.endToEndRequired else { return }
        #expect(TestTools.tmux != nil,
                "TERMCOLOR_REQUIRE_E2E=1 but tmux is not on PATH (\(ProcessInfo.processInfo.environment["PATH"] ?? "")): install it (make deps)")
        #expect(TestTools.termcolorAvailable,
                "TERMCOLOR_REQUIRE_E2E=1 but the termcolor binary is missing (looked at \(TestTools.termcolor)): swift build --build-tests first")
    }
}
