import ColorCore
import Foundation

/// Turns a photo (any picture that is not line art) into a coloring page: closed outlines by
/// construction, no region too small to paint.
///
/// 1. The photo is reduced to a working grid (`workingLongSide`), turned into OKLab and
///    smoothed with an edge-preserving filter (texture flattens, contours stay).
/// 2. SLIC superpixels, then merging of neighbours, cheapest first (`RegionMerging`), down to the
///    detail level's count, and of any that look alike or that no edge parts; segments under the minimum area are
///    absorbed by their most similar neighbour; a mode filter smooths the boundaries.
/// 3. Until nothing changes (`SegmentInteriors`): slivers thinner than the outline go to the
///    segments around them (an opening); a segment the outline would cut at a neck becomes one
///    segment per piece; a segment that cannot hold a disc as wide as the outline plus the
///    smallest brush at fit zoom on a 200x60 terminal (`BrushReach`; the caller says how many
///    cells the smallest brush is), or whose part inside its outline covers less than
///    `PageCheck.leastCells` cells there, is absorbed by its most similar neighbour.
/// 4. The boundaries are drawn as lines of even width at page resolution (`OutlineRenderer`),
///    plus faint detail lines that are never dark enough to close a region.
/// 5. The page is checked by the region rule: each segment's interior lies in a region of its
///    own; any leftover speck (where lines meet, or a region under `PageCheck.leastCells`
///    cells after all) is inked.
///
/// The page has the photo's size, reduced to at most `maximumPageSide` on its longer side.
public enum PageConverter {
    public static let workingLongSide = 640
    /// Each edition turns a photo into another page, and a picture coloured on a photo keeps
    /// the page its log's digest names: it is reopened and replayed with the edition that made
    /// it (`ColoringPage`). So a change to what `convert` draws is a new edition, and the old
    /// ones stay as they were. 1: as of the first release; 2: no line where no edge
    /// (`RegionMerging.mergeAcrossWeakEdges`), and boundaries without an edge smoothed.
    public static let editions = 1...2
    public static let maximumPageSide = 2048

    /// What `convert` made, and what was measured on it.
    public struct Result: Sendable {
        public let page: Page
        /// Regions of the page by the region rule (for `poster`, whatever the filter left).
        public let regionCount: Int
        /// Segments drawn (for `poster`, the regions): when each segment is a region of its own,
        /// no two segments touch without a line between them, and this equals `regionCount`.
        public let segmentCount: Int
        /// Pixels of specks the last check found and inked: regions no segment accounts for,
        /// single pixels left where three lines meet (0 when the outlines came out exactly as
        /// the segments).
        public let inkedPixels: Int
        /// Pixels of the regions under `PageCheck.leastCells` cells that stayed so (each a
        /// segment's, not counted in `segmentCount`) and were inked.
        public let smallRegionPixelsInked: Int
        /// The smallest brush's diameter at fit zoom on a 200x60 terminal, in page pixels.
        public let brushReach: Double
        /// The conversion that made it (`editions`).
        public let edition: Int
    }

    /// `smallestBrush`: the coloring book's smallest brush, in cells. `detailLines: false` leaves
    /// the faint detail lines out (tests compare). `edition`: which conversion (`editions`).
    public static func convert(_ picture: Page, detail: Detail, smallestBrush: Double, detailLines: Bool = true,
                               edition: Int = editions.upperBound) -> Result {
        precondition(editions.contains(edition))
        let scale = min(1, Double(maximumPageSide) / Double(max(picture.width, picture.height)))
        let pageWidth = max(1, Int((Double(picture.width) * scale).rounded()))
        let pageHeight = max(1, Int((Double(picture.height) * scale).rounded()))
        let reach = BrushReach.diameter(ofBrush: smallestBrush, pageWidth: pageWidth, pageHeight: pageHeight)
        if detail == .poster {
            let page = Posterize.page(picture, width: pageWidth, height: pageHeight)
            let count = RegionLabelling.regions(of: LineArt(page: page)).count
            return Result(page: page, regionCount: count, segmentCount: count, inkedPixels: 0, smallRegionPixelsInked: 0,
                          brushReach: reach, edition: edition)
        }
        let settings = detail.settings
        let image = WorkingImage(page: picture, longSide: workingLongSide)
        let s = Float(pageWidth) / Float(image.width)
        let halfWidth = max(1, Float(max(pageWidth, pageHeight)) / 800)
        let smooth = image.smoothed(radius: 2, spatialSigma: 2, rangeSigma: 0.05, passes: 2)
        let gradient = smooth.gradient()

        var map = LabelMap(width: image.width, height: image.height,
                           labels: Superpixels.labels(of: smooth, count: settings.superpixels, compactness: 0.08, passes: 5),
                           count: 0).splitIntoPieces()
        let minimumArea = Double(image.width * image.height) * settings.minimumAreaFraction
        var merging = RegionMerging(map: map, image: smooth, gradient: gradient)
        merging.merge(downTo: settings.regions)
        merging.mergeAlike(below: 0.03)
        // No line where the picture shows no edge: on the test photos, the wood grain beside the
        // coffee cup and much of the cat's fur were blobs (`Detail.Settings.weakEdgeRatio`).
        if edition >= 2 { merging.mergeAcrossWeakEdges(below: settings.weakEdgeRatio) }
        merging.absorbSmall(minimumArea: minimumArea)
        map = merging.apply(to: map).modeFiltered(radius: 2, passes: 2).splitIntoPieces()
        if edition >= 2 {
            // Where the picture has no edge (weaker than its mean), a boundary follows the
            // superpixels' grid: a wider mode filter there turns the rocket sky's stair steps
            // into a curve, and leaves contours (the cat's eyes, the astronaut's face) as they are.
            let mean = gradient.reduce(0, +) / Float(max(1, gradient.count))
            map = map.modeFiltered(radius: 6, passes: 2, only: gradient.map { $0 < mean }).splitIntoPieces()
        }
        merging = RegionMerging(map: map, image: smooth, gradient: gradient)
        merging.absorbSmall(minimumArea: minimumArea)
        map = merging.apply(to: map)

        let lineDepth = halfWidth / s
        let interiorDepth = (halfWidth + Float(reach) / 2 + 0.5) / s
        // A segment that holds the brush may still leave a region of a cell or so once its
        // outline is drawn (a wedge where lines meet: 12-20 pixels on the shared horse's page,
        // a speck to aim at): it must keep `PageCheck.leastCells` cells at fit zoom.
        let cell = BrushReach.diameter(ofBrush: 1, pageWidth: pageWidth, pageHeight: pageHeight)
        let leastPixels = Int((PageCheck.leastCells * 2 * cell * cell).rounded(.up))
        if map.count < settings.fewestRegions {
            map = map.splittingFigures(downTo: settings.fewestRegions, into: settings.parts, minimumRadius: interiorDepth)
        }

        // No part of a segment may be thinner than the outline (it would be inked whole, a blot):
        // each segment is opened by a disc a little wider than the line. Where the outline would
        // cut a segment in two (a neck narrower than the line), it becomes two segments. And every
        // segment must hold the line's half width plus the smallest brush's radius.
        let openingRadius = lineDepth + 0.5
        func measure(_ map: LabelMap) -> SegmentInteriors {
            SegmentInteriors(map: map, pieceDepth: lineDepth + 0.25, interiorDepth: interiorDepth,
                             leastInnerArea: Int((Float(leastPixels) / (s * s)).rounded(.up)))
        }
        var interior = measure(map)
        // A step that leaves the map as it was leaves its measure too.
        func measureIfChanged(_ before: LabelMap) { if map != before { interior = measure(map) } }
        for _ in 0..<10 {
            let roundStart = map
            // Slivers to the segments around them; then one segment per piece (cut at necks).
            map = map.opened(distance: interior.distance, radius: openingRadius)
            measureIfChanged(roundStart)
            let opened = map
            let split = interior.splitNecks(of: map)
            map = split.map
            measureIfChanged(opened)
            guard !interior.withoutInterior.isEmpty else { break }
            // Pieces too shallow for the brush, or too small, go to the most alike neighbour,
            // not back across their neck.
            var absorb = RegionMerging(map: map, image: smooth, gradient: gradient)
            absorb.absorbSmall(minimumArea: 0, also: Set(interior.withoutInterior.map { Int32($0) }), origin: split.origin)
            let cut = map
            map = absorb.apply(to: map)
            measureIfChanged(cut)
            // Back where the round started (a neck cut, its shallow piece absorbed back the same
            // way): every later round would repeat this one.
            if map == roundStart { break }
        }

        let detailPlane = settings.detailStrength > 0 && detailLines
            ? OutlineRenderer.detailLines(lightness: image.l, width: image.width, height: image.height, strength: settings.detailStrength)
            : nil
        let renderer = OutlineRenderer(pageWidth: pageWidth, pageHeight: pageHeight, scale: s, halfWidth: halfWidth)
        var page = renderer.render(map: map, distance: interior.distance, detail: detailPlane)
        // The page pixel at the centre of each segment's deepest working pixel.
        let seeded = interior.deepest.map { p in
            (min(pageWidth - 1, Int((Float(p % image.width) + 0.5) * s)), min(pageHeight - 1, Int((Float(p / image.width) + 0.5) * s)))
        }
        // A region under `PageCheck.leastCells` cells after all (the part inside an outline is
        // only estimated on the working grid) is inked, as lines meeting there would be.
        let check = PageCheck.inkSpecks(in: &page, seeds: seeded, least: leastPixels)
        return Result(page: page, regionCount: check.regions,
                      segmentCount: interior.deepest.filter { $0 >= 0 }.count - check.smallSeeds,
                      inkedPixels: check.specksInked, smallRegionPixelsInked: check.smallInked, brushReach: reach,
                      edition: edition)
    }
}

/// The smallest brush's reach: what every region of a converted page must be able to hold.
public enum BrushReach {
    /// The terminal the rule is stated for.
    public static let columns = 200, rows = 60

    /// The diameter, in page pixels, of a brush of `cells` at the fit zoom of a `columns` x
    /// `rows` terminal (brush sizes are in cells; one cell is one display pixel wide, `fitScale`
    /// page pixels).
    public static func diameter(ofBrush cells: Double, pageWidth: Int, pageHeight: Int) -> Double {
        let geometry = ViewGeometry(pageWidth: pageWidth, pageHeight: pageHeight, columns: columns, rows: rows)
        return cells * geometry.fitScale
    }
}
