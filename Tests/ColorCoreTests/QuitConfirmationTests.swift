import Foundation
import Testing
@testable import ColorCore

/// `Q` (quit without saving) asks first when there is drawing not yet saved: `y` quits,
/// anything else stays.
@Suite struct QuitConfirmationTests {
    static func key(_ c: Unicode.Scalar) -> InputEvent { .key(.char(c)) }
    static func fill(_ app: inout ColorApp) {
        _ = app.handle(Self.key("f"), time: 0)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(app.session.canvas.paint.contains { $0 != PackedPixel.white })
    }

    @Test func nothingDrawnQuitsAtOnce() {
        var app = ColorAppTests.app()
        #expect(app.handle(Self.key("Q"), time: 0) == .quit)
    }

    @Test func unsavedDrawingAsksAndOnlyYQuits() {
        var app = ColorAppTests.app()
        Self.fill(&app)
        #expect(app.handle(Self.key("Q"), time: 0) == .keepGoing)
        #expect(app.message == "quit without saving? y / n" && app.messageIsWarning)
        #expect(app.handle(Self.key("n"), time: 0) == .keepGoing)
        #expect(app.message == "quit cancelled")
        // Any other key cancels too, and does nothing else.
        _ = app.handle(Self.key("Q"), time: 0)
        let events = app.session.log.events
        #expect(app.handle(Self.key("u"), time: 0) == .keepGoing)
        #expect(app.session.log.events == events && app.message == "quit cancelled")
        // So does a click.
        _ = app.handle(Self.key("Q"), time: 0)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(app.message == "quit cancelled")
        _ = app.handle(Self.key("Q"), time: 0)
        #expect(app.handle(Self.key("y"), time: 0) == .quit)
    }

    @Test func helpShownStillAsks() {
        var app = ColorAppTests.app()
        Self.fill(&app)
        _ = app.handle(Self.key("?"), time: 0)
        #expect(app.handle(Self.key("Q"), time: 0) == .keepGoing)
        #expect(app.handle(Self.key("Y"), time: 0) == .quit)
    }

    /// After a save nothing is lost: `Q` quits at once, until the next change.
    @Test func savedDrawingQuitsAtOnceUntilTheNextChange() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-quit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var app = ColorAppTests.app(output: dir.appendingPathComponent("o.png").path)
        Self.fill(&app)
        _ = app.handle(Self.key("s"), time: 0)
        #expect(app.message.hasPrefix("saved"))
        var copy = app
        #expect(copy.handle(Self.key("Q"), time: 0) == .quit)
        _ = app.handle(Self.key("u"), time: 0)
        #expect(app.handle(Self.key("Q"), time: 0) == .keepGoing)
        #expect(app.handle(Self.key("y"), time: 0) == .quit)
        // A failed save leaves the drawing unsaved.
        var stuck = ColorAppTests.app(output: "/nonexistent-dir/x.png")
        Self.fill(&stuck)
        _ = stuck.handle(Self.key("s"), time: 0)
        #expect(stuck.handle(Self.key("Q"), time: 0) == .keepGoing)
    }
}
