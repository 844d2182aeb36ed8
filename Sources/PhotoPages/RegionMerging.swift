import ColorCore
import Foundation

/// Merges neighbouring segments of a `LabelMap`, cheapest pair first, on the graph of which
/// segments touch: each segment knows its area and mean OKLab colour, each touching pair its
/// shared boundary length and how strong the picture's edge is along it.
///
/// The price of merging two neighbours (chosen by looking at the five test photos' pages):
/// - their colour difference, squared, with lightness counting 0.4 (shading changes lightness
///   more than colour; a face in light and shadow stays one face);
/// - their sizes, as the 0.75 power of `a b / (a + b)` (about the smaller one's area): texture
///   specks go early; a large area and a small clearly different patch (an eye) go late;
/// - the picture's edge strength along their boundary, relative to the mean: 0.2 + strength. A
///   smooth gradient (a sky) costs little to merge however different its ends, a contour a lot.
/// After merging down to the count, a boundary no stronger than the insides it parts is merged
/// away whatever the count (`mergeAcrossWeakEdges`).
struct RegionMerging {
    struct Edge { var length: Int; var strength: Float }

    private(set) var area: [Double]
    private var sumL: [Double], sumA: [Double], sumB: [Double], sumG: [Double]
    private var parent: [Int32]
    private var neighbours: [[Int32: Edge]]
    private var stamp: [UInt32]
    private(set) var alive: Int
    /// The mean edge strength over all boundaries (what an edge's strength is measured against).
    private let meanStrength: Float

    init(map: LabelMap, image: WorkingImage, gradient: [Float]) {
        let n = map.count, w = map.width, h = map.height
        area = [Double](repeating: 0, count: n)
        sumL = area; sumA = area; sumB = area; sumG = area
        for i in 0..<(w * h) {
            let s = Int(map.labels[i])
            area[s] += 1; sumL[s] += Double(image.l[i]); sumA[s] += Double(image.a[i]); sumB[s] += Double(image.b[i])
            sumG[s] += Double(gradient[i])
        }
        parent = (0..<n).map { Int32($0) }
        neighbours = [[Int32: Edge]](repeating: [:], count: n)
        stamp = [UInt32](repeating: 0, count: n)
        alive = n
        var total: Float = 0, pairs = 0
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x, a = map.labels[i]
                for j in [x + 1 < w ? i + 1 : -1, y + 1 < h ? i + w : -1] where j >= 0 {
                    let b = map.labels[j]
                    guard a != b else { continue }
                    let g = (gradient[i] + gradient[j]) / 2
                    neighbours[Int(a)][b, default: Edge(length: 0, strength: 0)].length += 1
                    neighbours[Int(a)][b]!.strength += g
                    neighbours[Int(b)][a] = neighbours[Int(a)][b]
                    total += g; pairs += 1
                }
            }
        }
        meanStrength = pairs > 0 ? max(1e-6, total / Float(pairs)) : 1
    }

    func root(_ s: Int32) -> Int32 {
        var r = s
        while parent[Int(r)] != r { r = parent[Int(r)] }
        return r
    }

    func meanColour(_ s: Int) -> (Double, Double, Double) { (sumL[s] / area[s], sumA[s] / area[s], sumB[s] / area[s]) }

    func colourDistanceSquared(_ a: Int, _ b: Int) -> Double {
        let (l1, a1, b1) = meanColour(a), (l2, a2, b2) = meanColour(b)
        return 0.4 * (l1 - l2) * (l1 - l2) + (a1 - a2) * (a1 - a2) + (b1 - b2) * (b1 - b2)
    }

    func cost(_ a: Int, _ b: Int) -> Double {
        guard let e = neighbours[a][Int32(b)] else { return .infinity }
        let strength = Double(e.strength / Float(e.length) / meanStrength)
        let size = area[a] * area[b] / (area[a] + area[b])
        return colourDistanceSquared(a, b) * pow(size, 0.75) * (0.2 + strength)
    }

    /// Merges `b` into `a` (both roots, neighbours).
    private mutating func join(_ a: Int, _ b: Int) {
        parent[b] = Int32(a)
        area[a] += area[b]; sumL[a] += sumL[b]; sumA[a] += sumA[b]; sumB[a] += sumB[b]; sumG[a] += sumG[b]
        let bEdges = neighbours[b]
        neighbours[b] = [:]
        neighbours[a][Int32(b)] = nil
        for (x, e) in bEdges where Int(x) != a {
            neighbours[Int(x)][Int32(b)] = nil
            var merged = neighbours[a][x] ?? Edge(length: 0, strength: 0)
            merged.length += e.length; merged.strength += e.strength
            neighbours[a][x] = merged
            neighbours[Int(x)][Int32(a)] = merged
        }
        stamp[a] &+= 1; stamp[b] &+= 1
        alive -= 1
    }

    /// Merges the cheapest touching pair until `target` segments are left.
    mutating func merge(downTo target: Int) {
        mergeCheapestFirst(until: target) { m, a, b in m.cost(a, b) }
    }

    /// Merges neighbours that look alike (colour distance below `difference`, in OKLab with
    /// lightness at 0.4), most alike first, whatever the count: a flat area cut into many
    /// superpixels becomes one segment even when fewer segments than the target are left.
    mutating func mergeAlike(below difference: Double) {
        let limit = difference * difference
        mergeCheapestFirst { m, a, b in
            let d = m.colourDistanceSquared(a, b)
            return d < limit ? d : nil
        }
    }

    /// Merges neighbours whose shared boundary is no edge: the picture's edge strength along it
    /// is below `ratio` times the mean strength inside the busier of the two (plus a floor, for
    /// flat insides), weakest first, whatever their colours. A line drawn there would cut a
    /// texture (fur, wood grain) into blobs, or a smooth gradient into bands.
    mutating func mergeAcrossWeakEdges(below ratio: Float) {
        mergeCheapestFirst { m, a, b in
            guard let e = m.neighbours[a][Int32(b)] else { return nil }
            let inside = Float(max(m.sumG[a] / m.area[a], m.sumG[b] / m.area[b])) + 0.02 * m.meanStrength
            let weakness = e.strength / Float(e.length) / inside
            return weakness < ratio ? Double(weakness) : nil
        }
    }

    /// Joins touching pairs, the lowest `price` first (nil: not to be joined), the larger
    /// keeping its number, until no pair is left to join or `target` segments are left; the
    /// joined segment's pairs are priced again.
    private mutating func mergeCheapestFirst(until target: Int = 0, price: (RegionMerging, Int, Int) -> Double?) {
        var heap = MinHeap()
        for a in 0..<parent.count where parent[a] == Int32(a) {
            for (b, _) in neighbours[a] where Int(b) > a {
                if let p = price(self, a, Int(b)) { heap.push(.init(cost: p, a: Int32(a), b: b, stampA: stamp[a], stampB: stamp[Int(b)])) }
            }
        }
        while alive > target, let top = heap.pop() {
            let a = Int(top.a), b = Int(top.b)
            guard parent[a] == top.a, parent[b] == top.b, stamp[a] == top.stampA, stamp[b] == top.stampB else { continue }
            let (keep, gone) = area[a] >= area[b] ? (a, b) : (b, a)
            join(keep, gone)
            for (x, _) in neighbours[keep] {
                if let p = price(self, keep, Int(x)) { heap.push(.init(cost: p, a: Int32(keep), b: x, stampA: stamp[keep], stampB: stamp[Int(x)])) }
            }
        }
    }

    /// Merges every segment smaller than `minimumArea` (smallest first) into its neighbour of
    /// the nearest colour. `tooSmall` may add segments that must go whatever their area. With
    /// `origin` (per segment, the segment it was split from), a neighbour split from the same
    /// segment is taken only when there is no other, so a piece cut off at a neck is not simply
    /// joined back to it.
    mutating func absorbSmall(minimumArea: Double, also tooSmall: Set<Int32> = [], origin: [Int32]? = nil) {
        var order = (0..<parent.count).filter { parent[$0] == Int32($0) && (area[$0] < minimumArea || tooSmall.contains(Int32($0))) }
        order.sort { area[$0] < area[$1] }
        var pending = order
        while !pending.isEmpty {
            var next: [Int] = []
            for s in pending {
                let r = Int(root(Int32(s)))
                guard r == s, area[r] < minimumArea || tooSmall.contains(Int32(r)), !neighbours[r].isEmpty else { continue }
                var best = -1, bestD = Double.infinity, bestLength = 0, bestSibling = true
                for (x, e) in neighbours[r] {
                    let d = colourDistanceSquared(r, Int(x))
                    let sibling = origin.map { $0[Int(x)] == $0[r] } ?? false
                    if (bestSibling && !sibling) || (sibling == bestSibling && (d < bestD || (d == bestD && e.length > bestLength))) {
                        best = Int(x); bestD = d; bestLength = e.length; bestSibling = sibling
                    }
                }
                let (keep, gone) = area[best] >= area[r] ? (best, r) : (r, best)
                join(keep, gone)
                if area[keep] < minimumArea { next.append(keep) }
            }
            pending = next.sorted { area[$0] < area[$1] }
        }
    }

    /// The segmentation after the merges, labels renumbered.
    func apply(to map: LabelMap) -> LabelMap {
        let roots = (0..<parent.count).map { root(Int32($0)) }
        return LabelMap(width: map.width, height: map.height, labels: map.labels.map { roots[Int($0)] }, count: parent.count).compacted()
    }
}

/// A binary min-heap of candidate merges.
struct MinHeap {
    struct Entry { var cost: Double; var a: Int32; var b: Int32; var stampA: UInt32; var stampB: UInt32 }
    private var items: [Entry] = []

    mutating func push(_ e: Entry) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let p = (i - 1) / 2
            guard items[i].cost < items[p].cost else { break }
            items.swapAt(i, p); i = p
        }
    }

    mutating func pop() -> Entry? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l].cost < items[m].cost { m = l }
                if r < items.count && items[r].cost < items[m].cost { m = r }
                if m == i { break }
                items.swapAt(i, m); i = m
            }
        }
        return first
    }
}
