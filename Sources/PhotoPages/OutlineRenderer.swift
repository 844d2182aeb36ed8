import ColorCore
import Foundation

/// Draws a segmentation as a coloring page at page resolution: every boundary between two
/// segments becomes a dark, anti-aliased line of even width, and (optionally) faint grey detail
/// lines lie inside the segments.
///
/// The working grid's boundaries are stair-stepped; drawn as they are, a page several times
/// larger would show the steps. So each page pixel takes the segment whose indicator (1 on its
/// pixels, 0 elsewhere), smoothed with a small Gaussian over the 4x4 working pixels around it, is
/// strongest there: the segments' shapes at page resolution, with smooth edges. Page pixels
/// within half the line width of the boundary between those shapes are ink, with one pixel of
/// anti-aliasing. Detail lines are at most `maximumDetailDarkness` dark, below the region rule's
/// 128: they never close a region, so they cannot make specks.
struct OutlineRenderer {
    static let maximumDetailDarkness: Float = 100
    /// The smoothing of the segment indicators, in working pixels.
    static let sigma: Float = 0.7

    let pageWidth: Int, pageHeight: Int
    /// Page pixels per working pixel.
    let scale: Float
    /// Half the line width, in page pixels.
    let halfWidth: Float

    /// The page: white paper, black boundary lines, grey detail where `detail` (working grid,
    /// 0...1) says so; `distance` (working pixels to the nearest boundary) fades the detail near
    /// the outlines.
    func render(map: LabelMap, distance: [Float], detail: [Float]?) -> Page {
        let pw = pageWidth, ph = pageHeight
        let labels = pageLabels(map)
        // Page pixels with a 4-neighbour of another segment: the boundary, both sides of it.
        var edge = [Bool](repeating: false, count: pw * ph)
        for y in 0..<ph {
            for x in 0..<pw {
                let i = y * pw + x, l = labels[i]
                if (x + 1 < pw && labels[i + 1] != l) || (y + 1 < ph && labels[i + pw] != l) { edge[i] = true }
                if (x > 0 && labels[i - 1] != l) || (y > 0 && labels[i - pw] != l) { edge[i] = true }
            }
        }
        // A pixel `d` from the nearest boundary pixel's centre is `d + 1/2` from the boundary
        // itself: ink where that is within the half width, `half - d` covered (one pixel of AA).
        let half = halfWidth, reach = Int(half.rounded(.up)), s = scale, ww = map.width, wh = map.height
        var offsets: [(Int, Int, Float)] = []
        for dy in -reach...reach {
            for dx in -reach...reach {
                let d = Float(dx * dx + dy * dy).squareRoot()
                if d < half { offsets.append((dx, dy, d)) }
            }
        }
        var rgba = [UInt8](repeating: 255, count: pw * ph * 4)
        var nearestBuffer = [Float](repeating: .infinity, count: pw * ph)
        edge.withUnsafeBufferPointer { edgeBuffer in distance.withUnsafeBufferPointer { dist in
            rgba.withUnsafeMutableBufferPointer { out in nearestBuffer.withUnsafeMutableBufferPointer { nearestPointer in
                let e = SharedPointer(UnsafeMutablePointer(mutating: edgeBuffer.baseAddress!))
                let d = SharedPointer(UnsafeMutablePointer(mutating: dist.baseAddress!)), o = SharedPointer(out)
                let near = SharedPointer(nearestPointer)
                let detailPlane = detail, taps = offsets
                ParallelRows.forEachBand(count: ph) { rows in
                    // Each boundary pixel within reach of these rows stamps its distance around it
                    // (few pixels are boundary, so this beats searching around every pixel).
                    for ey in max(0, rows.lowerBound - reach)..<min(ph, rows.upperBound + reach) {
                        for ex in 0..<pw where e[ey * pw + ex] {
                            for (dx, dy, dd) in taps {
                                let nx = ex + dx, ny = ey + dy
                                if nx >= 0, nx < pw, rows.contains(ny), dd < near[ny * pw + nx] { near[ny * pw + nx] = dd }
                            }
                        }
                    }
                    for y in rows {
                        for x in 0..<pw {
                            let nearest = near[y * pw + x]
                            var ink = min(max(half - nearest, 0), 1) * 255
                            if let plane = detailPlane, ink < OutlineRenderer.maximumDetailDarkness {
                                // Bilinear sample of the working grid; detail fades out near the outlines.
                                let u = min(max((Float(x) + 0.5) / s - 0.5, 0), Float(ww - 1))
                                let v = min(max((Float(y) + 0.5) / s - 0.5, 0), Float(wh - 1))
                                let bx = min(Int(u), max(0, ww - 2)), by = min(Int(v), max(0, wh - 2))
                                let fx = u - Float(bx), fy = v - Float(by)
                                let bx1 = min(bx + 1, ww - 1), by1 = min(by + 1, wh - 1)
                                func sample(_ p: (Int) -> Float) -> Float {
                                    let top = p(by * ww + bx) * (1 - fx) + p(by * ww + bx1) * fx
                                    let bottom = p(by1 * ww + bx) * (1 - fx) + p(by1 * ww + bx1) * fx
                                    return top * (1 - fy) + bottom * fy
                                }
                                let dPage = sample { d[$0] } * s
                                let fade = min(max((dPage - 2 * half) / (2 * half), 0), 1)
                                ink = max(ink, sample { plane[$0] } * fade * OutlineRenderer.maximumDetailDarkness)
                            }
                            let grey = UInt8(255 - min(255, max(0, ink.rounded())))
                            let i = (y * pw + x) * 4
                            o[i] = grey; o[i + 1] = grey; o[i + 2] = grey
                        }
                    }
                }
            } }
        } }
        return Page(width: pw, height: ph, rgba: rgba)
    }

    /// The segment of every page pixel: where the 4x4 working pixels around it all hold one
    /// segment, that one; elsewhere the segment whose smoothed indicator is strongest there.
    func pageLabels(_ map: LabelMap) -> [Int32] {
        let pw = pageWidth, ph = pageHeight, s = scale, ww = map.width, wh = map.height
        let inv2s2 = 1 / (2 * Self.sigma * Self.sigma)
        // The 4 working columns (rows) around each page column (row) and their Gaussian weights:
        // the same for every row (column), so made once.
        func taps(_ count: Int, _ limit: Int) -> (index: [Int], weight: [Float]) {
            var index = [Int](repeating: 0, count: 4 * count), weight = [Float](repeating: 0, count: 4 * count)
            for p in 0..<count {
                let c = (Float(p) + 0.5) / s - 0.5, first = Int(c.rounded(.down)) - 1
                for i in 0..<4 {
                    let t = Float(first + i) - c
                    index[4 * p + i] = min(max(first + i, 0), limit - 1)
                    weight[4 * p + i] = expf(-t * t * inv2s2)
                }
            }
            return (index, weight)
        }
        let cols = taps(pw, ww), rows = taps(ph, wh)
        // Working pixels whose 4x4 window (one column and row before, two after) holds one
        // segment: most pixels.
        var flatness = [Bool](repeating: false, count: ww * wh)
        for wy in 0..<wh {
            for wx in 0..<ww {
                let l = map.labels[wy * ww + wx]
                var same = true
                check: for j in max(0, wy - 1)...min(wh - 1, wy + 2) {
                    for i in max(0, wx - 1)...min(ww - 1, wx + 2) where map.labels[j * ww + i] != l { same = false; break check }
                }
                flatness[wy * ww + wx] = same
            }
        }
        let flat = flatness
        var out = [Int32](repeating: 0, count: pw * ph)
        map.labels.withUnsafeBufferPointer { labelBuffer in
            out.withUnsafeMutableBufferPointer { outBuffer in
                let labels = SharedPointer(UnsafeMutablePointer(mutating: labelBuffer.baseAddress!)), o = SharedPointer(outBuffer)
                ParallelRows.forEachBand(count: ph) { band in
                    var ids = [Int32](repeating: 0, count: 16), f = [Float](repeating: 0, count: 16)
                    for y in band {
                        for x in 0..<pw {
                            let cx = cols.index[4 * x + 1], cy = rows.index[4 * y + 1]
                            if flat[cy * ww + cx] { o[y * pw + x] = labels[cy * ww + cx]; continue }
                            var n = 0
                            for j in 0..<4 {
                                let row = rows.index[4 * y + j] * ww, wy = rows.weight[4 * y + j]
                                for i in 0..<4 {
                                    let l = labels[row + cols.index[4 * x + i]]
                                    var k = 0
                                    while k < n && ids[k] != l { k += 1 }
                                    if k == n { ids[k] = l; f[k] = 0; n += 1 }
                                    f[k] += cols.weight[4 * x + i] * wy
                                }
                            }
                            var best = 0
                            for k in 1..<n where f[k] > f[best] || (f[k] == f[best] && ids[k] < ids[best]) { best = k }
                            o[y * pw + x] = ids[best]
                        }
                    }
                }
            }
        }
        return out
    }

    /// Faint lines along the picture's own dark edges (the difference of two Gaussian blurs of
    /// its lightness, as in XDoG, kept where it marks a dark side), 0...1 on the working grid.
    static func detailLines(lightness: [Float], width w: Int, height h: Int, strength: Float) -> [Float] {
        let narrow = blur(lightness, width: w, height: h, sigma: 0.8)
        let wide = blur(lightness, width: w, height: h, sigma: 1.6)
        // Dark side of an edge: narrow below wide. Lightness differences of 0.02 are noise.
        return (0..<(w * h)).map { i in
            let response = (wide[i] - narrow[i] - 0.02) * 25 * strength
            return min(max(response, 0), 1)
        }
    }

    /// A separable Gaussian blur, edges clamped.
    static func blur(_ plane: [Float], width w: Int, height h: Int, sigma: Float) -> [Float] {
        let r = max(1, Int((3 * sigma).rounded(.up)))
        var kernel = (-r...r).map { expf(-Float($0 * $0) / (2 * sigma * sigma)) }
        let total = kernel.reduce(0, +)
        kernel = kernel.map { $0 / total }
        var tmp = [Float](repeating: 0, count: w * h), out = tmp
        for y in 0..<h {
            for x in 0..<w {
                var s: Float = 0
                for k in -r...r { s += plane[y * w + min(max(x + k, 0), w - 1)] * kernel[k + r] }
                tmp[y * w + x] = s
            }
        }
        for y in 0..<h {
            for x in 0..<w {
                var s: Float = 0
                for k in -r...r { s += tmp[min(max(y + k, 0), h - 1) * w + x] * kernel[k + r] }
                out[y * w + x] = s
            }
        }
        return out
    }
}
