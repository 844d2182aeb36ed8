import Testing
import Bench
@testable import ColorCore
@testable import Screens
@testable import Tracing

/// The tracing screen driven by events as the terminal sends them: mouse drags and keys in,
/// effects and frames out.
@Suite struct TraceScreenTests {
    static let sizes = [(80, 24), (200, 60)]

    static func screen(_ text: String, columns: Int = 80, rows: Int = 24, result: String? = "r.json") -> TraceScreen {
        TraceScreen(items: try! TraceItem.items(from: text), columns: columns, rows: rows, resultPath: result)
    }

    @discardableResult
    static func send(_ s: inout TraceScreen, _ input: InputEvent, at time: Double = 1) -> [Effect] {
        s.handle(.input(input, time: time))
    }

    static func drag(_ s: inout TraceScreen, _ cells: [(column: Int, row: Int)]) {
        guard let first = cells.first, let last = cells.last else { return }
        send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: first.column, row: first.row)))
        for c in cells.dropFirst() { send(&s, .mouse(MouseEvent(kind: .drag, button: 0, column: c.column, row: c.row))) }
        send(&s, .mouse(MouseEvent(kind: .release, button: 0, column: last.column, row: last.row)))
    }

    static func type(_ s: inout TraceScreen, _ keys: String) {
        for k in keys.unicodeScalars { send(&s, .key(.char(k))) }
    }

    /// A long TEXT fills the item row, and the counter still ends it, for every item (62
    /// letters at 160 columns fill the row exactly, and must not lose "1 of 62").
    @Test func theCounterStaysWhenTheItemsFillTheRow() throws {
        let text = "abcdefghijklmnopqrstuvwxyz0123456789abcdefghijklmnopqrstuvwxyz"
        for columns in [160, 80, 61] {
            var s = TraceScreen(items: try TraceItem.items(from: text), columns: columns, rows: 40, resultPath: nil)
            for n in 1...62 {
                let top = String(String.UnicodeScalarView(s.frame().snapshot.unicodeScalars.dropFirst().prefix(columns)))
                #expect(top.hasSuffix(" \(n) of 62 "), "\(columns) columns, item \(n): \(top)")
                Self.type(&s, "n")
            }
        }
        // Where the current label alone is wider than the room, the counter gives way to it.
        let narrow = TraceScreen(items: try TraceItem.items(from: "zigzag line"), columns: 22, rows: 12, resultPath: nil)
        let top = String(String.UnicodeScalarView(narrow.frame().snapshot.unicodeScalars.dropFirst().prefix(22)))
        #expect(top.hasPrefix(" trace  zigzag ") && !top.contains(" of "), "\(top)")
    }

    /// How many display pixels of the frame's drawing area have `colour`.
    static func count(_ index: UInt8, in f: CellFrame) -> Int {
        let colour = CellColour(index)
        var n = 0
        for row in 1..<(f.rows - 1) {
            for c in 0..<f.columns {
                let cell = f[c, row]
                guard cell.glyph == " " || cell.glyph == Cell.upperHalf || cell.glyph == Cell.lowerHalf else { continue }
                n += (cell.upperColour == colour ? 1 : 0) + (cell.lowerColour == colour ? 1 : 0)
            }
        }
        return n
    }

    /// Every item can be traced with the mouse at 80x24 and at 200x60: the threshold scales
    /// with the terminal.
    @Test(arguments: sizes)
    func everyItemCanBeTracedWithTheMouse(_ size: (Int, Int)) {
        for item in TraceItem.all {
            var s = TraceScreen(items: [item], columns: size.0, rows: size.1, resultPath: nil)
            for cells in TraceGestures.dragCells(item, s.layout) { Self.drag(&s, cells) }
            #expect(s.board.isComplete, "\(item.text) at \(size): \(s.message)")
            #expect(s.board.accuracy >= 0.8 && s.board.outOfBounds == 0, "\(item.text) at \(size): \(s.board.accuracy)")
        }
    }

    @Test(arguments: sizes)
    func everyItemCanBeTracedWithTheKeyboard(_ size: (Int, Int)) {
        for item in TraceItem.all {
            var s = TraceScreen(items: [item], columns: size.0, rows: size.1, resultPath: nil)
            for keys in TraceGestures.keys(item, s.layout) { Self.type(&s, keys) }
            #expect(s.board.isComplete, "\(item.text) at \(size): \(s.message)")
            #expect(s.board.outOfBounds == 0, "\(item.text) at \(size)")
        }
    }

    @Test func theThresholdScalesWithTheTerminal() {
        let a = TraceItem("A")!
        let small = TraceLayout(item: a, columns: 80, rows: 24), large = TraceLayout(item: a, columns: 200, rows: 60)
        #expect(small.thresholdPixels >= TraceLayout.leastThresholdPixels)
        #expect(large.thresholdPixels > 2 * small.thresholdPixels)
        // The same tenth of the letter at both sizes.
        #expect(abs(small.threshold - 0.1) < 1e-9 && abs(large.threshold - 0.1) < 1e-9)
        // A tiny terminal keeps the least threshold (a mouse report is a cell, two pixels high).
        let tiny = TraceLayout(item: a, columns: 24, rows: 8)
        #expect(tiny.thresholdPixels == TraceLayout.leastThresholdPixels && tiny.threshold > 0.1)
    }

    /// The guide is the band within the threshold of the path: twice the threshold across.
    @Test(arguments: sizes)
    func theGuideIsTwiceTheThresholdWide(_ size: (Int, Int)) {
        let s = Self.screen("l", columns: size.0, rows: size.1)
        let r = s.worksheet()
        let y = Int(s.layout.pixel(StrokePoint(x: 0, y: 0.7)).y)
        let band = [TraceColours.xterm256.guide, TraceColours.xterm256.path, TraceColours.xterm256.arrow]  // arrows lie on it
        let guide = (0..<r.width).filter { band.contains(r[$0, y]) }
        let expected = 2 * s.layout.thresholdPixels
        #expect(Double(guide.count) >= expected - 1 && Double(guide.count) <= expected + 1, "\(guide.count) for \(expected)")
        #expect(guide.last! - guide.first! == guide.count - 1, "one band")
    }

    @Test func theStartScreenShowsTheDotTheNumberAndArrows() {
        let s = Self.screen("A")
        let f = s.frame()
        #expect(Self.count(TraceColours.xterm256.startDot, in: f) >= 6)
        #expect(Self.count(TraceColours.xterm256.guide, in: f) > 200)
        let glyphs = f.cells.map(\.glyph)
        let start = s.layout.cell(TraceItem("A")!.strokes[0][0])
        #expect(f[start.column, start.row].glyph == "1" && f[start.column, start.row].bg == CellColour(TraceColours.xterm256.startDot))
        // A's first stroke runs down and to the left: arrows pointing down or down-left.
        #expect(glyphs.contains("\u{2193}") || glyphs.contains("\u{2199}"))
        #expect(!glyphs.contains("\u{2191}") && !glyphs.contains("\u{2192}"))
        #expect(s.message.contains("green dot"))
        // At 200x60 the marks are pixels: the blue arrowheads.
        let large = Self.screen("A", columns: 200, rows: 60)
        #expect(Self.count(TraceColours.xterm256.arrow, in: large.frame()) > 20)
    }

    /// An arrow on every line of the star, pointing along it (the way turns at each point), and
    /// no two crowded where its lines cross.
    @Test func arrowsPointTheWayAfterEveryTurn() {
        let s = Self.screen("star", columns: 200, rows: 60)
        let stroke = s.board.item.strokes[0].map(s.layout.pixel)
        let marks = s.arrowMarks(stroke)
        #expect(marks.count == 5)
        for k in 0..<5 {
            let d = stroke[k + 1] - stroke[k], u = d * (1 / (d.x * d.x + d.y * d.y).squareRoot())
            #expect(marks.contains { PathDistance.toSegment($0.point, stroke[k], stroke[k + 1]) < 0.5
                        && $0.direction.x * u.x + $0.direction.y * u.y > 0.99 }, "line \(k + 1)")
        }
        let t = s.layout.thresholdPixels
        for (i, a) in marks.enumerated() { for b in marks[(i + 1)...] { #expect(a.point.distance(to: b.point) >= 3 * t) } }
    }

    @Test func aWildDragIsRedAndNotComplete() {
        var s = Self.screen("A")
        let off = TraceGestures.along([StrokePoint(x: -0.6, y: 0.2), StrokePoint(x: -0.2, y: 0.9), StrokePoint(x: -0.5, y: 1.1)], step: 0.02)
        Self.drag(&s, TraceGestures.cells(off, s.layout))
        #expect(!s.board.isComplete && s.messageIsWarning && s.message == "stay on the grey line")
        #expect(Self.count(TraceColours.xterm256.offPath, in: s.frame()) > 20)
        #expect(s.board.outOfBounds > 5)
    }

    @Test func completingShowsGreenAndStarsThenEnterGoesOn() {
        var s = Self.screen("Lo")
        for cells in TraceGestures.dragCells(s.board.item, s.layout) { Self.drag(&s, cells) }
        #expect(s.board.isComplete && s.message.hasPrefix("well done!") && s.message.contains("Enter"))
        let f = s.frame()
        #expect(Self.count(TraceColours.xterm256.inkDone, in: f) > 20 && Self.count(TraceColours.xterm256.ink, in: f) == 0)
        #expect(Self.count(TraceColours.xterm256.star, in: f) > 30)
        #expect(Self.count(TraceColours.xterm256.startDot, in: f) == 0)
        // Pressing on a finished item draws nothing.
        Self.send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 10)))
        #expect(s.board.pen == nil && s.message == "press Enter for the next one")
        #expect(Self.send(&s, .key(.enter)).isEmpty)
        #expect(s.board.item.text == "o" && !s.board.isComplete && s.game.index == 1)
        // The cursor waits on the new item's start.
        #expect(s.cursor == s.layout.displayPixel(s.board.item.strokes[0][0]))
    }

    @Test func quittingWritesTheResultAndEndsWhenItIsWritten() {
        var s = Self.screen("AB")
        for cells in TraceGestures.dragCells(s.board.item, s.layout) { Self.drag(&s, cells) }
        Self.type(&s, "n")
        let effects = Self.send(&s, .key(.char("q")))
        guard case .writeText(let path, let text)? = effects.first, effects.count == 1 else {
            Issue.record("q: \(effects)"); return
        }
        #expect(path == "r.json")
        #expect(text == "{\"items\": [{\"text\": \"A\", \"complete\": true, \"accuracy\": 1.0, \"strokes\": 3, \"outOfBounds\": 0}, "
                + "{\"text\": \"B\", \"complete\": false, \"accuracy\": 0.0, \"strokes\": 0, \"outOfBounds\": 0}]}\n")
        let answer = s.handle(.textWritten(path: path, failure: nil))
        guard case .quit(let ending)? = answer.first else { Issue.record("\(answer)"); return }
        #expect(ending == Ending(lastWords: "traced 1 of 2, accuracy 100%; result written to r.json"))
    }

    @Test func aResultThatCannotBeWrittenIsSaidAndQAgainQuits() {
        var s = Self.screen("A")
        _ = Self.send(&s, .key(.char("q")))
        #expect(s.handle(.textWritten(path: "r.json", failure: "no such folder")).isEmpty)
        #expect(s.messageIsWarning && s.message.contains("no such folder") && s.message.contains("q again"))
        let again = Self.send(&s, .key(.char("q")))
        guard case .quit(let ending)? = again.first else { Issue.record("\(again)"); return }
        #expect(ending == Ending(lastWords: "traced 0 of 1"))
        // Without --result, q quits at once; a signal writes the result and ends either way.
        var plain = Self.screen("A", result: nil)
        guard case .quit(let plainEnding)? = Self.send(&plain, .key(.char("q"))).first else { Issue.record("q without a result"); return }
        #expect(plainEnding == Ending(lastWords: "traced 0 of 1"))
        var signalled = Self.screen("A")
        guard case .writeText? = signalled.handle(.endRequested).first else { Issue.record("SIGTERM"); return }
        guard case .quit(let words)? = signalled.handle(.textWritten(path: "r.json", failure: "disk full")).first else {
            Issue.record("SIGTERM, failed write"); return
        }
        #expect(words.lastWords?.contains("disk full") == true)
    }

    @Test func threeMissesAnimateTheStrokeOnTicks() {
        var s = Self.screen("L")
        let stroke = TraceItem("L")!.strokes[0]
        for _ in 0..<3 {
            #expect(s.tickInterval == nil)
            Self.drag(&s, TraceGestures.cells(TraceGestures.along(stroke.reversed(), step: 0.02), s.layout))
        }
        #expect(s.board.showsHint && s.tickInterval != nil && s.message.contains("orange dot"))
        _ = s.handle(.tick(time: 1.2))
        let early = Self.count(TraceColours.xterm256.hint, in: s.frame())
        _ = s.handle(.tick(time: 1.0 + TraceScreen.hintDraw))
        let late = Self.count(TraceColours.xterm256.hint, in: s.frame())
        #expect(early > 0 && late > early, "the dot moves along: \(early) then \(late)")
        // Drawing stops it.
        Self.send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: 5, row: 5)))
        #expect(s.tickInterval == nil && Self.count(TraceColours.xterm256.hint, in: s.frame()) == 0)
    }

    @Test func keysUndoSkipAndHelp() {
        var s = Self.screen("TE")
        let cells = TraceGestures.dragCells(s.board.item, s.layout)
        Self.drag(&s, cells[0])
        #expect(s.board.nextStroke == 1)
        Self.type(&s, "u")
        #expect(s.board.nextStroke == 0 && s.message == "undone")
        Self.type(&s, "u")
        #expect(s.message == "nothing to undo")
        // The keyboard pen: Space down, a move, u drops the stroke being drawn.
        Self.type(&s, " j")
        #expect(s.pen == .keyboard && s.cursorShown)
        Self.type(&s, "u")
        #expect(s.pen == nil && s.board.pen == nil)
        Self.send(&s, .key(.enter))
        #expect(s.message.hasPrefix("not finished yet"))
        Self.type(&s, "?")
        #expect(s.helpVisible && s.frame().cells.contains { $0.glyph == "?" })
        Self.send(&s, .key(.escape))
        #expect(!s.helpVisible)
        Self.type(&s, "n")
        #expect(s.board.item.text == "E")
        Self.type(&s, "n")
        #expect(s.board.item.text == "E" && s.message.contains("last one"))
        #expect(Self.send(&s, .key(.control("z"))).count == 1)
    }

    @Test func aResizeKeepsTheDrawing() {
        var s = Self.screen("A")
        let cells = TraceGestures.dragCells(s.board.item, s.layout)
        Self.drag(&s, cells[0])
        _ = s.handle(.resized(columns: 200, rows: 60))
        #expect(s.layout.columns == 200 && s.board.nextStroke == 1)
        // The rest, drawn at the new size, completes it.
        for c in TraceGestures.dragCells(s.board.item, s.layout).dropFirst() { Self.drag(&s, c) }
        #expect(s.board.isComplete)
        _ = s.handle(.resized(columns: 10, rows: 5))
        #expect(s.frame().cells.map(\.glyph).contains("m"), "the notice asks for a larger terminal")
    }

    /// Mouse presses on the item row and the status line draw nothing.
    @Test func pressesOutsideTheAreaAreIgnored() {
        var s = Self.screen("A")
        Self.send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: 40, row: 0)))
        Self.send(&s, .mouse(MouseEvent(kind: .press, button: 0, column: 40, row: 23)))
        #expect(s.board.pen == nil && s.pen == nil)
    }
}
