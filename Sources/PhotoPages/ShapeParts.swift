import ColorCore
/// A flat shape (a silhouette: one segment of one colour, nothing inside it to outline) split
/// into the parts a person sees in it: a horse into body, head, ears, tail and the pieces of its
/// legs. Colour cannot separate them; their shape can.
///
/// - The *core* of a shape is its opening by a disc `coreFraction` of its widest disc: the
///   shape's thick middle. Each connected piece of the core is a part (a thick blob: a body, a
///   head, a thigh; a neck narrower than the disc parts them).
/// - What the core leaves is protrusions (legs, tail, ears) and residue (the thin wedges where a
///   protrusion meets the core). A piece is a protrusion when it reaches out from the core at
///   least `protrusionRatio` times as far as its contact with the core is long; then it is split
///   the same way, `levels` deep. Residue goes to the nearest part.
/// - Last, a *sliver* (a part that lies close along other parts: its farthest pixel from the
///   other parts is nearer than `sliverRatio` times the length it shares with them) joins the
///   part it shares most with, worst first.
struct ShapeParts {
    var coreFraction: Float
    var protrusionRatio: Float
    var sliverRatio: Float
    /// 1 splits a shape once; more split its protrusions again.
    var levels: Int

    /// The parts of the shape made of `pixels` (indices in a `width`-wide image), as lists of
    /// those pixels. `minimumRadius`: no part is split off that cannot hold a disc of this radius
    /// (working pixels).
    func parts(of pixels: [Int], width: Int, minimumRadius: Float) -> [[Int]] {
        guard !pixels.isEmpty else { return [] }
        let crop = Crop(pixels: pixels, imageWidth: width, margin: 1)
        var label = [Int32](repeating: -1, count: crop.w * crop.h)
        var next: Int32 = 0
        split(crop.local(pixels), crop: crop, level: 1, minimumRadius: minimumRadius, label: &label, next: &next)
        joinSlivers(crop.local(pixels), crop: crop, label: &label, count: Int(next))
        var out = [[Int]](repeating: [], count: Int(next))
        for p in crop.local(pixels) { out[Int(label[p])].append(crop.global(p)) }
        return out.filter { !$0.isEmpty }
    }

    /// Labels `pixels` (local to `crop`) with new part numbers: one, or the core's blobs and the
    /// protrusions' parts, residue filled from them.
    private func split(_ pixels: [Int], crop: Crop, level: Int, minimumRadius: Float,
                       label: inout [Int32], next: inout Int32) {
        let w = crop.w, h = crop.h, n = w * h
        func whole() { for p in pixels { label[p] = next }; next += 1 }
        var inside = [Bool](repeating: false, count: n)
        for p in pixels { inside[p] = true }
        let depth = LabelMap.squaredDistances(to: inside.map { !$0 }, width: w, height: h)
        let widest = pixels.reduce(Float(0)) { max($0, depth[$1]) }.squareRoot()
        guard level <= levels, widest >= minimumRadius else { return whole() }

        let r = coreFraction * widest
        let centres = depth.map { $0 >= r * r }
        let nearCentre = LabelMap.squaredDistances(to: centres, width: w, height: h)
        // 0 outside, 1 core, 2 the rest; each connected piece of each kind gets a number.
        var kind = [Int32](repeating: 0, count: n)
        for p in pixels { kind[p] = nearCentre[p] <= r * r ? 1 : 2 }
        let pieces = LabelMap(width: w, height: h, labels: kind, count: 3).splitIntoPieces()
        var members = [[Int]](repeating: [], count: pieces.count)
        for p in pixels { members[Int(pieces.labels[p])].append(p) }

        var blobs: [[Int]] = [], protrusions: [[Int]] = []
        for piece in members where !piece.isEmpty {
            if kind[piece[0]] == 1 { blobs.append(piece); continue }
            let contact = piece.filter { p in crop.neighbours(p).contains { kind[$0] == 1 } }
            guard !contact.isEmpty, piece.count > 30 else { continue }
            let reach = crop.farthestStep(from: contact, within: piece, pieceOf: pieces.labels)
            let own = Crop(pixels: piece.map(crop.global), imageWidth: crop.imageWidth, margin: 1)
            if Float(reach) >= protrusionRatio * Float(contact.count) && own.widest(of: own.local(piece.map(crop.global))) >= minimumRadius {
                protrusions.append(piece)
            }
        }
        guard blobs.count > 1 || !protrusions.isEmpty else { return whole() }
        for blob in blobs { for p in blob { label[p] = next }; next += 1 }
        for piece in protrusions {
            split(piece, crop: crop, level: level + 1, minimumRadius: minimumRadius, label: &label, next: &next)
        }
        // Residue: breadth first from the parts, inside the shape.
        var queue = pixels.filter { label[$0] >= 0 }
        var head = 0
        while head < queue.count {
            let p = queue[head]; head += 1
            for q in crop.neighbours(p) where inside[q] && label[q] < 0 { label[q] = label[p]; queue.append(q) }
        }
    }

    /// Joins slivers to the part they share most boundary with, the thinnest first, until none is
    /// left. A join changes only the measures of the part joined into and of the parts whose
    /// largest neighbour was the one that went: only those are measured again.
    private func joinSlivers(_ pixels: [Int], crop: Crop, label: inout [Int32], count: Int) {
        var members = [[Int]](repeating: [], count: count)
        for p in pixels { members[Int(label[p])].append(p) }
        // Per part: nil when it is no sliver, else how thin it is and the part it joins.
        func measure(_ part: Int) -> (score: Float, into: Int32)? {
            let own = members[part]
            guard !own.isEmpty else { return nil }
            // Pixels of other parts beside this one, each counted once, by part.
            var ring = Set<Int>(), perPart: [Int32: Int] = [:]
            for p in own {
                for q in crop.neighbours(p) where label[q] >= 0 && label[q] != Int32(part) && ring.insert(q).inserted {
                    perPart[label[q], default: 0] += 1
                }
            }
            guard let most = perPart.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else { return nil }
            let farthest = crop.farthestDistance(of: own, fromOtherPartsThan: Int32(part), label: label)
            guard farthest < sliverRatio * Float(ring.count) else { return nil }
            return (Float(ring.count) / max(farthest, 1e-3), most.key)
        }
        var sliver = (0..<count).map(measure)
        while true {
            var worst = -1
            for part in 0..<count {
                if let s = sliver[part], worst < 0 || s.score > sliver[worst]!.score { worst = part }
            }
            guard worst >= 0, let into = sliver[worst]?.into else { return }
            for p in members[worst] { label[p] = into }
            members[Int(into)] += members[worst]
            members[worst] = []
            sliver[worst] = nil
            for part in 0..<count where part == Int(into) || sliver[part]?.into == Int32(worst) { sliver[part] = measure(part) }
        }
    }
}

/// A rectangle of the image around some pixels, with `margin` pixels round them: local indices
/// `y * w + x` inside it.
private struct Crop {
    let x0: Int, y0: Int, w: Int, h: Int, imageWidth: Int

    init(pixels: [Int], imageWidth: Int, margin: Int) {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for p in pixels {
            let x = p % imageWidth, y = p / imageWidth
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        x0 = minX - margin; y0 = minY - margin
        w = maxX - minX + 1 + 2 * margin; h = maxY - minY + 1 + 2 * margin
        self.imageWidth = imageWidth
    }

    func local(_ global: [Int]) -> [Int] { global.map { ($0 / imageWidth - y0) * w + $0 % imageWidth - x0 } }
    func global(_ p: Int) -> Int { (p / w + y0) * imageWidth + p % w + x0 }

    /// 4-neighbours inside the crop.
    func neighbours(_ p: Int) -> [Int] {
        let x = p % w
        var out: [Int] = []
        out.reserveCapacity(4)
        if x > 0 { out.append(p - 1) }
        if x < w - 1 { out.append(p + 1) }
        if p >= w { out.append(p - w) }
        if p + w < w * h { out.append(p + w) }
        return out
    }

    /// The radius of the widest disc inside `pixels` (local; the crop's margin is outside them).
    func widest(of pixels: [Int]) -> Float {
        var outside = [Bool](repeating: true, count: w * h)
        for p in pixels { outside[p] = false }
        let d = LabelMap.squaredDistances(to: outside, width: w, height: h)
        return pixels.reduce(Float(0)) { max($0, d[$1]) }.squareRoot()
    }

    /// The most steps (4-connected) any pixel of the piece numbered as `from[0]` in `pieceOf`
    /// lies from the `from` pixels, inside the piece.
    func farthestStep(from: [Int], within piece: [Int], pieceOf: [Int32]) -> Int {
        let id = pieceOf[from[0]]
        var step = [Int32](repeating: -1, count: w * h)
        for p in from { step[p] = 0 }
        var queue = from, head = 0, far: Int32 = 0
        while head < queue.count {
            let p = queue[head]; head += 1
            far = max(far, step[p])
            for q in neighbours(p) where step[q] < 0 && pieceOf[q] == id { step[q] = step[p] + 1; queue.append(q) }
        }
        return Int(far)
    }

    /// The largest distance from a pixel of `own` to the nearest pixel of another part. Measured
    /// in a window round `own` as wide as `own` is long: the part touches another part, so no
    /// pixel of it is farther than that from one.
    func farthestDistance(of own: [Int], fromOtherPartsThan part: Int32, label: [Int32]) -> Float {
        let window = Crop(pixels: own, imageWidth: w, margin: 0)
        let reach = Int((Float(window.w * window.w + window.h * window.h)).squareRoot()) + 2
        let wx0 = max(0, window.x0 - reach), wy0 = max(0, window.y0 - reach)
        let wx1 = min(w, window.x0 + window.w + reach), wy1 = min(h, window.y0 + window.h + reach)
        let ww = wx1 - wx0, wh = wy1 - wy0
        var others = [Bool](repeating: false, count: ww * wh)
        for y in wy0..<wy1 {
            for x in wx0..<wx1 {
                let l = label[y * w + x]
                others[(y - wy0) * ww + x - wx0] = l >= 0 && l != part
            }
        }
        let d = LabelMap.squaredDistances(to: others, width: ww, height: wh)
        return own.reduce(Float(0)) { max($0, d[($1 / w - wy0) * ww + $1 % w - wx0]) }.squareRoot()
    }
}

extension LabelMap {
    /// The segments that do not touch the picture's edge (figures, not ground), largest first,
    /// split into their `ShapeParts` until the map has `fewest` segments or no figure is left.
    func splittingFigures(downTo fewest: Int, into shapeParts: ShapeParts, minimumRadius: Float) -> LabelMap {
        let w = width, h = height
        var members = [[Int]](repeating: [], count: count)
        var touchesEdge = [Bool](repeating: false, count: count)
        for y in 0..<h {
            for x in 0..<w {
                let l = Int(labels[y * w + x])
                members[l].append(y * w + x)
                if x == 0 || y == 0 || x == w - 1 || y == h - 1 { touchesEdge[l] = true }
            }
        }
        let figures = (0..<count).filter { !touchesEdge[$0] }.sorted { members[$0].count > members[$1].count }
        var out = labels, total = count, next = Int32(count)
        for figure in figures where total < fewest {
            let parts = shapeParts.parts(of: members[figure], width: w, minimumRadius: minimumRadius)
            for part in parts.dropFirst() {
                for p in part { out[p] = next }
                next += 1
            }
            total += max(0, parts.count - 1)
        }
        return LabelMap(width: w, height: h, labels: out, count: Int(next)).compacted()
    }
}
