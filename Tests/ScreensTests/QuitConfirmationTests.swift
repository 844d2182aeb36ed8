@testable import ColorCore
import Foundation
@testable import Screens
import Testing

/// `Q` (quit without saving) asks first when there is drawing not yet saved: `y` quits,
/// anything else stays.
@Suite struct QuitConfirmationTests {
    static func key(_ c: Unicode.Scalar) -> InputEvent { .key(.char(c)) }
    static func fill(_ app: inout ColoringScreen) {
        _ = app.send(Self.key("f"), time: 0)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(app.session.canvas.paintPixels.contains { $0 != PackedPixel.white })
    }

    @Test func nothingDrawnQuitsAtOnce() {
        var app = ColoringScreenTests.app()
        #expect(app.send(Self.key("Q"), time: 0) == .quit)
    }

    @Test func unsavedDrawingAsksAndOnlyYQuits() {
        var app = ColoringScreenTests.app()
        Self.fill(&app)
        #expect(app.send(Self.key("Q"), time: 0) == .keepGoing)
        #expect(app.message == "quit without saving? y / n" && app.messageIsWarning)
        #expect(app.send(Self.key("n"), time: 0) == .keepGoing)
        #expect(app.message == "quit cancelled")
        // Any other key cancels too, and does nothing else.
        _ = app.send(Self.key("Q"), time: 0)
        let events = app.session.log.events
        #expect(app.send(Self.key("u"), time: 0) == .keepGoing)
        #expect(app.session.log.events == events && app.message == "quit cancelled")
        // So does a click.
        _ = app.send(Self.key("Q"), time: 0)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 20, row: 4)), time: 0)
        #expect(app.message == "quit cancelled")
        _ = app.send(Self.key("Q"), time: 0)
        #expect(app.send(Self.key("y"), time: 0) == .quit)
    }

    @Test func helpShownStillAsks() {
        var app = ColoringScreenTests.app()
        Self.fill(&app)
        _ = app.send(Self.key("?"), time: 0)
        #expect(app.send(Self.key("Q"), time: 0) == .keepGoing)
        #expect(app.send(Self.key("Y"), time: 0) == .quit)
    }

    /// After a save nothing is lost: `Q` quits at once, until the next change.
    @Test func savedDrawingQuitsAtOnceUntilTheNextChange() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-quit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var app = ColoringScreenTests.app(output: dir.appendingPathComponent("o.png").path)
        Self.fill(&app)
        _ = app.send(Self.key("s"), time: 0)
        #expect(app.message.hasPrefix("saved"))
        var copy = app
        #expect(copy.send(Self.key("Q"), time: 0) == .quit)
        _ = app.send(Self.key("u"), time: 0)
        #expect(app.send(Self.key("Q"), time: 0) == .keepGoing)
        #expect(app.send(Self.key("y"), time: 0) == .quit)
        // A failed save leaves the drawing unsaved.
        var stuck = ColoringScreenTests.app(output: "/nonexistent-dir/x.png")
        Self.fill(&stuck)
        _ = stuck.send(Self.key("s"), time: 0)
        #expect(stuck.send(Self.key("Q"), time: 0) == .keepGoing)
    }
}
