import ColorCore

/// The page area as real pixels: the view's cells (`ViewGeometry`'s columns x view rows), each
/// `cellWidth` x `cellHeight` screen pixels, filled with the page window the geometry shows and
/// the letterbox around it. The same window as the glyphs show, so zoom, pan and the mouse
/// mapping are the cell view's own; only the sampling is finer: each screen pixel is the mean of
/// the page under it, each page pixel weighed by the share of it the screen pixel covers (a box
/// filter: a thin line shows as dark as the share of the pixel it covers, and page pixels cut by
/// the screen pixel's edge count only in part, else every line would spread into its neighbours),
/// or the one page pixel under it where the page is enlarged.
public struct PixelView: Equatable, Sendable {
    public let cellWidth: Int, cellHeight: Int

    public init(cellWidth: Int, cellHeight: Int) {
        precondition(cellWidth > 0 && cellHeight > 0)
        self.cellWidth = cellWidth; self.cellHeight = cellHeight
    }

    /// The whole page area's size in screen pixels.
    public func areaSize(_ geometry: ViewGeometry) -> (width: Int, height: Int) {
        (geometry.columns * cellWidth, geometry.viewRows * cellHeight)
    }

    /// The pixels of view cells `cells` (columns, rows; clipped to the view area), top-left first.
    public func render<S: ViewPixelSource>(_ page: S, geometry g: ViewGeometry, cells: Rect,
                                           letterbox: (r: UInt8, g: UInt8, b: UInt8)) -> RGBImage {
        let c = cells.intersection(Rect(x: 0, y: 0, width: g.columns, height: g.viewRows))
        guard !c.isEmpty, page.width == g.pageWidth, page.height == g.pageHeight else { return RGBImage(width: 0, height: 0, bytes: []) }
        let columns = PixelSpans(axis: g.x, cellPixels: g.cellPixels.x, screenPixels: cellWidth,
                                 first: c.x * cellWidth, count: c.width * cellWidth)
        let rows = PixelSpans(axis: g.y, cellPixels: g.cellPixels.y, screenPixels: cellHeight,
                              first: c.y * cellHeight, count: c.height * cellHeight)
        let width = c.width * cellWidth, height = c.height * cellHeight
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        page.withPixels { pixels in
            bytes.withUnsafeMutableBufferPointer { out in
                // Per screen row, the page rows under it summed (weighed) down each page column
                // first, so each screen pixel then sums one short run of those sums.
                var columnSums = [UInt32](repeating: 0, count: g.pageWidth * 3)
                for y in 0..<height {
                    var o = y * width * 3
                    guard let ry = rows.spans[y] else {
                        for _ in 0..<width { out[o] = letterbox.r; out[o + 1] = letterbox.g; out[o + 2] = letterbox.b; o += 3 }
                        continue
                    }
                    let pageColumns = columns.covered
                    if !pageColumns.isEmpty {
                        for x in pageColumns { columnSums[x * 3] = 0; columnSums[x * 3 + 1] = 0; columnSums[x * 3 + 2] = 0 }
                        for py in ry {
                            let w = rows.weight(y, py)
                            var p = py * g.pageWidth + pageColumns.lowerBound
                            for x in pageColumns {
                                let v = pixels[p]
                                columnSums[x * 3] &+= (v & 255) &* w
                                columnSums[x * 3 + 1] &+= (v >> 8 & 255) &* w
                                columnSums[x * 3 + 2] &+= (v >> 16 & 255) &* w
                                p += 1
                            }
                        }
                    }
                    let rowTotal = UInt64(rows.totals[y])
                    for x in 0..<width {
                        guard let rx = columns.spans[x] else {
                            out[o] = letterbox.r; out[o + 1] = letterbox.g; out[o + 2] = letterbox.b; o += 3
                            continue
                        }
                        var r: UInt64 = 0, gr: UInt64 = 0, b: UInt64 = 0
                        for px in rx {
                            let w = UInt64(columns.weight(x, px))
                            r &+= UInt64(columnSums[px * 3]) &* w; gr &+= UInt64(columnSums[px * 3 + 1]) &* w; b &+= UInt64(columnSums[px * 3 + 2]) &* w
                        }
                        let n = rowTotal * UInt64(columns.totals[x]), half = n / 2
                        out[o] = UInt8((r + half) / n); out[o + 1] = UInt8((gr + half) / n); out[o + 2] = UInt8((b + half) / n)
                        o += 3
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, bytes: bytes)
    }
}

/// For one axis, the page pixels under each screen pixel of a run (nil: the letterbox), the share
/// of each the screen pixel covers, and the page range all of them cover.
struct PixelSpans {
    var spans: [Range<Int>?]
    /// Per screen pixel: the weight of its first and of its last page pixel (those its edges cut
    /// through), in 256ths of a page pixel; those between weigh 256. `totals` is their sum, so a
    /// flat colour comes back exact.
    var firstWeights: [UInt32], lastWeights: [UInt32], totals: [UInt32]
    var covered: Range<Int>

    /// The weight of page pixel `page` (in `spans[screen]`) in screen pixel `screen`.
    @inline(__always) func weight(_ screen: Int, _ page: Int) -> UInt32 {
        let span = spans[screen]!
        if page == span.lowerBound { return firstWeights[screen] }
        return page == span.upperBound - 1 ? lastWeights[screen] : 256
    }

    /// Screen pixels `first ..< first + count` of an axis whose cells are `cellPixels` display
    /// pixels and `screenPixels` screen pixels. The page lies on the axis's continuous grid
    /// (`ViewAxis.gridPosition`), the one pixel-precise pointer reports are read on, so a report
    /// lands on the page pixel drawn under it; the window is the one the glyphs show.
    init(axis: ViewAxis, cellPixels: Int, screenPixels: Int, first: Int, count: Int) {
        let start = axis.starts[0], end = axis.starts[axis.count]
        let displayPerScreen = Double(cellPixels) / Double(screenPixels)
        // The page coordinate at screen coordinate `s` (fractional, in screen pixels).
        func page(_ s: Double) -> Double { axis.gridPosition(s * displayPerScreen - Double(axis.origin)) }
        let perPixel = axis.scale * displayPerScreen
        var lo = Int.max, hi = Int.min
        var firstWeights = [UInt32](repeating: 256, count: count), lastWeights = firstWeights, totals = firstWeights
        spans = (first..<first + count).map { s in
            let centre = (Double(s) + 0.5) * displayPerScreen - Double(axis.origin)
            guard centre >= 0, centre < Double(axis.count) else { return nil }
            let i = s - first
            if perPixel < 1 {
                let from = min(max(Int(page(Double(s) + 0.5).rounded(.down)), start), end - 1)
                lo = min(lo, from); hi = max(hi, from + 1)
                return from..<from + 1
            }
            let a = max(Double(start), page(Double(s)))
            let b = min(Double(end), page(Double(s + 1)))
            let from = min(max(Int(a.rounded(.down)), start), end - 1)
            let to = min(max(Int(b.rounded(.up)), from + 1), end)
            func share(_ p: Int) -> UInt32 { UInt32(max(0, (min(b, Double(p + 1)) - max(a, Double(p))) * 256).rounded()) }
            firstWeights[i] = to - from == 1 ? 256 : share(from)
            lastWeights[i] = to - from == 1 ? 256 : share(to - 1)
            totals[i] = firstWeights[i] + (to - from >= 2 ? lastWeights[i] : 0) + UInt32(max(0, to - from - 2)) * 256
            if totals[i] == 0 { firstWeights[i] = 256; totals[i] = 256 }
            lo = min(lo, from); hi = max(hi, to)
            return from..<to
        }
        (self.firstWeights, self.lastWeights, self.totals) = (firstWeights, lastWeights, totals)
        covered = lo <= hi ? lo..<hi : 0..<0
    }
}
