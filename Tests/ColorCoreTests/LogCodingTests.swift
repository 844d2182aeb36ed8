import Foundation
import Testing
@testable import ColorCore
import TestSupport

@Suite struct LogCodingTests {
    static let specExample = """
    {
      "format": "termcolor-strokes",
      "version": 1,
      "page": { "width": 800, "height": 800 },
      "events": [
        { "type": "color", "rgb": "#e63946" },
        { "type": "brush", "size": 24 },
        { "type": "down", "x": 120.0, "y": 340.5, "t": 0.000 },
        { "type": "move", "x": 130.0, "y": 345.0, "t": 0.016 },
        { "type": "move", "x": 150.0, "y": 352.0, "t": 0.033 },
        { "type": "up", "t": 0.050 },
        { "type": "fill", "x": 400, "y": 400 },
        { "type": "undo" },
        { "type": "redo" },
        { "type": "clear" }
      ]
    }
    """

    @Test func specExampleDecodesToTheEventsItDescribes() throws {
        let log = try StrokeLog(json: Data(LogCodingTests.specExample.utf8))
        #expect(log.page == StrokeLog.PageSize(width: 800, height: 800))
        #expect(log.events == [
            .color(.rgb(RGB(r: 0xE6, g: 0x39, b: 0x46))), .brush(24),
            .down(x: 120, y: 340.5, t: 0), .move(x: 130, y: 345, t: 0.016), .move(x: 150, y: 352, t: 0.033),
            .up(t: 0.05), .fill(x: 400, y: 400), .undo, .redo, .clear,
        ])
        try log.validate()
    }

    /// The bar's recent colours ride in the header: written, read back in order, absent from
    /// older logs (which read as before), and anything but `#rrggbb` colours is an error naming
    /// the field.
    @Test func recentColoursRoundTripAndOlderLogsHaveNone() throws {
        let older = try StrokeLog(json: Data(LogCodingTests.specExample.utf8))
        #expect(older.recentColours == nil && !String(decoding: older.jsonData(), as: UTF8.self).contains("recentColours"))
        var log = older
        log.recentColours = [RGB(r: 0x12, g: 0x34, b: 0x56), RGB(r: 0xff, g: 0, b: 0x80)]
        let text = String(decoding: log.jsonData(), as: UTF8.self)
        #expect(text.contains("\"recentColours\": [\"#123456\", \"#ff0080\"]"))
        #expect(try StrokeLog(json: log.jsonData()) == log)
        #expect(try JSONDecoder().decode(StrokeLog.self, from: JSONEncoder().encode(log)) == log)
        // The events, and so the picture, are those of the log without them.
        #expect(try StrokeLog(json: log.jsonData()).events == older.events)
        for bad in ["\"#12345\"", "3", "\"red\""] {
            let json = LogCodingTests.specExample.replacingOccurrences(of: "\"version\": 1,", with: "\"version\": 1, \"recentColours\": [\(bad)],")
            #expect(throws: StrokeLogError.self) { try StrokeLog(json: Data(json.utf8)) }
            do { _ = try StrokeLog(json: Data(json.utf8)) } catch { #expect(error.description.contains("recentColours")) }
        }
    }

    @Test func randomLogsSurviveEncodeAndDecode() throws {
        let art = LineArt(page: StrokeTestPages.page(width: 64, height: 48, shapes: 4, seed: 3))
        for seed: UInt64 in 1...20 {
            var events = StrokeTestLogs.random(for: art, events: 40, seed: seed)
            events.append(.move(x: -1e9, y: 0.1 + 0.2, t: nil))  // awkward doubles must survive exactly
            let log = StrokeLog(width: 64, height: 48, events: events)
            let again = try StrokeLog(json: log.jsonData())
            #expect(again == log)
        }
    }

    @Test func encodedEventsUseTheSpecFieldsAndPlainNumbers() throws {
        let log = StrokeLog(width: 10, height: 20, events: [.color(.rgb(RGB(r: 1, g: 171, b: 255))), .down(x: 1.5, y: 2, t: nil), .up(t: 0.25)])
        let object = try JSONSerialization.jsonObject(with: log.jsonData()) as! [String: Any]
        #expect(object["format"] as? String == "termcolor-strokes")
        #expect(object["version"] as? Int == 1)
        let events = object["events"] as! [[String: Any]]
        #expect(events[0]["type"] as? String == "color" && events[0]["rgb"] as? String == "#01abff")
        #expect(events[1]["x"] as? Double == 1.5 && events[1]["y"] as? Double == 2 && events[1]["t"] == nil)
        #expect(events[2]["t"] as? Double == 0.25)
        #expect(Set(events[1].keys) == ["type", "x", "y"])
    }

    /// Second round: `"none"` is the eraser, `"rainbow"` the rainbow brush, both ways.
    @Test func eraserAndRainbowAreColourEvents() throws {
        let text = #"{"format":"termcolor-strokes","version":1,"page":{"width":4,"height":4},"events":["#
            + ##"{"type":"color","rgb":"none"},{"type":"color","rgb":"rainbow"},{"type":"color","rgb":"#A0b1C2"}]}"##
        let log = try StrokeLog(json: Data(text.utf8))
        #expect(log.events == [.color(.eraser), .color(.rainbow), .color(.rgb(RGB(r: 0xA0, g: 0xB1, b: 0xC2)))])
        let object = try JSONSerialization.jsonObject(with: log.jsonData()) as! [String: Any]
        let rgb = (object["events"] as! [[String: Any]]).map { $0["rgb"] as? String }
        #expect(rgb == ["none", "rainbow", "#a0b1c2"])
        #expect(Ink(logText: "None") == nil && Ink(logText: "") == nil)
    }

    /// Wraps events in a valid log document.
    static func document(_ events: String, format: String = "termcolor-strokes", version: String = "1") -> Data {
        Data("""
        {"format": "\(format)", "version": \(version), "page": {"width": 4, "height": 4}, "events": [\(events)]}
        """.utf8)
    }

    static func decodingError(_ data: Data) -> String? {
        do { _ = try StrokeLog(json: data); return nil } catch { return error.description }
    }

    @Test(arguments: [
        (##"{"type":"color","rgb":"#000000"},{"type":"zoom"}"##, ##"event 1: unknown type "zoom""##),
        (#"{"type":"down","x":1,"y":1},{"type":"move","x":2}"#, #"event 1: move is missing "y""#),
        (#"{"type":"undo"},{"type":"undo"},{"type":"down","x":"one","y":1}"#, #"event 2: down "x" must be a number"#),
        (##"{"type":"color","rgb":"red"}"##, ##"event 0: color "rgb" must be a string "#rrggbb", "none" or "rainbow""##),
        (#"{"type":"brush","size":0}"#, #"event 0: brush "size" must be > 0"#),
        (#"{"type":"brush","size":4,"cells":0}"#, #"event 0: brush "cells" must be > 0"#),
        (#"{"type":"undo"},{"type":"brush","size":4,"cells":"two"}"#, #"event 1: brush "cells" must be a number"#),
        (#"{"type":"undo"},{"x":1}"#, #"event 1: has no "type""#),
        (#"{"type":"undo"},[1,2]"#, #"event 1: is not an object"#),
        (#"{"type":"input"}"#, #"event 0: input is missing "filter" ("arcs" or "none")"#),
        (#"{"type":"undo"},{"type":"input","filter":"spline"}"#, #"event 1: input "filter" must be "arcs" or "none""#),
        (#"{"type":"input","filter":"arcs","gridWidth":8}"#, #"event 0: input is missing "gridHeight""#),
        (#"{"type":"input","filter":"arcs","gridWidth":8,"gridHeight":0}"#, #"event 0: input "gridWidth" and "gridHeight" must be >= 0.001"#),
    ])
    func malformedEventsAreNamedByIndex(events: String, message: String) {
        #expect(LogCodingTests.decodingError(LogCodingTests.document(events)) == message)
    }

    /// The filter's field: the grid of the input points, and "none" for points as they are; a
    /// stroke may change it between strokes, and it takes effect at the next `down`.
    @Test func inputEventsRoundTripAndSitAnywhereInTheSequence() throws {
        let data = LogCodingTests.document(#"""
            {"type":"input","filter":"arcs","gridWidth":10.345,"gridHeight":20.69},
            {"type":"down","x":1,"y":1},{"type":"input","filter":"none"},{"type":"move","x":2,"y":2},{"type":"up"}
            """#)
        let log = try StrokeLog(json: data)
        #expect(log.events == [.input(InputGrid(width: 10.345, height: 20.69)), .down(x: 1, y: 1, t: nil), .input(nil),
                               .move(x: 2, y: 2, t: nil), .up(t: nil)])
        try log.validate()
        let object = try JSONSerialization.jsonObject(with: log.jsonData()) as! [String: Any]
        let events = object["events"] as! [[String: Any]]
        #expect(Set(events[0].keys) == ["type", "filter", "gridWidth", "gridHeight"] && events[0]["filter"] as? String == "arcs")
        #expect(Set(events[2].keys) == ["type", "filter"] && events[2]["filter"] as? String == "none")
        #expect(try StrokeLog(json: log.jsonData()) == log)
    }

    /// A brush event may say the brush in cells as the person chose it (`"cells"`); a log
    /// without it reads as before, and one with it draws exactly as without.
    @Test func brushCellsRoundTripAndDrawNothing() throws {
        let log = try StrokeLog(json: LogCodingTests.document(#"""
            {"type":"brush","size":4.5,"cells":1.5},{"type":"down","x":1,"y":1},{"type":"up"},{"type":"brush","size":6}
            """#))
        #expect(log.events == [.brush(4.5, cells: 1.5), .down(x: 1, y: 1, t: nil), .up(t: nil), .brush(6)])
        // null is no cells, as for "t".
        #expect(try StrokeLog(json: LogCodingTests.document(#"{"type":"brush","size":3,"cells":null}"#)).events == [.brush(3)])
        let events = (try JSONSerialization.jsonObject(with: log.jsonData()) as! [String: Any])["events"] as! [[String: Any]]
        #expect(Set(events[0].keys) == ["type", "size", "cells"] && events[0]["cells"] as? Double == 1.5)
        #expect(Set(events[3].keys) == ["type", "size"])
        #expect(try StrokeLog(json: log.jsonData()) == log)
        // The same strokes with and without cells paint the same pixels.
        let page = StrokeTestPages.page(width: 64, height: 48, shapes: 4, seed: 5)
        let art = LineArt(page: page)
        var plain = StrokeTestLogs.random(for: art, events: 60, seed: 9)
        plain.insert(.brush(5), at: 0)
        let withCells = plain.map { if case .brush(let s, _) = $0 { StrokeEvent.brush(s, cells: 3) } else { $0 } }
        func painted(_ events: [StrokeEvent]) -> [UInt32] {
            var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art))
            for e in events { session.apply(e) }
            return session.canvas.paintPixels
        }
        #expect(withCells != plain && painted(withCells) == painted(plain))
        #expect(painted(plain).contains { $0 != 0 })
    }

    /// How the strokes were drawn: the smoothing always, debug dots when on, read back the same;
    /// a log without them (written before they were kept) reads as not saying; anything else is
    /// an error naming the field.
    @Test func smoothingAndDebugStrokesAreKeptWhenNotTheDefault() throws {
        let page = Page(width: 4, height: 4, filledWith: .white)
        for (smoothing, debug) in [(Smoothing.hermite, false), (.linear, false), (.hermite, true), (.linear, true)] {
            let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)),
                                  smoothing: smoothing, debugStrokes: debug)
            let data = session.log.jsonData()
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.contains("\"smoothing\": \"\(smoothing.rawValue)\"") && text.contains("debugStrokes") == debug, "\(text)")
            let read = try StrokeLog(json: data)
            #expect(read == session.log && read.smoothing == smoothing && (read.debugStrokes ?? false) == debug)
        }
        func log(_ field: String) -> Data {
            Data(#"{"format": "termcolor-strokes", "version": 1, "page": {"width": 4, "height": 4}, \#(field), "events": []}"#.utf8)
        }
        let plain = try StrokeLog(json: log(#""smoothing": "hermite", "debugStrokes": false"#))
        #expect(plain.smoothing == .hermite && plain.debugStrokes == nil)
        #expect(try StrokeLog(json: Self.document("")).smoothing == nil)
        #expect(Self.decodingError(log(#""smoothing": "cubic""#)) == #"not a stroke log: "smoothing" must be "hermite" or "linear""#)
        #expect(Self.decodingError(log(#""debugStrokes": "yes""#)) == #"not a stroke log: "debugStrokes" must be true or false"#)
    }

    @Test func wrongFormatVersionAndJSONAreReported() {
        #expect(LogCodingTests.decodingError(LogCodingTests.document("", format: "other")) == #"format is "other", expected "termcolor-strokes""#)
        #expect(LogCodingTests.decodingError(LogCodingTests.document("", version: "2")) == "version 2 is not supported (only 1)")
        #expect(LogCodingTests.decodingError(Data("{\"format\": ".utf8))?.hasPrefix("not a stroke log") == true)
        #expect(LogCodingTests.decodingError(Data("[]".utf8))?.hasPrefix("not a stroke log") == true)
    }

    @Test func sequenceErrorsNameTheEventIndex() throws {
        func validationError(_ events: [StrokeEvent]) -> String? {
            do { try StrokeLog(width: 4, height: 4, events: events).validate(); return nil } catch { return error.description }
        }
        #expect(validationError([.color(.rgb(.white)), .brush(3), .undo, .move(x: 1, y: 1, t: nil)]) == "event 3: move with no open stroke")
        #expect(validationError([.down(x: 1, y: 1, t: nil), .up(t: nil), .up(t: nil)]) == "event 2: up with no open stroke")
        // fill ends the open stroke, so a move after it has none.
        #expect(validationError([.down(x: 1, y: 1, t: nil), .fill(x: 0, y: 0), .move(x: 2, y: 2, t: nil)]) == "event 2: move with no open stroke")
        #expect(validationError([.down(x: 1, y: 1, t: nil), .down(x: 2, y: 2, t: nil), .move(x: 3, y: 3, t: nil)]) == nil)
    }

    @Test func colourHexParsesAndFormats() {
        #expect(RGB(hex: "#E63946") == RGB(r: 230, g: 57, b: 70))
        #expect(RGB(r: 0, g: 10, b: 255).hex == "#000aff")
        for bad in ["e63946", "#e6394", "#e639466", "#g63946", ""] { #expect(RGB(hex: bad) == nil) }
        var rng = SeededRandom(seed: 9)
        for _ in 0..<200 {
            let c = RGB(r: .random(in: 0...255, using: &rng), g: .random(in: 0...255, using: &rng), b: .random(in: 0...255, using: &rng))
            #expect(RGB(hex: c.hex) == c)
            #expect(RGB(packed: c.packed) == c)
        }
    }
}
