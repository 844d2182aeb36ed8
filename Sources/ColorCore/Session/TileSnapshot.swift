/// The paint of one rectangle (at most one 64x64 tile) as it was at some moment: one value when
/// every pixel is the same (blank or filled areas, the common case), else the pixels row by row.
struct TileSnapshot: Sendable {
    enum Content: Sendable {
        case uniform(UInt32)
        case pixels([UInt32])
    }

    let rect: Rect
    let content: Content

    /// Heap bytes held, roughly: what the undo budget counts.
    var byteCount: Int {
        switch content {
        case .uniform: 48
        case .pixels(let p): 48 + 32 + p.count * 4
        }
    }

    /// The paint in `rect` now.
    init(of paint: UnsafeBufferPointer<UInt32>, width: Int, rect: Rect) {
        self.rect = rect
        if let v = TileSnapshot.uniformValue(of: paint, width: width, rect: rect) {
            content = .uniform(v)
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
