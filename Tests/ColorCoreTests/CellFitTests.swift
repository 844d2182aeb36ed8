import Testing
@testable import ColorCore
import TestSupport

/// `CellFit`'s grey split (the sorting network and unrolled cuts in registers) against a plain
/// reference written with arrays and `sorted()`: the same pattern and colours for every cell.
@Suite struct CellFitTests {
    /// The split as the rule says it, plainly: pixels in order of grey (then index), every cut
    /// scored `a^2/na + b^2/nb`, visible greys kept in the darker group, the two means moved
    /// apart by `contrast` within the cell's range.
    static func reference(_ greys: [Int]) -> CellFit.Result {
        let n = greys.count
        let order = greys.indices.sorted { (greys[$0], $0) < (greys[$1], $1) }
        let total = Float(greys.reduce(0, +)), visible = greys.filter { $0 < CellFit.visibleGrey }.count
        let least = visible < n ? max(1, visible) : 1
        var best: Float = -1, split = 1, bestSum: Float = 0, a: Float = 0
        for cut in 1..<n {
            a += Float(greys[order[cut - 1]])
            guard cut >= least && (visible == 0 || visible == n || a < Float(CellFit.visibleGrey * cut)) else { continue }
            let b = total - a
            let score = a * a * CellFit.reciprocal(cut) + b * b * CellFit.reciprocal(n - cut)
            if score > best { best = score; split = cut; bestSum = a }
        }
        let pattern = order.prefix(split).reduce(0) { $0 | 1 << $1 }
        let ink = bestSum * CellFit.reciprocal(split), paper = (total - bestSum) * CellFit.reciprocal(n - split)
        let lo = Float(greys.min()!), hi = Float(greys.max()!)
        let i = UInt32(min(hi, max(lo, ink + CellFit.contrast * (ink - paper))) + 0.5)
        let o = UInt32(min(hi, max(lo, paper + CellFit.contrast * (paper - ink))) + 0.5)
        return CellFit.Result(pattern: pattern, ink: i * 0x01_0101, paper: o * 0x01_0101)
    }

    @Test(arguments: [4, 6])
    func greySplitMatchesThePlainRule(count n: Int) {
        var rng = SeededRandom(seed: UInt64(n))
        // Greys near the visible limit and the ends, with repeats (ties in the order).
        let pool = [0, 0, 17, 90, 128, 200, 230, 237, 238, 239, 240, 250, 254, 255, 255]
        var checked = 0
        for _ in 0..<20_000 {
            let greys = (0..<n).map { _ in pool[Int(rng.next() % UInt64(pool.count))] }
            guard Set(greys).count >= 3 else { continue }  // one or two colours are shown exactly
            let pixels = greys.map { UInt32($0) * 0x01_0101 }
            let fit = pixels.withUnsafeBufferPointer { CellFit.fit($0.baseAddress!, count: n) }
            #expect(fit == Self.reference(greys), "greys \(greys)")
            checked += 1
        }
        #expect(checked > 10_000)
    }
}
