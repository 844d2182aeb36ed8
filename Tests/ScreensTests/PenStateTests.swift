@testable import ColorCore
@testable import Screens
import Testing

/// Whether the pen is down is the session's open stroke, nothing else: undo, redo and clear end
/// a stroke, and the app, its messages and the cursor marker follow.
@Suite struct PenStateTests {
    static func key(_ c: Unicode.Scalar) -> InputEvent { .key(.char(c)) }
    static func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int) -> InputEvent {
        .mouse(MouseEvent(kind: kind, button: 0, column: column, row: row))
    }
    static func painted(_ app: ColoringScreen) -> Int { app.session.canvas.paintPixels.filter { $0 != PackedPixel.white }.count }
    static func marker(_ app: ColoringScreen) -> Unicode.Scalar {
        let p = app.pointer.cursor.screenPixel(in: app.geometry)
        return app.frame()[p.x, p.y >> 1].glyph
    }
    static func downs(_ app: ColoringScreen) -> Int {
        app.session.log.events.filter { if case .down = $0 { true } else { false } }.count
    }

    /// Space, a move, `u`: the stroke ends and is undone, and the app says so and lifts the pen.
    @Test func undoDuringAKeyboardStrokeUndoesItAndLiftsThePen() {
        var app = ColoringScreenTests.app()
        for k in [" ", "l", "l", "l"] as [Unicode.Scalar] { _ = app.send(Self.key(k), time: 0) }
        #expect(app.session.isStrokeOpen && Self.marker(app) == "*")
        #expect(Self.painted(app) > 0)
        _ = app.send(Self.key("u"), time: 1)
        #expect(app.message == "undone")
        #expect(Self.painted(app) == 0)
        #expect(!app.session.isStrokeOpen && Self.marker(app) == "+")
        // Moves no longer try to paint; the next Space starts a new stroke at once.
        let count = app.session.log.events.count
        _ = app.send(Self.key("l"), time: 2)
        #expect(app.session.log.events.count == count)
        _ = app.send(Self.key(" "), time: 3)
        #expect(app.session.isStrokeOpen && Self.downs(app) == 2)
    }

    /// A stroke drawn during `r`'s wait replaces the redo step: `r` then has nothing to redo.
    @Test func redoDuringAStrokeSaysWhatHappened() {
        var app = ColoringScreenTests.app()
        for k in [" ", "l", "l", " ", "u"] as [Unicode.Scalar] { _ = app.send(Self.key(k), time: 0) }
        #expect(app.message == "undone" && Self.painted(app) == 0)
        for k in [" ", "j", "j"] as [Unicode.Scalar] { _ = app.send(Self.key(k), time: 0) }
        _ = app.send(Self.key("r"), time: 1)
        #expect(app.message == "nothing to redo")
        #expect(Self.painted(app) > 0 && !app.session.isStrokeOpen && Self.marker(app) == "+")
        // Undo with nothing at all to undo says so even with a redo step waiting.
        _ = app.send(Self.key("u"), time: 2)
        #expect(app.message == "undone")
        _ = app.send(Self.key("u"), time: 3)
        #expect(app.message == "nothing to undo")
        _ = app.send(Self.key("r"), time: 4)
        #expect(app.message == "redone" && Self.painted(app) > 0)
    }

    /// Clear during a keyboard stroke ends it: the next Space puts the pen down, not up.
    @Test func clearDuringAKeyboardStrokeLiftsThePen() {
        var app = ColoringScreenTests.app()
        for k in [" ", "l", "l", "c", "y"] as [Unicode.Scalar] { _ = app.send(Self.key(k), time: 0) }
        #expect(Self.painted(app) == 0 && !app.session.isStrokeOpen && Self.marker(app) == "+")
        for k in [" ", "l", "l"] as [Unicode.Scalar] { _ = app.send(Self.key(k), time: 1) }
        #expect(app.session.isStrokeOpen && Self.downs(app) == 2 && Self.painted(app) > 0)
    }

    /// Undo during a mouse drag: the rest of the drag and its release are not stroke events.
    @Test func undoDuringAMouseDragEndsTheStroke() {
        var app = ColoringScreenTests.app()
        _ = app.send(Self.mouse(.press, 10, 4), time: 0)
        _ = app.send(Self.mouse(.drag, 14, 4), time: 0.1)
        _ = app.send(Self.key("u"), time: 0.2)
        #expect(app.message == "undone" && Self.painted(app) == 0)
        let count = app.session.log.events.count
        _ = app.send(Self.mouse(.drag, 18, 4), time: 0.3)
        _ = app.send(Self.mouse(.release, 18, 4), time: 0.4)
        #expect(app.session.log.events.count == count)
    }
}
