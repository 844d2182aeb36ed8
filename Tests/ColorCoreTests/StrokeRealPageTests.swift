@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// The stroke properties on the real coloring pages of the shared test data. Big pages are
/// sub-sampled: the checks run on a window of at most 300x240 pixels cut from each page (a crop
/// is still real line art), while naive/optimized equality runs on the full page.
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct StrokeRealPageTests {
    static let window = (width: 300, height: 240)

    static func crop(_ page: Page, seed: UInt64) -> Page {
        let w = min(page.width, window.width), h = min(page.height, window.height)
        var rng = SeededRandom(seed: seed)
        let x0 = Int.random(in: 0...(page.width - w), using: &rng), y0 = Int.random(in: 0...(page.height - h), using: &rng)
        var rgba = [UInt8]()
        rgba.reserveCapacity(w * h * 4)
        for y in y0..<(y0 + h) { rgba.append(contentsOf: page.rgba[((y * page.width + x0) * 4)..<((y * page.width + x0 + w) * 4)]) }
        return Page(width: w, height: h, rgba: rgba)
    }

    @Test(arguments: SharedTestData.pagePaths)
    func randomLogsKeepEveryPromiseOnRealPages(path: String) throws {
        let full = try PNGCodec.read(path: path)
        let seed = UInt64(truncatingIfNeeded: path.utf8.reduce(5381) { $0 &* 33 &+ Int($1) })
        let page = StrokeRealPageTests.crop(full, seed: seed)
        let art = LineArt(page: page)
        let events = StrokeTestLogs.random(for: art, events: 30, seed: seed)
        var checker = StrokeTestChecker(page: page, session: Session(page: page, finder: RegionMode.optimized.makeFinder(for: art)))
        checker.run(events)
        #expect(checker.failures.isEmpty, "\(path): \(checker.failures)")
        // Input points are checked on strokes drawn through them (not on filtered ones).
        let filtered = events.contains { if case .input(.some) = $0 { true } else { false } }
        #expect(checker.pointsChecked > 0 || (filtered && checker.strokesChecked > 0))
    }

    @Test(arguments: SharedTestData.pagePaths)
    func naiveAndOptimizedAgreeOnFullPages(path: String) throws {
        let page = try PNGCodec.read(path: path)
        let art = LineArt(page: page)
        let seed = UInt64(truncatingIfNeeded: path.utf8.count) &+ 77
        let log = StrokeLog(width: page.width, height: page.height, events: StrokeTestLogs.random(for: art, events: 10, seed: seed))
        let a = try StrokeReplay.render(log, on: page, finder: RegionMode.optimized.makeFinder(for: art))
        let b = try StrokeReplay.render(log, on: page, finder: RegionMode.naive.makeFinder(for: art))
        #expect(a == b, "\(path)")
    }
}
