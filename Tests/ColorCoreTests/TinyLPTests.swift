import Testing
@testable import ColorCore
import TestSupport

/// The stroke filter's small linear programs, against the plain way: every vertex (four
/// constraints met with equality), the best feasible one.
@Suite struct TinyLPTests {
    /// max c.x subject to rows, by trying every four rows.
    static func bruteForce(_ lp: TinyLP, _ c: [Double]) -> Double? {
        let n = lp.count
        var best: Double?
        for a in 0..<n { for b in (a + 1)..<n { for d in (b + 1)..<n { for e in (d + 1)..<n {
            let idx = [a, b, d, e]
            var m = idx.map { i in (0..<4).map { lp.rows[4 * i + $0] } }
            var v = idx.map { lp.rhs[$0] }
            // Gaussian elimination with partial pivoting.
            var singular = false
            for col in 0..<4 {
                let p = (col..<4).max { abs(m[$0][col]) < abs(m[$1][col]) }!
                if abs(m[p][col]) < 1e-10 { singular = true; break }
                m.swapAt(col, p); v.swapAt(col, p)
                for r in 0..<4 where r != col {
                    let f = m[r][col] / m[col][col]
                    for k in col..<4 { m[r][k] -= f * m[col][k] }
                    v[r] -= f * v[col]
                }
            }
            if singular { continue }
            let x = (0..<4).map { v[$0] / m[$0][$0] }
            var feasible = true
            for i in 0..<n {
                var lhs = 0.0
                for k in 0..<4 { lhs += lp.rows[4 * i + k] * x[k] }
                if lhs > lp.rhs[i] + 1e-7 { feasible = false }
            }
            guard feasible else { continue }
            let value = zip(c, x).reduce(0.0) { $0 + $1.0 * $1.1 }
            if best == nil || value > best! { best = value }
        }}}}
        return best
    }

    /// Random bounded problems (a box on every variable), some with many constraints through
    /// one vertex (degenerate), some infeasible.
    @Test(arguments: Array(UInt64(1)...60))
    func matchesEveryVertex(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        var lp = TinyLP()
        let n = Int.random(in: 2...9, using: &rng)
        let degenerate = seed % 3 == 0
        for _ in 0..<n {
            let g = (0..<4).map { _ in Double(Int.random(in: -4...4, using: &rng)) }
            // Through the origin when degenerate: many active constraints at one point.
            let h = degenerate ? 0 : Double(Int.random(in: -3...6, using: &rng))
            lp.add(g[0], g[1], g[2], g[3], atMost: h)
        }
        for k in 0..<4 {
            var e = [0.0, 0.0, 0.0, 0.0]
            e[k] = 1; lp.add(e[0], e[1], e[2], e[3], atMost: 5)
            e[k] = -1; lp.add(e[0], e[1], e[2], e[3], atMost: 5)
        }
        let c = (0..<4).map { _ in Double(Int.random(in: -3...3, using: &rng)) }
        let expected = Self.bruteForce(lp, c)
        let got = lp.maximise((c[0], c[1], c[2], c[3]))
        #expect((got == nil) == (expected == nil), "feasibility: simplex \(String(describing: got?.value)) brute force \(String(describing: expected))")
        guard let got, let expected else { return }
        #expect(abs(got.value - expected) < 1e-6, "optimum \(got.value) vs \(expected)")
        // The answer is a feasible point with that value.
        let x = [got.x.0, got.x.1, got.x.2, got.x.3]
        for i in 0..<lp.count {
            let lhs = (0..<4).reduce(0.0) { $0 + lp.rows[4 * i + $1] * x[$1] }
            #expect(lhs <= lp.rhs[i] + 1e-6, "row \(i) violated by \(lhs - lp.rhs[i])")
        }
        #expect(abs(zip(c, x).reduce(0.0) { $0 + $1.0 * $1.1 } - got.value) < 1e-6)
    }

    /// The filter's own problem shape: a margin to maximise between points left and right of a
    /// line; a line through gaps that close has none.
    @Test func marginBetweenTwoRowsOfPoints() {
        var lp = TinyLP()
        // f = u*x + F (line y = const in disguise): points at y = 0 left (f <= -m), y = 2 right.
        for x in 0..<5 {
            lp.add(0, 0, 1, 1, atMost: -0.0 * Double(x))  // f(x, 0) + m <= 0 with f = y + F: F + m <= 0
            lp.add(0, 0, -1, 1, atMost: 2)                // -(2 + F) + m <= 0
        }
        lp.add(1, 0, 0, 0, atMost: 1); lp.add(-1, 0, 0, 0, atMost: 1)
        lp.add(0, 1, 0, 0, atMost: 1); lp.add(0, -1, 0, 0, atMost: 1)
        let best = lp.maximise((0, 0, 0, 1))
        #expect(best.map { abs($0.value - 1) < 1e-9 } == true)  // the middle line, one unit from both
        #expect(best.map { abs($0.x.2 + 1) < 1e-9 } == true)   // F = -1: y = 1
    }
}
