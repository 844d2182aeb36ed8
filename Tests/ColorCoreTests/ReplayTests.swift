@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

@Suite struct ReplayTests {
    @Test func anEmptyLogGivesThePageOverWhite() throws {
        let page = StrokeTestPages.page(width: 40, height: 30, shapes: 4, seed: 31)
        let out = try StrokeReplay.render(StrokeLog(width: 40, height: 30), on: page, finder: FloodFill(lineArt: LineArt(page: page)))
        for y in 0..<30 {
            for x in 0..<40 {
                let p = page.pixel(x, y), q = out.pixel(x, y), a = Int(p.a)
                // Over white, rounding down: c * a / 255 + (255 - a).
                let want = [p.r, p.g, p.b].map { UInt8((Int($0) * a + 255 * (255 - a)) / 255) }
                #expect([q.r, q.g, q.b] == want && q.a == 255)
            }
        }
    }

    @Test func aBadLogIsRejectedBeforeAnythingIsDrawn() {
        let page = Page(width: 8, height: 8)
        let finder = FloodFill(lineArt: LineArt(page: page))
        let bad = StrokeLog(width: 8, height: 8, events: [.down(x: 1, y: 1, t: nil), .up(t: nil), .move(x: 2, y: 2, t: nil)])
        #expect(throws: StrokeLogError.badEvent(index: 2, "move with no open stroke")) {
            try StrokeReplay.render(bad, on: page, finder: finder)
        }
        #expect(throws: StrokeLogError.self) { try StrokeReplay.render(StrokeLog(width: 9, height: 8), on: page, finder: finder) }
    }

    /// The same log in both modes gives the same PNG file, byte for byte.
    @Test(arguments: [Smoothing.hermite, .linear])
    func naiveAndOptimizedWriteIdenticalPNGs(smoothing: Smoothing) throws {
        let page = StrokeTestPages.page(width: 150, height: 110, shapes: 10, seed: 41)
        let art = LineArt(page: page)
        let log = StrokeLog(width: 150, height: 110, events: StrokeTestLogs.random(for: art, events: 120, seed: 42))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [Data] = []
        for mode in RegionMode.allCases {
            let out = try StrokeReplay.render(log, on: page, finder: mode.makeFinder(for: art), smoothing: smoothing)
            let path = folder.appendingPathComponent("\(mode).png").path
            _ = try PNGCodec.write(out, to: path, opaque: true)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1])
        #expect(try PNGCodec.read(path: folder.appendingPathComponent("naive.png").path) != page)
    }

    /// Eraser and rainbow strokes and fills, with undo, replay to the same PNG bytes in both
    /// region modes and both smoothings' own runs, and the same bytes on every replay.
    @Test(arguments: [Smoothing.hermite, .linear])
    func eraserAndRainbowReplayByteIdentically(smoothing: Smoothing) throws {
        let page = StrokeTestPages.page(width: 150, height: 110, shapes: 10, seed: 43)
        let art = LineArt(page: page)
        var events = StrokeTestLogs.random(for: art, events: 60, seed: 44)
        for (k, ink) in [Ink.rainbow, .eraser, .rainbow].enumerated() {
            events.append(.color(ink))
            events.append(.brush(Double(6 + 5 * k)))
            events.append(.down(x: 10, y: 10 + 30 * Double(k), t: nil))
            for i in 1...20 { events.append(.move(x: 10 + 6.5 * Double(i), y: 10 + 30 * Double(k) + 9 * sin(Double(i)), t: nil)) }
            events.append(.up(t: nil))
            events.append(.fill(x: 140, y: 20 + 30 * Double(k)))
        }
        events += [.undo, .undo, .redo]
        let log = StrokeLog(width: 150, height: 110, events: events)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var files: [Data] = []
        for (k, mode) in (RegionMode.allCases + [.optimized]).enumerated() {
            let out = try StrokeReplay.render(try StrokeLog(json: log.jsonData()), on: page, finder: mode.makeFinder(for: art),
                                              smoothing: smoothing)
            let path = folder.appendingPathComponent("\(k).png").path
            _ = try PNGCodec.write(out, to: path, opaque: true)
            files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
        }
        #expect(files[0] == files[1] && files[1] == files[2])
    }
}
