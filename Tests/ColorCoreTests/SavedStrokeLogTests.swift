import Foundation
import Testing
@testable import ColorCore

/// What `s` writes beside the PNG is `StrokeLog.jsonData()`, the one-event-per-line form the
/// stroke-log tests check against the spec.
@Suite struct SavedStrokeLogTests {
    @Test func saveWritesTheLogsOwnJSON() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-savedlog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var app = ColorAppTests.app(output: dir.appendingPathComponent("o.png").path)
        _ = app.handle(.mouse(MouseEvent(kind: .press, button: 0, column: 10, row: 4)), time: 0.1)
        _ = app.handle(.mouse(MouseEvent(kind: .drag, button: 0, column: 14, row: 4)), time: 0.2)
        _ = app.handle(.mouse(MouseEvent(kind: .release, button: 0, column: 14, row: 4)), time: 0.3)
        let saved = app.save()
        #expect(saved)
        let data = try Data(contentsOf: dir.appendingPathComponent("o.strokes.json"))
        #expect(data == app.session.log.jsonData())
        #expect(try StrokeLog(json: data) == app.session.log)
    }
}
