import ColorCore
import Foundation
import Glibc
import Storage
import Testing

/// A real stack overflow (`TERMCOLOR_DEBUG_TRAP=overflow` + `!`: unbounded recursion on the main
/// thread) still gives the terminal back. The SIGSEGV it raises has no stack left to run a
/// handler on; only the alternate signal stack lets the terminal be restored. Run with the
/// Swift backtracer (which sets up a small alternate stack of its own and prints the crash) and
/// without it (then ours is the only one).
@Suite(.serialized, TestTools.needsTmux)
struct StackOverflowTests {
    @Test(arguments: ["interactive=no", "enable=no"])
    func stackOverflowLeavesASaneTerminal(backtrace: String) throws {
        let (folder, pagePath) = try RobustnessTests.makeFolder()
        let t = try Tmux(columns: 120, rows: 40, arguments: [pagePath.path], folder: folder,
                         environment: ["TERMCOLOR_DEBUG_TRAP": "overflow", "SWIFT_BACKTRACE": backtrace])
        guard try t.waitForReady(), try RobustnessTests.drawTwoStrokes(t) else { return }
        // Hover is on by default: all-motion tracking (1003) rather than drags only (1002).
        #expect(try t.tmux(["display", "-p", "#{alternate_on}#{mouse_any_flag}#{mouse_sgr_flag}"]).hasPrefix("111"))
        try t.send("!")
        let status = try t.waitForExit()
        #expect(status == 128 + Int(SIGSEGV), "exit status \(status.map(String.init) ?? "none")")
        let stderr = t.file("stderr.txt") ?? ""
        if backtrace == "interactive=no" {
            // The backtracer ran after us, on the alternate stack, and saw the recursion.
            #expect(stderr.contains("Program crashed") && stderr.contains("DebugTrap.overflow"), "stderr: \(stderr.prefix(600))")
        }
        let stty = (t.file("stty.txt") ?? "").split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).map(String.init)
        for flag in ["icanon", "echo", "isig", "icrnl", "opost"] { #expect(stty.contains(flag), "stty: \(flag)") }
        try RobustnessTests.expectTerminalRestored(t)
        // The strokes before the crash are in the journal.
        let data = try Data(contentsOf: folder.appendingPathComponent("boxes-colored.journal.jsonl"))
        let recovered = JournalRecovery(data: data, expecting: JournalHeader(width: 300, height: 200, pageName: "boxes.png"))
        #expect(recovered.problem == nil && recovered.strokeCount == 2)
    }
}
