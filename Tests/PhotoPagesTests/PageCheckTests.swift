import ColorCore
import Testing
@testable import PhotoPages

/// The last check of a converted page on a literal one: a 20x12 page, its frame line, split by
/// lines at x = 10 and x = 15 into regions of 9x10 = 90, 4x10 = 40 and 3x10 = 30 pixels.
struct PageCheckTests {
    static func page() -> Page {
        var page = Page(width: 20, height: 12, filledWith: .white)
        for y in 0..<12 {
            for x in 0..<20 where x == 0 || x == 19 || y == 0 || y == 11 || x == 10 || x == 15 { page.setPixel(x, y, .black) }
        }
        return page
    }

    /// The region no seed lies in is a speck; a seeded region under the least pixels is inked
    /// too; the rest stay.
    @Test func inksSpecksAndRegionsSmallerThanTheLeast() {
        var page = Self.page()
        let seeds = [(5, 5), (17, 5), (18, 6), (0, 0)]  // the large region, the small one twice, a line pixel
        #expect(PageCheck.inkSpecks(in: &page, seeds: seeds, least: 31)
                == PageCheck.Outcome(regions: 1, specksInked: 40, smallSeeds: 2, smallInked: 30))
        #expect((11..<19).allSatisfy { page.pixel($0, 5) == .black } && page.pixel(5, 5) == .white)
        #expect(RegionLabelling.regions(of: LineArt(page: page)).count == 1)
        // At a least of 30 the small region stays.
        var again = Self.page()
        #expect(PageCheck.inkSpecks(in: &again, seeds: seeds, least: 30)
                == PageCheck.Outcome(regions: 2, specksInked: 40, smallSeeds: 0, smallInked: 0))
    }
}
