import ColorCore

/// Numbers a coloring page made from a photo: the page's regions too small to paint by number
/// are merged away (`SmallRegionMerging`), a palette of `colours` is chosen in OKLab from the
/// photo (`PaletteClustering`), each region gets the palette colour its pixels are closest to on
/// average, and a label point at its pole of inaccessibility (the region pixel farthest from any
/// line or the edge, `LineDistance`).
///
/// Deterministic: the same photo and page give the same page and guide.
public enum PageNumbering {
    /// Colours when `--numbers` names no count: enough for a photo's main hues and their shades,
    /// few enough that the palette bar shows them all with their counts on an 80-column terminal.
    public static let defaultColours = 16

    public struct Result: Sendable {
        /// The page with its small regions merged (or inked).
        public let page: Page
        public let guide: NumberedPage
        /// Regions merged into a neighbour, and inked because no neighbour could take them.
        public let merged: Int, inked: Int
    }

    /// The fewest pixels a numbered region has on a `width` x `height` page: half a display pixel
    /// at the fit zoom of a 200x60 terminal (`BrushReach`), and never a speck the progress count
    /// passes by (`RegionProgress.minimumPixels`).
    public static func leastPixels(width: Int, height: Int) -> Int {
        let pixel = BrushReach.diameter(ofBrush: 1, pageWidth: width, pageHeight: height)
        return max(RegionProgress.minimumPixels, Int((pixel * pixel / 2).rounded(.up)))
    }

    /// `photo`: the picture the page was made from (any size: it is reduced to the page's).
    public static func number(_ page: Page, photo: Page, colours: Int) -> Result {
        precondition(NumberedPage.colourCounts.contains(colours))
        var merging = SmallRegionMerging(page: page)
        let least = leastPixels(width: page.width, height: page.height)
        // A merge can leave another small region (two small ones joined across a line that a
        // third also bounded is refused): a few rounds settle it.
        for _ in 0..<4 where merging.mergeRegions(under: least) {}
        let numbered = merging.page
        let art = LineArt(page: numbered)
        let index = RegionIndex(lineArt: art)
        let image = WorkingImage(page: photo, longSide: max(numbered.width, numbered.height))
        // Every region is numbered, strips along the edge too: on a page made from a photo they
        // are part of the picture (a band of sea), not the paper margin of a drawn frame.
        let counted = index.regions.indices.filter { index.regions[$0].pixelCount >= least }
        let means = counted.map { meanColour(of: index.regions[$0], in: image, pageWidth: numbered.width, pageHeight: numbered.height) }
        let clustering = PaletteClustering(colours: means, weights: counted.map { Double(index.regions[$0].pixelCount) },
                                           count: colours)
        let distance = LineDistance(lineArt: art)
        let regions = counted.enumerated().map { k, id in
            let label = poleOfInaccessibility(index.regions[id], distance)
            return NumberedRegion(x: label.x, y: label.y, number: clustering.assignment[k] + 1, room: label.room)
        }
        return Result(page: numbered, guide: NumberedPage(palette: clustering.centres.map(\.rgb), regions: regions).paintable,
                      merged: merging.merged, inked: merging.inked)
    }

    /// The mean OKLab colour of the photo over `region`'s pixels (the photo's pixel under each
    /// page pixel, when the working image is not the page's size).
    static func meanColour(of region: RegionMask, in image: WorkingImage, pageWidth: Int, pageHeight: Int) -> OKLab {
        var l = 0.0, a = 0.0, b = 0.0
        region.forEachRun { x0, x1, y in
            let iy = min(image.height - 1, y * image.height / pageHeight)
            for x in x0..<x1 {
                let i = iy * image.width + min(image.width - 1, x * image.width / pageWidth)
                l += Double(image.l[i]); a += Double(image.a[i]); b += Double(image.b[i])
            }
        }
        let n = Double(max(1, region.pixelCount))
        return OKLab(l: l / n, a: a / n, b: b / n)
    }

    /// The region's pixel farthest from the nearest line or edge (the first in raster order among
    /// equals), and that distance.
    static func poleOfInaccessibility(_ region: RegionMask, _ distance: LineDistance) -> (x: Int, y: Int, room: Double) {
        var best = (x: region.bounds.x, y: region.bounds.y), bestSquared: Float = -1
        region.forEachRun { x0, x1, y in
            for x in x0..<x1 {
                let d = distance.squared[y * distance.width + x]
                if d > bestSquared { bestSquared = d; best = (x, y) }
            }
        }
        return (best.x, best.y, Double(bestSquared).squareRoot())
    }
}
