import Foundation

/// Draws a segmentation as a coloring page at page resolution: every boundary between two
/// segments becomes a dark, anti-aliased line of even width, and (optionally) faint grey detail
/// lines lie inside the segments.
///
/// The working grid's boundaries are stair-stepped; drawn as they are, a page several times
/// larger would show the steps. So each segment's indicator (1 on its pixels, 0 elsewhere) is
/// smoothed with a small Gaussian, evaluated at each page pixel over the 4x4 working pixels
/// around it: where the two strongest segments' values are equal is the smooth boundary, and
/// their difference over its gradient is the distance to it. A pixel closer than half the line
/// width is ink, with one pixel of anti-aliasing. Detail lines are at most
/// `maximumDetailDarkness` dark, below the region rule's 128: they never close a region, so they
/// cannot make specks.
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
        var rgba = [UInt8](repeating: 255, count: pageWidth * pageHeight * 4)
        let pw = pageWidth, s = scale, half = halfWidth, ww = map.width, wh = map.height
        let inv2s2 = 1 / (2 * Self.sigma * Self.sigma), invS2 = 1 / (Self.sigma * Self.sigma)
        // The 4 working columns (rows) around each page column (row), their Gaussian weights and
        // the weights' derivative factors: the same for every row (column), so made once.
        func taps(_ count: Int, _ limit: Int) -> (first: [Int], index: [Int], weight: [Float], slope: [Float]) {
            var first = [Int](repeating: 0, count: count), index = [Int](repeating: 0, count: 4 * count)
            var weight = [Float](repeating: 0, count: 4 * count), slope = weight
            for p in 0..<count {
                let c = (Float(p) + 0.5) / s - 0.5
                first[p] = Int(c.rounded(.down)) - 1
                for i in 0..<4 {
                    let t = Float(first[p] + i) - c
                    index[4 * p + i] = min(max(first[p] + i, 0), limit - 1)
                    weight[4 * p + i] = expf(-t * t * inv2s2)
                    slope[4 * p + i] = t * invS2
                }
            }
            return (first, index, weight, slope)
        }
        let cols = taps(pw, ww), rowTaps = taps(pageHeight, wh)
        // Working pixels whose 4x4 window (one column and row before, two after) holds one
        // segment: page pixels there are paper, with no need to look closer. Most pixels are.
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
        map.labels.withUnsafeBufferPointer { labelBuffer in distance.withUnsafeBufferPointer { dist in
            rgba.withUnsafeMutableBufferPointer { out in
                let labels = SharedPointer(UnsafeMutablePointer(mutating: labelBuffer.baseAddress!))
                let d = SharedPointer(UnsafeMutablePointer(mutating: dist.baseAddress!)), o = SharedPointer(out)
                let detailPlane = detail
                ParallelRows.forEachBand(count: pageHeight) { rows in
                    // Per distinct segment in the 4x4 window: its smoothed value and gradient.
                    var ids = [Int32](repeating: 0, count: 16), f = [Float](repeating: 0, count: 16)
                    var gu = [Float](repeating: 0, count: 16), gv = [Float](repeating: 0, count: 16)
                    var window = [Int32](repeating: 0, count: 16)
                    for y in rows {
                        let v = (Float(y) + 0.5) / s - 0.5
                        for x in 0..<pw {
                            let u = (Float(x) + 0.5) / s - 0.5
                            var uniform = flat[rowTaps.index[4 * y + 1] * ww + cols.index[4 * x + 1]]
                            if !uniform {
                              uniform = true
                              for j in 0..<4 {
                                let row = rowTaps.index[4 * y + j] * ww
                                for i in 0..<4 { window[4 * j + i] = labels[row + cols.index[4 * x + i]] }
                            }
                              let first = window[0]
                              for k in 1..<16 where window[k] != first { uniform = false; break }
                            }
                            var n = 0
                            if !uniform {
                                for j in 0..<4 {
                                    let wy = rowTaps.weight[4 * y + j], ty = rowTaps.slope[4 * y + j]
                                    for i in 0..<4 {
                                        let l = window[4 * j + i]
                                        let g = cols.weight[4 * x + i] * wy
                                        var k = 0
                                        while k < n && ids[k] != l { k += 1 }
                                        if k == n { ids[k] = l; f[k] = 0; gu[k] = 0; gv[k] = 0; n += 1 }
                                        f[k] += g; gu[k] += g * cols.slope[4 * x + i]; gv[k] += g * ty
                                    }
                                }
                            }
                            var ink: Float = 0
                            if !uniform {
                                // The two strongest: the boundary between them is nearest.
                                var a = 0, b = -1
                                for k in 1..<n where f[k] > f[a] { a = k }
                                for k in 0..<n where k != a && (b < 0 || f[k] > f[b]) { b = k }
                                let diff = f[a] - f[b], du = gu[a] - gu[b], dv = gv[a] - gv[b]
                                let slope = (du * du + dv * dv).squareRoot()
                                let dPage = slope > 1e-6 ? diff / slope * s : .infinity
                                ink = min(max(half - dPage + 0.5, 0), 1) * 255
                            }
                            if let plane = detailPlane, ink < OutlineRenderer.maximumDetailDarkness {
                                // Bilinear sample of the working grid; detail fades out near the outlines.
                                let cu = min(max(u, 0), Float(ww - 1)), cv = min(max(v, 0), Float(wh - 1))
                                let bx = min(Int(cu), max(0, ww - 2)), by = min(Int(cv), max(0, wh - 2))
                                let fx = cu - Float(bx), fy = cv - Float(by)
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
            }
        } }
        return Page(width: pageWidth, height: pageHeight, rgba: rgba)
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
