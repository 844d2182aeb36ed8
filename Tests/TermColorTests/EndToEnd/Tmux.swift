import Foundation
import Glibc
import Testing

/// A private tmux server running the real `termcolor` binary in a pane of a given size, for
/// end-to-end tests. Each instance has its own socket (`tmux -L`) and temporary folder, and
/// kills its server when done.
final class Tmux {
    nonisolated(unsafe) private static var counter = 0
    private static let lock = NSLock()

    let socket: String
    let folder: URL

    /// Starts `termcolor arguments` in `folder` (a fresh temporary directory) in a detached
    /// `columns x rows` session under TERM=tmux-256color. `stty -a` is written to
    /// `stty-before.txt` first; when the program ends, its exit status and `stty -a` are written
    /// to `exit.txt` and `stty.txt` in the folder.
    /// Recent pictures go to `folder/.state` (`XDG_STATE_HOME`) unless `environment` says otherwise.
    convenience init(columns: Int, rows: Int, arguments: [String], folder: URL, environment: [String: String] = [:]) throws {
        var environment = environment
        if environment["XDG_STATE_HOME"] == nil { environment["XDG_STATE_HOME"] = folder.appendingPathComponent(".state").path }
        // Its own home: a picture rescued to ~/termcolor-rescue is continued by the same command
        // later, so a rescue left by one test (or one run) would be continued by the next.
        if environment["HOME"] == nil {
            let home = folder.appendingPathComponent(".state/home")
            try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
            environment["HOME"] = home.path
        }
        let script = "cd '\(folder.path)' && stty -a > stty-before.txt && \(Self.commandLine(arguments, environment: environment)) "
            + "2> stderr.txt; echo $? > exit.tmp; stty -a > stty.txt; mv exit.tmp exit.txt; sleep 20"
        try self.init(columns: columns, rows: rows, script: script, folder: folder)
    }

    /// Where recent pictures go when a test does not say: one folder for this test process,
    /// never the home folder of whoever runs the tests.
    static let defaultStateHome = TestFolders.root.appendingPathComponent("state").path
    /// The home folder a test does not name (rescued pictures go under it): one for this test
    /// process, never the home of whoever runs the tests.
    static let defaultHome: String = {
        let home = TestFolders.root.appendingPathComponent("home")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home.path
    }()

    /// The shell command that runs `termcolor arguments` as the tests do.
    static func commandLine(_ arguments: [String], environment: [String: String] = [:]) -> String {
        func quote(_ s: String) -> String { "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        var environment = environment
        if environment["XDG_STATE_HOME"] == nil { environment["XDG_STATE_HOME"] = defaultStateHome }
        if environment["HOME"] == nil { environment["HOME"] = defaultHome }
        // No settings file of the machine's (~/.config/termcolor) unless a test gives one.
        if environment["XDG_CONFIG_HOME"] == nil { environment["XDG_CONFIG_HOME"] = "/nonexistent/termcolor-tests" }
        let extra = environment.sorted { $0.key < $1.key }.map { quote("\($0.key)=\($0.value)") }.joined(separator: " ")
        return "env TERM=tmux-256color LANG=C.UTF-8 SWIFT_BACKTRACE=interactive=no \(extra) "
            + "\(quote(TestTools.termcolor)) \(arguments.map(quote).joined(separator: " "))"
    }

    /// Runs the shell command `script` in a detached `columns x rows` session.
    init(columns: Int, rows: Int, script: String, folder: URL) throws {
        Self.lock.lock(); Self.counter += 1; let n = Self.counter; Self.lock.unlock()
        socket = "termcolor-test-\(getpid())-\(n)"
        self.folder = folder
        // The server this starts inherits the client's stdout: it must not be a pipe we read to
        // its end.
        try tmux(["-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", script], output: false)
    }

    deinit {
        _ = try? tmux(["kill-server"], output: false)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Runs a tmux client command and returns what it printed. Spawned directly with a clean
    /// signal mask (the test runner's threads block most signals, and a tmux server started
    /// from them would pass that on: the program would never see SIGWINCH), and reaped with
    /// waitpid rather than through Foundation's Process.
    @discardableResult
    func tmux(_ args: [String], output: Bool = true) throws -> String {
        let outFile = output ? folder.appendingPathComponent("tmux-out-\(UUID().uuidString).txt").path : "/dev/null"
        defer { if output { try? FileManager.default.removeItem(atPath: outFile) } }
        var env = ProcessInfo.processInfo.environment
        env["LANG"] = "C.UTF-8"
        env.removeValue(forKey: "TMUX")
        // Without tmux (a run with TERMCOLOR_REQUIRE_E2E=1) the spawn fails: status -1, an error.
        let status = Self.spawnAndWait(TestTools.tmux ?? "tmux", ["tmux", "-L", socket] + args, environment: env, stdoutPath: outFile)
        guard status == 0 || !output || args.first == "kill-server" else {
            throw TmuxError.failed(args.joined(separator: " "), status)
        }
        return output ? ((try? String(contentsOfFile: outFile, encoding: .utf8)) ?? "") : ""
    }

    enum TmuxError: Error { case failed(String, Int32) }

    static func spawnAndWait(_ path: String, _ argv: [String], environment: [String: String], stdoutPath: String) -> Int32 {
        guard let pid = CleanSpawn.start(path, argv, environment: environment, stdoutPath: stdoutPath) else { return -1 }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }

    /// Types `text` literally (mouse reports included), as a terminal would send it.
    func send(_ text: String) throws { try tmux(["send-keys", "-l", text]) }

    /// Save as from the colouring screen: `S`, then `path` typed into the prompt (false when
    /// the prompt did not open).
    func saveAs(_ path: String) throws -> Bool {
        try send("S")
        guard try waitFor(text: "save as:") else { return false }
        try typeIntoPrompt(path)
        return true
    }

    /// Replaces what the open save-as prompt holds (Ctrl-U) with `path`, and Enter.
    func typeIntoPrompt(_ path: String) throws { try send("\u{15}\(path)\r") }

    /// An SGR mouse report at 0-based cell (column, row).
    func mouse(_ code: Int, column: Int, row: Int, release: Bool = false) throws {
        try send("\u{1b}[<\(code);\(column + 1);\(row + 1)\(release ? "m" : "M")")
    }

    /// Press, drag through `points`, release: with the left button, at 0-based cells.
    func drag(_ points: [(column: Int, row: Int)]) throws {
        guard let first = points.first, let last = points.last else { return }
        try mouse(0, column: first.column, row: first.row)
        for p in points.dropFirst() { try mouse(32, column: p.column, row: p.row) }
        try mouse(0, column: last.column, row: last.row, release: true)
    }

    func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []))
    }

    /// Polls `condition` every 50 ms until it holds or `seconds` pass.
    func waitUntil(_ what: Comment, seconds: Double = 40, _ condition: () throws -> Bool) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            usleep(50_000)
        }
        Issue.record("timed out waiting for \(what)")
        return false
    }

    /// Waits for the status line (the program is ready for input).
    func waitForReady() throws -> Bool {
        try waitUntil("the status line") { try screen().contains("? help") }
    }

    /// Waits until the screen shows `text` (e.g. a message after a key).
    func waitFor(text: String) throws -> Bool {
        try waitUntil("\"\(text)\" on screen") { try screen().contains(text) }
    }

    /// Waits for the program to end; returns its exit status.
    func waitForExit() throws -> Int? {
        let file = folder.appendingPathComponent("exit.txt")
        guard try waitUntil("the program to exit", { FileManager.default.fileExists(atPath: file.path) }) else { return nil }
        return Int((try String(contentsOf: file, encoding: .utf8)).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    func file(_ name: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }

    static func temporaryFolder() throws -> URL {
        try TestFolders.make("e2e")
    }
}
