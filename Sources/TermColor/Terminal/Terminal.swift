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
    /// Pixel mouse reports: asked whether the terminal has them at start; on once it said so
    /// and the cell size in pixels is known.
    private var pixelMouse = PixelMouse.asked(until: ContinuousClock.now + .milliseconds(500))

    enum PixelMouse: Equatable {
        /// DECRQM sent; an answer after this time is not taken (a short timeout).
        case asked(until: ContinuousClock.Instant)
        /// The terminal has the mode; `CSI 16 t` asked for the cell size.
        case waitingForCellSize
        case on
        /// Not available: cell reports.
        case off
    }

    /// Takes over the terminal, in 24-bit colour when `directColour` and the terminal can
    /// (`isDirectColour`); nil when stdin/stdout is not a terminal or ncurses cannot start.
    /// `pixels`: the page area is drawn as an image that way. `upgrade`: the probe's answers are
    /// not all in; the page area may turn to pixels when they are. `shellMode`: the mode to end
    /// with, when the probe left echo off (`Curses.start`).
    static func start(directColour: Bool = false, pixels: PixelOutput? = nil, upgrade: PixelUpgrade? = nil,
                      shellMode: ShellMode? = nil) -> Terminal? {
        guard isatty(0) != 0, isatty(1) != 0 else {
            shellMode?.restore(on: 0)
            return nil
        }
        _ = tg_install(1)
        // A crash or a fatal signal takes the image away too, before the main screen is back.
        if let pixels { setImageRemoval(pixels) }
        guard Curses.start(mouse: .buttons, directColour: directColour, shellMode: shellMode) else {
            tg_uninstall()
            return nil
        }
        // Pixel mouse reports, if the terminal has them (its answer comes with the input).
        Curses.ask("\u{1b}[?1016$p")
        return Terminal(presenter: Presenter(pairCapacity: Curses.pairCount, directColour: Curses.isDirectColour,
                                             colourCount: Curses.colourCount), pixels: pixels, upgrade: upgrade)
    }

    private init(presenter: Presenter, pixels: PixelOutput?, upgrade: PixelUpgrade?) {
        self.presenter = presenter; self.pixels = pixels; self.upgrade = upgrade
    }

    private static func setImageRemoval(_ pixels: PixelOutput) {
        pixels.removal.withUnsafeBufferPointer { tg_set_image_removal($0.baseAddress, $0.count) }
    }

    /// The probe's answers still coming (nil once decided, or when they all came in time).
    private var upgrade: PixelUpgrade?
    /// Set when late answers turned the page area to pixels; the app then draws it anew (`takePixelsArrived`).
    private var pixelsArrived = false

    /// Whether the page area turned to pixels since the last call: the caller redraws (the whole
    /// area goes out as an image, since the output is new).
    mutating func takePixelsArrived() -> Bool {
        defer { pixelsArrived = false }
        return pixelsArrived
    }

    /// The page area as an image (nil: glyphs).
    private(set) var pixels: PixelOutput?
    /// The gallery's tile previews as images, drawn as `pixels` draws the page area.
    private var tileImages = TileImageOutput()

    /// Whether an image (the page area's or a tile's) may be on screen.
    private var showsImages: Bool { pixels?.isShowing == true || tileImages.isShowing }

    /// Gives the terminal back exactly as it was found, no image left on it.
    func stop() {
        if let pixels, showsImages { Curses.writeRaw(pixels.removal) }
        Curses.stop()
        tg_uninstall()
    }

    var columns: Int { Curses.columns }
    var rows: Int { Curses.rows }
    var colourCount: Int { Curses.colourCount }
    /// Sends only the first `count` colours (`Presenter.limitColours`).
    mutating func limitColours(to count: Int) { presenter.limitColours(to: count) }
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
        for reply in decoder.replies { answer(reply) }
        decoder.replies.removeAll()
        if var pending = upgrade, !decoder.probeReplies.isEmpty {
            switch pending.take(decoder.probeReplies) {
            case .waiting: upgrade = pending
            case .decided(let output):
                upgrade = nil
                if let output { switchToPixels(output) }
            }
        }
        decoder.probeReplies.removeAll()
        if case .asked(let until) = pixelMouse, ContinuousClock.now > until { pixelMouse = .off }
        if events.contains(.resize) {
            pixelGridChanged()
            // A font change resizes too: the cell size is read again, the image redrawn whole.
            if let size = Self.cellPixelsFromWindowSize() { pixels?.setCellSize(width: Int(size.width.rounded()), height: Int(size.height.rounded())) }
            pixels?.invalidate()
        }
        return events
    }

    /// The page area drawn as an image from now on: the text layer and the image are drawn
    /// whole at the next frame, and a crash or signal takes the image away too.
    private mutating func switchToPixels(_ output: PixelOutput) {
        Self.setImageRemoval(output)
        pixels = output
        presenter.invalidate()
        pixelsArrived = true
    }

    /// Pixel reports on, if the terminal answered that it has them in time and says how large
    /// a cell is.
    private mutating func answer(_ reply: TerminalReply) {
        switch (reply, pixelMouse) {
        case (.mode(1016, let value), .asked(let until)):
            guard TerminalReply.modeIsKnown(value), ContinuousClock.now <= until else { pixelMouse = .off; return }
            if let size = Self.cellPixelsFromWindowSize() {
                pixelsOn(cellWidth: size.width, cellHeight: size.height)
            } else {
                pixelMouse = .waitingForCellSize
                Curses.ask("\u{1b}[16t")
            }
        case (.cellPixels(let w, let h), .waitingForCellSize):
            guard w > 0, h > 0 else { pixelMouse = .off; return }
            pixelsOn(cellWidth: Double(w), cellHeight: Double(h))
        default:
            break
        }
    }

    private mutating func pixelsOn(cellWidth: Double, cellHeight: Double) {
        decoder.pixels = PixelReports(cellWidth: cellWidth, cellHeight: cellHeight, columns: columns, rows: rows)
        pixelMouse = .on
        Curses.setMouse(mouseMode, pixels: true)
    }

    /// After a resize: the grid, and the cell size (a font change resizes too).
    private mutating func pixelGridChanged() {
        guard pixelMouse == .on, var p = decoder.pixels else { return }
        p.columns = columns; p.rows = rows
        if let size = Self.cellPixelsFromWindowSize() { (p.cellWidth, p.cellHeight) = size }
        decoder.pixels = p
    }

    /// One cell in pixels from the kernel's window size (0 where the terminal does not say).
    private static func cellPixelsFromWindowSize() -> (width: Double, height: Double)? {
        var size = winsize()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0,
              let w = PixelReports.cellSize(pixels: Int(size.ws_xpixel), cells: Int(size.ws_col)),
              let h = PixelReports.cellSize(pixels: Int(size.ws_ypixel), cells: Int(size.ws_row)) else { return nil }
        return (w, h)
    }

    /// Whether bytes of an unfinished sequence are waiting (the caller then polls briefly).
    var hasPendingInput: Bool { !decoder.pending.isEmpty }

    /// Draws `frame`; with pixels on and `page` given, its page area as an image: ncurses holds
    /// blanks there that never change (so it never writes over the image), and the image and the
    /// text over it go out after ncurses' refresh. `tiles`: the gallery's previews, drawn as
    /// images the same way (ignored with pixels off).
    mutating func present(_ frame: CellFrame, page: PixelPage? = nil, tiles: [GalleryTileImage] = []) {
        // A request signal waits until the frame is out (its answer writes to the terminal too).
        tg_hold_requests()
        defer { tg_release_requests() }
        let page = page.flatMap { pixels?.draws($0) == true ? $0 : nil }
        var text = frame
        if var pixels {
            if let page {
                text = pixels.textFrame(frame, page: page)
            } else if pixels.isShowing {
                // Another screen: the image goes, and the text layer draws every cell again.
                Curses.writeRaw(pixels.removal)
                pixels.invalidate()
                presenter.invalidate()
            }
            self.pixels = pixels
            if !tiles.isEmpty { text = TileImageOutput.textFrame(text, tiles: tiles) }
        }
        let plan = presenter.plan(for: text)
        if plan.clearScreen { Curses.clearAll() }
        for p in plan.newPairs { _ = Curses.definePair(p.number, fg: p.fg, bg: p.bg) }
        for d in plan.draws { Curses.put(glyph: d.glyph, column: d.column, row: d.row, pair: d.pair) }
        Curses.flush()
        if let pixels, !tiles.isEmpty || tileImages.isShowing {
            if plan.clearScreen { tileImages.invalidate() }
            Curses.writeRaw(tileImages.bytes(for: tiles, text: text, output: pixels))
        }
        if let page, var pixels {
            if plan.clearScreen { pixels.invalidate() }
            Curses.writeRaw(pixels.bytes(for: frame, page: page))
            self.pixels = pixels
        }
        frameLog?.record(frame, directColour: Curses.isDirectColour, colourCount: Curses.colourCount)
    }

    /// SIGINT, SIGTERM, SIGHUP or SIGTSTP received since the last call, or nil.
    func takeRequest() -> Int32? {
        let sig = tg_take_request()
        return sig == 0 ? nil : sig
    }

    /// Gives the terminal back and stops the process (Ctrl-Z, SIGTSTP); once continued (`fg`),
    /// takes it again. The caller re-fits to the size and presents a frame, drawn in full.
    /// False when the stop was dropped: started with no job-control shell (`tmux new-session
    /// 'termcolor'`), the process group is orphaned and the kernel ignores it.
    mutating func suspend() -> Bool {
        if let pixels, showsImages { Curses.writeRaw(pixels.removal) }
        pixels?.invalidate()
        tileImages.invalidate()
        Curses.stop()
        let stopped = tg_stop_self() != 0
        Curses.resume(mouse: mouseMode, pixels: pixelMouse == .on)
        presenter.invalidate()
        return stopped
    }

    /// Asks the terminal for other mouse reports.
    mutating func setMouseMode(_ mode: MouseMode) {
        mouseMode = mode
        Curses.setMouse(mode, pixels: pixelMouse == .on)
    }

    /// After a resize: the next frame is drawn in full.
    mutating func invalidate() { presenter.invalidate(); pixels?.invalidate(); tileImages.invalidate() }
}
