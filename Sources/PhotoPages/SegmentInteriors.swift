import ColorCore
/// How deep each segment of a `LabelMap` is. Its *pieces* are its parts at least `pieceDepth`
/// from every boundary, 4-connected: an outline that wide keeps each piece whole, and cuts a
/// segment with several pieces (a neck narrower than that) into as many regions. A segment is
/// *deep enough* when some pixel lies `interiorDepth` from every boundary: it holds the outline
/// and the smallest brush; and *large enough* when at least `leastInnerArea` of its pixels lie in
/// its pieces: what stays of it paintable once its outline is drawn.
struct SegmentInteriors {
    /// Distance of every pixel to the nearest boundary (working pixels).
    let distance: [Float]
    /// Per pixel: its piece, -1 nearer a boundary than `pieceDepth`.
    let piece: [Int32]
    /// Pieces per segment.
    let piecesPerSegment: [Int]
    /// Per segment: its pixel farthest from the boundaries.
    let deepest: [Int]
    /// Segments not deep enough or not large enough.
    let withoutInterior: [Int]

    init(map: LabelMap, pieceDepth: Float, interiorDepth: Float, leastInnerArea: Int = 0) {
        let w = map.width, h = map.height
        distance = map.boundaryDistance()
        var inner = [Int32](repeating: -1, count: w * h)
        for i in 0..<(w * h) where distance[i] >= pieceDepth { inner[i] = map.labels[i] }
        // Pixels outside the pieces share -1, so splitting numbers them as one label or more;
        // only the pieces' numbers are used.
        let pieces = LabelMap(width: w, height: h, labels: inner, count: map.count).splitIntoPieces()
        var piece = pieces.labels
        var perSegment = [Int](repeating: 0, count: map.count)
        var seen = [Bool](repeating: false, count: pieces.count)
        var deepest = [Int](repeating: -1, count: map.count)
        var innerArea = [Int](repeating: 0, count: map.count)
        for i in 0..<(w * h) {
            let s = Int(map.labels[i])
            if deepest[s] < 0 || distance[i] > distance[deepest[s]] { deepest[s] = i }
            if inner[i] < 0 { piece[i] = -1; continue }
            innerArea[s] += 1
            if !seen[Int(piece[i])] { seen[Int(piece[i])] = true; perSegment[s] += 1 }
        }
        self.piece = piece
        piecesPerSegment = perSegment
        self.deepest = deepest
        let distance = self.distance
        withoutInterior = deepest.indices.filter {
            deepest[$0] < 0 || distance[deepest[$0]] < interiorDepth || innerArea[$0] < leastInnerArea
        }
    }

    /// Each segment with several pieces becomes one segment per piece: every pixel of
    /// it goes to the piece it reaches first, breadth first inside the segment (so the cut runs
    /// through the middle of the neck). Other segments stay as they are.
    /// Returns the new map and, per new segment, the segment of `map` it came from.
    func splitNecks(of map: LabelMap) -> (map: LabelMap, origin: [Int32]) {
        let w = map.width, h = map.height
        let pieceCount = Int(piece.max() ?? -1) + 1
        var out = [Int32](repeating: -1, count: w * h)
        var queue: [Int] = []
        for i in 0..<(w * h) where piece[i] >= 0 { out[i] = piece[i]; queue.append(i) }
        var head = 0
        map.labels.withUnsafeBufferPointer { labels in
            out.withUnsafeMutableBufferPointer { out in
                func visit(_ q: Int, from p: Int) {
                    if out[q] < 0 && labels[q] == labels[p] { out[q] = out[p]; queue.append(q) }
                }
                while head < queue.count {
                    let p = queue[head]; head += 1
                    let x = p % w
                    if x > 0 { visit(p - 1, from: p) }
                    if x < w - 1 { visit(p + 1, from: p) }
                    if p >= w { visit(p - w, from: p) }
                    if p + w < w * h { visit(p + w, from: p) }
                }
            }
        }
        // Segments without interior keep their pixels under a number of their own.
        for i in 0..<(w * h) where out[i] < 0 { out[i] = Int32(pieceCount) + map.labels[i] }
        let split = LabelMap(width: w, height: h, labels: out, count: pieceCount + map.count).compacted()
        var origin = [Int32](repeating: 0, count: split.count)
        for i in 0..<(w * h) { origin[Int(split.labels[i])] = map.labels[i] }
        return (split, origin)
    }
}

extension LabelMap {
    /// Each segment's morphological opening by a disc of `radius`: a pixel stays in its segment
    /// only if some disc of that radius inside the segment covers it (a pixel of the segment at
    /// least `radius` from every boundary lies within `radius` of it). The pixels of slivers
    /// thinner than the disc (which an outline of about that half-width would ink whole, as a
    /// blot) go to the segments around them, whichever reaches them first.
    func opened(distance: [Float], radius: Float) -> LabelMap {
        let w = width, h = height, n = w * h
        let r = Int(radius.rounded(.up)), r2 = radius * radius
        var out = [Int32](repeating: -1, count: n)
        var queue: [Int] = []
        labels.withUnsafeBufferPointer { labels in
            distance.withUnsafeBufferPointer { d in
                for y in 0..<h {
                    for x in 0..<w {
                        let i = y * w + x, l = labels[i]
                        var covered = d[i] >= radius
                        if !covered {
                            search: for dy in max(-r, -y)...min(r, h - 1 - y) {
                                for dx in max(-r, -x)...min(r, w - 1 - x) where Float(dx * dx + dy * dy) <= r2 {
                                    let j = i + dy * w + dx
                                    if labels[j] == l && d[j] >= radius { covered = true; break search }
                                }
                            }
                        }
                        if covered { out[i] = l; queue.append(i) }
                    }
                }
            }
        }
        guard !queue.isEmpty else { return self }
        out.withUnsafeMutableBufferPointer { out in
            var head = 0
            func take(_ q: Int, from p: Int) {
                if out[q] < 0 { out[q] = out[p]; queue.append(q) }
            }
            while head < queue.count {
                let p = queue[head]; head += 1
                let x = p % w
                if x > 0 { take(p - 1, from: p) }
                if x < w - 1 { take(p + 1, from: p) }
                if p >= w { take(p - w, from: p) }
                if p + w < n { take(p + w, from: p) }
            }
        }
        return LabelMap(width: w, height: h, labels: out, count: count).splitIntoPieces()
    }
}
