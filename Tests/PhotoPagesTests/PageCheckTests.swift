import ColorCore
import Testing
@testable import PhotoPages

/// The last check of a converted page on a literal one: a 20x12 page, its frame line, split by a
/// line at x = 15 into a region of 14x10 = 140 pixels and one of 3x10 = 30.
struct PageCheckTests {
    static func page() -> Page {
        var page = Page(width: 20, height: 12, filledWith: .white)
        for y in 0..<12 {
            for x in 0..<20 where x == 0 || x == 19 || y == 0 || y == 11 || x == 15 { page.setPixel(x, y, .black) }
        }
        return page
    }

    @Test func findsAndInksTheSegmentsWhoseRegionIsSmall() {
        var page = Self.page()
        let seeds = [(5, 5), (17, 5), (0, 0)]  // the large region, the small one, a line pixel
        #expect(PageCheck.segments(in: page, seeds: seeds, smallerThan: 31).map { $0 } == [1])
        #expect(PageCheck.segments(in: page, seeds: seeds, smallerThan: 30).isEmpty)
        #expect(PageCheck.ink([seeds[1]], in: &page) == 30)
        #expect((16..<19).allSatisfy { page.pixel($0, 5) == .black } && page.pixel(5, 5) == .white)
        #expect(RegionLabelling.regions(of: LineArt(page: page)).count == 1)
    }
}
