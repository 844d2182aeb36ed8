/// Optimized mode: every region preloaded once, its rectangle indexed in a spatial hash.
///
/// Hit test, as in the original app: the point's grid cell, then the candidates whose rectangle
/// holds the point, then an exact test against each candidate's run-length mask. A line pixel is
/// answered from the line art at once: it has no region.
public struct RegionIndex: RegionFinder {
    public let lineArt: LineArt
    /// Region `i` has id `i`; ids follow the raster order of each region's first pixel.
    public let regions: [RegionMask]
    public let hash: SpatialHash

    public init(lineArt: LineArt) {
        self.lineArt = lineArt
        regions = RegionLabelling.regions(of: lineArt)
        hash = SpatialHash(rects: regions.map(\.bounds), pageWidth: lineArt.width, pageHeight: lineArt.height)
    }

    /// The id of the region holding (x, y); nil on a line pixel or outside the page.
    public func regionID(atX x: Int, y: Int) -> Int? {
        guard lineArt.isPaintable(x, y) else { return nil }
        for id in hash.candidates(atX: x, y: y) {
            let mask = regions[Int(id)]
            if mask.bounds.contains(x, y) && mask.contains(x, y) { return Int(id) }
        }
        return nil
    }

    public func region(atX x: Int, y: Int) -> RegionMask? {
        regionID(atX: x, y: y).map { regions[$0] }
    }
}

extension RegionMode {
    /// The finder for this mode. Optimized preloads every region now; naive does nothing yet.
    public func makeFinder(for lineArt: LineArt) -> any RegionFinder {
        switch self {
        case .optimized: RegionIndex(lineArt: lineArt)
        case .naive: FloodFill(lineArt: lineArt)
        }
    }
}
