import ColorCore
import Testing
@testable import TimeLapse

/// The frames: the blank page first, replay's picture last (scaled the same way), strokes
/// growing, fills appearing, undo taking paint away.
@Suite struct TimeLapseRendererTests {
    static let mixedLog = TimeLapseTestData.log([.color(.rgb(RGB(r: 0x20, g: 0x80, b: 0xE0))), .fill(x: 40, y: 40)]
        + TimeLapseTestData.stroke() + [.color(.rgb(RGB(r: 0xF0, g: 0xC0, b: 0x10))), .brush(20), .fill(x: 150, y: 40)]
        + TimeLapseTestData.stroke(points: 20, y: 125, start: 5))

    @Test(arguments: [(200, 150), (97, 61), (200, 75), (1, 1)])
    func firstFrameIsTheBlankPageAndLastIsReplaysPicture(width: Int, height: Int) throws {
        let frames = try TimeLapseTestData.frames(Self.mixedLog, width: width, height: height)
        let scaler = FrameScaler(pageWidth: 200, pageHeight: 150, width: width, height: height)
        #expect(frames.first?.pixels == scaler.scaled(TimeLapseTestData.page))
        #expect(frames.last?.pixels == scaler.scaled(try TimeLapseTestData.replayed(Self.mixedLog)))
        #expect(frames.first?.frame.changed == Rect(x: 0, y: 0, width: width, height: height))
    }

    @Test func atThePagesSizeTheLastFrameIsReplaysPixels() throws {
        let last = try #require(try TimeLapseTestData.frames(Self.mixedLog).last)
        let replayed = try TimeLapseTestData.replayed(Self.mixedLog)
        #expect(last.pixels == PackedPixels(replayed).pixels)
    }

    @Test func paintNeverShrinksWithoutUndoOrClear() throws {
        let frames = try TimeLapseTestData.frames(Self.mixedLog)
        let blank = frames[0].pixels
        let counts = frames.map { TimeLapseTestData.painted($0.pixels, blank: blank) }
        #expect(zip(counts, counts.dropFirst()).allSatisfy { $0 <= $1 }, "\(counts)")
        #expect(counts.last! > 0)
        // Scaled down too.
        let small = try TimeLapseTestData.frames(Self.mixedLog, width: 100, height: 75)
        let smallCounts = small.map { TimeLapseTestData.painted($0.pixels, blank: small[0].pixels) }
        #expect(zip(smallCounts, smallCounts.dropFirst()).allSatisfy { $0 <= $1 }, "\(smallCounts)")
    }

    @Test func aStrokeIsDrawnAsItGrew() throws {
        let log = TimeLapseTestData.log(TimeLapseTestData.stroke(points: 40))
        let frames = try TimeLapseTestData.frames(log)
        let blank = frames[0].pixels
        let counts = Set(frames.map { TimeLapseTestData.painted($0.pixels, blank: blank) })
        // Many different stages between nothing and the whole stroke, not one jump.
        #expect(counts.count >= 10, "\(counts.sorted())")
        // And each frame's changed rectangle holds every pixel that changed.
        for (before, after) in zip(frames, frames.dropFirst()) {
            for i in after.pixels.indices where after.pixels[i] != before.pixels[i] {
                #expect(after.frame.changed.contains(i % 200, i / 200))
            }
        }
    }

    @Test func aFillAppearsInOneFrame() throws {
        let log = TimeLapseTestData.log([.fill(x: 40, y: 40), .fill(x: 150, y: 40)])
        let frames = try TimeLapseTestData.frames(log)
        #expect(frames.count == 3)
        let blank = frames[0].pixels
        let inside = 40 * 200 + 40, other = 40 * 200 + 150
        #expect(frames[1].pixels[inside] != blank[inside] && frames[1].pixels[other] == blank[other])
        #expect(frames[2].pixels[other] != blank[other])
    }

    @Test func undoIsShownAsUndo() throws {
        let log = TimeLapseTestData.log([.fill(x: 40, y: 40), .fill(x: 150, y: 40), .undo])
        let frames = try TimeLapseTestData.frames(log)
        let blank = frames[0].pixels
        let other = 40 * 200 + 150
        // The second fill was seen, then taken away again; the first stays.
        #expect(frames.contains { $0.pixels[other] != blank[other] })
        #expect(frames.last!.pixels[other] == blank[other])
        #expect(frames.last!.pixels[40 * 200 + 40] != blank[40 * 200 + 40])
        #expect(frames.last!.frame.changed.contains(150, 40))
    }

    @Test func aBadLogDrawsNothing() {
        let page = TimeLapseTestData.page
        let finder = RegionMode.optimized.makeFinder(for: LineArt(page: page))
        #expect(throws: StrokeLogError.self) {
            try TimeLapseRenderer(log: StrokeLog(width: 300, height: 150, events: [.fill(x: 1, y: 1)]), page: page, finder: finder,
                                  width: 200, height: 150, seconds: 4, framesPerSecond: 20)
        }
        #expect(throws: StrokeLogError.self) {
            try TimeLapseRenderer(log: TimeLapseTestData.log([.move(x: 1, y: 1, t: nil)]), page: page, finder: finder,
                                  width: 200, height: 150, seconds: 4, framesPerSecond: 20)
        }
    }
}
