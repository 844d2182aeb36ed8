import ColorCore
import Testing
@testable import PhotoPages
import TestSupport

/// Colour by number: the palette, the merging of regions too small to paint, the label points,
/// and that the same photo gives the same page and numbers.
struct PageNumberingTests {
    static let photo = GeneratedPhotos.landscape()
    static let converted = PageConverter.convert(photo, detail: .medium, smallestBrush: 1).page

    @Test func samePhotoGivesSamePageAndNumbers() {
        let a = PageNumbering.number(Self.converted, photo: Self.photo, colours: 8)
        let b = PageNumbering.number(PageConverter.convert(Self.photo, detail: .medium, smallestBrush: 1).page,
                                     photo: Self.photo, colours: 8)
        #expect(a.page == b.page)
        #expect(a.guide == b.guide)
        #expect(!a.guide.regions.isEmpty && a.guide.palette.count <= 8)
    }

    @Test func everyRegionBigEnoughIsNumberedAndNoneIsSmall() {
        let result = PageNumbering.number(Self.converted, photo: Self.photo, colours: 8)
        let page = result.page
        let index = RegionIndex(lineArt: LineArt(page: page))
        let least = PageNumbering.leastPixels(width: page.width, height: page.height)
        let numbered = NumberedRegions(guide: result.guide, index: index)
        for (id, region) in index.regions.enumerated() {
            #expect(region.pixelCount >= least, "region \(id) has \(region.pixelCount) pixels, under \(least)")
            #expect(numbered.label(ofRegion: id) != nil, "region \(id) has no number")
        }
        // Each guide entry names a region of its own.
        #expect(numbered.numberedIDs.count == result.guide.regions.count)
    }

    /// A photo of white paper with a red disc: the paper's number is the white paint can carry
    /// (`NumberedPage.paintableWhite`), never pure white, which is no paint at all.
    @Test func thePaletteNeverHoldsPureWhite() {
        var photo = Page(width: 240, height: 180)
        for y in 0..<180 {
            for x in 0..<240 where (x - 120) * (x - 120) + (y - 90) * (y - 90) < 50 * 50 { photo.setPixel(x, y, RGBA(r: 200, g: 30, b: 30)) }
        }
        let page = PageConverter.convert(photo, detail: .medium, smallestBrush: 1).page
        let palette = PageNumbering.number(page, photo: photo, colours: 2).guide.palette
        #expect(!palette.contains(RGB(r: 255, g: 255, b: 255)) && palette.contains(NumberedPage.paintableWhite), "\(palette)")
    }

    /// The sun is yellow, the house red, the sky blue: each region's number is the palette colour
    /// nearest its own colour in the photo.
    @Test func regionsGetTheColourTheirPixelsAreClosestTo() {
        let result = PageNumbering.number(Self.converted, photo: Self.photo, colours: 8)
        let index = RegionIndex(lineArt: LineArt(page: result.page))
        let numbered = NumberedRegions(guide: result.guide, index: index)
        func colourAt(_ fx: Double, _ fy: Double) -> RGB? {
            let x = Int(fx * Double(result.page.width)), y = Int(fy * Double(result.page.height))
            return index.regionID(atX: x, y: y).flatMap { numbered.label(ofRegion: $0) }.map { result.guide.colour(of: $0) }
        }
        let sun = try! #require(colourAt(0.8, 0.2)), house = try! #require(colourAt(0.25, 0.5))
        #expect(sun.r > 200 && sun.g > 160 && sun.b < 140, "sun \(sun)")
        #expect(house.r > 150 && house.g < 110 && house.b < 110, "house \(house)")
    }

    @Test func labelsLieInsideTheirRegionClearOfLines() {
        let result = PageNumbering.number(Self.converted, photo: Self.photo, colours: 12)
        let art = LineArt(page: result.page)
        let index = RegionIndex(lineArt: art)
        let distance = LineDistance(lineArt: art)
        for r in result.guide.regions {
            #expect(art.isPaintable(r.x, r.y))
            let id = try! #require(index.regionID(atX: r.x, y: r.y))
            // No pixel of the region lies farther from a line than its label point.
            var deepest = 0.0
            index.regions[id].forEachRun { x0, x1, y in for x in x0..<x1 { deepest = max(deepest, distance.distance(x, y)) } }
            #expect(abs(deepest - r.room) < 1e-6 && r.room >= 1)
            // Every pixel within the room around the label is the region's.
            let reach = Int(r.room.rounded(.down)) - 1
            for dy in -reach...reach { for dx in -reach...reach where dx * dx + dy * dy < reach * reach {
                #expect(index.regions[id].contains(r.x + dx, r.y + dy))
            } }
        }
    }

    @Test func distanceTransformIsExact() {
        // One line pixel at (5, 5) on a 21x11 page: distances are to it or to the edge's frame.
        var d = [UInt8](repeating: 0, count: 21 * 11)
        d[5 * 21 + 5] = 255
        let t = LineDistance(lineArt: LineArt(width: 21, height: 11, darkness: d))
        for y in 0..<11 { for x in 0..<21 {
            let toLine = Double((x - 5) * (x - 5) + (y - 5) * (y - 5)).squareRoot()
            let toEdge = Double(min(x + 1, y + 1, 21 - x, 11 - y))
            #expect(abs(t.distance(x, y) - min(toLine, toEdge)) < 1e-6, "\(x),\(y)")
        } }
    }
}

/// The palette on colours whose clusters are known.
struct PaletteClusteringTests {
    @Test func findsTheClustersAndNumbersThemDarkFirst() {
        let red = OKLab(r: 200, g: 30, b: 30), blue = OKLab(r: 30, g: 40, b: 200), white = OKLab(r: 250, g: 250, b: 250)
        var colours: [OKLab] = [], weights: [Double] = []
        for (k, c) in [red, blue, white].enumerated() {
            for j in 0..<5 {
                colours.append(OKLab(l: c.l + 0.002 * Double(j), a: c.a, b: c.b)); weights.append(Double(10 + k + j))
            }
        }
        let a = PaletteClustering(colours: colours, weights: weights, count: 3)
        #expect(a.centres.count == 3)
        #expect(a.centres.map(\.l) == a.centres.map(\.l).sorted())
        // Each group of five shares one centre, and the groups differ.
        let groups = (0..<3).map { Set(a.assignment[(5 * $0)..<(5 * $0 + 5)]) }
        #expect(groups.allSatisfy { $0.count == 1 } && Set(groups.map { $0.first! }).count == 3)
        for (k, c) in [red, blue, white].enumerated() {
            #expect(a.centres[a.assignment[5 * k]].distanceSquared(to: c) < 0.0001)
        }
        let b = PaletteClustering(colours: colours, weights: weights, count: 3)
        #expect(a.centres == b.centres && a.assignment == b.assignment)
    }

    @Test func neverMoreCentresThanColours() {
        let c = PaletteClustering(colours: [OKLab(r: 0, g: 0, b: 0), OKLab(r: 255, g: 255, b: 255)], weights: [1, 1], count: 16)
        #expect(c.centres.count == 2 && Set(c.assignment) == [0, 1])
    }
}

/// Merging regions too small to paint, with every other outline kept closed.
struct SmallRegionMergingTests {
    /// A 60x40 page: a frame, a vertical line at x = 30 parting left and right, and a 3x3 box
    /// (a region of 1 pixel) drawn against the line in the left half, sharing it with the right
    /// half across the line, and a 4x4 box inside the left half.
    static func page() -> Page {
        var page = Page(width: 60, height: 40)
        for x in 0..<60 { page.setPixel(x, 0, .black); page.setPixel(x, 39, .black) }
        for y in 0..<40 { page.setPixel(0, y, .black); page.setPixel(59, y, .black); page.setPixel(30, y, .black) }
        // A box of line whose inside (2x2) touches the line at x = 30 from the left.
        for y in 9...12 { page.setPixel(27, y, .black) }
        for x in 27...30 { page.setPixel(x, 9, .black); page.setPixel(x, 12, .black) }
        // A lone 1-pixel hole inside a blot in the left half's middle.
        for y in 20...22 { for x in 10...12 { page.setPixel(x, y, .black) } }
        page.setPixel(11, 21, .white)
        return page
    }

    @Test func smallRegionsJoinANeighbourAndOtherOutlinesStayClosed() {
        let before = RegionIndex(lineArt: LineArt(page: Self.page()))
        #expect(before.regions.count == 4)  // left, right, the box's inside, the hole
        var merging = SmallRegionMerging(page: Self.page())
        merging.mergeRegions(under: 8)
        let after = RegionIndex(lineArt: LineArt(page: merging.page))
        #expect(after.regions.allSatisfy { $0.pixelCount >= 8 })
        #expect(after.regions.count == 2)
        // The box's inside went to a half through the line it shares; the halves stay apart.
        let left = try! #require(after.regionID(atX: 5, y: 5)), right = try! #require(after.regionID(atX: 50, y: 5))
        #expect(left != right)
        #expect(after.regionID(atX: 28, y: 10) != nil)
        #expect(merging.merged + merging.inked == 2)
    }
}
