import Foundation
import Testing
@testable import ColorCore
@testable import Tracing

@Suite struct TraceItemTests {
    @Test func everyLetterDigitAndShapeHasAPath() {
        #expect(TraceItem.all.count == 26 + 26 + 10 + 4)
        #expect(TraceItem.alphabet.map(\.text).joined() == "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        for item in TraceItem.all {
            let box = item.box
            // Inside its writing lines, with room: every point in the box, the box not degenerate.
            for p in item.strokes.joined() {
                #expect(p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY, "\(item.text)")
            }
            #expect(box.maxY - box.minY >= 1 && box.maxX - box.minX > 0.1 || item.text == "l" || item.text == "i", "\(item.text): \(box)")
        }
        #expect(TraceItem("g")!.box.maxY == 1.5 && TraceItem("a")!.box.maxY == 1)
        #expect(TraceItem("C")!.kind == .capital && TraceItem("c")!.kind == .small && TraceItem("7")!.kind == .digit)
        #expect(TraceItem("Star")?.text == "star" && TraceItem("?") == nil && TraceItem("lines") == nil)
    }

    /// Letters that look alike in outline are told apart by their strokes.
    @Test func lettersDiffer() {
        var seen: [[[StrokePoint]]] = []
        for item in TraceItem.all {
            #expect(!seen.contains(item.strokes), "\(item.text) repeats another item")
            seen.append(item.strokes)
        }
    }

    @Test func textBecomesItems() throws {
        #expect(try TraceItem.items(from: "Ab3").map(\.text) == ["A", "b", "3"])
        #expect(try TraceItem.items(from: "  cat circle  Star ").map(\.text) == ["c", "a", "t", "circle", "star"])
        // Punctuation and symbols are left out (a sentence was refused whole over its "!").
        #expect(try TraceItem.items(from: "Hi, Bob! don't <3").map(\.text) == ["H", "i", "B", "o", "b", "d", "o", "n", "t", "3"])
        #expect(try TraceItem.items(from: "line, star!").map(\.text) == ["line", "star"])
        // An accented letter is its plain letter (a parent's "Zoë" was refused whole); a letter
        // of another alphabet is still named.
        #expect(try TraceItem.items(from: "Zoë café! Ärger").map(\.text) == ["Z", "o", "e", "c", "a", "f", "e", "A", "r", "g", "e", "r"])
        #expect(throws: TraceTextError(character: "ж")) { try TraceItem.items(from: "жук") }
        #expect(try TraceItem.items(from: "stár").map(\.text) == ["star"])
        #expect(throws: TraceTextError(character: "ß")) { try TraceItem.items(from: "Straße") }
        #expect(throws: TraceTextError(character: nil)) { try TraceItem.items(from: "   ") }
        #expect(throws: TraceTextError(character: nil)) { try TraceItem.items(from: "?!") }
        #expect(TraceTextError(character: "é").message.hasPrefix("cannot trace \"é\": letters A-Z"))
    }

    @Test func resultRecordsEveryItemReached() throws {
        var game = TraceGame(items: try TraceItem.items(from: "LT"), threshold: 0.1, resolution: 36)
        _ = TraceDrawing.traceAll(&game.board, step: 0.02)
        #expect(game.result == TraceResult(items: [.init(text: "L", complete: true, accuracy: 1, strokes: 1, outOfBounds: 0)]))
        let moved = game.advance(threshold: 0.1, resolution: 36)
        let movedPastTheLast = game.advance(threshold: 0.1, resolution: 36)
        #expect(moved && !movedPastTheLast)
        TraceDrawing.draw([StrokePoint(x: 3, y: 3), StrokePoint(x: 4, y: 3)], on: &game.board)
        let r = game.result
        #expect(r.items.map(\.text) == ["L", "T"] && r.items[1].complete == false && r.items[1].strokes == 1)
        #expect(r.items[1].outOfBounds >= 1 && r.items[1].accuracy == 0)
        #expect(game.completed == [true, false])
        let decoded = try JSONDecoder().decode(TraceResult.self, from: JSONEncoder().encode(r))
        #expect(decoded == r)
    }
}
