import ColorCore
import Foundation
import Storage
import Testing
@testable import PhotoPages

/// Every shared photo at every detail level becomes a page a person can colour: its regions are
/// exactly the segments drawn (nothing had to be patched), each holds the smallest brush at fit
/// zoom on a 200x60 terminal and covers two of its cells, and the page reads as line art when opened again.
@Suite(.enabled(if: PhotoTestData.available, PhotoTestData.skipReason))
struct PhotoConversionTests {
    static let cases = PhotoTestData.photoNames.flatMap { name in [Detail.low, .medium, .high].map { (name, $0) } }

    @Test(arguments: cases)
    func pageIsColourable(name: String, detail: Detail) throws {
        let result = PhotoTestData.convert(try PhotoTestData.photo(name), detail: detail)
        let page = result.page
        let regions = RegionLabelling.regions(of: LineArt(page: page))
        print("convert \(name) --detail \(detail.rawValue): \(page.width)x\(page.height), \(regions.count) regions, "
              + "brush reach \(String(format: "%.2f", result.brushReach)) px, \(result.smallRegionPixelsInked) pixels of small regions inked")
        #expect(regions.count == result.regionCount)
        // Every segment is a region of its own: no two touch without a line between them.
        #expect(result.regionCount == result.segmentCount, "\(name) \(detail): \(result.segmentCount) segments drawn")
        // The regions are the segments: at most a few lone pixels where lines meet were inked.
        #expect(result.inkedPixels <= 4, "\(name) \(detail): \(result.inkedPixels) pixels had to be inked")
        let owner = PhotoTestData.owners(regions, width: page.width, height: page.height)
        let tooSmall = regions.indices.filter {
            !PhotoTestData.holdsDisc(regions[$0], owner: owner, id: Int32($0), width: page.width, height: page.height,
                                     diameter: result.brushReach)
        }
        #expect(tooSmall.isEmpty, "\(name) \(detail): regions \(tooSmall.prefix(5)) cannot hold the smallest brush")
        // Nor is any a speck beside the others (such as the horse page's wedges of 12 pixels,
        // under one cell at fit zoom, where lines met).
        let cell = BrushReach.diameter(ofBrush: 1, pageWidth: page.width, pageHeight: page.height)
        let least = PageCheck.leastCells * 2 * cell * cell
        let specks = regions.filter { Double($0.pixelCount) < least }.map(\.pixelCount)
        #expect(specks.isEmpty, "\(name) \(detail): regions of \(specks.prefix(5)) pixels, under \(PageCheck.leastCells) cells at fit zoom")
        #expect(LineArtTest(lineArt: LineArt(page: page)).isLineArt, "\(name) \(detail): the page would be converted again")
    }

    /// 20 to 400 regions at medium detail for every photo (the horse: by its parts).
    @Test(arguments: PhotoTestData.photoNames)
    func mediumDetailHasTwentyToFourHundredRegions(name: String) throws {
        let result = PhotoTestData.convert(try PhotoTestData.photo(name), detail: .medium)
        #expect((20...400).contains(result.regionCount), "\(name): \(result.regionCount) regions")
    }

    /// The horse is a silhouette (one flat black shape on white): colour finds only the shape and
    /// the paper, so the shape is split into its parts. Body, head, tail, a hind hoof and a front
    /// hoof (points inside each in the photo) are regions of their own.
    @Test func theSilhouetteIsSplitIntoItsParts() throws {
        let horse = try PhotoTestData.photo("horse")
        let low = PhotoTestData.convert(horse, detail: .low), medium = PhotoTestData.convert(horse, detail: .medium)
        let high = PhotoTestData.convert(horse, detail: .high)
        #expect((5...12).contains(low.regionCount), "low: \(low.regionCount) regions")
        // More detail never means fewer parts.
        #expect(high.regionCount >= medium.regionCount, "high: \(high.regionCount), medium: \(medium.regionCount)")
        let index = RegionIndex(lineArt: LineArt(page: medium.page))
        let points = [(10, 10), (200, 120), (340, 50), (30, 200), (60, 300), (275, 305)]  // paper, body, head, tail, hooves
        let ids = points.map { index.regionID(atX: $0.0, y: $0.1) }
        #expect(ids.allSatisfy { $0 != nil } && Set(ids.compactMap { $0 }).count == points.count, "\(ids)")
    }

    /// Detail lines never make a region: the page without them has exactly the same regions.
    @Test(arguments: ["astronaut", "chelsea"])
    func detailLinesMakeNoRegions(name: String) throws {
        let photo = try PhotoTestData.photo(name)
        let with = PhotoTestData.convert(photo, detail: .high), without = PhotoTestData.convert(photo, detail: .high, detailLines: false)
        #expect(with.page != without.page)  // there are detail lines to test
        #expect(RegionLabelling.regions(of: LineArt(page: with.page)) == RegionLabelling.regions(of: LineArt(page: without.page)))
    }

    /// With gaps closed, a fill paints no paper of another region of the page (by the spec's
    /// rule): a fill on chelsea's page with `--close-gaps 4` could colour a pixel of a
    /// 2-pixel sliver beyond a 1-pixel line, which closing had made line, within the fringe's reach.
    @Test func aFillWithGapsClosedPaintsNoPaperOfAnotherRegion() throws {
        let page = PhotoTestData.convert(try PhotoTestData.photo("chelsea"), detail: .medium).page
        let art = LineArt(page: page)
        var session = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art, closingGaps: 4))
        session.apply(.color(.rgb(RGB(r: 0x3a, g: 0x86, b: 0xff))))
        session.apply(.fill(x: 256.5, y: 69.5))
        let plain = RegionMode.optimized.makeFinder(for: art)
        let start = try #require(plain.region(atX: 256, y: 69))
        var painted = 0, elsewhere: [(Int, Int)] = []
        for y in 0..<page.height {
            for x in 0..<page.width where session.canvas.paint(at: y * page.width + x) != PackedPixel.white {
                painted += 1
                if art.isPaintable(x, y) && plain.region(atX: x, y: y) != start { elsewhere.append((x, y)) }
            }
        }
        #expect(painted > 1000)
        #expect(elsewhere.isEmpty, "\(elsewhere.prefix(5))")
    }

        @Test func conversionIsDeterministic() throws {
        let photo = try PhotoTestData.photo("chelsea")
        let first = PhotoTestData.convert(photo, detail: .medium).page
        for _ in 0..<2 { #expect(PhotoTestData.convert(photo, detail: .medium).page == first) }
    }
}

/// Checks on generated pictures: no shared test data needed.
struct GeneratedPictureConversionTests {
    /// A red disc on white, 1600x1200: the page has two regions and an outline of one width all
    /// the way round (the working grid's stair steps smoothed away), whatever the direction.
    @Test func outlineHasOneWidthAllRound() {
        let w = 1600, h = 1200, cx = 800.0, cy = 600.0, radius = 400.0
        var picture = Page(width: w, height: h)
        for y in 0..<h {
            for x in 0..<w where hypot(Double(x) + 0.5 - cx, Double(y) + 0.5 - cy) < radius {
                picture.setPixel(x, y, RGBA(r: 220, g: 40, b: 40))
            }
        }
        let result = PhotoTestData.convert(picture, detail: .medium)
        #expect(result.regionCount == 2)
        let art = LineArt(page: result.page)
        var widths: [Int] = []
        for k in 0..<32 {
            let angle = Double(k) * .pi / 16
            // Ink pixels met walking out along the ray across the circle (one step per pixel).
            var ink = 0
            for t in stride(from: radius - 20, through: radius + 20, by: 1) {
                let x = Int(cx + t * cos(angle)), y = Int(cy + t * sin(angle))
                if art.isLine(x, y) { ink += 1 }
            }
            widths.append(ink)
        }
        // halfWidth = 1600 / 800 = 2 page px: a 4 px line (rays at an angle cross a few more pixels).
        #expect(widths.allSatisfy { (3...6).contains($0) }, "\(widths)")
        #expect(widths.max()! - widths.min()! <= 2, "\(widths)")
    }

    /// A flat silhouette (a table-like animal: body, neck and head, four legs) is split into its
    /// parts, each a region that holds the brush; a picture with colour is left to colour.
    @Test func aSilhouetteIsSplitIntoItsParts() {
        let w = 600, h = 400
        var picture = Page(width: w, height: h, filledWith: .white)
        func fill(_ inside: (Double, Double) -> Bool) {
            for y in 0..<h { for x in 0..<w where inside(Double(x) + 0.5, Double(y) + 0.5) { picture.setPixel(x, y, RGBA(r: 20, g: 20, b: 20)) } }
        }
        fill { x, y in pow((x - 300) / 150, 2) + pow((y - 170) / 60, 2) <= 1 }  // body
        for legX in [190.0, 240, 360, 410] { fill { x, y in abs(x - legX) <= 11 && y >= 170 && y <= 350 } }
        fill { x, y in x >= 420 && x <= 452 && y >= 60 && y <= 160 }  // neck
        fill { x, y in hypot(x - 470, y - 60) <= 38 }  // head
        let result = PhotoTestData.convert(picture, detail: .medium)
        let index = RegionIndex(lineArt: LineArt(page: result.page))
        let points = [(20, 20), (300, 170), (470, 55)] + [190, 240, 360, 410].map { ($0, 320) }
        let ids = points.map { index.regionID(atX: $0.0, y: $0.1) }
        #expect(ids.allSatisfy { $0 != nil } && Set(ids.compactMap { $0 }).count == points.count, "\(ids)")
        #expect(result.regionCount == result.segmentCount && result.inkedPixels <= 4)
        let regions = RegionLabelling.regions(of: LineArt(page: result.page))
        let owner = PhotoTestData.owners(regions, width: w, height: h)
        #expect(regions.indices.allSatisfy {
            PhotoTestData.holdsDisc(regions[$0], owner: owner, id: Int32($0), width: w, height: h, diameter: result.brushReach)
        })
    }

    /// Tiny and flat pictures convert without trouble: one region, no lines.
    @Test func tinyAndFlatPictures() {
        for (w, h) in [(1, 1), (2, 3), (7, 1), (50, 40)] {
            let result = PhotoTestData.convert(Page(width: w, height: h, filledWith: RGBA(r: 90, g: 120, b: 200)), detail: .medium)
            #expect(result.page.width == w && result.page.height == h)
            #expect(result.regionCount == 1, "\(w)x\(h): \(result.regionCount) regions")
        }
    }

    /// Large pictures are reduced to `maximumPageSide`.
    @Test func largePicturesAreReduced() {
        let result = PhotoTestData.convert(Page(width: 4000, height: 3000), detail: .low)
        #expect(result.page.width == 2048 && result.page.height == 1536)
    }

    /// `poster` is the seed's filter: grey below half becomes black, the rest paper (opaque white:
    /// transparent paper showed as a black picture in viewers that drop alpha).
    @Test func posterIsTheTwoLevelFilter() {
        var picture = Page(width: 256, height: 4)
        for x in 0..<256 { for y in 0..<4 { picture.setPixel(x, y, RGBA(r: UInt8(x), g: UInt8(x), b: UInt8(x))) } }
        let page = PhotoTestData.convert(picture, detail: .poster).page
        for x in 0..<256 {
            let p = page.pixel(x, 0)
            #expect(p == (x < 128 ? RGBA(r: 0, g: 0, b: 0, a: 255) : RGBA(r: 255, g: 255, b: 255, a: 255)), "grey \(x): \(p)")
        }
    }

    /// The brush reach follows the view: 0.5 cells at the fit scale of a 200x60 terminal.
    @Test func brushReachIsTheSmallestBrushAtFitZoom() {
        // 2048x1536: fit scale max(2048 / 200, 1536 / 116) = 13.24 page px per cell column.
        #expect(abs(BrushReach.diameter(ofBrush: 0.5, pageWidth: 2048, pageHeight: 1536) - 0.5 * 1536 / 116) < 1e-9)
        #expect(abs(BrushReach.diameter(ofBrush: 2, pageWidth: 1000, pageHeight: 100) - 2 * 1000 / 200) < 1e-9)
        // A conversion reports the reach of the coloring book's smallest brush.
        #expect(PhotoTestData.convert(Page(width: 2048, height: 1536), detail: .low).brushReach == 0.5 * 1536 / 116)
    }
}
