import ColorCore

/// The colouring book's screen: a page to colour with the mouse or the keyboard, the palette
/// and the status line. Input events in, effects out (saving, autosave, quitting are the
/// executable's); tests drive it directly.
///
/// Its state is in components, each with its own: the document (the drawing, saves, progress),
/// the viewport (zoom, pan, the stroke tip), the pointer (mouse, keyboard cursor, pen, hover),
/// the tools (ink, brush, fill tool), the status message and the modal. The screen routes each
/// event to them and composes the frame from their parts.
public struct ColoringScreen: Screen {
    var document: ColoringDocument
    var viewport: ColoringViewport
    var pointer: ColoringPointer
    var tools: Tools
    var statusMessage: StatusMessage
    /// Help, a y / n question, the save-as prompt or the colour picker.
    var modal = Modal.none
    /// The time-lapse being made in the background (`t`), if any.
    var timeLapse = TimeLapseMaking()
    /// Set on a numbered page (`playByNumbers`).
    var numberGuide: NumberGuide?

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
        let lineArt = session.finder.lineArt.shown  // gap-closing bridges stop strokes, they are not drawn
        let renderer = renderer ?? ViewRenderer(canvas: session.canvas, lineArt: lineArt, columns: columns, rows: rows,
                                                options: display)
        document = ColoringDocument(session: session, paths: paths, rescueFolder: rescueFolder, modeName: modeName)
        viewport = ColoringViewport(renderer: renderer, lineArt: lineArt)
        pointer = ColoringPointer(cursor: KeyboardCursor(centreOf: renderer.geometry))
        tools = Tools(palette: palette, depth: display.colours, brushCells: brushCells)
        statusMessage = StatusMessage()
        adoptSessionState()
    }

    // MARK: Reading the parts

    /// Read by the benchmarks (what a drag painted). Changed in place (`_modify`): a get, change
    /// and set would copy the whole canvas at every tick that paints ahead.
    public internal(set) var session: Session {
        get { document.drawing.session }
        _modify { yield &document.drawing.session }
    }
    public var geometry: ViewGeometry { viewport.geometry }
    var renderer: ViewRenderer { viewport.renderer }
    var lineArt: LineArt { viewport.lineArt }
    var paths: SavePaths { document.paths }
    var brushCells: Double { tools.brush.cells }
    var message: String { statusMessage.text }
    var messageIsWarning: Bool { statusMessage.isWarning }
    var pen: PenHolder? { pointer.pen(strokeOpen: session.isStrokeOpen) }

    /// Mouse strokes pass the input filter stage (`ColoringDocument.filtersInput`).
    public var filtersInput: Bool {
        get { document.filtersInput }
        set { document.filtersInput = newValue }
    }
    /// Strokes paint their final segments a slice per event, the rest at `tick`s while the
    /// person is idle (`Session.paintsAhead`): the interactive program's setting.
    public var paintsAhead: Bool {
        get { session.paintsAhead }
        set { session.paintsAhead = newValue }
    }
    /// Ticks while a stroke's segments wait to be painted: often, each a short slice.
    public var tickInterval: Double? { session.isPaintingAhead ? 0.002 : nil }

    // MARK: Events

    public mutating func handle(_ event: AppEvent) -> [Effect] {
        var effects: [Effect]
        switch event {
        case .input(let input, let time):
            effects = handle(input, time: time)
        case .resized(let columns, let rows):
            viewport.resize(columns: columns, rows: rows, canvas: session.canvas)
            viewChanged()
            effects = []
        case .cellShapeChanged(let shape):
            viewport.setCellShape(shape, canvas: session.canvas)
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
            viewport.batch(begins: begins, session: session)
            effects = []
        case .timeLapse(let news):
            hear(news)
            effects = []
        }
        // New log events go to the autosave journal first: before a quit, the journal has them.
        if let journal = document.journalEntries() { effects.insert(journal, at: 0) }
        viewport.updateOutline(of: session.openStrokeMask)
        return effects
    }

    /// One key or mouse report, `time` seconds after start.
    mutating func handle(_ input: InputEvent, time: Double) -> [Effect] {
        document.drawing.setTime(time)
        statusMessage.inputArrived()
        switch input {
        case .resize: return []  // the executable sends `resized` with the size
        case .mouse(let m):
            guard m.kind != .move else { handleMouse(m); return [] }
            // A press on the covered bar only uncovers it: the person saw no swatch there.
            let onCoveredBar = m.kind == .press && m.row == geometry.rows - 2
                && statusMessage.coversPaletteBar(in: status, columns: geometry.columns)
            statusMessage.uncoverPaletteBar()
            if onCoveredBar { return [] }
            handleMouse(m)
            return []
        case .key(let k):
            statusMessage.uncoverPaletteBar()
            return handleKey(k)
        }
    }

    /// A key: first the modal's, else what the key table says it does, routed to the part that
    /// does it.
    private mutating func handleKey(_ key: Key) -> [Effect] {
        let action = ColoringKeys.table.action(for: key)
        // Suspending leaves everything as it is, a question or the prompt included.
        if action == .suspend { return [.suspend] }
        switch modal.answer(key, action: action) {
        case .passedOn: break
        case let answer: return settle(answer)
        }
        switch action {
        case nil: break
        case .tools(let a)?: if let said = tools.handle(a) { say(said) }
        case .view(let a)?: follow(viewport.handle(a, session: &document.drawing.session))
        case .cursor(let a)?: perform(a)
        case .document(let a)?: return perform(a)
        case .openPicker?:
            modal = .picking(ColourPicker(truecolour: renderer.options.colours == .truecolor, current: tools.colours.current.rgb))
        case .timeLapse?: return makeTimeLapse()
        case .toggleHelp?: modal = modal == .help ? .none : .help
        case .dismiss?: statusMessage.clear()
        case .suspend?: return [.suspend]
        }
        return []
    }

    mutating func say(_ text: String, warning: Bool = false) { statusMessage.say(text, warning: warning) }

    // MARK: Output

    /// The whole screen.
    public func frame() -> CellFrame {
        let g = geometry
        if g.isTooSmall { return Notice.frame("too small", columns: g.columns, rows: g.rows) }
        let mask = session.openStrokeMask
        var f = viewport.frame(openStroke: mask)
        document.drawing.debugMarks?.draw(into: &f, geometry: g)
        drawNumbers(into: &f)
        let brush = tools.kind == .brush ? tools.brush.loggedPagePixels(scale: g.scale) : nil
        pointer.draw(into: &f, geometry: g, showsHover: mask == nil && pen == nil, pen: pen, brush: brush)
        statusMessage.draw(status, bar: tools.colours.bar(columns: g.columns), into: &f, barRow: g.rows - 2)
        drawNumberCounts(into: &f)
        modal.draw(into: &f, help: ColoringKeys.help, areaRows: g.viewRows, promptRow: g.rows - 1)
        return f
    }

    /// The status line as it stands: the parts' fields and the message.
    var status: StatusLine {
        StatusLine(tool: tools.kind == .brush ? "brush" : "fill", mode: document.modeName, smoothing: session.smoothing.rawValue,
                   colourName: tools.colours.name, colour: tools.colours.statusColour,
                   brushCells: brushCells, outputPath: paths.png, message: statusMessage.text, messageIsWarning: statusMessage.isWarning,
                   zoom: viewport.zoomText, progress: numberGuide?.progressText ?? document.progressText, penDown: pen == .keyboard,
                   work: timeLapse.statusText)
    }
}
