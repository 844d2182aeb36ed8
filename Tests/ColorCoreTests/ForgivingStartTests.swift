import Testing
@testable import ColorCore
import TestSupport

/// A press on a line pixel starts in the region covering most of the pointer's display pixel,
/// or at the nearest paintable pixel of its cell; only lines under the cell: nothing.
@Suite struct ForgivingStartTests {
    // A display pixel over x 0..<6, y 0..<6 of this page: region A (left, 8 pixels), a line,
    // region B (right, 16 pixels); below it (the rest of the cell, y 6..<12) region C.
    static let art = TestPages.grid([
        "..#....#....",
        "..#....#....",
        "..#....#....",
        "..#....#....",
        "########....",
        "............",
        "............",
        "............",
    ])

    static func finder() -> any RegionFinder { RegionMode.optimized.makeFinder(for: art) }

    @Test func aPaintablePointStaysWhereItIs() {
        let p = StrokePoint(x: 4.5, y: 1.5)
        #expect(ForgivingStart.start(at: p, pointer: Rect(x: 0, y: 0, width: 7, height: 4), cell: Rect(x: 0, y: 0, width: 7, height: 8),
                                     finder: Self.finder()) == .unchanged)
    }

    @Test func aLinePixelStartsInTheRegionCoveringMostOfThePointer() {
        // On the vertical line at x 2; the pointer's pixel x 0..<7, y 0..<4 holds 8 pixels of
        // the left region and 16 of the middle one: the middle wins, at its pixel nearest.
        let got = ForgivingStart.start(at: StrokePoint(x: 2.5, y: 1.5), pointer: Rect(x: 0, y: 0, width: 7, height: 4),
                                       cell: Rect(x: 0, y: 0, width: 7, height: 8), finder: Self.finder())
        #expect(got == .moved(StrokePoint(x: 3.5, y: 1.5)))
        // With a pointer over the left part only, the left region.
        let left = ForgivingStart.start(at: StrokePoint(x: 2.5, y: 1.5), pointer: Rect(x: 0, y: 0, width: 3, height: 4),
                                        cell: Rect(x: 0, y: 0, width: 7, height: 8), finder: Self.finder())
        #expect(left == .moved(StrokePoint(x: 1.5, y: 1.5)))
        // The points moved to lie in the middle region and the left one (the pixels x 3, x 1 of
        // row 1), not merely on paintable pixels.
        let finder = Self.finder()
        #expect(finder.region(atX: 3, y: 1) == finder.region(atX: 6, y: 0))
        #expect(finder.region(atX: 1, y: 1) == finder.region(atX: 0, y: 0))
        #expect(finder.region(atX: 3, y: 1) != finder.region(atX: 1, y: 1))
    }

    @Test func onlyLinesUnderThePointerFallsBackToTheCell() {
        // The pointer's pixel is the horizontal line's row; the cell below has paint.
        let got = ForgivingStart.start(at: StrokePoint(x: 1.5, y: 4.5), pointer: Rect(x: 0, y: 4, width: 7, height: 1),
                                       cell: Rect(x: 0, y: 4, width: 7, height: 4), finder: Self.finder())
        #expect(got == .moved(StrokePoint(x: 1.5, y: 5.5)))
    }

    @Test func onlyLinesUnderTheCellIsNothing() {
        let got = ForgivingStart.start(at: StrokePoint(x: 7.5, y: 2.5), pointer: Rect(x: 7, y: 0, width: 1, height: 4),
                                       cell: Rect(x: 7, y: 0, width: 1, height: 4), finder: Self.finder())
        #expect(got == .onLine)
    }

    @Test func offThePageIsNotItsBusiness() {
        let got = ForgivingStart.start(at: StrokePoint(x: -3, y: 2), pointer: Rect(x: -5, y: 0, width: 4, height: 4),
                                       cell: Rect(x: -5, y: 0, width: 4, height: 8), finder: Self.finder())
        #expect(got == .unchanged)
    }
}
