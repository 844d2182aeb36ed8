/// The paint of one rectangle (at most one 64x64 tile) as it was at some moment: one value when
/// every pixel is the same (blank or filled areas, the common case), else run-length coded when
/// that is at most half the size (painted areas are long runs between soft edges), else the
/// pixels row by row.
struct TileSnapshot: Sendable {
    enum Content: Sendable {
        case uniform(UInt32)
        /// (count, value) pairs in raster order over the rectangle; runs continue across rows.
        case runs([UInt32])
        case pixels([UInt32])
    }

    let rect: Rect
    let content: Content

    /// Heap bytes held, roughly: what the undo budget counts.
    var byteCount: Int {
        switch content {
        case .uniform: 48
        case .runs(let p), .pixels(let p): 48 + 32 + p.count * 4
        }
    }

    /// The paint in `rect` now.
    init(of paint: UnsafeBufferPointer<UInt32>, width: Int, rect: Rect) {
        self.rect = rect
        if let v = TileSnapshot.uniformValue(of: paint, width: width, rect: rect) {
            content = .uniform(v)
        } else if let runs = TileSnapshot.runs(of: paint, width: width, rect: rect, limit: rect.area / 2) {
            content = .runs(runs)
        } else {
            var pixels = [UInt32]()
            pixels.reserveCapacity(rect.area)
            for y in rect.y..<rect.maxY {
                let row = y * width
                pixels.append(contentsOf: paint[(row + rect.x)..<(row + rect.maxX)])
            }
            content = .pixels(pixels)
        }
    }

    /// The rectangle run-length coded, or nil as soon as the code would exceed `limit` words.
    static func runs(of paint: UnsafeBufferPointer<UInt32>, width: Int, rect: Rect, limit: Int) -> [UInt32]? {
        var out: [UInt32] = []
        var value = paint[rect.y * width + rect.x], count: UInt32 = 0
        for y in rect.y..<rect.maxY {
            let row = y * width
            for x in rect.x..<rect.maxX {
                let v = paint[row + x]
                if v == value { count += 1; continue }
                out.append(count); out.append(value)
                if out.count > limit { return nil }
                value = v; count = 1
            }
        }
        out.append(count); out.append(value)
        return out.count > limit ? nil : out
    }

    /// The one value of every pixel in `rect`, or nil when they differ. Differences are OR-ed
    /// over a whole row before testing, so the row loop vectorises.
    static func uniformValue(of paint: UnsafeBufferPointer<UInt32>, width: Int, rect: Rect) -> UInt32? {
        guard let base = paint.baseAddress else { return nil }
        let first = base[rect.y * width + rect.x]
        let n = rect.width
        for y in rect.y..<rect.maxY {
            let row = base + y * width + rect.x
            var differs: UInt32 = 0
            for i in 0..<n { differs |= row[i] ^ first }
            if differs != 0 { return nil }
        }
        return first
    }

    init(rect: Rect, content: Content) {
        self.rect = rect
        self.content = content
    }

    /// Writes this snapshot back into `paint`.
    func restore(into paint: UnsafeMutableBufferPointer<UInt32>, width: Int) {
        switch content {
        case .uniform(let v):
            for y in rect.y..<rect.maxY {
                let row = y * width
                for x in rect.x..<rect.maxX { paint[row + x] = v }
            }
        case .runs(let r):
            var x = rect.x, y = rect.y
            for k in stride(from: 0, to: r.count, by: 2) {
                var n = Int(r[k])
                let v = r[k + 1]
                while n > 0 {
                    let take = min(n, rect.maxX - x)
                    let start = y * width + x
                    for i in 0..<take { paint[start + i] = v }
                    n -= take; x += take
                    if x == rect.maxX { x = rect.x; y += 1 }
                }
            }
        case .pixels(let p):
            p.withUnsafeBufferPointer { src in
                var k = 0
                for y in rect.y..<rect.maxY {
                    let row = y * width + rect.x
                    for i in 0..<rect.width { paint[row + i] = src[k + i] }
                    k += rect.width
                }
            }
        }
    }
}
