import CNcursesw
import ColorCore
import Screens
import Glibc

/// Everything that touches ncurses, and the only Swift file that imports it.
enum Curses {
    /// What one read of the terminal gave.
    enum Read: Equatable { case byte(UInt8), resize, nothing }

    // Mouse drag reporting (1002) or all motion (1003), and SGR coordinates (1006), in pixels
    // (1016) where the terminal has them. ncurses itself enables only click reporting (1000),
    // and under tmux-256color not SGR; the last tracking mode set wins (so switching needs no
    // reset, and resetting any one ends all), so these go out after ncurses' own 1000. 1006
    // and 1016 are one setting in xterm too (resetting 1016 falls back to X10, not to 1006):
    // so 1016 goes last, and off before 1006.
    private static func mouseOn(_ mode: MouseMode, pixels: Bool) -> String {
        let tracking = switch mode {
        case .buttons: "\u{1b}[?1002h"
        case .allMotion: "\u{1b}[?1003h"
        }
        return tracking + (pixels ? "\u{1b}[?1006h\u{1b}[?1016h" : "\u{1b}[?1016l\u{1b}[?1006h")
    }
    private static let mouseOff = "\u{1b}[?1016l\u{1b}[?1006l\u{1b}[?1002l"

    /// Sets the locale for the glyphs: the user's, or C.UTF-8 (always there on glibc) when theirs
    /// is not UTF-8, since block glyphs need it. Before `start` and any `printable` check.
    static func setLocale() {
        setlocale(LC_ALL, "")
        if tc_locale_is_utf8() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
    }

    /// Starts full-screen mode on the controlling terminal: raw input (Ctrl-Z, Ctrl-C, Ctrl-Y
    /// arrive as bytes), no echo, hidden cursor, colours, mouse drags. Returns false (and leaves
    /// the terminal alone) when ncurses cannot start, e.g. for an unknown TERM.
    ///
    /// 24-bit colour (`directColour`): ncurses sends 24-bit colour codes only for a terminfo entry
    /// with the `RGB` capability, where colour numbers are `0xRRGGBB`. So when asked, and TERM's
    /// own entry lacks it, ncurses is started with the entry's `*-direct` variant instead
    /// (`DisplayChoice.directTerminfoNames`: `xterm-direct` for xterm-256color, `tmux-direct`
    /// inside tmux; Debian ships them in `ncurses-term`), which differs from the plain entry only
    /// in its colours. Without one, the screen stays in 256 colours (`isDirectColour` says which).
    /// We never redefine the terminal's palette (`initc`), so there is nothing to restore.
    ///
    /// `shellMode`: the mode to give back at the end when the probe has left echo off: put back
    /// only once ncurses has the terminal (its own start turns echo off again at once), so an
    /// answer arriving late is never echoed onto the screen.
    static func start(mouse: MouseMode, directColour wanted: Bool, shellMode: ShellMode? = nil) -> Bool {
        setLocale()
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        var name: String?
        if wanted && terminfoFlag(term, "RGB") != true {
            name = DisplayChoice.directTerminfoNames(for: term).first { terminfoFlag($0, "RGB") == true }
        }
        let started = name.flatMap { newterm($0, tc_stdout(), tc_stdin()) } ?? newterm(nil, tc_stdout(), tc_stdin())
        guard let screen = started else {
            shellMode?.restore(on: 0)
            return false
        }
        set_term(screen)
        if let shellMode {
            shellMode.restore(on: 0)
            def_shell_mode()
        }
        start_color()
        raw()
        noecho()
        nonl()
        // Keypad off: we decode every sequence ourselves (see InputDecoder), the same way under
        // every TERM.
        keypad(tc_stdscr(), false)
        curs_set(0)
        mousemask(tc_all_mouse_events(), nil)
        mouseinterval(0)
        wrefresh(tc_stdscr())  // ncurses' own output first, then ours straight to the terminal
        writeRaw(mouseOn(mouse, pixels: false))
        return true
    }

    /// Leaves full-screen mode: mouse reporting off, cursor, echo and line mode back.
    static func stop() {
        writeRaw(mouseOff)
        mousemask(0, nil)
        curs_set(1)
        endwin()
    }

    /// Bytes straight to the terminal, unbuffered (putp would park them in stdio's buffer, to
    /// arrive after ncurses' own 1000h/1000l).
    private static func writeRaw(_ text: String) { writeRaw(Array(text.utf8)) }

    /// Bytes straight to the terminal after ncurses' refresh (an image, text over it).
    static func writeRaw(_ bytes: [UInt8]) {
        var bytes = bytes
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + done, $0.count - done) }
            if n <= 0 { if errno == EINTR { continue } else { break } }
            done += n
        }
    }

    /// Back from a suspend (after `stop`): program modes, mouse reporting and the current
    /// size (the terminal may have been resized while we were stopped); the caller redraws.
    static func resume(mouse: MouseMode, pixels: Bool) {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0,
           Int(size.ws_row) != rows || Int(size.ws_col) != columns {
            resizeterm(Int32(size.ws_row), Int32(size.ws_col))
        }
        mousemask(tc_all_mouse_events(), nil)
        curs_set(0)
        clearok(tc_stdscr(), true)
        wrefresh(tc_stdscr())  // leaves endwin's shell modes for ours
        writeRaw(mouseOn(mouse, pixels: pixels))
    }

    /// Other mouse reports from now on.
    static func setMouse(_ mode: MouseMode, pixels: Bool) { writeRaw(mouseOn(mode, pixels: pixels)) }

    /// A query to the terminal (its answer arrives as input: `TerminalReply`).
    static func ask(_ query: String) { writeRaw(query) }

    static var columns: Int { Int(tc_cols()) }
    static var rows: Int { Int(tc_lines()) }
    static var colourCount: Int { Int(tc_colors()) }
    /// Colour numbers are 24-bit colours `0xRRGGBB` (a direct-colour terminfo entry).
    static var isDirectColour: Bool { tc_colors() >= 1 << 24 }

    /// Terminfo entry `term`'s boolean capability `cap`; nil when the entry cannot be read.
    static func terminfoFlag(_ term: String, _ cap: String) -> Bool? {
        guard !term.isEmpty else { return nil }
        let v = tc_terminfo_flag(term, cap)
        return v < 0 ? nil : v == 1
    }

    /// Terminfo entry `term`'s number `cap` (such as `colors`); nil when the entry cannot be read
    /// or lacks it.
    static func terminfoNumber(_ term: String, _ cap: String) -> Int? {
        guard !term.isEmpty else { return nil }
        let v = tc_terminfo_number(term, cap)
        return v < 0 ? nil : Int(v)
    }

    /// Whether every glyph of `mode` has column width 1 here (ncurses silently writes nothing
    /// for a glyph whose width the C library does not know).
    static func printable(_ mode: GlyphMode) -> Bool {
        mode.glyphs.allSatisfy { tc_wcwidth(wchar_t(bitPattern: $0.value)) == 1 || $0 == " " }
    }
    static var pairCount: Int { Int(tc_color_pairs()) }

    /// Waits up to `timeoutMilliseconds` (0: just looks) for one byte or a resize; readable
    /// `wakeFD` (a signal's self-pipe) ends the wait early too.
    static func read(timeoutMilliseconds: Int, wakeFD: Int32) -> Read {
        if timeoutMilliseconds > 0 {
            // Wait in poll rather than in ncurses, so that the self-pipe can wake us; a
            // SIGWINCH interrupts the poll, and the wgetch below reports it.
            var fds = [pollfd(fd: 0, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeFD, events: Int16(POLLIN), revents: 0)]
            _ = poll(&fds, wakeFD >= 0 ? 2 : 1, Int32(timeoutMilliseconds))
        }
        wtimeout(tc_stdscr(), 0)
        let c = wgetch(tc_stdscr())
        if c == tc_key_resize() { return .resize }
        if c >= 0 && c < 256 { return .byte(UInt8(c)) }
        return .nothing
    }

    /// Colour numbers: xterm indices, or `0xRRGGBB` when `isDirectColour`.
    static func definePair(_ pair: Int32, fg: Int32, bg: Int32) -> Bool {
        init_extended_pair(pair, fg, bg) == tc_ok()
    }

    static func put(glyph: Unicode.Scalar, column: Int, row: Int, pair: Int32) {
        // The bottom-right cell reports ERR (the cursor cannot advance) but is drawn.
        _ = tc_put_cell(Int32(row), Int32(column), wchar_t(bitPattern: glyph.value), pair)
    }

    /// Sends the drawn cells to the terminal.
    static func flush() { wrefresh(tc_stdscr()) }

    /// Makes the next flush repaint the whole screen (after a resize).
    static func clearAll() {
        werase(tc_stdscr())
        clearok(tc_stdscr(), true)
    }
}
