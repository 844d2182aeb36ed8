import ColorCore

/// The page area as real pixels: the view's cells (`ViewGeometry`'s columns x view rows), each
/// `cellWidth` x `cellHeight` screen pixels, filled with the page window the geometry shows and
/// the letterbox around it. The same window as the glyphs show, so zoom, pan and the mouse
/// mapping are the cell view's own; only the sampling is finer: each screen pixel is the mean of
/// the page pixels under it (a box filter, so a thin line shows as dark as the share of the pixel
/// it covers), or the one page pixel under it where the page is enlarged.
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
                // Per screen row, the page rows under it summed down each page column first, so
                // each screen pixel then sums one short run of those sums.
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
                            var p = py * g.pageWidth + pageColumns.lowerBound
                            for x in pageColumns {
                                let v = pixels[p]
                                columnSums[x * 3] &+= v & 255; columnSums[x * 3 + 1] &+= v >> 8 & 255; columnSums[x * 3 + 2] &+= v >> 16 & 255
                                p += 1
                            }
                        }
                    }
                    for x in 0..<width {
                        guard let rx = columns.spans[x] else {
                            out[o] = letterbox.r; out[o + 1] = letterbox.g; out[o + 2] = letterbox.b; o += 3
                            continue
                        }
                        var r: UInt32 = 0, gr: UInt32 = 0, b: UInt32 = 0
                        for px in rx { r &+= columnSums[px * 3]; gr &+= columnSums[px * 3 + 1]; b &+= columnSums[px * 3 + 2] }
                        let n = UInt32(rx.count * ry.count), half = n / 2
                        out[o] = UInt8((r + half) / n); out[o + 1] = UInt8((gr + half) / n); out[o + 2] = UInt8((b + half) / n)
                        o += 3
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, bytes: bytes)
    }
}

/// For one axis, the page pixels under each screen pixel of a run (nil: the letterbox), and the
/// page range all of them cover.
struct PixelSpans {
    var spans: [Range<Int>?]
    var covered: Range<Int>

    /// Screen pixels `first ..< first + count` of an axis whose cells are `cellPixels` display
    /// pixels and `screenPixels` screen pixels. The window's display pixels map linearly onto its
    /// page range, so the image shows what the glyphs show, at the screen's finer grain.
    init(axis: ViewAxis, cellPixels: Int, screenPixels: Int, first: Int, count: Int) {
        let start = axis.starts[0], end = axis.starts[axis.count]
        // The window on screen, in screen pixels.
        let screenStart = Double(axis.origin) * Double(screenPixels) / Double(cellPixels)
        let screenEnd = Double(axis.origin + axis.count) * Double(screenPixels) / Double(cellPixels)
        let perPixel = Double(end - start) / (screenEnd - screenStart)
        var lo = Int.max, hi = Int.min
        spans = (first..<first + count).map { s in
            let centre = Double(s) + 0.5
            guard centre >= screenStart, centre < screenEnd else { return nil }
            let a = Double(start) + (Double(s) - screenStart) * perPixel
            var from = Int(a.rounded(.down)), to = Int((a + perPixel).rounded(.up))
            if perPixel < 1 { from = Int((Double(start) + (centre - screenStart) * perPixel).rounded(.down)); to = from + 1 }
            from = min(max(from, start), end - 1); to = min(max(to, from + 1), end)
            lo = min(lo, from); hi = max(hi, to)
            return from..<to
        }
        covered = lo <= hi ? lo..<hi : 0..<0
    }
}
