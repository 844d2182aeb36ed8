import ColorCore
import PhotoPages
import Testing

/// A drawn page numbered from its designer's colouring (`PageNumbering.painted`): each region
/// worth colouring takes the colour most of its pixels were meant, the margin outside the frame
/// takes none, and what the designer left out is named.
struct PaintedNumbersTests {
    /// 250x150 with a 1-pixel frame 5 pixels in and a line down the middle: the margin, the
    /// left half and the right half.
    static let page: Page = {
        var page = Page(width: 250, height: 150)
        for x in 5..<245 { page.setPixel(x, 5, .black); page.setPixel(x, 144, .black) }
        for y in 5..<145 { page.setPixel(5, y, .black); page.setPixel(244, y, .black); page.setPixel(125, y, .black) }
        return page
    }()
    static let palette = [RGB(r: 200, g: 40, b: 40), RGB(r: 40, g: 40, b: 200), RGB(r: 255, g: 255, b: 255)]

    /// Left half 1; right half 2 except a third of it 1 (a shape the designer drew over part
    /// of it); the margin painted 3, which it never takes.
    static func paint(rightHalf: UInt8 = 2) -> [UInt8] {
        var paint = [UInt8](repeating: 3, count: 250 * 150)
        for y in 6..<144 {
            for x in 6..<244 where x != 125 { paint[y * 250 + x] = x < 125 ? 1 : (x < 165 ? 1 : rightHalf) }
        }
        return paint
    }

    @Test func eachRegionTakesTheColourMostOfItWasMeant() {
        let (guide, problems) = PageNumbering.painted(Self.page, palette: Self.palette, paint: Self.paint())
        let index = RegionIndex(lineArt: LineArt(page: Self.page))
        let numbered = NumberedRegions(guide: guide, index: index)
        let left = index.regionID(atX: 60, y: 70)!, right = index.regionID(atX: 200, y: 70)!, margin = index.regionID(atX: 1, y: 1)!
        #expect(numbered.label(ofRegion: left)?.number == 1)
        #expect(numbered.label(ofRegion: right)?.number == 2)
        #expect(numbered.label(ofRegion: margin) == nil)
        #expect(guide.regions.count == 2)
        // Pure white becomes the white paint can carry; colour 3 was meant only for the margin.
        #expect(guide.palette[2] == NumberedPage.paintableWhite)
        #expect(problems == ["colour 3 (#ffffff) is meant for no region"])
        // Labels at the poles: the middle of each half.
        let xs = guide.regions.map(\.x).sorted()
        #expect((60...70).contains(xs[0]) && (179...190).contains(xs[1]), "\(xs)")
    }

    @Test func aRegionLeftUncolouredIsNamed() {
        let (guide, problems) = PageNumbering.painted(Self.page, palette: Array(Self.palette.prefix(2)), paint: Self.paint(rightHalf: 0))
        #expect(guide.regions.count == 1)
        #expect(problems.count == 2 && problems[0].contains("has no colour meant") && problems[1].contains("colour 2"), "\(problems)")
    }
}
