import ColorCore
import Foundation
import Glibc
import Storage
import Testing

/// A real xterm (or mlterm, or kitty) on a private X server (Xvfb), running a shell script, with a
/// real pointer that xdotool moves: the terminal that sends SGR-pixels reports. Each instance has
/// its own display and temporary folder, and kills both when done.
final class Xterm {
    /// Which terminal the window is.
    enum Emulator {
        /// xterm with TERM=xterm-256color, `options` going to xterm first (such as `-ti vt340`,
        /// for sixel); its default font has 6 x 13 pixel cells.
        case xterm(options: [String])
        /// mlterm with its own default TERM (mlterm).
        case mlterm
        /// kitty with its own TERM (xterm-kitty), drawing with Mesa's software OpenGL: Xvfb has
        /// no GPU.
        case kitty
    }

    static let xvfb = TestTools.executable(named: "Xvfb")
    static let xterm = TestTools.executable(named: "xterm")
    static let xdotool = TestTools.executable(named: "xdotool")
    static var available: Bool { xvfb != nil && xterm != nil && xdotool != nil }

    /// For suites that run the binary in xterm.
    static var needed: ConditionTrait {
        .enabled(if: (TestTools.termcolorAvailable && available) || TestTools.endToEndRequired,
                 "needs the built termcolor, Xvfb, xterm and xdotool (make deps)")
    }

    let display: String
    let folder: URL
    private var server: pid_t = 0
    private var terminal: pid_t = 0
    /// The xterm window's id.
    private(set) var window = ""

    static let mlterm = TestTools.executable(named: "mlterm")
    static let kitty = TestTools.executable(named: "kitty")

    /// A display number of its own for each terminal this test process starts: suites run in
    /// parallel, and two Xvfb servers cannot share one display.
    private static func nextDisplay() -> Int {
        displayLock.lock()
        defer { displayLock.unlock() }
        startedDisplays += 1
        return 100 + (Int(getpid()) % 100) * 8 + startedDisplays % 8
    }
    private static let displayLock = NSLock()
    nonisolated(unsafe) private static var startedDisplays = 0

    /// Starts Xvfb and, on it, a terminal of `columns x rows` cells running `script`.
    init(columns: Int, rows: Int, script: String, folder: URL, emulator: Emulator = .xterm(options: [])) throws {
        self.folder = folder
        display = ":\(Self.nextDisplay())"
        // -noreset: by default the server resets when its last client leaves (the readiness
        // probe below), and an xterm connecting during the reset fails: "Can't open display".
        server = try Self.spawn(Self.xvfb ?? "Xvfb", [display, "-screen", "0", "1280x1024x24", "-nolisten", "tcp", "-noreset"])
        // The server is up when a client can talk to it.
        guard Self.waitUntil(seconds: 10, { self.run(["getmouselocation"]) != nil }) else { throw Failure.noServer }
        let scriptPath = folder.appendingPathComponent("run.sh").path
        try ("#!/bin/sh\n" + script + "\n").write(toFile: scriptPath, atomically: true, encoding: .utf8)
        chmod(scriptPath, 0o755)
        let log = folder.appendingPathComponent("xterm.log").path
        let windowClass: String
        switch emulator {
        case .xterm(let options):
            windowClass = "xterm"
            terminal = try Self.spawn(Self.xterm ?? "xterm", options + ["-display", display, "-tn", "xterm-256color", "-geometry",
                                                                        "\(columns)x\(rows)+0+0", "-e", scriptPath], log: log)
        case .mlterm:
            windowClass = "mlterm"
            terminal = try Self.spawn(Self.mlterm ?? "mlterm", ["--display=\(display)", "-g", "\(columns)x\(rows)+0+0", "-e", scriptPath], log: log)
        case .kitty:
            windowClass = "kitty"
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display
            environment["LIBGL_ALWAYS_SOFTWARE"] = "1"
            // No user or system kitty.conf: the window is the size asked, whatever a kitty.conf says.
            terminal = try Self.spawn(Self.kitty ?? "kitty", ["--config", "NONE", "-o", "remember_window_size=no",
                                                              "-o", "initial_window_width=\(columns)c", "-o", "initial_window_height=\(rows)c",
                                                              scriptPath], log: log, environment: environment)
        }
        // The window by the terminal's pid, or by its class: on this private display it is the
        // only one. A failure says whether the terminal still ran, and what it printed.
        guard Self.waitUntil(seconds: 60, {
            // Only a mapped window: kitty creates its window before its OpenGL is up and maps it
            // after, and `import` on an unmapped window waits for ever.
            let found = self.run(["search", "--onlyvisible", "--pid", String(self.terminal)])
                ?? self.run(["search", "--onlyvisible", "--class", windowClass])
            if let w = found?.split(separator: "\n").first {
                self.window = String(w); return true
            }
            return false
        }) else {
            var status: Int32 = 0
            let exited = waitpid(terminal, &status, WNOHANG) == terminal
            if exited { terminal = 0 }
            let state = exited ? "exited (status \(status))" : "running"
            throw Failure.noWindow("\(windowClass) \(state), its output: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "none")")
        }
    }

    deinit {
        if terminal > 0 { kill(terminal, SIGKILL); waitpid(terminal, nil, 0) }
        if server > 0 { kill(server, SIGTERM); waitpid(server, nil, 0) }
        try? FileManager.default.removeItem(at: folder)
    }

    enum Failure: Error { case noServer, noWindow(String), spawn(String) }

    /// Runs xdotool with `args` on this display; its output, nil when it failed.
    @discardableResult
    func run(_ args: [String]) -> String? {
        let out = folder.appendingPathComponent("xdotool-\(UUID().uuidString).txt").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        let status = Tmux.spawnAndWait(Self.xdotool ?? "xdotool", ["xdotool"] + args, environment: env, stdoutPath: out)
        guard status == 0 else { return nil }
        return (try? String(contentsOfFile: out, encoding: .utf8)) ?? ""
    }

    /// Moves the pointer to window pixel (x, y), presses the left button, moves through
    /// `points`, releases: one xdotool run, with a pause between moves as a hand makes.
    func drag(_ points: [(x: Int, y: Int)]) {
        guard let first = points.first else { return }
        var args = ["mousemove", "--window", window, String(first.x), String(first.y), "sleep", "0.2", "mousedown", "1"]
        for p in points.dropFirst() { args += ["mousemove", "--window", window, String(p.x), String(p.y), "sleep", "0.004"] }
        args += ["sleep", "0.2", "mouseup", "1"]
        run(args)
    }

    /// Types `keys` (xdotool key names) into the terminal.
    func keys(_ keys: [String]) {
        run(["windowfocus", "--sync", window])
        run(["key", "--delay", "50"] + keys)
    }

    /// The window as the screen shows it (ImageMagick's `import`), saved to `name` in the folder;
    /// nil when it could not be taken.
    func capture(_ name: String) -> Page? {
        guard let importer = TestTools.executable(named: "import") else { return nil }
        let path = folder.appendingPathComponent(name).path
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        // A time limit: `import` waits for ever on a window that goes away under it.
        guard let limit = TestTools.executable(named: "timeout"),
              Tmux.spawnAndWait(limit, ["timeout", "20", importer, "-window", window, path], environment: env, stdoutPath: "/dev/null") == 0 else { return nil }
        return try? PNGCodec.read(path: path)
    }

    func file(_ name: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8) }

    /// Polls every 50 ms until `condition` holds or `seconds` pass.
    static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return false
    }

    /// Starts `path` in the background with a clean signal mask, its errors to `log`.
    private static func spawn(_ path: String, _ args: [String], log: String = "/dev/null",
                              environment: [String: String] = ProcessInfo.processInfo.environment) throws -> pid_t {
        guard let pid = CleanSpawn.start(path, [path] + args, environment: environment,
                                         stderrPath: log) else {
            throw Failure.spawn(path)
        }
        return pid
    }
}
