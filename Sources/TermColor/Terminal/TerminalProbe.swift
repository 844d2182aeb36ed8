import Foundation

/// Asks the terminal what it can do, before curses takes it: XTVERSION, the kitty graphics query,
/// XTSMGRAPHICS (sixel registers and largest image), XTGETTCAP (`Co`, `RGB`), the pixel mouse mode
/// and the cell size, then DA1, which every terminal answers: its reply ends the wait, so a
/// terminal that answers costs only its round trip, and one that answers nothing at most the wait
/// (`limit`, or `startWait` at an interactive start). The replies are read here without echo, so
/// none reaches the program as input; those that come after the wait are taken out of the input
/// by `InputDecoder` (`probeReplies`).
enum TerminalProbe {
    /// The queries, DA1 last. The kitty query is for a 1x1 image with id 31 that is never shown
    /// (`a=q` only checks it); XTGETTCAP's names are hex-encoded.
    /// `colours`: only what choosing TERM's entry needs (XTGETTCAP and colour 255), so fewer
    /// replies can come late; `doctor` asks everything.
    static func queries(linuxConsole: Bool, coloursOnly: Bool = false) -> String {
        let da1 = "\u{1b}[c"
        // The console shows unknown string sequences as text: only DA1 there.
        if linuxConsole { return da1 }
        let version = "\u{1b}[>0q"
        let kitty = "\u{1b}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\"
        let sixel = "\u{1b}[?1;1;0S\u{1b}[?2;1;0S"
        let capabilities = "\u{1b}P+q436f;524742\u{1b}\\"
        // Colour 255 exists only where the terminal has 256 colours, whatever TERM says.
        let colour255 = "\u{1b}]4;255;?\u{7}"
        let pixelMouse = "\u{1b}[?1016$p"
        let cellSize = "\u{1b}[16t"
        if coloursOnly { return capabilities + colour255 + da1 }
        return version + kitty + sixel + capabilities + colour255 + pixelMouse + cellSize + da1
    }

    /// How long `doctor`, and the colours-only probe that chooses TERM's entry, wait for DA1. The
    /// terminals that answer (xterm, mlterm, kitty) do so within a few milliseconds, and DA1's
    /// answer ends the wait at once, so the limit is paid only where nothing will come, and must
    /// stay under 100 ms. 80 ms leaves room for the probe's setup and still gives a terminal
    /// launched on a busy machine time to answer (kitty under a compile answered in over 60 ms).
    /// The pixel probe of an interactive start waits far less (`startWait`).
    static let limit = 0.08

    /// How long the start of an interactive command waits for the answers: xterm and mlterm
    /// answer within 10 ms, so they still start with pixels; a terminal that answers nothing
    /// costs this and no more, and a slower one is switched to pixels when its answers arrive
    /// (`PixelUpgrade`).
    static let startWait = 0.015

    /// What the controlling terminal answered within `timeout` seconds; nil when the process has
    /// none. The terminal is asked through `/dev/tty`, so standard output may go to a file.
    static func run(timeout: Double = limit, coloursOnly: Bool = false,
                    environment: [String: String] = ProcessInfo.processInfo.environment) -> TerminalAbilities? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        return run(tty: tty, timeout: timeout, coloursOnly: coloursOnly, environment: environment)
    }

    /// What the terminal on `tty` answered within `timeout` seconds, counted from the call; nil
    /// when `tty` is no terminal.
    static func run(tty: Int32, timeout: Double, coloursOnly: Bool = false, environment: [String: String]) -> TerminalAbilities? {
        guard let (answers, shellMode) = ask(tty: tty, timeout: timeout, coloursOnly: coloursOnly, environment: environment) else { return nil }
        shellMode.restore(on: tty)
        return answers.abilities
    }

    /// The probe for an interactive start: waits `startWait` at most, and leaves the terminal
    /// without echo, so answers still on their way are not shown on the screen before ncurses
    /// takes the terminal; the caller hands `ShellMode` to ncurses' start, which restores it.
    static func askBeforeCurses(environment: [String: String]) -> (ProbeAnswers, ShellMode)? {
        let tty = open("/dev/tty", O_RDWR | O_NOCTTY)
        guard tty >= 0 else { return nil }
        defer { close(tty) }
        return ask(tty: tty, timeout: startWait, coloursOnly: false, environment: environment)
    }

    /// Asks, and reads the answers in a mode without echo or line editing, which it leaves set.
    static func ask(tty: Int32, timeout: Double, coloursOnly: Bool, environment: [String: String]) -> (ProbeAnswers, ShellMode)? {
        let start = DispatchTime.now().uptimeNanoseconds
        var saved = termios()
        guard tcgetattr(tty, &saved) == 0 else { return nil }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        _ = tcsetattr(tty, TCSANOW, &raw)

        let text = Array(queries(linuxConsole: environment["TERM"] == "linux", coloursOnly: coloursOnly).utf8)
        _ = text.withUnsafeBufferPointer { write(tty, $0.baseAddress, $0.count) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let deadline = start + UInt64(timeout * 1e9)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var fd = pollfd(fd: tty, events: Int16(POLLIN), revents: 0)
            // Rounded up: a wait rounded down to whole milliseconds would wake early and poll again.
            let waitMs = Int32((deadline - now + 999_999) / 1_000_000)
            guard poll(&fd, 1, waitMs) > 0 else { break }
            let n = buffer.withUnsafeMutableBufferPointer { read(tty, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            bytes += buffer[0..<n]
            if ProbeReply.parse(bytes).sawSentinel { break }
        }
        let answers = ProbeAnswers(replies: ProbeReply.parse(bytes).replies,
                                   multiplexer: TerminalAbilities.multiplexer(environment: environment),
                                   cellPixels: cellPixelsFromWindowSize(tty),
                                   milliseconds: Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        return (answers, ShellMode(saved: saved))
    }

    /// One cell in pixels from the kernel's window size, nil where the terminal does not say.
    static func cellPixelsFromWindowSize(_ fd: Int32) -> (width: Int, height: Int)? {
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0,
              let w = PixelReports.cellSize(pixels: Int(size.ws_xpixel), cells: Int(size.ws_col)),
              let h = PixelReports.cellSize(pixels: Int(size.ws_ypixel), cells: Int(size.ws_row)) else { return nil }
        return (Int(w.rounded()), Int(h.rounded()))
    }
}
