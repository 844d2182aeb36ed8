import ColorCore

/// `termcolor compare`: the smoothing demonstration. The screen is split in two, the same page
/// and regions on both sides; every drag, in either half, is painted into both at once, with
/// Hermite curves on the left and straight segments on the right, so the difference shows where
/// a stroke bends. Colour, brush, eraser, rainbow, the picker, undo and clear work as in the
/// colouring screen and act on both halves; nothing is saved.
public struct CompareScreen: Screen {
    /// One half: its drawing (a session with its smoothing) and its view.
    struct Side {
        var drawing: Drawing
        var renderer: ViewRenderer
        var session: Session { drawing.session }
    }

    public static let labels = ["Hermite curves (the default)", "straight segments (--smoothing linear)"]

    var sides: [Side]
    let lineArt: LineArt
    private(set) var columns: Int, rows: Int
    var colours: ColourChoice
    var brush = BrushSize()
    var modal = Modal.none
    // A slow drag reports every cell, and both sides look alike: the curves part on a fast one.
    var message = "drag fast on either side: both halves paint the same stroke, curved and straight"
    /// Glyphs and colour depth (with 24-bit colour the picker offers any colour).
    let display: DisplayOptions
    /// The half a drag started in (its cells map to the page), nil with the pen up.
    var dragSide: Int?

    public init(page: Page, finder: any RegionFinder, columns: Int, rows: Int,
                palette: [ColorPalette.Entry] = ColorPalette.standard, brushCells: Double? = nil, display: DisplayOptions = .standard) {
        lineArt = finder.lineArt
        self.columns = columns
        self.rows = rows
        self.display = display
        colours = ColourChoice(palette: palette, depth: display.colours)
        if let cells = brushCells { brush = BrushSize(nearest: cells) }
        let half = Self.halfWidth(columns)
        sides = [Smoothing.hermite, .linear].map { smoothing in
            let session = Session(page: page, finder: finder, smoothing: smoothing)
            return Side(drawing: Drawing(session: session), renderer: ViewRenderer(canvas: session.canvas, lineArt: finder.lineArt,
                                                                 columns: half, rows: max(0, rows - 1), options: display))
        }
    }

    /// Each half's width: the columns left of the divider.
    static func halfWidth(_ columns: Int) -> Int { max(0, (columns - 1) / 2) }
    var half: Int { Self.halfWidth(columns) }
    /// Both halves have the same geometry (same page, same size).
    var geometry: ViewGeometry { sides[0].renderer.geometry }
    var isTooSmall: Bool { half < 16 || rows < 7 }
    var brushCells: Double { brush.cells }

    /// Where side `k`'s cells start on screen.
    func originColumn(_ k: Int) -> Int { k == 0 ? 0 : half + 1 }

    // MARK: Events

    public mutating func handle(_ event: AppEvent) -> [Effect] {
        switch event {
        case .input(.key(let key), let t): setTime(t); return handleKey(key)
        case .input(.mouse(let m), let t): setTime(t); handleMouse(m); return []
        case .input(.resize, _): return []
        case .resized(let c, let r):
            columns = c
            rows = r
            for k in sides.indices {
                sides[k].renderer.resize(canvas: sides[k].session.canvas, lineArt: lineArt, columns: half, rows: max(0, r - 1))
            }
            return []
        case .notice(let text, _): message = text; return []
        // The comparison is drawn in glyphs whatever the terminal can show.
        case .cellShapeChanged: return []
        case .saveFinished, .tick, .textWritten, .batch, .timeLapse: return []
        case .endRequested: return [.quit(Ending())]
        }
    }

    private mutating func handleKey(_ key: Key) -> [Effect] {
        switch modal {
        case .picking:
            // Closed unanswered, the picker says nothing here: the message keeps the demonstration's hint.
            if case .chosen(let rgb) = modal.answer(key, action: nil) { choose(.rgb(rgb)) }
            return []
        case .help:
            modal = .none
            if key == .escape || key == .char("?") { return [] }
        default:
            break
        }
        guard let action = CompareKeys.table.action(for: key) else { return [] }
        switch action {
        case .selectColour(let i): if colours.select(i) { sayInk() }
        case .previousColour: _ = colours.select(colours.index(movedBy: -1)); sayInk()
        case .nextColour: _ = colours.select(colours.index(movedBy: 1)); sayInk()
        case .smallerBrush: brush.smaller(); message = brush.message
        case .largerBrush: brush.larger(); message = brush.message
        case .eraser: choose(.eraser)
        case .rainbow: choose(.rainbow)
        case .openPicker: modal = .picking(ColourPicker(truecolour: display.colours == .truecolor, current: colours.current.rgb))
        case .undo: applyToBoth(.undo); message = "undone on both sides"
        case .redo: applyToBoth(.redo); message = "redone on both sides"
        case .clear: applyToBoth(.clear); message = "cleared both sides (u undoes)"
        case .toggleHelp: modal = .help
        case .suspend: return [.suspend]
        case .quit: return [.quit(Ending())]
        }
        return []
    }

    private mutating func handleMouse(_ m: MouseEvent) {
        guard !isTooSmall else { return }
        if let answer = modal.answerPicker(m, columns: columns, areaRows: rows - 2) {
            if case .chosen(let rgb) = answer { choose(.rgb(rgb)) }
            return
        }
        switch m.kind {
        case .press where m.button == 0:
            modal = .none
            if m.row == rows - 2, let hit = paletteBar.hit(atColumn: m.column) {
                switch hit {
                case .colour(let i): _ = colours.select(i); sayInk()
                case .eraser: choose(.eraser)
                case .rainbow: choose(.rainbow)
                }
                return
            }
            let side = m.column < half ? 0 : m.column > half ? 1 : nil
            guard let side, m.row >= 1,
                  geometry.pagePoint(column: m.column - originColumn(side), row: m.row - 1) != nil else { return }
            let p = point(m, side: side)
            prepareStroke()
            applyToBoth(.down(x: p.x, y: p.y, t: time))
            dragSide = side
        case .drag:
            guard let side = dragSide else { return }
            let p = point(m, side: side)
            applyToBoth(.move(x: p.x, y: p.y, t: time))
        case .release:
            guard dragSide != nil else { return }
            applyToBoth(.up(t: time))
            dragSide = nil
        default:
            break
        }
    }

    /// Seconds since start of the input being handled, the same on both sides.
    var time: Double { sides[0].drawing.time }

    private mutating func setTime(_ seconds: Double) {
        for k in sides.indices { sides[k].drawing.setTime(seconds) }
    }

    /// A mouse report's page point on `side`, as in the colouring screen (`ColoringPointer.place`).
    /// The points do not pass the input filter: this screen shows how the two smoothings treat
    /// the points as they come.
    private func point(_ m: MouseEvent, side: Int) -> StrokePoint {
        ColoringPointer.place(m, in: geometry, origin: (originColumn(side), 1)).point
    }

    /// Ink and brush go to both sessions only when they change, as in the colouring screen
    /// (`Drawing.settingEvents`); both sessions hold the same settings.
    private mutating func prepareStroke() {
        let events = sides[0].drawing.settingEvents(ink: colours.ink, brush: brush, scale: geometry.scale, isFill: false, input: nil)
        for event in events { applyToBoth(event) }
    }

    mutating func applyToBoth(_ event: StrokeEvent) {
        for k in sides.indices {
            sides[k].drawing.apply(event)
            let parts = sides[k].session.changedParts
            if !parts.isEmpty { sides[k].renderer.pageChanged(canvas: sides[k].session.canvas, lineArt: lineArt, dirty: parts) }
        }
    }

    private mutating func choose(_ ink: Ink) {
        colours.choose(ink)
        sayInk()
    }

    private mutating func sayInk() {
        message = switch colours.ink {
        case .eraser: "eraser"
        case .rainbow: "rainbow"
        case .rgb: "colour \(colours.name)"
        }
    }

    var paletteBar: PaletteBar { colours.bar(columns: columns) }

    // MARK: Output

    public func frame() -> CellFrame {
        if isTooSmall { return Notice.frame("too small for side by side", columns: columns, rows: rows) }
        var f = CellFrame(columns: columns, rows: rows, fill: Cell(glyph: " ", fg: Chrome.text, bg: Chrome.barBackground))
        for (k, side) in sides.enumerated() {
            var view = side.renderer.frame
            let left = originColumn(k)
            if let mask = side.session.openStrokeMask { RegionHighlight.outline(mask, geometry: side.renderer.geometry, into: &view) }
            for r in 0..<(rows - 3) {
                for c in 0..<half { f[left + c, r + 1] = view[c, r] }
            }
            let label = String(Self.labels[k].prefix(half))
            f.write(label, column: left + (half - label.count) / 2, row: 0, fg: Chrome.highlight, bg: Chrome.barBackground)
        }
        for r in 0..<(rows - 2) { f[half, r] = Cell(glyph: "\u{2502}", fg: Chrome.text, bg: Chrome.barBackground) }
        paletteBar.draw(into: &f, row: rows - 2)
        drawStatus(into: &f, row: rows - 1)
        modal.draw(into: &f, help: CompareKeys.help, areaRows: rows - 2, promptRow: rows - 1)
        return f
    }

    /// `brush ■ red | brush 3 cells | nothing is saved | ? help` and the message at the right.
    private func drawStatus(into f: inout CellFrame, row: Int) {
        f.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        let colour = colours.statusColour
        var c = f.write(" brush ", column: 0, row: row, fg: Chrome.highlight, bg: Chrome.barBackground)
        c = f.write("\u{25A0}", column: c, row: row, fg: colour, bg: CellColour(Chrome.barBackground))
        c = f.write(" \(colours.name) | brush \(StatusLine.formatCells(brushCells)) cells | nothing is saved | ? help",
                    column: c, row: row, fg: Chrome.text, bg: Chrome.barBackground)
        let room = columns - c - 3
        guard room > 0, !message.isEmpty else { return }
        let shown = StatusLine.shortened(message, to: room)
        f.write(shown, column: columns - shown.count - 1, row: row, fg: Chrome.highlight, bg: Chrome.barBackground)
    }
}
