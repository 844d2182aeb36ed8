/// A uniform grid over the page: each cell lists the ids of the rectangles that overlap it.
///
/// Cells are square with a power-of-two side, so finding a point's cell is two shifts. The lists
/// are stored flat (one offsets array, one ids array) to keep a lookup to two array reads.
public struct SpatialHash: Sendable {
    public let cellShift: Int
    public let columns: Int
    public let rows: Int
    /// Ids in cell `c` are `ids[cellStart[c] ..< cellStart[c + 1]]`.
    @usableFromInline let cellStart: [Int32]
    @usableFromInline let ids: [Int32]

    /// Indexes `rects` (id = index) over a page of the given size. The cell side is chosen so that
    /// a typical rectangle spans about one cell: the page area shared among the rectangles.
    public init(rects: [Rect], pageWidth: Int, pageHeight: Int) {
        let perRect = Double(pageWidth * pageHeight) / Double(max(1, rects.count))
        let side = min(max(perRect.squareRoot(), 8), Double(max(pageWidth, pageHeight)))
        var shift = 3
        while (1 << (shift + 1)) <= Int(side) { shift += 1 }
        cellShift = shift
        columns = (pageWidth + (1 << shift) - 1) >> shift
        rows = (pageHeight + (1 << shift) - 1) >> shift
        var counts = [Int32](repeating: 0, count: columns * rows + 1)
        for r in rects where !r.isEmpty {
            for cy in (r.y >> shift)...((r.maxY - 1) >> shift) {
                for cx in (r.x >> shift)...((r.maxX - 1) >> shift) { counts[cy * columns + cx + 1] += 1 }
            }
        }
        for c in 0..<(columns * rows) { counts[c + 1] += counts[c] }
        var fill = counts
        var ids = [Int32](repeating: 0, count: Int(counts[columns * rows]))
        for (id, r) in rects.enumerated() where !r.isEmpty {
            for cy in (r.y >> shift)...((r.maxY - 1) >> shift) {
                for cx in (r.x >> shift)...((r.maxX - 1) >> shift) {
                    let c = cy * columns + cx
                    ids[Int(fill[c])] = Int32(id)
                    fill[c] += 1
                }
            }
        }
        cellStart = counts
        self.ids = ids
    }

    /// The ids whose rectangles overlap the cell holding (x, y), which must lie on the page.
    @inlinable public func candidates(atX x: Int, y: Int) -> ArraySlice<Int32> {
        let c = (y >> cellShift) * columns + (x >> cellShift)
        return ids[Int(cellStart[c])..<Int(cellStart[c + 1])]
    }

    /// Total entries over all cells (memory and balance check).
    public var entryCount: Int { ids.count }
}
