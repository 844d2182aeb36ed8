/// Where a stroke or fill that began in one region may paint: the region's pixels plus its
/// **fringe**, the line pixels within `fringeReach` pixels (Chebyshev distance) of the region.
/// Painting the fringe leaves no light halo between colour and an anti-aliased line; the
/// composite (`PaintOverPage`) keeps those pixels dark. Another region's paintable pixels are never in it.
/// Pixels that are line only because gap closing made them so (bridges, and pockets behind
/// them: paper on the page) join the fringe only where they touch the region: two pixels off,
/// one could lie across a real line, in the paper of the next region (else a fill on a
/// converted photo with `--close-gaps 4` colours a pixel of a sliver beyond a 1-pixel line).
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
    /// the reach are merged (they are sorted already: one pass) and only the pixels they add
    /// beyond the row's own runs are examined, eight at a time. A page-wide region thus takes
    /// well under a millisecond; with a sort per row, a closure per pixel and a byte-at-a-time scan
    /// it took 7 ms, which a person felt as a stutter at the start of a stroke.
    public init(region: RegionMask, lineArt: LineArt) {
        let reach = PaintMask.fringeReach
        let w = lineArt.width
        let top = max(0, region.bounds.y - reach)
        let bottom = min(lineArt.height, region.bounds.maxY + reach)  // exclusive
        var out = RunWriter(rows: bottom - top, runs: region.runBounds.count + 64)
        // The union of one row's dilated neighbour runs: starts and ends. A row of runs never
        // holds more than w / 2 runs, so neither do the neighbours' merged.
        let spanCapacity = w / 2 + 2
        var spanStart = [Int](repeating: 0, count: spanCapacity), spanEnd = spanStart

        lineArt.darkness.withUnsafeBufferPointer { darkness in
        region.runBounds.withUnsafeBufferPointer { bounds in
        region.rowStart.withUnsafeBufferPointer { regionRows in
        spanStart.withUnsafeMutableBufferPointer { spanStart in
        spanEnd.withUnsafeMutableBufferPointer { spanEnd in
            // The runs of page row r: (first, end) indices, empty outside the region.
            func runs(ofRow r: Int) -> (Int, Int) {
                let i = r - region.bounds.y
                guard i >= 0 && i < region.bounds.height else { return (0, 0) }
                return (Int(regionRows[i]), Int(regionRows[i + 1]))
            }
            // Line pixels s ..< e of row y, but those that are line only by gap closing only
            // where one of their eight neighbours is in the region.
            let closed = lineArt.hasBridges
            func addTouching(_ s: Int, _ e: Int, _ y: Int) {
                var start = s
                for x in s..<e where lineArt.isLineByClosingOnly(y * w + x) {
                    if (y - 1...y + 1).contains(where: { r in (x - 1...x + 1).contains { region.contains($0, r) } }) { continue }
                    if start < x { out.add(start, x, y: y) }
                    start = x + 1
                }
                if start < e { out.add(start, e, y: y) }
            }
            // Per neighbouring row (y - reach ... y + reach): its next run and its end.
            var next = (0, 0, 0, 0, 0), last = (0, 0, 0, 0, 0)
            precondition(reach == 2, "the five neighbour rows are a tuple")
            for y in top..<bottom {
                (next.0, last.0) = runs(ofRow: y - 2); (next.1, last.1) = runs(ofRow: y - 1)
                (next.2, last.2) = runs(ofRow: y); (next.3, last.3) = runs(ofRow: y + 1)
                (next.4, last.4) = runs(ofRow: y + 2)
                // Merge the rows' runs by start (dilating keeps each row's order), joining runs
                // that overlap or touch once dilated.
                var spans = 0
                withUnsafeMutableBytes(of: &next) { nextBytes in
                    withUnsafeBytes(of: last) { lastBytes in
                        let next = nextBytes.bindMemory(to: Int.self), last = lastBytes.bindMemory(to: Int.self)
                        while true {
                            var pick = -1, pickStart = Int.max
                            for k in 0..<5 where next[k] < last[k] && Int(bounds[2 * next[k]]) < pickStart {
                                pick = k; pickStart = Int(bounds[2 * next[k]])
                            }
                            guard pick >= 0 else { break }
                            let s = max(0, pickStart - reach), e = min(w, Int(bounds[2 * next[pick] + 1]) + reach)
                            next[pick] += 1
                            if spans > 0 && spanEnd[spans - 1] >= s {
                                spanEnd[spans - 1] = max(spanEnd[spans - 1], e)
                            } else {
                                spanStart[spans] = s; spanEnd[spans] = e; spans += 1
                            }
                        }
                    }
                }
                // Within each span: the row's own runs as they are, line pixels between them.
                var (k, ownEnd) = runs(ofRow: y)
                let row = darkness.baseAddress! + y * w
                for j in 0..<spans {
                    var x = spanStart[j]
                    let ue = spanEnd[j]
                    while x < ue {
                        if k < ownEnd && Int(bounds[2 * k]) <= x {
                            out.add(Int(bounds[2 * k]), Int(bounds[2 * k + 1]), y: y)
                            x = Int(bounds[2 * k + 1]); k += 1
                            continue
                        }
                        let gapEnd = k < ownEnd ? min(ue, Int(bounds[2 * k])) : ue
                        var s = RowScan.nextLine(row, from: x, end: gapEnd)
                        while s < gapEnd {
                            let e = RowScan.nextPaintable(row, from: s, end: gapEnd)
                            if closed { addTouching(s, e, y) } else { out.add(s, e, y: y) }
                            s = RowScan.nextLine(row, from: e, end: gapEnd)
                        }
                        x = gapEnd
                    }
                }
                out.endRow()
            }
        }}}}}
        self.top = top
        self.rowCount = bottom - top
        self.rowStart = out.rowStart
        self.runs = out.runs
        self.pixelCount = out.count
        self.bounds = out.count == 0 ? .empty : Rect(x: out.minX, y: out.minY, width: out.maxX - out.minX, height: out.maxY - out.minY + 1)
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

/// The runs of a mask as it is built, row by row, joining a run to the one before it when they
/// touch; and the mask's bounds and pixel count.
private struct RunWriter {
    var rowStart: [Int32] = [0]
    var runs: [Int32] = []
    var count = 0, minX = Int.max, maxX = Int.min, minY = Int.max, maxY = Int.min

    init(rows: Int, runs capacity: Int) {
        rowStart.reserveCapacity(rows + 1)
        runs.reserveCapacity(capacity)
    }

    /// Appends [s, e) of row y (rows in order, runs in order within a row).
    mutating func add(_ s: Int, _ e: Int, y: Int) {
        count += e - s
        minX = min(minX, s); maxX = max(maxX, e); minY = min(minY, y); maxY = max(maxY, y)
        if runs.count > Int(rowStart[rowStart.count - 1]) * 2 && Int(runs[runs.count - 1]) == s {
            runs[runs.count - 1] = Int32(e)
        } else {
            runs.append(Int32(s)); runs.append(Int32(e))
        }
    }

    mutating func endRow() { rowStart.append(Int32(runs.count / 2)) }
}
