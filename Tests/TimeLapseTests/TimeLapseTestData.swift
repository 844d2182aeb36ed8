import ColorCore
@testable import TimeLapse

/// A small page of outlined boxes (black lines 2 px wide on white) and logs on it.
enum TimeLapseTestData {
    static let boxes = [Rect(x: 10, y: 10, width: 80, height: 60), Rect(x: 110, y: 10, width: 80, height: 60),
                        Rect(x: 10, y: 90, width: 180, height: 50)]

    static var page: Page {
        var p = Page(width: 200, height: 150)
        for r in boxes {
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX where !r.insetBy(2).contains(x, y) { p.setPixel(x, y, .black) }
            }
        }
        return p
    }

    static func log(_ events: [StrokeEvent]) -> StrokeLog { StrokeLog(width: 200, height: 150, events: events) }

    /// A stroke across the bottom box, `points` points 5 px apart, 20 ms apart.
    static func stroke(points: Int = 30, y: Double = 115, start: Double = 0) -> [StrokeEvent] {
        var events: [StrokeEvent] = [.down(x: 20, y: y, t: start)]
        for i in 1..<points { events.append(.move(x: 20 + Double(i) * 5, y: y, t: start + Double(i) * 0.02)) }
        events.append(.up(t: start + Double(points) * 0.02))
        return events
    }

    static func renderer(_ log: StrokeLog, width: Int = 200, height: Int = 150, seconds: Double = 4) throws -> TimeLapseRenderer {
        let page = page
        return try TimeLapseRenderer(log: log, page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)),
                                     width: width, height: height, seconds: seconds, framesPerSecond: 20)
    }

    /// Every frame drawn, with its pixels.
    static func frames(_ log: StrokeLog, width: Int = 200, height: Int = 150, seconds: Double = 4) throws
        -> [(frame: TimeLapseRenderer.Frame, pixels: [UInt32])] {
        var renderer = try renderer(log, width: width, height: height, seconds: seconds)
        var frames: [(TimeLapseRenderer.Frame, [UInt32])] = []
        while let frame = renderer.nextFrame() { frames.append((frame, renderer.pixels)) }
        return frames
    }

    /// The pixels that differ from `blank`.
    static func painted(_ pixels: [UInt32], blank: [UInt32]) -> Int { zip(pixels, blank).filter { $0 != $1 }.count }

    static func replayed(_ log: StrokeLog) throws -> Page {
        try StrokeReplay.render(log, on: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page)))
    }
}
