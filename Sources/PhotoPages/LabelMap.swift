import ColorCore
/// A segmentation of the working image: one label per pixel, row-major, labels `0 ..< count`.
/// The operations the converter needs on it: connected pieces, smoothing, distances to the
/// boundaries between labels.
struct LabelMap: Sendable, Equatable {
    let width: Int, height: Int
    var labels: [Int32]
    var count: Int

    init(width: Int, height: Int, labels: [Int32], count: Int) {
        self.width = width; self.height = height
        self.labels = labels; self.count = count
    }

    /// Every 4-connected piece of equal labels gets a label of its own (numbered in raster order
    /// of first pixel).
    func splitIntoPieces() -> LabelMap {
        let w = width, h = height, n = w * h
        var parent = [Int32](unsafeUninitializedCapacity: n) { p, c in
            for i in 0..<n { p[i] = Int32(i) }
            c = n
        }
        labels.withUnsafeBufferPointer { lab in
            parent.withUnsafeMutableBufferPointer { parent in
                func find(_ i: Int) -> Int {
                    var r = i
                    while Int(parent[r]) != r { r = Int(parent[r]) }
                    var c = i
                    while Int(parent[c]) != r { let next = Int(parent[c]); parent[c] = Int32(r); c = next }
                    return r
                }
                func union(_ a: Int, _ b: Int) {
                    let ra = find(a), rb = find(b)
                    if ra < rb { parent[rb] = Int32(ra) } else if rb < ra { parent[ra] = Int32(rb) }
                }
                for y in 0..<h {
                    for x in 0..<w {
                        let i = y * w + x
                        if x > 0 && lab[i - 1] == lab[i] { union(i, i - 1) }
                        if y > 0 && lab[i - w] == lab[i] { union(i, i - w) }
                    }
                }
            }
        }
        var out = [Int32](repeating: 0, count: n)
        var next: Int32 = 0
        for i in 0..<n {
            var r = Int(parent[i])
            while Int(parent[r]) != r { r = Int(parent[r]) }
            if r == i { out[i] = next; next += 1 } else { out[i] = out[r] }
        }
        return LabelMap(width: w, height: h, labels: out, count: Int(next))
    }

    /// The same segmentation with labels renumbered `0 ..< count` in raster order of first pixel
    /// (after merges left gaps in the numbering).
    func compacted() -> LabelMap {
        var map = [Int32](repeating: -1, count: max(count, Int((labels.max() ?? 0) + 1)))
        var next: Int32 = 0
        var out = labels
        for i in out.indices {
            let l = Int(out[i])
            if map[l] < 0 { map[l] = next; next += 1 }
            out[i] = map[l]
        }
        return LabelMap(width: width, height: height, labels: out, count: Int(next))
    }

    /// Pixels with a 4-neighbour of another label.
    func boundaryMask() -> [Bool] {
        let w = width, h = height
        var edge = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x, l = labels[i]
                if (x > 0 && labels[i - 1] != l) || (x < w - 1 && labels[i + 1] != l)
                    || (y > 0 && labels[i - w] != l) || (y < h - 1 && labels[i + w] != l) {
                    edge[i] = true
                }
            }
        }
        return edge
    }

    /// Smooths the boundaries between labels: each pixel near one takes the label most common in
    /// the (2 radius + 1)² square around it (its own on a tie), `passes` times. Jagged
    /// superpixel edges become smooth curves; pieces thinner than the square disappear. With
    /// `only`, just the pixels it marks may change.
    func modeFiltered(radius r: Int, passes: Int, only: [Bool]? = nil) -> LabelMap {
        var cur = self
        let w = width, h = height
        for _ in 0..<passes {
            var dilated = LabelMap.dilate(cur.boundaryMask(), width: w, height: h, radius: r)
            if let only { for i in dilated.indices where !only[i] { dilated[i] = false } }
            let near = dilated
            var out = cur.labels
            cur.labels.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    let s = SharedPointer(UnsafeMutablePointer(mutating: src.baseAddress!)), d = SharedPointer(dst)
                    ParallelRows.forEachBand(count: h, minimumRows: 16) { rows in
                        var seen: [Int32] = [], counts: [Int] = []
                        for y in rows {
                            for x in 0..<w where near[y * w + x] {
                                seen.removeAll(keepingCapacity: true); counts.removeAll(keepingCapacity: true)
                                for ny in max(0, y - r)...min(h - 1, y + r) {
                                    for nx in max(0, x - r)...min(w - 1, x + r) {
                                        let l = s[ny * w + nx]
                                        if let k = seen.firstIndex(of: l) { counts[k] += 1 } else { seen.append(l); counts.append(1) }
                                    }
                                }
                                let own = s[y * w + x]
                                var best = own, bestCount = counts[seen.firstIndex(of: own)!]
                                for (k, l) in seen.enumerated() where counts[k] > bestCount { best = l; bestCount = counts[k] }
                                d[y * w + x] = best
                            }
                        }
                    }
                }
            }
            cur = LabelMap(width: w, height: h, labels: out, count: count)
        }
        return cur
    }

    /// Writes the `width` x `height` row-major `source` transposed (`height` x `width`), in
    /// 32x32 tiles so both sides stay in cache.
    static func transpose(_ source: UnsafePointer<Float>, into dest: UnsafeMutablePointer<Float>, width w: Int, height h: Int) {
        let tile = 32
        for by in stride(from: 0, to: h, by: tile) {
            for bx in stride(from: 0, to: w, by: tile) {
                for y in by..<min(h, by + tile) {
                    for x in bx..<min(w, bx + tile) { dest[x * h + y] = source[y * w + x] }
                }
            }
        }
    }

    /// `mask` grown by a square of `radius` (Chebyshev), by a row pass and a column pass.
    static func dilate(_ mask: [Bool], width w: Int, height h: Int, radius r: Int) -> [Bool] {
        var rows = [Bool](repeating: false, count: w * h)
        for y in 0..<h {
            var last = -r - 1  // the last set column seen
            for x in 0..<w {
                if mask[y * w + x] { last = x }
                if x - last <= r { rows[y * w + x] = true }
            }
            last = Int.max / 2
            for x in stride(from: w - 1, through: 0, by: -1) {
                if mask[y * w + x] { last = x }
                if last - x <= r { rows[y * w + x] = true }
            }
        }
        var out = [Bool](repeating: false, count: w * h)
        for x in 0..<w {
            var last = -r - 1
            for y in 0..<h {
                if rows[y * w + x] { last = y }
                if y - last <= r { out[y * w + x] = true }
            }
            last = Int.max / 2
            for y in stride(from: h - 1, through: 0, by: -1) {
                if rows[y * w + x] { last = y }
                if last - y <= r { out[y * w + x] = true }
            }
        }
        return out
    }

    /// Euclidean distance from each pixel to the boundary between labels, in pixels: the
    /// boundary runs between a pixel and its 4-neighbour of another label, so a pixel on it is
    /// half a pixel away.
    func boundaryDistance() -> [Float] {
        LabelMap.squaredDistances(to: boundaryMask(), width: width, height: height).map { $0.squareRoot() + 0.5 }
    }

    /// Exact squared Euclidean distance from each pixel centre to the nearest `seeds` pixel
    /// centre; far beyond the image when there is no seed. Along rows, the squared distance to
    /// the row's nearest seed (two sweeps); then along columns, the lower envelope of the
    /// parabolas those values start (through a transposed copy, so every column reads
    /// consecutive memory). Rows and columns are split over the cores: the conversion measures
    /// its segments' depths several times a round, and this was a fifth of it.
    static func squaredDistances(to seeds: [Bool], width w: Int, height h: Int) -> [Float] {
        let far = Float(w * w + h * h)
        var t = [Float](repeating: 0, count: w * h)
        seeds.withUnsafeBufferPointer { seeds in
            t.withUnsafeMutableBufferPointer { t in
                let s = SharedPointer(UnsafeMutablePointer(mutating: seeds.baseAddress!)), d = SharedPointer(t)
                // Rows, written transposed straight away: column x of the image is row x of `t`.
                ParallelRows.forEachBand(count: h, minimumRows: 32) { rows in
                    for y in rows {
                        var seed = -1
                        for x in 0..<w {
                            if s[y * w + x] { seed = x }
                            d[x * h + y] = seed < 0 ? far : Float((x - seed) * (x - seed))
                        }
                        seed = -1
                        for x in stride(from: w - 1, through: 0, by: -1) {
                            if s[y * w + x] { seed = x }
                            if seed >= 0 { d[x * h + y] = min(d[x * h + y], Float((seed - x) * (seed - x))) }
                        }
                    }
                }
                ParallelRows.forEachBand(count: w, minimumRows: 32) { columns in
                    var envelope = ParabolaEnvelope(capacity: h)
                    for x in columns { envelope.apply(to: d.base + x * h, count: h) }
                }
            }
        }
        var d2 = [Float](repeating: 0, count: w * h)
        t.withUnsafeBufferPointer { t in
            d2.withUnsafeMutableBufferPointer { d in LabelMap.transpose(t.baseAddress!, into: d.baseAddress!, width: h, height: w) }
        }
        return d2
    }
}

/// The 1-D squared distance transform of sampled values `f` (Felzenszwalb and Huttenlocher's
/// lower envelope of parabolas `(q - p)² + f(p)`), with its scratch space.
private struct ParabolaEnvelope {
    private var f: [Float], v: [Int], z: [Float]

    init(capacity n: Int) {
        f = [Float](repeating: 0, count: n)
        v = [Int](repeating: 0, count: n)
        z = [Float](repeating: 0, count: n + 1)
    }

    /// Replaces the `count` values at `values` by their transform.
    mutating func apply(to values: UnsafeMutablePointer<Float>, count: Int) {
        f.withUnsafeMutableBufferPointer { f in v.withUnsafeMutableBufferPointer { v in z.withUnsafeMutableBufferPointer { z in
            for i in 0..<count { f[i] = values[i] }
            var k = 0
            v[0] = 0; z[0] = -.infinity; z[1] = .infinity
            var q = 1
            while q < count {
                let fq = f[q] + Float(q * q)
                var s = (fq - (f[v[k]] + Float(v[k] * v[k]))) / Float(2 * (q - v[k]))
                while s <= z[k] {
                    k -= 1
                    s = (fq - (f[v[k]] + Float(v[k] * v[k]))) / Float(2 * (q - v[k]))
                }
                k += 1
                v[k] = q; z[k] = s; z[k + 1] = .infinity
                q += 1
            }
            k = 0
            for q in 0..<count {
                while z[k + 1] < Float(q) { k += 1 }
                let p = v[k]
                values[q] = Float((q - p) * (q - p)) + f[p]
            }
        } } }
    }
}
