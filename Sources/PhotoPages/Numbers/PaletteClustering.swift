import ColorCore

/// The palette of a numbered page: k-means in OKLab over the regions' mean colours, each weighted
/// by its pixels. Clustering the means rather than the pixels chooses the palette for what a
/// finished page can show (one colour per region), so the palette is spent where it lowers the
/// finished picture's distance to the photo.
///
/// Deterministic: k-means++ seeding from a fixed-seed generator, ties broken by index, so the same
/// photo gives the same palette and numbers every time.
struct PaletteClustering {
    /// The chosen colours, darkest first (numbers then run from dark to light).
    let centres: [OKLab]
    /// Per input colour, the index of its centre.
    let assignment: [Int]

    /// `colours` with their `weights`; at most `count` centres (fewer when there are fewer
    /// distinct colours).
    init(colours: [OKLab], weights: [Double], count: Int, iterations: Int = 40) {
        precondition(colours.count == weights.count && count >= 1)
        guard !colours.isEmpty else { centres = []; assignment = []; return }
        var centres = Self.seeds(colours, weights, count: min(count, colours.count))
        var assignment = [Int](repeating: 0, count: colours.count)
        for _ in 0..<iterations {
            let next = colours.map { Self.nearest($0, in: centres) }
            let settled = next == assignment
            assignment = next
            var sums = [(l: Double, a: Double, b: Double, w: Double)](repeating: (0, 0, 0, 0), count: centres.count)
            for (i, c) in colours.enumerated() {
                let w = weights[i], k = assignment[i]
                sums[k].l += c.l * w; sums[k].a += c.a * w; sums[k].b += c.b * w; sums[k].w += w
            }
            for k in centres.indices where sums[k].w > 0 {
                centres[k] = OKLab(l: sums[k].l / sums[k].w, a: sums[k].a / sums[k].w, b: sums[k].b / sums[k].w)
            }
            if settled { break }
        }
        // An empty cluster (all its colours went to others) names no region: it is dropped.
        let used = Set(assignment)
        let kept = centres.indices.filter { used.contains($0) }
            .sorted { (centres[$0].l, $0) < (centres[$1].l, $1) }
        var renumber = [Int](repeating: 0, count: centres.count)
        for (new, old) in kept.enumerated() { renumber[old] = new }
        self.centres = kept.map { centres[$0] }
        self.assignment = assignment.map { renumber[$0] }
    }

    static func nearest(_ c: OKLab, in centres: [OKLab]) -> Int {
        var best = 0, bestD = Double.infinity
        for (k, m) in centres.enumerated() {
            let d = c.distanceSquared(to: m)
            if d < bestD { bestD = d; best = k }
        }
        return best
    }

    /// k-means++: the heaviest colour first, then each next one drawn with probability
    /// proportional to weight times squared distance to the nearest chosen.
    private static func seeds(_ colours: [OKLab], _ weights: [Double], count: Int) -> [OKLab] {
        var random = FixedSeedGenerator(seed: 0x7E43_C010_0B1E)
        var first = 0
        for i in weights.indices where weights[i] > weights[first] { first = i }
        var chosen = [colours[first]]
        var distance = colours.map { $0.distanceSquared(to: colours[first]) }
        while chosen.count < count {
            let scores = distance.indices.map { distance[$0] * weights[$0] }
            let total = scores.reduce(0, +)
            guard total > 0 else { break }  // every colour is a centre already
            var target = random.unit() * total
            var pick = scores.count - 1
            for (i, s) in scores.enumerated() {
                target -= s
                if target < 0 && s > 0 { pick = i; break }
            }
            chosen.append(colours[pick])
            for i in colours.indices { distance[i] = min(distance[i], colours[i].distanceSquared(to: colours[pick])) }
        }
        return chosen
    }
}

/// SplitMix64: a small generator whose sequence is fixed by its seed on every platform (the
/// standard library's generator is not seedable).
struct FixedSeedGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in 0 ..< 1.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}
