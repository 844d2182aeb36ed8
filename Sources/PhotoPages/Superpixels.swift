import ColorCore
/// SLIC superpixels: about `count` compact clusters of similar colour, the pieces the regions
/// are merged from. Seeds on a regular grid of step S; each pass assigns every pixel to the
/// nearest of the 3x3 seeds around its grid cell, by colour distance plus spatial distance scaled
/// by `compactness / S`, then moves each seed to the mean of its pixels.
enum Superpixels {
    static func labels(of image: WorkingImage, count: Int, compactness: Float, passes: Int) -> [Int32] {
        let w = image.width, h = image.height
        let step = max(2, Int((Double(w * h) / Double(max(1, count))).squareRoot().rounded()))
        let gw = (w + step - 1) / step, gh = (h + step - 1) / step
        let k = gw * gh
        // Seed s (grid cell s % gw, s / gw): x, y, L, a, b, packed.
        var seeds = [Float](repeating: 0, count: 5 * k)
        for gy in 0..<gh {
            for gx in 0..<gw {
                let x = min(w - 1, gx * step + step / 2), y = min(h - 1, gy * step + step / 2)
                let s = 5 * (gy * gw + gx)
                seeds[s] = Float(x); seeds[s + 1] = Float(y)
                seeds[s + 2] = image.l[y * w + x]; seeds[s + 3] = image.a[y * w + x]; seeds[s + 4] = image.b[y * w + x]
            }
        }
        let spatial = (compactness / Float(step)) * (compactness / Float(step))
        var label = [Int32](repeating: 0, count: w * h)
        for _ in 0..<passes {
            image.l.withUnsafeBufferPointer { L in image.a.withUnsafeBufferPointer { A in image.b.withUnsafeBufferPointer { B in
                label.withUnsafeMutableBufferPointer { out in
                    seeds.withUnsafeMutableBufferPointer { seedBuffer in
                        let l = SharedPointer(UnsafeMutablePointer(mutating: L.baseAddress!)), a = SharedPointer(UnsafeMutablePointer(mutating: A.baseAddress!))
                        let b = SharedPointer(UnsafeMutablePointer(mutating: B.baseAddress!)), o = SharedPointer(out)
                        let seed = SharedPointer(seedBuffer)
                        ParallelRows.forEachBand(count: h, minimumRows: 16) { rows in
                            // The candidates of one grid cell, copied out: 9 seeds of 5 floats.
                            var cand = [Float](repeating: 0, count: 45), ids = [Int32](repeating: 0, count: 9)
                            for y in rows {
                                let gy = min(gh - 1, y / step), fy = Float(y)
                                for gx in 0..<gw {
                                    var n = 0
                                    for ny in max(0, gy - 1)...min(gh - 1, gy + 1) {
                                        for nx in max(0, gx - 1)...min(gw - 1, gx + 1) {
                                            let s = ny * gw + nx
                                            for f in 0..<5 { cand[5 * n + f] = seed[5 * s + f] }
                                            ids[n] = Int32(s); n += 1
                                        }
                                    }
                                    let x0 = gx * step, x1 = gx == gw - 1 ? w : min(w, x0 + step)
                                    cand.withUnsafeBufferPointer { c in
                                        for x in x0..<x1 {
                                            let i = y * w + x, fx = Float(x)
                                            let pl = l[i], pa = a[i], pb = b[i]
                                            var best = Float.infinity, bestSeed: Int32 = 0
                                            for m in 0..<n {
                                                let e = 5 * m
                                                let dl = pl - c[e + 2], da = pa - c[e + 3], db = pb - c[e + 4]
                                                let dx = fx - c[e], dy = fy - c[e + 1]
                                                let d = dl * dl + da * da + db * db + (dx * dx + dy * dy) * spatial
                                                if d < best { best = d; bestSeed = ids[m] }
                                            }
                                            o[i] = bestSeed
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            } } }
            // Seeds to the means of their pixels (a seed that lost every pixel stays put).
            var sums = [Float](repeating: 0, count: 6 * k)
            image.l.withUnsafeBufferPointer { L in image.a.withUnsafeBufferPointer { A in image.b.withUnsafeBufferPointer { B in
                label.withUnsafeBufferPointer { lab in
                    sums.withUnsafeMutableBufferPointer { s in
                        for y in 0..<h {
                            for x in 0..<w {
                                let i = y * w + x, e = 6 * Int(lab[i])
                                s[e] += 1; s[e + 1] += Float(x); s[e + 2] += Float(y)
                                s[e + 3] += L[i]; s[e + 4] += A[i]; s[e + 5] += B[i]
                            }
                        }
                    }
                }
            } } }
            for s in 0..<k where sums[6 * s] > 0 {
                let n = sums[6 * s]
                for f in 0..<5 { seeds[5 * s + f] = sums[6 * s + 1 + f] / n }
            }
        }
        return label
    }
}
