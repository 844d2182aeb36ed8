import ColorCore
import Tracing

/// The tracing game's screen: one letter, digit or shape at a time to draw over with the mouse
/// or the keyboard cursor, checked by a `TraceBoard`; Enter (or Space) goes on once it is done,
/// `q` ends the game and asks for `--result` to be written.
public struct TraceScreen: Screen {
    public enum PenHolder: Sendable { case mouse, keyboard }

    /// Seconds the hint takes to draw the stroke, and to wait before drawing it again.
    public static let hintDraw = 1.6, hintPause = 0.7

    public internal(set) var game: TraceGame
    public internal(set) var layout: TraceLayout
    /// Where `--result` goes when the game ends (nil: nowhere).
    public let resultPath: String?
    /// The keyboard cursor: a display pixel of the drawing area.
    public internal(set) var cursor: (x: Int, y: Int)
    /// Shown once a cursor key or Space was used (a mouse player never sees it).
    public internal(set) var cursorShown = false
    public internal(set) var pen: PenHolder?
    public internal(set) var message = ""
    public internal(set) var messageIsWarning = false
    public internal(set) var helpVisible = false
    /// Seconds since start, from the last input or tick.
    public internal(set) var now = 0.0
    /// When the hint began (it runs while the board shows it).
    public internal(set) var hintSince: Double?
    /// Why the result is being written (its answer ends the game); nil while playing.
    public internal(set) var quitting: Quitting?
    public enum Quitting: Sendable { case asked, signalled }
    /// The last attempt to write the result failed: `q` again quits without it.
    public internal(set) var resultFailed = false
    /// The colours the worksheet is drawn in: the terminal's (`TraceColours.for`).
    public let colours: TraceColours

    public init(items: [TraceItem], columns: Int, rows: Int, resultPath: String?, colours: TraceColours = .xterm256) {
        let layout = TraceLayout(item: items[0], columns: columns, rows: rows)
        self.layout = layout
        self.resultPath = resultPath
        self.colours = colours
        game = TraceGame(items: items, threshold: layout.threshold, resolution: layout.scale)
        cursor = (0, 0)
        startItem()
    }

    public var board: TraceBoard { game.board }
    public var tickInterval: Double? { hintSince != nil ? 0.05 : nil }

    // MARK: Events

    public mutating func handle(_ event: AppEvent) -> [Effect] {
        switch event {
        case .input(let input, let time):
            now = time
            switch input {
            case .key(let k): return handleKey(k)
            case .mouse(let m): handleMouse(m)
            case .resize: break  // `resized` brings the size
            }
        case .resized(let columns, let rows):
            let glyph = layout.point(pixelX: cursor.x, pixelY: cursor.y)
            layout = TraceLayout(item: board.item, columns: columns, rows: rows)
            let p = layout.displayPixel(glyph)
            cursor = clamped(p.x, p.y)
        case .tick(let time):
            now = time
        case .endRequested:
            return finish(signal: true)
        case .notice(let text, let warning):
            say(text, warning: warning)
        case .textWritten(let path, let failure):
            return resultWritten(path: path, failure: failure)
        case .saveFinished, .batch, .timeLapse, .cellShapeChanged:  // the tracing game is glyphs only
            break
        }
        return []
    }

    private mutating func handleKey(_ key: Key) -> [Effect] {
        guard let action = TraceKeys.table.action(for: key) else { return [] }
        if helpVisible && action != .toggleHelp && action != .quit && action != .suspend {
            helpVisible = false
            if action == .dismiss { return [] }
        }
        switch action {
        case .moveCursor(let dx, let dy): moveCursor(dx: dx, dy: dy)
        case .togglePen:
            if board.isComplete { return advance() }
            cursorShown = true
            switch pen {
            case .keyboard: liftPen()
            case .mouse: break
            case nil:
                putPenDown(at: layout.point(pixelX: cursor.x, pixelY: cursor.y), holder: .keyboard)
                say("pen down: draw with h j k l (or the arrows), Space lifts the pen")
            }
        case .next:
            if board.isComplete { return advance() }
            say("not finished yet: draw the rest (n skips this one)")
        case .skip:
            if game.isLastItem { say("this is the last one: q ends the game"); return [] }
            return advance()
        case .undo:
            let undone = game.undo()
            pen = nil
            hintSince = board.showsHint ? now : nil
            say(undone ? "undone" : "nothing to undo")
        case .quit: return finish(signal: false)
        case .suspend: return [.suspend]
        case .toggleHelp: helpVisible.toggle()
        case .dismiss: message = ""
        }
        return []
    }

    private mutating func handleMouse(_ m: MouseEvent) {
        switch m.kind {
        case .press where m.button == 0:
            helpVisible = false
            guard layout.isAreaRow(m.row) else { return }
            if pen == .keyboard { liftPen() }
            if board.isComplete {
                say(game.isLastItem ? "all done! q ends the game" : "press Enter for the next one")
                return
            }
            let (p, grid) = layout.pointer(m)
            putPenDown(at: p, grid: grid, holder: .mouse)
        case .drag where pen == .mouse:
            game.penMove(to: layout.pointer(m).point)
        case .release where pen == .mouse:
            liftPen()
        default:
            break
        }
    }

    // MARK: Pen

    /// `grid`: mouse reports' grid (their points pass the input filter); nil for the keyboard.
    private mutating func putPenDown(at p: StrokePoint, grid: InputGrid? = nil, holder: PenHolder) {
        guard !board.isComplete else { return }
        game.penDown(at: p, grid: grid)
        pen = holder
        hintSince = nil
    }

    private mutating func liftPen() {
        pen = nil
        guard let verdict = game.penUp() else { return }
        let b = board
        // The verdict names the guide as the 256-colour screen shows it.
        let words = verdict.message(expected: b.nextStroke, total: b.item.strokes.count)
            .replacingOccurrences(of: "grey line", with: "\(colours.guideName) line")
        if b.isComplete {
            let stars = String(repeating: "\u{2605}", count: b.stars) + String(repeating: "\u{2606}", count: 3 - b.stars)
            say("\(words) \(stars)  " + (game.isLastItem ? "that was the last one: Enter ends the game" : "Enter: the next one"))
        } else {
            // Once the hint runs, it says what to do (the reason was said at the misses before).
            say(b.showsHint ? "watch the \(colours.hintName) dot, then draw the same way" : words, warning: verdict.isMiss)
        }
        hintSince = b.showsHint ? now : nil
    }

    private mutating func moveCursor(dx: Int, dy: Int) {
        cursorShown = true
        let step = layout.keyboardStep
        cursor = clamped(cursor.x + dx * step, cursor.y + dy * step)
        if pen == .keyboard { game.penMove(to: layout.point(pixelX: cursor.x, pixelY: cursor.y)) }
    }

    private func clamped(_ x: Int, _ y: Int) -> (x: Int, y: Int) {
        (min(max(x, 0), layout.width - 1), min(max(y, 0), layout.height - 1))
    }

    // MARK: Items

    /// Lays out the current item and puts the cursor on its first stroke's start.
    private mutating func startItem() {
        layout = TraceLayout(item: board.item, columns: layout.columns, rows: layout.rows)
        let p = layout.displayPixel(board.item.strokes[0][0])
        cursor = clamped(p.x, p.y)
        pen = nil
        hintSince = nil
        let item = board.item
        let what = item.kind == .shape ? "the \(item.text)" : item.kind == .digit ? "the number \(item.text)" : "the letter \(item.text)"
        say("trace \(what): start at the green dot 1 and follow the arrows")
    }

    private mutating func advance() -> [Effect] {
        if pen != nil { liftPen() }
        let next = TraceLayout(item: game.items[min(game.index + 1, game.items.count - 1)], columns: layout.columns, rows: layout.rows)
        guard game.advance(threshold: next.threshold, resolution: next.scale) else { return finish(signal: false) }
        startItem()
        return []
    }

    // MARK: Ending

    /// How the game went, said as the program ends.
    var summary: String { game.result.summary(total: game.items.count) }

    private mutating func finish(signal: Bool) -> [Effect] {
        if pen != nil { liftPen() }
        guard let path = resultPath, !(resultFailed && !signal) else { return [.quit(Ending(lastWords: summary))] }
        quitting = signal ? .signalled : .asked
        return [.writeText(path: path, text: game.result.json)]
    }

    private mutating func resultWritten(path: String, failure: String?) -> [Effect] {
        guard let how = quitting else { return [] }
        quitting = nil
        guard let failure else { return [.quit(Ending(lastWords: "\(summary); result written to \(path)"))] }
        if how == .signalled { return [.quit(Ending(lastWords: "could not write the result to \(path): \(failure)"))] }
        resultFailed = true
        say("could not write the result to \(path): \(failure) (q again quits without it)", warning: true)
        return []
    }

    mutating func say(_ text: String, warning: Bool = false) {
        message = text
        messageIsWarning = warning
    }
}
