import ColorCore

/// The colouring book's screen: a page to colour with the mouse or the keyboard, the palette
/// and the status line. Input events in, effects out (saving, autosave, quitting are the
/// executable's); tests drive it directly.
public struct ColoringScreen: Screen {
    enum Tool: Sendable { case brush, fill }

    /// Brush diameters offered, in cells (display columns).

    /// Read by the benchmarks (what a drag painted).
    public internal(set) var session: Session
    var renderer: ViewRenderer
    let lineArt: LineArt
    /// Where saves go; `S` (save as) changes it.
    var paths: SavePaths
    /// Where `S` offers to save after a failed save (Storage's rescue folder).
    let rescueFolder: String
    let modeName: String
    /// The palette, the recent colours and the ink in use.
    var colours: ColourChoice
    /// Glyphs and colour depth of the screen (with 24-bit colour the picker offers any colour,
    /// not the terminal's 240).
    let display: DisplayOptions
    var brush = BrushSize()
    var tool = Tool.brush
    /// Mouse strokes pass the input filter stage (the grid of their reports is logged); off,
    /// their points are drawn as they come, as before the filter existed (the benchmark's
    /// reference).
    public var filtersInput = true
    /// Strokes paint their final segments a slice per event, the rest at `tick`s while the
    /// person is idle (`Session.paintsAhead`): the interactive program's setting.
    public var paintsAhead: Bool {
        get { session.paintsAhead }
        set { session.paintsAhead = newValue }
    }
    /// Ticks while a stroke's segments wait to be painted: often, each a short slice.
    public var tickInterval: Double? { session.isPaintingAhead ? 0.002 : nil }
    /// Help, a y / n question, or the save-as prompt.
    var modal = Modal.none
    /// Inside a batch of input the tip is shown at its end (`AppEvent.batch`); whether it has
    /// changed since it was last shown.
    var tipWaitsForBatch = false, tipIsStale = false
    var message = ""
    var messageIsWarning = false
    /// Input events handled so far, and the one the message was said in (`dropNote`).
    private var inputCount = 0, messageInput = 0
    /// Whether a warning too long for the status line also covers the palette bar's row: from
    /// when it is said to the next key, press or wheel step (the pointer's moving does not
    /// take it away: hover reports every move).
    private var warningCoversBar = false
    /// Zoom, pan, keyboard painting, progress and the eyedropper (ColoringScreen+View.swift).
    var reach: ReachState
    /// Saving (ColoringScreen+Saving.swift).
    var saving: SaveState

    /// `palette` is the bar's colours (a GIMP palette, or the standard 16); `brushCells` the
    /// starting brush (the nearest rung), unless a resumed log says otherwise.
    public init(session: Session, columns: Int, rows: Int, paths: SavePaths, modeName: String, rescueFolder: String,
                palette: [ColorPalette.Entry] = ColorPalette.standard, brushCells: Double? = nil,
                display: DisplayOptions = .standard) {
        self.init(session: session, renderer: nil, columns: columns, rows: rows, paths: paths, modeName: modeName,
                  rescueFolder: rescueFolder, palette: palette, brushCells: brushCells, display: display)
    }

    /// `renderer`: a view of this session's page already built (with these display options),
    /// else one is built here.
    init(session: Session, renderer: ViewRenderer?, columns: Int, rows: Int, paths: SavePaths, modeName: String,
         rescueFolder: String, palette: [ColorPalette.Entry] = ColorPalette.standard, brushCells: Double? = nil,
         display: DisplayOptions = .standard) {
        self.session = session
        colours = ColourChoice(palette: palette, depth: display.colours)
        self.display = display
        if let cells = brushCells { brush = BrushSize(nearest: cells) }
        self.lineArt = session.finder.lineArt.shown  // gap-closing bridges stop strokes, they are not drawn
        self.paths = paths
        self.rescueFolder = rescueFolder
        self.modeName = modeName
        self.renderer = renderer ?? ViewRenderer(canvas: session.canvas, lineArt: lineArt, columns: columns, rows: rows,
                                                 options: display)
        reach = ReachState(cursor: KeyboardCursor(centreOf: self.renderer.geometry),
                         progress: RegionProgress(finder: session.finder, canvas: session.canvas))
        saving = SaveState(autosaved: session.log.events.count)
        adoptSessionState()
    }

    public var geometry: ViewGeometry { renderer.geometry }
    var brushCells: Double { brush.cells }
    /// The brush diameter in page pixels for the current fit.
    var brushPagePixels: Double { max(0.5, brushCells * geometry.scale) }

    // MARK: Events

    public mutating func handle(_ event: AppEvent) -> [Effect] {
        var effects: [Effect]
        switch event {
        case .input(let input, let time):
            effects = handle(input, time: time)
        case .resized(let columns, let rows):
            renderer.resize(canvas: session.canvas, lineArt: lineArt, columns: columns, rows: rows)
            viewChanged()
            effects = []
        case .saveFinished(let result):
            effects = saveFinished(result)
        case .endRequested:
            effects = saveBeforeEnding()
        case .notice(let text, let warning):
            say(text, warning: warning)
            effects = []
        case .tick:
            if session.isPaintingAhead {
                session.paintAhead()
                showChanges()
            }
            effects = []
        case .textWritten:
            effects = []
        case .batch(let begins):
            tipWaitsForBatch = begins
            if !begins && tipIsStale { showTip() }
            effects = []
        }
        // New log events go to the autosave journal first: before a quit, the journal has them.
        if session.log.events.count > saving.autosaved {
            effects.insert(.autosave(Array(session.log.events[saving.autosaved...])), at: 0)
            saving.autosaved = session.log.events.count
        }
        reach.outline.update(mask: session.openStrokeMask, geometry: geometry)
        return effects
    }

    /// One key or mouse report, `time` seconds after start.
    mutating func handle(_ input: InputEvent, time: Double) -> [Effect] {
        reach.time = (time * 1000).rounded() / 1000
        inputCount += 1
        switch input {
        case .resize: return []  // the executable sends `resized` with the size
        case .mouse(let m):
            guard m.kind != .move else { handleMouse(m); return [] }
            // A press on the covered bar only uncovers it: the person saw no swatch there.
            let onCoveredBar = m.kind == .press && m.row == geometry.rows - 2 && barIsCovered
            warningCoversBar = false
            if onCoveredBar { return [] }
            handleMouse(m)
            return []
        case .key(let k):
            warningCoversBar = false
            return handleKey(k)
        }
    }

    private mutating func handleKey(_ key: Key) -> [Effect] {
        let action = ColoringKeys.table.action(for: key)
        // Suspending leaves everything as it is, a question or the prompt included.
        if action == .suspend { return [.suspend] }
        if let answered = answerModal(key, action: action) { return answered }
        guard let action else { return [] }
        switch action {
        case .selectColour(let i): selectColour(i)
        case .previousColour: selectColour(colours.index(movedBy: -1))
        case .nextColour: selectColour(colours.index(movedBy: 1))
        case .smallerBrush: brush.smaller(); say(brush.message)
        case .largerBrush: brush.larger(); say(brush.message)
        case .toggleFill: tool = tool == .brush ? .fill : .brush; say(tool == .fill ? "fill tool: click a region" : "brush tool")
        case .eraser: choose(.eraser)
        case .rainbow: choose(.rainbow)
        case .openPicker: modal = .picking(ColourPicker(truecolour: display.colours == .truecolor, current: colours.current.rgb))
        case .undo, .redo:
            // Judged after the event: it first ends an open stroke, which may become the step
            // undone, or replace the step a redo would have brought back.
            let steps = session.undoRedoCount
            apply(action == .undo ? .undo : .redo)
            let moved = session.undoRedoCount > steps
            say(action == .undo ? (moved ? "undone" : "nothing to undo") : (moved ? "redone" : "nothing to redo"))
        case .askClear: modal = .asking(.clear); say("clear all paint? y / n", warning: true)
        case .save: return requestSave(to: paths.png, then: .stay)
        case .saveAs:
            // After a failure, offer the rescue folder; else the current output, to edit.
            modal = .typingPath(PathPrompt(text: saving.lastFailed ? paths.inFolder(rescueFolder).png : paths.png))
        case .suspend: return [.suspend]
        case .saveAndQuit: return requestSave(to: paths.png, then: .quit)
        case .gallery: return requestSave(to: paths.png, then: .gallery)
        case .quitWithoutSaving:
            guard hasWorkToSave else { return [.quit(ending)] }
            modal = .asking(.quitWithoutSaving)
            say("quit without saving? y / n", warning: true)
        case .toggleHelp: modal = modal == .help ? .none : .help
        case .dismiss: message = ""
        case .zoomIn, .zoomOut, .fitPage, .pan, .moveCursor, .togglePen, .fillAtCursor, .nextRegion, .pickColour, .toggleLineArt:
            perform(action)
        case .toggleHover: toggleHover()
        }
        return []
    }

    /// A key while a question, the prompt or the help is up: the effects when the key was the
    /// answer, nil when it goes on to do what it does (help closes first for most keys).
    private mutating func answerModal(_ key: Key, action: ColoringAction?) -> [Effect]? {
        switch modal {
        case .none:
            return nil
        case .typingPath(var prompt):
            switch prompt.handle(key) {
            case .editing: modal = .typingPath(prompt); return []
            case .cancelled: modal = .none; say("save cancelled"); return []
            case .done(let typed):
                // The picture is a PNG: a name without an extension gets `.png`; another
                // extension (a tester's `out.jpg` held PNG data) or a folder is asked again.
                guard let path = SavePaths.pngName(typed) else {
                    // Said in the prompt's label too: the prompt covers the status line.
                    modal = .typingPath(PathPrompt(label: ColoringScreen.pngOnlyLabel, text: prompt.text, proposed: false))
                    say("pictures are saved as PNG: end the name with .png", warning: true)
                    return []
                }
                modal = .none
                return requestSave(to: path, then: .stay, existing: .askUnless(own: paths.png))
            }
        case .asking(let question):
            modal = .none
            let yes = key == .char("y") || key == .char("Y")
            switch question {
            case .quitWithoutSaving:
                if yes { return [.quit(ending)] }
                say("quit cancelled")
            case .clear:
                if yes {
                    apply(.clear)
                    say("cleared (u undoes)")
                } else {
                    say("clear cancelled")
                }
            case .replace(let path):
                if yes { return requestSave(to: path, then: .stay, existing: .replaceOther(own: paths.png)) }
                say("save cancelled: \(path) left as it was")
            }
            return []
        case .picking(var picker):
            switch picker.handle(key) {
            case .open: modal = .picking(picker)
            case .chosen(let rgb): modal = .none; choose(.rgb(rgb))
            case .cancelled: modal = .none; say("no colour chosen")
            }
            return []
        case .help:
            guard action != .toggleHelp && action != .saveAndQuit && action != .quitWithoutSaving else { return nil }
            modal = .none
            return action == .dismiss ? [] : nil
        }
    }

    /// The save-as prompt's label after a name that does not end in .png.
    static let pngOnlyLabel = "save as (a PNG: end the name with .png): "

    mutating func selectColour(_ i: Int) {
        if colours.select(i) { sayInk() }
    }

    /// A colour (its palette entry, else a recent one), the eraser or the rainbow.
    mutating func choose(_ ink: Ink) {
        colours.choose(ink)
        sayInk()
    }

    mutating func sayInk() {
        switch colours.ink {
        case .eraser: say("eraser: strokes and fills remove paint (a colour key paints again)")
        case .rainbow: say("rainbow: the colour changes as the stroke goes")
        case .rgb: say("colour \(colours.name)")
        }
    }

    private mutating func handleMouse(_ m: MouseEvent) {
        let t = reach.time
        if case .picking(var picker) = modal {
            switch picker.handle(m, in: picker.layout(columns: geometry.columns, rows: geometry.viewRows)) {
            case .open: modal = .picking(picker)
            case .chosen(let rgb): modal = .none; choose(.rgb(rgb))
            case .cancelled: modal = .none
            }
            return
        }
        reach.hover.lastPointer = m
        if handleViewMouse(m) { return }
        switch m.kind {
        case .press where m.button == 0:
            switch modal {
            case .help: modal = .none
            case .asking(.clear): modal = .none; say("clear cancelled")
            case .asking(.quitWithoutSaving): modal = .none; say("quit cancelled")
            case .asking(.replace(let path)): modal = .none; say("save cancelled: \(path) left as it was")
            case .typingPath, .picking, .none: break
            }
            if m.row == geometry.rows - 2, let hit = colours.bar(columns: geometry.columns).hit(atColumn: m.column) {
                switch hit {
                case .colour(let i): selectColour(i)
                case .eraser: choose(.eraser)
                case .rainbow: choose(.rainbow)
                }
                return
            }
            guard geometry.pagePoint(column: m.column, row: m.row) != nil else { return }
            let (point, grid) = pointer(m)
            guard let p = start(at: point, areas: pointerAreas(m)) else { return }
            reach.hover.clear()
            prepareStroke(input: grid)
            if tool == .fill {
                apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            } else {
                apply(.down(x: p.x, y: p.y, t: t))
                reach.penHolder = .mouse
            }
        case .drag where pen == .mouse:
            let p = pointer(m).point
            apply(.move(x: p.x, y: p.y, t: t))
        case .move:
            hover(m)
        case .release where pen == .mouse:
            apply(.up(t: t))
        default:
            break
        }
    }

    /// The session gets ink, brush and input events only when they change, just before they
    /// matter, so the stroke log records what was used rather than every key press. `input`:
    /// the grid the stroke's points come in (mouse reports), nil for exact points (the keyboard).
    mutating func prepareStroke(fill: Bool? = nil, input: InputGrid? = nil) {
        dropNote()
        if session.ink != colours.ink { apply(.color(colours.ink)) }
        let size = (brushPagePixels * 100).rounded() / 100
        let isFill = fill ?? (tool == .fill)
        // Also when only the cells changed (one zoom step in and the next rung up paint the
        // same width): reopening takes the brush from the cells.
        if !isFill && (session.brushSize != size || session.brushCells != brush.cells) { apply(.brush(size, cells: brush.cells)) }
        let grid = filtersInput ? input : nil
        if !isFill && session.inputGrid != grid { apply(.input(grid)) }
    }

    /// An event that ends an open stroke (`undo`, `redo`, `clear`, `fill`, `down`: with the
    /// button or the keyboard pen still down) is preceded by the stroke's `up` in the log, as a
    /// release would end it, so the log never holds a `down` without its `up` (the picture is the
    /// same either way: `StrokeSequence`).
    mutating func apply(_ event: StrokeEvent) {
        var sequence = StrokeSequence(strokeOpen: session.isStrokeOpen)
        if sequence.accept(event) == .endsOpenStroke { session.apply(.up(t: reach.time)) }
        session.apply(event)
        showChanges()
    }

    /// Paints what a released stroke still waits for, before something reads the canvas.
    mutating func finishPaintingAhead() {
        guard session.isPaintingAhead else { return }
        session.finishPainting()
        showChanges()
    }

    /// Brings the view and the progress up to the session's last change (`changedParts`).
    mutating func showChanges() {
        let parts = session.changedParts
        if !parts.isEmpty {
            renderer.pageChanged(canvas: session.canvas, lineArt: lineArt, dirty: parts)
            // The parts never overlap: each pixel is counted once.
            for dirty in parts { reach.progress.update(canvas: session.canvas, dirty: dirty) }
        }
        // After the paint under it: the tip blends over it.
        showTip()
    }

    /// Shows the session's stroke tip over the view, now or, inside a batch of input, at its end.
    mutating func showTip() {
        if tipWaitsForBatch { tipIsStale = true; return }
        renderer.showTip(session.tip, canvas: session.canvas, lineArt: lineArt)
        tipIsStale = false
    }

    /// Whether a warning covers the palette bar now: one too long for the status line, until
    /// the next key, press or wheel step (a note, such as a swatch's name at 40 columns, never
    /// hides the bar it was chosen on).
    private var barIsCovered: Bool { warningCoversBar && status.messageLines(columns: geometry.columns) != nil }

    mutating func say(_ text: String, warning: Bool = false) {
        message = text
        messageIsWarning = warning
        messageInput = inputCount
        warningCoversBar = warning
    }

    /// A note (not a warning) is about what was just done: a stroke, fill or view change by a
    /// later input takes it away, so it never outlives its truth ("saved to X" stayed up over
    /// new, unsaved strokes). Warnings stay until something else is said; so does a note the
    /// same input said (a click that answers "quit cancelled" and starts a stroke).
    mutating func dropNote() {
        if !messageIsWarning && messageInput != inputCount { message = "" }
    }

    // MARK: Output

    /// The whole screen.
    public func frame() -> CellFrame {
        let g = geometry
        if g.isTooSmall { return Notice.frame("too small", columns: g.columns, rows: g.rows) }
        var f = renderer.frame
        drawViewMarks(into: &f)
        let status = self.status
        // A long warning takes the palette bar's row too until the next input (`barIsCovered`).
        if warningCoversBar, let lines = status.messageLines(columns: g.columns) {
            status.drawMessageLines(lines, into: &f, row: g.rows - 2)
        } else {
            colours.bar(columns: g.columns).draw(into: &f, row: g.rows - 2)
            status.draw(into: &f, row: g.rows - 1)
        }
        switch modal {
        case .help: ColoringKeys.help.draw(into: &f, areaRows: g.viewRows)
        case .typingPath(let prompt): prompt.draw(into: &f, row: g.rows - 1)
        case .picking(let picker): picker.draw(into: &f, areaRows: g.viewRows)
        case .asking, .none: break
        }
        return f
    }

    var status: StatusLine {
        StatusLine(tool: tool == .brush ? "brush" : "fill", mode: modeName, smoothing: session.smoothing.rawValue,
                   colourName: colours.name, colour: colours.statusColour,
                   brushCells: brushCells, outputPath: paths.png, message: message, messageIsWarning: messageIsWarning,
                   zoom: zoomText, progress: progressText, penDown: pen == .keyboard)
    }
}
