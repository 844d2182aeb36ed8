
import Foundation

/// The coloring book's state and behaviour, with no terminal: input events in, a cell frame
/// out. `RunLoop` connects it to the real terminal; tests drive it directly.
public struct ColorApp {
    public enum Tool: Sendable { case brush, fill }
    public enum Outcome: Equatable, Sendable { case keepGoing, quit }

    /// Brush diameters offered, in cells (display columns).
    public static let brushLadder: [Double] = [0.5, 1, 1.5, 2, 3, 4, 6, 8, 12, 16, 24, 32]
    public static let defaultBrushStep = 3

    public internal(set) var session: Session
    public internal(set) var renderer: ViewRenderer
    public let lineArt: LineArt
    /// Where saves go; `S` (save as) changes it.
    public private(set) var paths: SavePaths
    public let modeName: String
    /// The standard colours, then a 17th "picked" entry once the eyedropper picked another.
    public internal(set) var palette = ColorPalette.standard
    /// How each palette entry is shown: its nearest xterm colour, or exactly in truecolor.
    public internal(set) var paletteColours: [CellColour]
    /// Glyphs and colour depth of the screen.
    public let display: DisplayOptions

    public internal(set) var selected = 0
    public internal(set) var brushStep = ColorApp.defaultBrushStep
    public private(set) var tool = Tool.brush
    public private(set) var helpVisible = false
    public private(set) var confirmingClear = false
    /// `Q` with drawing not yet saved: waiting for `y` (quit) or anything else (stay).
    public private(set) var confirmingQuit = false
    public private(set) var message = ""
    public private(set) var messageIsWarning = false
    /// Zoom, pan, keyboard painting, progress and the eyedropper (ColorApp+View.swift).
    public internal(set) var view: ViewState
    public private(set) var lastSaveFailed = false
    /// Events of the session's log that the last successful save holds.
    public private(set) var savedEventCount = 0
    /// The save-as prompt, while the person types a path.
    public private(set) var prompt: PathPrompt?

    public init(session: Session, columns: Int, rows: Int, paths: SavePaths, modeName: String,
                display: DisplayOptions = .standard) {
        self.session = session
        self.lineArt = session.finder.lineArt
        self.paths = paths
        self.modeName = modeName
        self.display = display
        renderer = ViewRenderer(canvas: session.canvas, lineArt: lineArt, columns: columns, rows: rows, options: display)
        paletteColours = ColorPalette.standard.map { display.colours.colour($0.rgb) }
        view = ViewState(cursor: KeyboardCursor(centreOf: renderer.geometry),
                         progress: RegionProgress(finder: session.finder, paint: session.canvas.paint))
        adoptSessionState()
    }

    public var geometry: ViewGeometry { renderer.geometry }
    public var brushCells: Double { Self.brushLadder[brushStep] }
    /// The brush diameter in page pixels for the current fit.
    public var brushPagePixels: Double { max(0.5, brushCells * geometry.scale) }

    public mutating func resize(columns: Int, rows: Int) {
        renderer.resize(canvas: session.canvas, lineArt: lineArt, columns: columns, rows: rows)
        viewChanged()
    }

    // MARK: Input

    public mutating func handle(_ event: InputEvent, time: Double) -> Outcome {
        view.time = (time * 1000).rounded() / 1000
        switch event {
        case .resize: return .keepGoing  // the run loop re-fits with the new size
        case .mouse(let m): handleMouse(m, time: time); return .keepGoing
        case .key(let k): return handleKey(k)
        }
    }

    private mutating func handleKey(_ key: Key) -> Outcome {
        if prompt != nil {
            answerPrompt(key)
            return .keepGoing
        }
        if confirmingQuit {
            confirmingQuit = false
            if key == .char("y") || key == .char("Y") { return .quit }
            say("quit cancelled")
            return .keepGoing
        }
        if confirmingClear {
            confirmingClear = false
            if key == .char("y") || key == .char("Y") {
                apply(.clear)
                say("cleared (u undoes)")
            } else {
                say("clear cancelled")
            }
            return .keepGoing
        }
        let action = KeyBindings.action(for: key)
        if helpVisible && action != .toggleHelp && action != .saveAndQuit && action != .quitWithoutSaving {
            helpVisible = false
            if action == .dismiss { return .keepGoing }
        }
        switch action {
        case .selectColour(let i): selectColour(i)
        case .previousColour: selectColour((selected + palette.count - 1) % palette.count)
        case .nextColour: selectColour((selected + 1) % palette.count)
        case .smallerBrush: brushStep = max(0, brushStep - 1); say("brush \(StatusLine.formatCells(brushCells)) cells")
        case .largerBrush:
            brushStep = min(Self.brushLadder.count - 1, brushStep + 1); say("brush \(StatusLine.formatCells(brushCells)) cells")
        case .toggleFill: tool = tool == .brush ? .fill : .brush; say(tool == .fill ? "fill tool: click a region" : "brush tool")
        case .undo, .redo:
            // Judged after the event: it first ends an open stroke, which may become the step
            // undone, or replace the step a redo would have brought back.
            let steps = session.undoRedoCount
            apply(action == .undo ? .undo : .redo)
            let moved = session.undoRedoCount > steps
            say(action == .undo ? (moved ? "undone" : "nothing to undo") : (moved ? "redone" : "nothing to redo"))
        case .askClear: confirmingClear = true; say("clear all paint? y / n", warning: true)
        case .save: _ = save()
        case .saveAs:
            // After a failure, offer the rescue folder; else the current output, to edit.
            prompt = PathPrompt(text: lastSaveFailed ? paths.rescue.png : paths.png)
        case .suspend: break  // the run loop gives the terminal back and stops
        case .saveAndQuit: return save() ? .quit : .keepGoing  // on failure the warning stays up
        case .quitWithoutSaving:
            guard hasUnsavedDrawing else { return .quit }
            confirmingQuit = true
            say("quit without saving? y / n", warning: true)
        case .toggleHelp: helpVisible.toggle()
        case .dismiss: message = ""
        case .zoomIn, .zoomOut, .fitPage, .pan, .moveCursor, .togglePen, .fillAtCursor, .nextRegion, .pickColour, .toggleLineArt:
            perform(action)
        case .none: break
        }
        return .keepGoing
    }

    mutating func selectColour(_ i: Int) {
        guard i >= 0 && i < palette.count else { return }
        selected = i
        say("colour \(palette[i].name)")
    }

    private mutating func handleMouse(_ m: MouseEvent, time: Double) {
        let t = (time * 1000).rounded() / 1000
        if handleViewMouse(m) { return }
        switch m.kind {
        case .press where m.button == 0:
            helpVisible = false
            if confirmingClear { confirmingClear = false; say("clear cancelled") }
            if confirmingQuit { confirmingQuit = false; say("quit cancelled") }
            if m.row == geometry.rows - 2, let i = PaletteBar(swatches: paletteColours, selected: selected).swatch(atColumn: m.column) {
                selectColour(i)
                return
            }
            guard let p = geometry.pagePoint(column: m.column, row: m.row) else { return }
            prepareStroke()
            if tool == .fill {
                apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            } else {
                apply(.down(x: p.x, y: p.y, t: t))
                view.penHolder = .mouse
            }
        case .drag where pen == .mouse:
            let p = geometry.pagePointAnywhere(column: m.column, row: m.row)
            apply(.move(x: p.x, y: p.y, t: t))
        case .release where pen == .mouse:
            apply(.up(t: t))
        default:
            break
        }
    }

    /// The session gets colour and brush events only when they change, just before they matter,
    /// so the stroke log records what was used rather than every key press.
    mutating func prepareStroke(fill: Bool? = nil) {
        let rgb = palette[selected].rgb
        if session.color != rgb { apply(.color(rgb)) }
        let size = (brushPagePixels * 100).rounded() / 100
        if !(fill ?? (tool == .fill)) && session.brushSize != size { apply(.brush(size)) }
    }

    mutating func apply(_ event: StrokeEvent) {
        let dirty = session.apply(event)
        if !dirty.isEmpty {
            renderer.pageChanged(canvas: session.canvas, lineArt: lineArt, dirty: dirty)
            view.progress.update(paint: session.canvas.paint, dirty: dirty)
        }
    }

    /// A message from outside the app (the run loop: autosave, resume) on the status line.
    public mutating func show(_ text: String, warning: Bool = false) { say(text, warning: warning) }

    mutating func say(_ text: String, warning: Bool = false) {
        message = text
        messageIsWarning = warning
    }

    // MARK: Saving

    /// Whether the log holds events the last successful save does not (resumed ones included).
    public var hasUnsavedDrawing: Bool { session.log.events.count != savedEventCount }

    /// Shown while a save runs.
    public mutating func noteSaving() { say("saving \(paths.png)...") }

    /// Writes the full-size PNG and the stroke log beside it; says how it went.
    public mutating func save() -> Bool {
        do {
            _ = try PNGCodec.write(session.renderedPage(), to: paths.png, opaque: true)
        } catch {
            lastSaveFailed = true
            say("could not save \(paths.png): \(error.message) (S: save elsewhere, Q: quit without saving)", warning: true)
            return false
        }
        do {
            // The spec's layout, one event per line (what the stroke-log tests check).
            try session.log.jsonData().write(to: URL(fileURLWithPath: paths.strokes), options: .atomic)
        } catch {
            lastSaveFailed = true
            say("saved \(paths.png), but not \(paths.strokes): \(FileReason.words(for: error))", warning: true)
            return false
        }
        lastSaveFailed = false
        savedEventCount = session.log.events.count
        say("saved to \(paths.png)")
        return true
    }

    private mutating func answerPrompt(_ key: Key) {
        guard var p = prompt else { return }
        switch p.handle(key) {
        case .editing: prompt = p
        case .cancelled: prompt = nil; say("save cancelled")
        case .done(let path): prompt = nil; _ = save(to: path)
        }
    }

    /// Saves to another output path (`~/` is the home folder); later saves go there too. The
    /// page itself is never overwritten; the rescue folder is created when needed.
    public mutating func save(to path: String) -> Bool {
        var expanded = path
        if path.hasPrefix("~/"), let home = ProcessInfo.processInfo.environment["HOME"] {
            expanded = home + path.dropFirst()
        }
        let target = SavePaths(page: paths.page, output: expanded)
        if target.overwrites(page: paths.page) {
            say("\(target.png) would overwrite the page itself; S to choose another path", warning: true)
            return false
        }
        if target.png == paths.rescue.png {
            let folder = URL(fileURLWithPath: target.png).deletingLastPathComponent()
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        let previous = paths
        paths = target
        if save() { return true }
        paths = previous  // the message names the path that failed
        return false
    }

    // MARK: Output

    /// The whole screen.
    public func frame() -> CellFrame {
        let g = geometry
        if g.isTooSmall {
            var f = CellFrame(columns: g.columns, rows: g.rows, fill: Cell(glyph: " ", fg: Chrome.text, bg: Chrome.overlayBackground))
            HelpOverlay.drawNotice("too small", into: &f, row: g.rows / 2)
            return f
        }
        var f = renderer.frame
        drawViewMarks(into: &f)
        PaletteBar(swatches: paletteColours, selected: selected).draw(into: &f, row: g.rows - 2)
        status.draw(into: &f, row: g.rows - 1)
        if helpVisible { HelpOverlay.draw(into: &f, areaRows: g.viewRows) }
        prompt?.draw(into: &f, row: g.rows - 1)
        return f
    }

    public var status: StatusLine {
        StatusLine(tool: tool == .brush ? "brush" : "fill", mode: modeName, smoothing: session.smoothing.rawValue,
                   colourName: palette[selected].name, colour: paletteColours[selected],
                   brushCells: brushCells, outputPath: paths.png, message: message, messageIsWarning: messageIsWarning,
                   zoom: zoomText, progress: progressText, penDown: pen == .keyboard)
    }
}
