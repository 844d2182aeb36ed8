import ColorCore

/// How far each page pixel lies from the nearest line pixel or the page's edge, in pixels
/// (exact Euclidean distance transform, Felzenszwalb and Huttenlocher's two passes of lower
/// envelopes of parabolas). Regions are bounded by lines and the edge, so inside a region this is
/// the distance to the nearest pixel outside it: the room a number has there.
struct LineDistance {
    let width: Int, height: Int
    /// Squared distances, row-major.
    let squared: [Float]

    init(lineArt: LineArt) {
        // The page with a one-pixel frame of line around it: the edge bounds regions as lines do.
        let w = lineArt.width + 2, h = lineArt.height + 2
        var grid = [Float](repeating: .infinity, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let onFrame = x == 0 || y == 0 || x == w - 1 || y == h - 1
                if onFrame || lineArt.isLine(x - 1, y - 1) { grid[y * w + x] = 0 }
            }
        }
        var column = [Float](repeating: 0, count: h), out = column
        for x in 0..<w {
            for y in 0..<h { column[y] = grid[y * w + x] }
            Self.transform(column, into: &out)
            for y in 0..<h { grid[y * w + x] = out[y] }
        }
        var row = [Float](repeating: 0, count: w), rowOut = row
        for y in 0..<h {
            for x in 0..<w { row[x] = grid[y * w + x] }
            Self.transform(row, into: &rowOut)
            for x in 0..<w { grid[y * w + x] = rowOut[x] }
        }
        width = lineArt.width; height = lineArt.height
        var inner = [Float](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { inner[y * width + x] = grid[(y + 1) * w + x + 1] } }
        squared = inner
    }

    func distance(_ x: Int, _ y: Int) -> Double { Double(squared[y * width + x]).squareRoot() }

    /// One dimension: out[q] = min over p of (q - p)^2 + f[p].
    private static func transform(_ f: [Float], into out: inout [Float]) {
        let n = f.count
        var hull = [Int](repeating: 0, count: n)
        var bound = [Float](repeating: 0, count: n + 1)
        var k = -1
        for q in 0..<n where f[q].isFinite {
            let fq = f[q] + Float(q * q)
            while k >= 0 {
                let p = hull[k]
                let s = (fq - (f[p] + Float(p * p))) / Float(2 * (q - p))
                if s <= bound[k] { k -= 1 } else {
                    k += 1; hull[k] = q; bound[k] = s; bound[k + 1] = .infinity
                    break
                }
            }
            if k < 0 { k = 0; hull[0] = q; bound[0] = -.infinity; bound[1] = .infinity }
        }
        guard k >= 0 else { for q in 0..<n { out[q] = .infinity }; return }
        var j = 0
        for q in 0..<n {
            while bound[j + 1] < Float(q) { j += 1 }
            let d = Float(q - hull[j])
            out[q] = d * d + f[hull[j]]
        }
    }
}
