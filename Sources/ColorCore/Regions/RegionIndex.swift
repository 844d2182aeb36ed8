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
        self.init(lineArt: lineArt, regions: RegionLabelling.regions(of: lineArt))
    }

    /// The regions of `lineArt` with gaps up to `width` page pixels closed (`GapClosing`).
    public init(lineArt: LineArt, closingGaps width: Int) {
        self.init(lineArt: lineArt, closing: .forced(width))
    }

    /// The regions of `lineArt` with the gaps `choice` says closed (`GapClosing`).
    public init(lineArt: LineArt, closing choice: GapChoice) {
        let closed = GapClosing.close(lineArt, choice: choice)
        self.init(lineArt: closed.lineArt, regions: closed.regions)
    }

    /// The index of regions found already.
    private init(lineArt: LineArt, regions: [RegionMask]) {
        self.lineArt = lineArt
        self.regions = regions
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
    /// With `closingGaps` > 0, gaps in the line art up to that many page pixels are closed first
    /// (`GapClosing`), in both modes.
    public func makeFinder(for lineArt: LineArt, closingGaps width: Int = 0) -> any RegionFinder {
        makeFinder(for: lineArt, closing: .forced(width))
    }

    /// The finder for this mode, with the gaps `choice` says closed first (`GapClosing`).
    public func makeFinder(for lineArt: LineArt, closing choice: GapChoice) -> any RegionFinder {
        guard choice.width > 0 else {
            switch self {
            case .optimized: return RegionIndex(lineArt: lineArt)
            case .naive: return FloodFill(lineArt: lineArt)
            }
        }
        switch self {
        case .optimized: return RegionIndex(lineArt: lineArt, closing: choice)
        case .naive: return FloodFill(lineArt: GapClosing.close(lineArt, choice: choice).lineArt)
        }
    }
}
