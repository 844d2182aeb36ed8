/// Optimized mode: every region preloaded once, its rectangle indexed in a spatial hash.
///
/// Hit test, as in the original app: the point's grid cell, then the candidates whose rectangle
/// holds the point, then an exact test against each candidate's run-length mask. A line pixel
/// fails every candidate's mask test, so it has no region. The rectangles are kept in their own
/// flat array: the candidate filter then touches one small array instead of every mask.
public struct RegionIndex: RegionFinder {
    public let lineArt: LineArt
    /// Region `i` has id `i`; ids follow the raster order of each region's first pixel.
    public let regions: [RegionMask]
    public let hash: SpatialHash
    @usableFromInline let bounds: [Rect]

    public init(lineArt: LineArt) {
        self.lineArt = lineArt
        regions = RegionLabelling.regions(of: lineArt)
        bounds = regions.map(\.bounds)
        hash = SpatialHash(rects: bounds, pageWidth: lineArt.width, pageHeight: lineArt.height)
    }

    /// The id of the region holding (x, y); nil on a line pixel or outside the page. Inlinable:
    /// `termcolor bench` times it from another module, at tens of nanoseconds a call.
    @inlinable public func regionID(atX x: Int, y: Int) -> Int? {
        guard x >= 0, y >= 0, x < lineArt.width, y < lineArt.height else { return nil }
        for id in hash.candidates(atX: x, y: y) where bounds[Int(id)].contains(x, y) {
            if regions[Int(id)].contains(x, y) { return Int(id) }
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
