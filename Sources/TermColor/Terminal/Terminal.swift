import ColorCore
import Glibc
import Screens
import TerminalGuard

/// The interactive terminal: started once, read for events, drawn with cell frames, stopped.
/// While it runs, fatal signals restore the terminal before the process dies (TerminalGuard).
struct Terminal {
    private var decoder = InputDecoder()
    private var presenter: Presenter
    /// The frame last presented, written for end-to-end tests (only with TERMCOLOR_FRAME_LOG).
    private var frameLog = FrameLog()
    /// The mouse reports asked for (again after a suspend).
    private var mouseMode = MouseMode.buttons

    /// Takes over the terminal, in 24-bit colour when `directColour` and the terminal can
    /// (`isDirectColour`); nil when stdin/stdout is not a terminal or ncurses cannot start.
    static func start(directColour: Bool = false) -> Terminal? {
        guard isatty(0) != 0, isatty(1) != 0 else { return nil }
        _ = tg_install(1)
        guard Curses.start(mouse: .buttons, directColour: directColour) else {
            tg_uninstall()
            return nil
        }
        return Terminal(presenter: Presenter(pairCapacity: Curses.pairCount, directColour: Curses.isDirectColour))
    }

    private init(presenter: Presenter) { self.presenter = presenter }

    /// Gives the terminal back exactly as it was found.
    func stop() {
        Curses.stop()
        tg_uninstall()
    }

    var columns: Int { Curses.columns }
    var rows: Int { Curses.rows }
    var colourCount: Int { Curses.colourCount }
    /// Colours go out as 24-bit codes.
    var isDirectColour: Bool { Curses.isDirectColour }

    /// Waits up to `timeoutMilliseconds` for input, then takes everything already waiting.
    /// Returns the decoded events, possibly none.
    mutating func events(timeoutMilliseconds: Int) -> [InputEvent] {
        var events: [InputEvent] = []
        var bytes: [UInt8] = []
        var wait = timeoutMilliseconds
        while true {
            let read = Curses.read(timeoutMilliseconds: wait, wakeFD: tg_wakeup_fd())
            switch read {
            case .byte(let b):
                bytes.append(b)
                wait = 0
                if bytes.count >= 4096 { events += decoder.feed(bytes); bytes.removeAll(keepingCapacity: true) }
                continue
            case .resize:
                events += decoder.feed(bytes)
                bytes.removeAll()
                events.append(.resize)
                wait = 0
                continue
            case .nothing:
                break
            }
            break
        }
        events += decoder.feed(bytes)
        if !decoder.pending.isEmpty && events.isEmpty && bytes.isEmpty {
            // Quiet for a whole timeout with a sequence unfinished: it is not going to finish.
            events += decoder.flushPending()
        }
        return events
    }

    /// Whether bytes of an unfinished sequence are waiting (the caller then polls briefly).
    var hasPendingInput: Bool { !decoder.pending.isEmpty }

    mutating func present(_ frame: CellFrame) {
        // A request signal waits until the frame is out (its answer writes to the terminal too).
        tg_hold_requests()
        defer { tg_release_requests() }
        let plan = presenter.plan(for: frame)
        if plan.clearScreen { Curses.clearAll() }
        for p in plan.newPairs { _ = Curses.definePair(p.number, fg: p.fg, bg: p.bg) }
        for d in plan.draws { Curses.put(glyph: d.glyph, column: d.column, row: d.row, pair: d.pair) }
        Curses.flush()
        frameLog?.record(frame, directColour: Curses.isDirectColour)
    }

    /// SIGINT, SIGTERM, SIGHUP or SIGTSTP received since the last call, or nil.
    func takeRequest() -> Int32? {
        let sig = tg_take_request()
        return sig == 0 ? nil : sig
    }

    /// Gives the terminal back and stops the process (Ctrl-Z, SIGTSTP); once continued (`fg`),
    /// takes it again. The caller re-fits to the size and presents a frame, drawn in full.
    mutating func suspend() {
        Curses.stop()
        tg_stop_self()
        Curses.resume(mouse: mouseMode)
        presenter.invalidate()
    }

    /// Asks the terminal for other mouse reports.
    mutating func setMouseMode(_ mode: MouseMode) {
        mouseMode = mode
        Curses.setMouse(mode)
    }

    /// After a resize: the next frame is drawn in full.
    mutating func invalidate() { presenter.invalidate() }
}
