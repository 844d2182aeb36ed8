/// The 8x8 Bayer threshold matrix of ordered dithering: a colour that lies `share`/64 of the way
/// from one palette colour to another shows the second at the display pixels whose threshold is
/// below `share`, spread evenly over every 8x8 square. Unlike error diffusion, a pixel's colour
/// depends only on its own colour and position, so a repaint of a few cells never changes their
/// neighbours, and a pattern anchored to the page stays put when the view pans.
public enum OrderedDither {
    static let levels = 64
    @usableFromInline static let matrix: [UInt8] = {
        var m: [UInt8] = [0]
        var side = 1
        // Each doubling puts the four copies of the smaller matrix in the order 0, 2, 3, 1.
        while side < 8 {
            var next = [UInt8](repeating: 0, count: 4 * side * side)
            for y in 0..<side {
                for x in 0..<side {
                    let v = 4 * m[y * side + x]
                    next[y * 2 * side + x] = v
                    next[y * 2 * side + x + side] = v + 2
                    next[(y + side) * 2 * side + x] = v + 3
                    next[(y + side) * 2 * side + x + side] = v + 1
                }
            }
            m = next
            side *= 2
        }
        return m
    }()

    /// The threshold (0 to 63) at display pixel (`x`, `y`), any integers.
    @inlinable @inline(__always)
    public static func threshold(x: Int, y: Int) -> Int { Int(matrix[(y & 7) << 3 | (x & 7)]) }
}
