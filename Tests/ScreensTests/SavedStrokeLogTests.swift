@testable import ColorCore
import Foundation
@testable import Screens
import Testing

/// What `s` writes beside the PNG is `StrokeLog.jsonData(pageName:)`, the one-event-per-line
/// form the stroke-log tests check against the spec, naming the page.
@Suite struct SavedStrokeLogTests {
    @Test func saveWritesTheLogsOwnJSON() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-savedlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var app = ColoringScreenTests.app(output: dir.appendingPathComponent("o.png").path)
        _ = app.send(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 4)), time: 0.1)
        _ = app.send(.mouse(MouseEvent(kind: .drag, button: 0, column: 14, row: 4)), time: 0.2)
        _ = app.send(.mouse(MouseEvent(kind: .release, button: 0, column: 14, row: 4)), time: 0.3)
        #expect(app.send(.key(.char("s"))) == .keepGoing)
        #expect(app.message == "saved to \(dir.appendingPathComponent("o.png").path)")
        let data = try Data(contentsOf: dir.appendingPathComponent("o.strokes.json"))
        #expect(data == app.session.log.jsonData(pageName: "box.png"))
        #expect(StrokeLog.pageName(in: data) == "box.png")
        #expect(try StrokeLog(json: data) == app.session.log)
    }
}
