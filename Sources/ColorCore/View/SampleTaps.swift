/// How the display pixels along one axis read a pyramid level.
///
/// Display pixel `d` shows page pixels `axis.pageRange(d)`; it averages the level pixels that
/// overlap that range, each weighted by its overlap (a box filter over exactly those page pixels,
/// to the level's precision). Of those level pixels, the ones whose middle lies in the range
/// *belong* to `d`: every level pixel belongs to exactly one display pixel, so a line's level
/// pixels, which touch each other, belong to display pixels that touch each other too. The
/// renderer keeps a thin line visible on the display pixels its level pixels belong to.
struct SampleTaps: Sendable {
    static let maxTaps = 24
    /// Per display pixel: its first level pixel, how many it reads, which belong to it (bit `t`
    /// for tap `t`, all `maxTaps` of them: a small page at a large reduction reads level 0, up to
    /// 20 rows a display pixel), and the weights (`maxTaps` per display pixel, summing to 1).
    private(set) var first: [Int32] = []
    private(set) var count: [UInt8] = []
    private(set) var owned: [UInt32] = []
    private(set) var weights: [Float] = []

    init() {}

    /// The taps of `axis` on level `level` of a page `page` pixels long.
    init(axis: ViewAxis, level: Int, page: Int) {
        let n = axis.count
        first = [Int32](repeating: 0, count: n)
        count = [UInt8](repeating: 0, count: n)
        owned = [UInt32](repeating: 0, count: n)
        weights = [Float](repeating: 0, count: n * Self.maxTaps)
        let size = 1 << level
        for d in 0..<n {
            let range = axis.pageRange(d)
            let lo = range.lowerBound, hi = min(page, range.upperBound)
            let j0 = lo >> level, j1 = (hi - 1) >> level
            let taps = min(Self.maxTaps, j1 - j0 + 1)
            first[d] = Int32(j0)
            count[d] = UInt8(taps)
            var mine: UInt32 = 0, widest = 0, widestOverlap = 0
            for t in 0..<taps {
                let j = j0 + t
                let start = j * size, end = min(page, start + size)
                let overlap = min(hi, end) - max(lo, start)
                weights[d * Self.maxTaps + t] = Float(overlap) / Float(hi - lo)
                // The middle of level pixel j, doubled to stay in integers.
                let middle2 = start + end
                if middle2 >= 2 * lo && middle2 < 2 * hi { mine |= 1 << t }
                if overlap > widestOverlap { widestOverlap = overlap; widest = t }
            }
            // Only at the page's edge can a display pixel be narrower than a level pixel: it then
            // takes the level pixel it overlaps most.
            owned[d] = mine != 0 ? mine : 1 << widest
        }
    }
}
