@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// The automatic gap choice (the default): a 1-2 px gap between two shapes that are each large on
/// their own is closed; a narrow neck to a small part of one shape, or a long thin channel, is
/// not; a page without such gaps keeps exactly its own regions. A program that closed every gap
/// (`--close-gaps 2`) or none fails one side or the other.
struct AutomaticGapTests {
    typealias Segment = ((Double, Double), (Double, Double))

    /// The regions of `page` with `choice`, and the auto choice for it.
    static func regions(_ page: Page, _ choice: GapChoice) -> [RegionMask] {
        GapClosing.close(LineArt(page: page), choice: choice).regions
    }

    static func auto(_ page: Page) -> GapChoice { .automatic(width: page.width, height: page.height) }

    /// A 200x200 page cut in two by a vertical line with a gap of `gap` pixels in its middle.
    static func cutWithGap(_ gap: Double) -> Page {
        let g = gap / 2 + 1.5
        return GapClosingTests.page(width: 200, height: 200, segments: [((100, -5), (100, 100 - g)), ((100, 100 + g), (100, 205))])
    }

    @Test(arguments: [1.0, 2.0])
    func aSmallGapBetweenTwoLargeShapesIsClosed(gap: Double) {
        let page = Self.cutWithGap(gap)
        #expect(Self.regions(page, .off).count == 1)
        let closed = GapClosing.close(LineArt(page: page), choice: Self.auto(page))
        #expect(closed.regions.count == 2 && closed.lineArt.bridgeCount == 1)
        // Each side is its own region: a fill at the left stops at the gap.
        let finder = RegionIndex(lineArt: LineArt(page: page), closing: Self.auto(page))
        #expect(finder.regionID(atX: 40, y: 100) != nil && finder.regionID(atX: 40, y: 100) != finder.regionID(atX: 160, y: 100))
    }

    /// A gap wider than the automatic width is drawn so (a doorway): left open.
    @Test func aWideOpeningIsLeftOpen() {
        let page = Self.cutWithGap(8)
        #expect(Self.regions(page, Self.auto(page)).count == 1)
    }

    /// A big box whose right side opens through a 2-pixel neck into a small chamber (a petal's
    /// tip, a finger): one shape, not split; closing every 2 px gap would split it. (Line pixels
    /// lie within 1 px of a segment: walls at y 97 and 101 leave rows 98 and 99 paintable.)
    @Test func aNarrowNeckToASmallPartIsNotSplit() {
        let box: [Segment] = [((20, 20), (150, 20)), ((20, 20), (20, 180)), ((20, 180), (150, 180)),
                              ((150, 20), (150, 97)), ((150, 101), (150, 180)),
                              ((150, 97), (156, 97)), ((150, 101), (156, 101)),
                              ((156, 97), (156, 93)), ((156, 101), (156, 106)),
                              ((156, 93), (165, 93)), ((156, 106), (165, 106)), ((165, 93), (165, 106))]
        let page = GapClosingTests.page(width: 200, height: 200, segments: box)
        let plain = Self.regions(page, .off)
        #expect(Self.regions(page, .forced(2)).count > plain.count, "the page has a 2 px neck")
        #expect(Self.regions(page, Self.auto(page)) == plain)
    }

    /// Two large boxes joined by a channel 2 px wide and 60 px long (a letter's thin crossbar,
    /// the hairline between a double line): drawn so, not split.
    @Test func aLongThinChannelIsNotSplit() {
        let segments: [Segment] = [((20, 20), (80, 20)), ((20, 20), (20, 180)), ((20, 180), (80, 180)),
                                   ((80, 20), (80, 97)), ((80, 101), (80, 180)),
                                   ((140, 20), (180, 20)), ((180, 20), (180, 180)), ((140, 180), (180, 180)),
                                   ((140, 20), (140, 97)), ((140, 101), (140, 180)),
                                   ((80, 97), (140, 97)), ((80, 101), (140, 101))]
        let page = GapClosingTests.page(width: 200, height: 200, segments: segments)
        let plain = Self.regions(page, .off)
        #expect(Self.regions(page, .forced(2)).count > plain.count, "the channel is 2 px wide")
        #expect(Self.regions(page, Self.auto(page)) == plain)
    }

    /// Pages without leaks: the regions and the line art are exactly those of `--close-gaps 0`.
    @Test(arguments: ["animal", "balloon", "butterfly", "castle", "mandala", "quilt", "rocket", "scene", "snail"])
    func everyBundledPageKeepsItsRegions(name: String) throws {
        // Tests/ColorCoreTests/this file, up to the repository.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let path = root.appendingPathComponent("pages/\(name).png").path
        let art = LineArt(page: try PNGCodec.read(path: path))
        let closed = GapClosing.close(art, choice: .automatic(width: art.width, height: art.height))
        #expect(closed.lineArt.bridgeCount == 0 && closed.lineArt.darkness == art.darkness)
        #expect(closed.regions == RegionLabelling.regions(of: art))
    }

    /// A generated page of closed outlines, none nearer another than 8 px: boxes and polygons
    /// (ellipses of 20 sides), some holding a smaller one of their kind, lines 2 to 5 px thick.
    static func closedShapes(seed: UInt64) -> Page {
        var rng = SeededRandom(seed: seed)
        var segments: [Segment] = []
        for row in 0..<2 {
            for column in 0..<3 {
                let x0 = Double(column * 80), y0 = Double(row * 90)
                var inset = Double.random(in: 8...14, using: &rng)
                // A shape holds one of its own kind (a box's corners would cross an ellipse).
                let boxes = Bool.random(using: &rng)
                for _ in 0..<Int.random(in: 1...2, using: &rng) {
                    let (l, t, r, b) = (x0 + inset, y0 + inset, x0 + 80 - inset, y0 + 90 - inset)
                    if boxes {
                        segments += [((l, t), (r, t)), ((r, t), (r, b)), ((r, b), (l, b)), ((l, b), (l, t))]
                    } else {
                        let (cx, cy, rx, ry) = ((l + r) / 2, (t + b) / 2, (r - l) / 2, (b - t) / 2)
                        let points = (0...20).map { k in
                            (cx + rx * cos(Double(k) * .pi / 10), cy + ry * sin(Double(k) * .pi / 10))
                        }
                        segments += zip(points, points.dropFirst()).map { ($0, $1) }
                    }
                    inset += Double.random(in: 12...16, using: &rng)
                }
            }
        }
        return GapClosingTests.page(width: 240, height: 180, segments: segments, half: Double.random(in: 1...2.5, using: &rng))
    }

    @Test(arguments: 1...12)
    func generatedPagesKeepTheirRegions(seed: UInt64) {
        let page = Self.closedShapes(seed: seed)
        let plain = Self.regions(page, .off)
        #expect(plain.count >= 7)
        #expect(Self.regions(page, Self.auto(page)) == plain)
    }

    /// The choice scales with the page: a shape is large at 3 fit-zoom cells a side.
    @Test func theChoiceFollowsThePageSize() {
        #expect(GapChoice.automatic(width: 800, height: 600) == GapChoice(width: 2, largeShape: 30 * 30, passage: 4))
        #expect(GapChoice.automatic(width: 4000, height: 2250) == GapChoice(width: 2, largeShape: 150 * 150, passage: 16))
        #expect(GapChoice.forced(3).largeShape == nil && GapChoice(width: 0, largeShape: 5, passage: 5) == .off)
    }

    /// The session's log records the automatic choice in full (its fields beside closeGaps), the
    /// JSON reads back to the same choice, and a log without the fields reads as before.
    @Test func theLogRecordsTheAutomaticChoice() throws {
        let page = Self.cutWithGap(2)
        let choice = Self.auto(page)
        let session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: LineArt(page: page), closing: choice))
        let text = String(decoding: session.log.jsonData(), as: UTF8.self)
        #expect(text.contains(#""closeGaps": 2, "closeGapsLargeShape": 81, "closeGapsPassage": 4,"#), "\(text)")
        let read = try StrokeLog(json: session.log.jsonData())
        #expect(read.gapChoice == choice)
        let old = try StrokeLog(json: Data(#"{"format": "termcolor-strokes", "version": 1, "page": {"width": 9, "height": 9}, "closeGaps": 3, "events": []}"#.utf8))
        #expect(old.gapChoice == .forced(3))
        let none = try StrokeLog(json: Data(#"{"format": "termcolor-strokes", "version": 1, "page": {"width": 9, "height": 9}, "events": []}"#.utf8))
        #expect(none.gapChoice == .off)
        for bad in [#""closeGapsLargeShape": 50,"#, #""closeGaps": 2, "closeGapsLargeShape": 0,"#, #""closeGaps": 2, "closeGapsPassage": -1,"#] {
            let json = #"{"format": "termcolor-strokes", "version": 1, "page": {"width": 9, "height": 9}, "# + bad + #" "events": []}"#
            #expect(throws: StrokeLogError.self) { try StrokeLog(json: Data(json.utf8)) }
        }
    }
}
