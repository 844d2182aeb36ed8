import ColorCore
import Foundation

/// The photo at the resolution the segmentation works at, in OKLab (where Euclidean distance
/// follows perceived difference): three Float planes, row-major. Transparent pixels are
/// composited over white first, as the region rule does.
struct WorkingImage: Sendable {
    let width: Int, height: Int
    var l: [Float], a: [Float], b: [Float]

    init(width: Int, height: Int, l: [Float], a: [Float], b: [Float]) {
        self.width = width; self.height = height
        self.l = l; self.a = a; self.b = b
    }

    /// `page` reduced (box averages, never enlarged) so its longer side is at most `longSide`.
    init(page: Page, longSide: Int) {
        let scale = min(1, Double(longSide) / Double(max(page.width, page.height)))
        let w = max(1, Int((Double(page.width) * scale).rounded())), h = max(1, Int((Double(page.height) * scale).rounded()))
        width = w; height = h
        var lp = [Float](repeating: 0, count: w * h), ap = lp, bp = lp
        let linear = (0..<256).map { Float(LinearLight.linear(Double($0) / 255)) }
        let pw = page.width, ph = page.height
        page.rgba.withUnsafeBufferPointer { src in
            lp.withUnsafeMutableBufferPointer { lo in
                ap.withUnsafeMutableBufferPointer { ao in
                    bp.withUnsafeMutableBufferPointer { bo in
                        let s = SharedPointer(UnsafeMutablePointer(mutating: src.baseAddress!))
                        let L = SharedPointer(lo), A = SharedPointer(ao), B = SharedPointer(bo)
                        ParallelRows.forEachBand(count: h, minimumRows: 16) { rows in
                            for y in rows {
                                let y0 = y * ph / h, y1 = max(y0 + 1, (y + 1) * ph / h)
                                for x in 0..<w {
                                    let x0 = x * pw / w, x1 = max(x0 + 1, (x + 1) * pw / w)
                                    // Average in linear light, over white where transparent.
                                    var r: Float = 0, g: Float = 0, bl: Float = 0
                                    for sy in y0..<y1 {
                                        for sx in x0..<x1 {
                                            let i = (sy * pw + sx) * 4
                                            let alpha = Float(s[i + 3]) / 255
                                            r += linear[Int(s[i])] * alpha + 1 - alpha
                                            g += linear[Int(s[i + 1])] * alpha + 1 - alpha
                                            bl += linear[Int(s[i + 2])] * alpha + 1 - alpha
                                        }
                                    }
                                    let k = 1 / Float((y1 - y0) * (x1 - x0))
                                    let lab = WorkingImage.oklab(r * k, g * k, bl * k)
                                    L[y * w + x] = lab.0; A[y * w + x] = lab.1; B[y * w + x] = lab.2
                                }
                            }
                        }
                    }
                }
            }
        }
        l = lp; a = ap; b = bp
    }

    /// OKLab from linear sRGB (Björn Ottosson's matrices, as `OKLab`).
    @inline(__always) static func oklab(_ r: Float, _ g: Float, _ b: Float) -> (Float, Float, Float) {
        let l = cbrtf(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrtf(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrtf(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)
    }

    /// Edge-preserving smoothing (a bilateral filter, `passes` times): each pixel becomes the
    /// average of its neighbours within `radius`, weighted down by distance and by colour
    /// difference, so texture flattens while edges between different colours stay sharp.
    func smoothed(radius: Int, spatialSigma: Float, rangeSigma: Float, passes: Int) -> WorkingImage {
        var cur = self
        let w = width, h = height
        let offsets = (-radius...radius).flatMap { dy in (-radius...radius).map { dx in (dx, dy) } }
        let spatial = offsets.map { expf(-Float($0.0 * $0.0 + $0.1 * $0.1) / (2 * spatialSigma * spatialSigma)) }
        // exp(-d² / 2σ²) by table over d² in [0, 9σ²): beyond that the weight is negligible.
        let tableSize = 1024, span = 9 * rangeSigma * rangeSigma
        let table = (0..<tableSize).map { expf(-Float($0) / Float(tableSize) * span / (2 * rangeSigma * rangeSigma)) }
        let perUnit = Float(tableSize) / span
        let taps = offsets.count
        let dx = offsets.map(\.0), dy = offsets.map(\.1)
        for _ in 0..<passes {
            var nl = cur.l, na = cur.a, nb = cur.b
            cur.l.withUnsafeBufferPointer { lb in cur.a.withUnsafeBufferPointer { ab in cur.b.withUnsafeBufferPointer { bb in
                nl.withUnsafeMutableBufferPointer { ol in na.withUnsafeMutableBufferPointer { oa in nb.withUnsafeMutableBufferPointer { ob in
                    let L = SharedPointer(UnsafeMutablePointer(mutating: lb.baseAddress!)), A = SharedPointer(UnsafeMutablePointer(mutating: ab.baseAddress!))
                    let B = SharedPointer(UnsafeMutablePointer(mutating: bb.baseAddress!))
                    let OL = SharedPointer(ol), OA = SharedPointer(oa), OB = SharedPointer(ob)
                    ParallelRows.forEachBand(count: h, minimumRows: 16) { rows in
                      spatial.withUnsafeBufferPointer { spatial in table.withUnsafeBufferPointer { table in
                      dx.withUnsafeBufferPointer { dx in dy.withUnsafeBufferPointer { dy in
                        // Per tap: its offset in the planes (inside the picture).
                        let delta = (0..<taps).map { dy[$0] * w + dx[$0] }
                        delta.withUnsafeBufferPointer { delta in
                        for y in rows {
                            let inner = y >= radius && y < h - radius
                            for x in 0..<w {
                                let i = y * w + x
                                let cl = L[i], ca = A[i], cb = B[i]
                                var sl: Float = 0, sa: Float = 0, sb: Float = 0, sw: Float = 0
                                let clamp = !(inner && x >= radius && x < w - radius)
                                for t in 0..<taps {
                                    let j: Int
                                    if clamp {
                                        let nx = min(max(x + dx[t], 0), w - 1), ny = min(max(y + dy[t], 0), h - 1)
                                        j = ny * w + nx
                                    } else {
                                        j = i + delta[t]
                                    }
                                    let vl = L[j], va = A[j], vb = B[j]
                                    let d2 = (vl - cl) * (vl - cl) + (va - ca) * (va - ca) + (vb - cb) * (vb - cb)
                                    let q = Int(d2 * perUnit)
                                    if q >= tableSize { continue }
                                    let wgt = spatial[t] * table[q]
                                    sl += vl * wgt; sa += va * wgt; sb += vb * wgt; sw += wgt
                                }
                                OL[i] = sl / sw; OA[i] = sa / sw; OB[i] = sb / sw
                            }
                        }
                        }
                      } }
                      } }
                    }
                } } }
            } } }
            cur = WorkingImage(width: w, height: h, l: nl, a: na, b: nb)
        }
        return cur
    }

    /// Colour gradient magnitude (Sobel on all three planes), for how strong an edge is.
    func gradient() -> [Float] {
        let w = width, h = height
        var g = [Float](repeating: 0, count: w * h)
        l.withUnsafeBufferPointer { lb in a.withUnsafeBufferPointer { ab in b.withUnsafeBufferPointer { bb in
            g.withUnsafeMutableBufferPointer { out in
                let planes = [lb, ab, bb]
                for y in 0..<h {
                    let ym = max(0, y - 1) * w, y0 = y * w, yp = min(h - 1, y + 1) * w
                    for x in 0..<w {
                        let xm = max(0, x - 1), xp = min(w - 1, x + 1)
                        var sum: Float = 0
                        for k in 0..<3 {
                            let p = planes[k]
                            let gx = p[ym + xp] + 2 * p[y0 + xp] + p[yp + xp] - p[ym + xm] - 2 * p[y0 + xm] - p[yp + xm]
                            let gy = p[yp + xm] + 2 * p[yp + x] + p[yp + xp] - p[ym + xm] - 2 * p[ym + x] - p[ym + xp]
                            sum += gx * gx + gy * gy
                        }
                        out[y0 + x] = sum.squareRoot()
                    }
                }
            }
        } } }
        return g
    }
}
