import Foundation
import Testing
@testable import TermColor

/// How long the start-up probe waits, on a pseudo-terminal of the test's own: a terminal that
/// answers nothing costs the limit and no more; one that answers DA1 ends the wait at once.
@Suite struct ProbeWaitTests {
    /// A pty pair: the side the probe asks on, and the side that plays the terminal.
    struct Pty {
        let terminal: Int32, program: Int32
        init() throws {
            terminal = open("/dev/ptmx", O_RDWR | O_NOCTTY)
            // TIOCSPTLCK (unlock the other side) and TIOCGPTN (its number), as Linux numbers
            // them on every architecture Swift runs on; Glibc's posix_openpt is not imported.
            var unlock: Int32 = 0, number: Int32 = 0
            guard terminal >= 0, ioctl(terminal, 0x4004_5431, &unlock) == 0, ioctl(terminal, 0x8004_5430, &number) == 0 else {
                throw POSIXError(.ENODEV)
            }
            program = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
            guard program >= 0 else { throw POSIXError(.ENODEV) }
        }
        func close() { Glibc.close(program); Glibc.close(terminal) }
    }

    @Test func aSilentTerminalCostsTheLimitAndNoMore() throws {
        #expect(TerminalProbe.limit <= 0.08, "the limit is most of the start-up's added wait, which must stay under 100 ms")
        let pty = try Pty()
        defer { pty.close() }
        let t0 = Date()
        let a = try #require(TerminalProbe.run(tty: pty.program, timeout: TerminalProbe.limit, environment: ["TERM": "xterm-256color"]))
        let seconds = Date().timeIntervalSince(t0)
        #expect(!a.answered)
        #expect(seconds >= TerminalProbe.limit * 0.95 && seconds < TerminalProbe.limit + 0.1, "\(seconds) s")
    }

    /// An interactive start waits `startWait` for a silent terminal, and leaves echo off (the
    /// shell's mode comes back when ncurses starts) so a late answer is not shown.
    @Test func aSilentTerminalHoldsUpTheStartByTheShortWaitOnly() throws {
        #expect(TerminalProbe.startWait <= 0.02, "xterm and mlterm answer within 10 ms; a silent terminal must start at once")
        let pty = try Pty()
        defer { pty.close() }
        var before = termios()
        _ = tcgetattr(pty.program, &before)
        let t0 = Date()
        let (answers, shellMode) = try #require(TerminalProbe.ask(tty: pty.program, timeout: TerminalProbe.startWait,
                                                                  coloursOnly: false, environment: ["TERM": "xterm-256color"]))
        let seconds = Date().timeIntervalSince(t0)
        #expect(!answers.isComplete)
        #expect(seconds >= TerminalProbe.startWait * 0.95 && seconds < TerminalProbe.startWait + 0.05, "\(seconds) s")
        var during = termios()
        _ = tcgetattr(pty.program, &during)
        #expect(during.c_lflag & tcflag_t(ECHO) == 0)
        shellMode.restore(on: pty.program)
        var after = termios()
        _ = tcgetattr(pty.program, &after)
        #expect(after.c_lflag == before.c_lflag && before.c_lflag & tcflag_t(ECHO) != 0)
    }

    /// The limit here is long, so only stopping at DA1 can make the probe return early.
    @Test func daOneEndsTheWait() throws {
        let pty = try Pty()
        defer { pty.close() }
        let answer = Thread {
            var buffer = [UInt8](repeating: 0, count: 4096), asked: [UInt8] = []
            // Answer once the last query (DA1) has arrived, as a terminal does.
            while !asked.reversed().starts(with: Array("c[\u{1b}".utf8)) {
                let n = read(pty.terminal, &buffer, buffer.count)
                guard n > 0 else { return }
                asked += buffer[0..<n]
            }
            let reply = Array(TerminalProbeTests.xterm.utf8)
            _ = write(pty.terminal, reply, reply.count)
        }
        answer.start()
        let t0 = Date()
        let a = try #require(TerminalProbe.run(tty: pty.program, timeout: 5, environment: ["TERM": "xterm-256color"]))
        let seconds = Date().timeIntervalSince(t0)
        #expect(a.answered && a.sixel && a.version == "XTerm(379)")
        #expect(seconds < 2, "\(seconds) s")
    }
}
