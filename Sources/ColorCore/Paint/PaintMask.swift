/// Where a stroke or fill that began in one region may paint: the region's pixels plus its
/// **fringe**, the line pixels within `fringeReach` pixels (Chebyshev distance) of the region.
/// Painting the fringe leaves no light halo between colour and an anti-aliased line; the
/// multiply composite keeps those pixels dark. Another region's paintable pixels are never in it.
///
/// Row-run encoded like `RegionMask`: row `top + r` holds runs `rowStart[r] ..< rowStart[r + 1]`,
/// run `i` being `runs[2 i] ..< runs[2 i + 1]`, sorted, disjoint, never touching. A row may be empty.
public struct PaintMask: Sendable, Equatable {
    public static let fringeReach = 2

    public let top: Int
    public let rowCount: Int
    public let rowStart: [Int32]
    public let runs: [Int32]
    /// The smallest rectangle holding every pixel (empty for an empty mask).
    public let bounds: Rect
    public let pixelCount: Int

    /// The region plus its fringe. Work is proportional to the region's perimeter (its runs and
    /// the pixels near its edges), not its area: per row, the neighbouring rows' runs dilated by
    /// the reach are merged and only the pixels they add beyond the row's own runs are examined.
    public init(region: RegionMask, lineArt: LineArt) {
        let reach = PaintMask.fringeReach
        let w = lineArt.width
        let top = max(0, region.bounds.y - reach)
        let bottom = min(lineArt.height, region.bounds.maxY + reach)  // exclusive
        var rowStart: [Int32] = [0]
        rowStart.reserveCapacity(bottom - top + 1)
        var out: [Int32] = []
        out.reserveCapacity(region.runBounds.count + 64)
        var spans: [UInt64] = []  // dilated neighbour runs, start << 32 | end, for one row
        var minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min, count = 0

        lineArt.darkness.withUnsafeBufferPointer { dark in
            for y in top..<bottom {
                spans.removeAll(keepingCapacity: true)
                for ny in (y - reach)...(y + reach) {
                    for i in region.runRange(row: ny) {
                        let s = max(0, region.runStart(i) - reach), e = min(w, region.runEnd(i) + reach)
                        spans.append(UInt64(s) << 32 | UInt64(e))
                    }
                }
                spans.sort()
                let own = region.runRange(row: y)
                var k = own.lowerBound
                var i = 0
                let rowBase = y * w
                // Appends [s, e) to this row's output, joining a run that ends where it starts.
                func emit(_ s: Int, _ e: Int) {
                    count += e - s
                    minX = min(minX, s); maxX = max(maxX, e); minY = min(minY, y); maxY = max(maxY, y)
                    if out.count > Int(rowStart[rowStart.count - 1]) * 2 && Int(out[out.count - 1]) == s {
                        out[out.count - 1] = Int32(e)
                    } else {
                        out.append(Int32(s)); out.append(Int32(e))
                    }
                }
                while i < spans.count {
                    // Merge the overlapping or touching dilated spans into one [us, ue).
                    let us = Int(spans[i] >> 32)
                    var ue = Int(spans[i] & 0xFFFF_FFFF)
                    i += 1
                    while i < spans.count && Int(spans[i] >> 32) <= ue {
                        ue = max(ue, Int(spans[i] & 0xFFFF_FFFF)); i += 1
                    }
                    var x = us
                    while x < ue {
                        if k < own.upperBound && region.runStart(k) <= x {
                            emit(region.runStart(k), region.runEnd(k))
                            x = region.runEnd(k); k += 1
                            continue
                        }
                        let gapEnd = k < own.upperBound ? min(ue, region.runStart(k)) : ue
                        while x < gapEnd {
                            if dark[rowBase + x] >= LineArt.lineThreshold { emit(x, x + 1) }
                            x += 1
                        }
                    }
                }
                rowStart.append(Int32(out.count / 2))
            }
        }
        self.top = top
        self.rowCount = bottom - top
        self.rowStart = rowStart
        self.runs = out
        self.pixelCount = count
        self.bounds = count == 0 ? .empty : Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY + 1)
    }

    /// Indices of the runs of page row `y` (empty outside the mask's rows).
    @inlinable public func runRange(row y: Int) -> Range<Int> {
        let r = y - top
        guard r >= 0 && r < rowCount else { return 0..<0 }
        return Int(rowStart[r])..<Int(rowStart[r + 1])
    }

    @inlinable public func runStart(_ i: Int) -> Int { Int(runs[2 * i]) }
    @inlinable public func runEnd(_ i: Int) -> Int { Int(runs[2 * i + 1]) }

    /// Exact membership (binary search of the row's runs).
    @inlinable public func contains(_ x: Int, _ y: Int) -> Bool {
        let range = runRange(row: y)
        let i = firstRun(in: range, endingAfter: x)
        return i < range.upperBound && runStart(i) <= x
    }

    /// The first run of `range` whose end is beyond `x` (`range.upperBound` if none).
    @inlinable public func firstRun(in range: Range<Int>, endingAfter x: Int) -> Int {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Int(runs[2 * mid + 1]) <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
