import ColorCore
import Foundation
import Glibc
import Storage
import Testing

/// termcolor in a pseudo-terminal of the test's own, its controlling terminal, playing a terminal
/// that answers the start-up probe only after the start's short wait, or never: the start does
/// not wait for the answers, the page turns to kitty pixels once they come, and none of them is
/// echoed onto the screen.
@Suite(.serialized) struct LateAnswerEndToEndTests {
    struct Run {
        /// Everything termcolor wrote.
        var output: [UInt8] = []
        /// How much of `output` had come when the answer was sent (nil: never sent).
        var answeredAt: Int?

        func index(of text: String, from start: Int = 0) -> Int? {
            let needle = Array(text.utf8)
            guard output.count >= needle.count, start <= output.count - needle.count else { return nil }
            return (start...(output.count - needle.count)).first { output[$0..<$0 + needle.count].elementsEqual(needle) }
        }
    }

    static let smcup = "\u{1b}[?1049h"
    static let kittyImage = "\u{1b}_Ga=T"

    /// Runs termcolor on a page in a 100 x 40 pty of 9 x 20 px cells; `answer` is written
    /// `delay` after the probe's DA1 query (the last) was read, and the run ends once `done`
    /// holds or after `seconds`.
    static func run(answer: String?, delay: Duration, seconds: Double, done: (Run) -> Bool) throws -> Run {
        let folder = try TestFolders.make("late")
        _ = try PNGCodec.write(TestPage(width: 300, height: 200, rects: [Rect(x: 20, y: 30, width: 120, height: 100)]).page,
                               to: folder.appendingPathComponent("page.png").path)
        let pty = try ProbeWaitTests.Pty()
        defer { pty.close() }
        var size = winsize(ws_row: 40, ws_col: 100, ws_xpixel: 900, ws_ypixel: 800)
        _ = ioctl(pty.terminal, UInt(TIOCSWINSZ), &size)
        let programPath = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(pty.program)")

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // POSIX_SPAWN_SETSID (glibc's 0x80, not imported): a session of its own, so the pty
        // opened below becomes the child's controlling terminal (the probe asks /dev/tty).
        posix_spawnattr_setflags(&attributes, 0x80)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, programPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, pty.terminal)
        let environment = ["TERM=xterm-256color", "LANG=C.UTF-8", "HOME=\(folder.path)", "SWIFT_BACKTRACE=interactive=no",
                           "XDG_STATE_HOME=\(folder.path)/.state", "XDG_CONFIG_HOME=\(folder.path)/.config"]
        let arguments = [TestTools.termcolor, folder.appendingPathComponent("page.png").path,
                         "-o", folder.appendingPathComponent("out.png").path]
        var argv = arguments.map { strdup($0) } + [nil], envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, TestTools.termcolor, &actions, &attributes, &argv, &envp) == 0 else { throw POSIXError(.ECHILD) }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }

        var run = Run()
        let clock = ContinuousClock(), end = clock.now + .seconds(seconds)
        var answerDue: ContinuousClock.Instant?
        var buffer = [UInt8](repeating: 0, count: 65536)
        while clock.now < end, !done(run) {
            if let due = answerDue, run.answeredAt == nil, clock.now >= due, let answer {
                run.answeredAt = run.output.count
                _ = write(pty.terminal, answer, answer.utf8.count)
            }
            var fd = pollfd(fd: pty.terminal, events: Int16(POLLIN), revents: 0)
            guard poll(&fd, 1, 2) >= 0 else { break }
            if fd.revents & Int16(POLLIN) != 0 {
                let n = read(pty.terminal, &buffer, buffer.count)
                guard n > 0 else { break }
                run.output += buffer[0..<n]
                if answerDue == nil, run.index(of: "\u{1b}[c") != nil { answerDue = clock.now + delay }
            }
        }
        return run
    }

    /// kitty's answers, sent well after the short wait: the start did not wait for them, the
    /// page area turns into a kitty image after them, and no answer is echoed.
    @Test(arguments: [25, 300])
    func lateKittyAnswersTurnThePageToPixels(delayMilliseconds: Int) throws {
        guard TestTools.termcolorAvailable else { return }
        let run = try Self.run(answer: TerminalProbeTests.kitty, delay: .milliseconds(delayMilliseconds), seconds: 20) { run in
            run.answeredAt.flatMap { run.index(of: Self.kittyImage, from: $0) } != nil
        }
        let answeredAt = try #require(run.answeredAt, "the probe's DA1 query never came")
        let started = try #require(run.index(of: Self.smcup), "ncurses never started")
        if delayMilliseconds >= 300 { #expect(started < answeredAt, "the start waited for the late answers") }
        #expect(run.index(of: Self.kittyImage, from: started) != nil, "no kitty image after the late answers")
        #expect(run.index(of: "i=31;OK") == nil && run.index(of: "kitty(0.26") == nil, "an answer was echoed")
    }

    /// A terminal that answers nothing: glyphs at once, never an image.
    @Test func aSilentTerminalStartsInGlyphs() throws {
        guard TestTools.termcolorAvailable else { return }
        let run = try Self.run(answer: nil, delay: .zero, seconds: 3) { _ in false }
        let started = try #require(run.index(of: Self.smcup), "ncurses never started")
        #expect(run.index(of: Self.kittyImage, from: started) == nil)
        #expect(run.output.count > started + 2000, "no glyph frame drawn")
    }
}
