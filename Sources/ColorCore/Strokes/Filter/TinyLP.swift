/// A linear program with four free variables and a few hundred constraints, solved exactly:
/// maximise `c . x` subject to `G x <= h` (row `i` of `G` is `rows[4 i ..< 4 i + 4]`).
///
/// Solved as its dual, `min h . y` subject to `G^T y = c`, `y >= 0`: four equality rows, so the
/// revised simplex keeps a 4x4 basis inverse and each pivot costs a pass over the columns. The
/// primal optimum is the dual's simplex multipliers. Phase I starts from four artificial
/// columns; Dantzig's rule picks the entering column, Bland's takes over after many pivots so
/// that degenerate cycles end. Deterministic: the same input gives the same bits.
///
/// The caller must bound the primal (here: box rows on the variables that could run off), else
/// the answer is `nil` as for an infeasible one.
struct TinyLP {
    static let size = 4
    private static let tolerance = 1e-9

    /// Constraint rows, four numbers each.
    var rows: [Double] = []
    var rhs: [Double] = []

    init() { rows.reserveCapacity(4 * 160); rhs.reserveCapacity(160) }

    var count: Int { rhs.count }

    mutating func removeAll() { rows.removeAll(keepingCapacity: true); rhs.removeAll(keepingCapacity: true) }

    /// Takes back the last `k` constraints.
    mutating func removeLast(_ k: Int) { rows.removeLast(4 * k); rhs.removeLast(k) }

    /// Adds `g . x <= h`.
    mutating func add(_ g0: Double, _ g1: Double, _ g2: Double, _ g3: Double, atMost h: Double) {
        rows.append(g0); rows.append(g1); rows.append(g2); rows.append(g3)
        rhs.append(h)
    }

    /// The maximiser of `c . x` and its value; nil when the dual has no feasible point (the
    /// primal is unbounded) or the pivots run out.
    func maximise(_ c: (Double, Double, Double, Double)) -> (x: (Double, Double, Double, Double), value: Double)? {
        let n = rhs.count
        let target = [c.0, c.1, c.2, c.3]
        // Basis: column index per row; columns >= n are the artificials (n + r is unit row r,
        // signed so that its value starts non-negative).
        var basis = [Int](repeating: 0, count: 4)
        var inverse = [Double](repeating: 0, count: 16)
        var value = [Double](repeating: 0, count: 4)
        var artificialSign = [Double](repeating: 1, count: 4)
        for r in 0..<4 {
            basis[r] = n + r
            artificialSign[r] = target[r] < 0 ? -1 : 1
            inverse[5 * r] = artificialSign[r]  // B = diag(sign), its own inverse
            value[r] = abs(target[r])
        }
        var isBasic = [Bool](repeating: false, count: n)

        return rows.withUnsafeBufferPointer { g in
            rhs.withUnsafeBufferPointer { h -> (x: (Double, Double, Double, Double), value: Double)? in
                /// Column `j` of the equality system: row `j` of G, or an artificial unit column.
                func column(_ j: Int) -> (Double, Double, Double, Double) {
                    if j < n { return (g[4 * j], g[4 * j + 1], g[4 * j + 2], g[4 * j + 3]) }
                    let r = j - n, s = artificialSign[r]
                    return (r == 0 ? s : 0, r == 1 ? s : 0, r == 2 ? s : 0, r == 3 ? s : 0)
                }
                /// Runs the simplex with costs `cost`; false when it cannot finish.
                func run(phaseOne: Bool) -> Bool {
                    func cost(_ j: Int) -> Double { phaseOne ? (j >= n ? 1 : 0) : (j >= n ? 0 : h[j]) }
                    var pivots = 0
                    while pivots < 64 * (n + 4) {
                        // Multipliers pi = c_B^T B^-1.
                        var pi = (0.0, 0.0, 0.0, 0.0)
                        for r in 0..<4 {
                            let cb = cost(basis[r])
                            pi.0 += cb * inverse[4 * r]; pi.1 += cb * inverse[4 * r + 1]
                            pi.2 += cb * inverse[4 * r + 2]; pi.3 += cb * inverse[4 * r + 3]
                        }
                        // Entering column: Dantzig's most negative reduced cost, Bland's first
                        // negative one once pivots pile up.
                        let bland = pivots > 8 * (n + 4)
                        var entering = -1, best = -Self.tolerance
                        for j in 0..<n where !isBasic[j] {
                            let d = h[j] * (phaseOne ? 0 : 1) - (pi.0 * g[4 * j] + pi.1 * g[4 * j + 1] + pi.2 * g[4 * j + 2] + pi.3 * g[4 * j + 3])
                            if d < best {
                                entering = j; best = d
                                if bland { break }
                            }
                        }
                        if entering < 0 { return true }  // optimal
                        let a = column(entering)
                        var w = Vector4()
                        for r in 0..<4 {
                            w[r] = inverse[4 * r] * a.0 + inverse[4 * r + 1] * a.1 + inverse[4 * r + 2] * a.2 + inverse[4 * r + 3] * a.3
                        }
                        // Ratio test; ties go to the smallest column index (Bland).
                        var leaving = -1, ratio = Double.infinity
                        for r in 0..<4 where w[r] > Self.tolerance {
                            let t = value[r] / w[r]
                            if leaving < 0 || t < ratio - Self.tolerance {
                                leaving = r; ratio = t
                            } else if t <= ratio + Self.tolerance && basis[r] < basis[leaving] {
                                leaving = r; ratio = min(ratio, t)
                            }
                        }
                        if leaving < 0 { return false }  // unbounded dual: the primal is infeasible
                        pivot(row: leaving, w: w, column: entering)
                        pivots += 1
                    }
                    return false
                }
                func pivot(row p: Int, w: Vector4, column j: Int) {
                    let wp = w[p]
                    for k in 0..<4 { inverse[4 * p + k] /= wp }
                    value[p] /= wp
                    for r in 0..<4 where r != p && w[r] != 0 {
                        let f = w[r]
                        for k in 0..<4 { inverse[4 * r + k] -= f * inverse[4 * p + k] }
                        value[r] -= f * value[p]
                        if value[r] < 0 && value[r] > -Self.tolerance { value[r] = 0 }
                    }
                    if basis[p] < n { isBasic[basis[p]] = false }
                    basis[p] = j
                    if j < n { isBasic[j] = true }
                }

                guard run(phaseOne: true) else { return nil }
                for r in 0..<4 where basis[r] >= n && value[r] > 1e-7 { return nil }  // c is not a non-negative combination of rows
                // Artificials left in the basis at zero: swap in any real column that can
                // replace them (a row with none is redundant and stays as it is).
                for r in 0..<4 where basis[r] >= n {
                    for j in 0..<n where !isBasic[j] {
                        let a = column(j)
                        var w = Vector4()
                        for k in 0..<4 {
                            w[k] = inverse[4 * k] * a.0 + inverse[4 * k + 1] * a.1 + inverse[4 * k + 2] * a.2 + inverse[4 * k + 3] * a.3
                        }
                        if abs(w[r]) > 1e-7 { pivot(row: r, w: w, column: j); break }
                    }
                }
                guard run(phaseOne: false) else { return nil }
                var x = (0.0, 0.0, 0.0, 0.0)
                var objective = 0.0
                for r in 0..<4 {
                    let cb = basis[r] < n ? h[basis[r]] : 0
                    x.0 += cb * inverse[4 * r]; x.1 += cb * inverse[4 * r + 1]
                    x.2 += cb * inverse[4 * r + 2]; x.3 += cb * inverse[4 * r + 3]
                    objective += cb * value[r]
                }
                return (x, objective)
            }
        }
    }
}

/// Four numbers inline (no heap), indexable.
struct Vector4 {
    private var e = (0.0, 0.0, 0.0, 0.0)
    subscript(i: Int) -> Double {
        get { switch i { case 0: e.0; case 1: e.1; case 2: e.2; default: e.3 } }
        set { switch i { case 0: e.0 = newValue; case 1: e.1 = newValue; case 2: e.2 = newValue; default: e.3 = newValue } }
    }
}
