import ColorCore
import Foundation

/// Photos made up for tests that need no ../shared.
public enum GeneratedPhotos {
    /// A grained plank (wood-like value noise at a few pixels' scale, stretched along x) with a
    /// red cup on it, below a plain wall: 480x320, the same every time.
    public static func grainedPlank() -> Page {
        let w = 480, h = 320
        var picture = Page(width: w, height: h)
        var seed: UInt64 = 0x5EED
        func next() -> Double {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Double(seed >> 11) / Double(1 << 53)
        }
        // Value noise on a 6-pixel lattice, stretched along x like grain.
        let gw = w / 24 + 2, gh = h / 6 + 2
        let lattice = (0..<(gw * gh)).map { _ in next() }
        for y in 0..<h {
            for x in 0..<w {
                let fx = Double(x) / 24, fy = Double(y) / 6, ix = Int(fx), iy = Int(fy), tx = fx - Double(ix), ty = fy - Double(iy)
                let v = (lattice[iy * gw + ix] * (1 - tx) + lattice[iy * gw + ix + 1] * tx) * (1 - ty)
                    + (lattice[(iy + 1) * gw + ix] * (1 - tx) + lattice[(iy + 1) * gw + ix + 1] * tx) * ty
                let onPlank = y > h / 3
                let inCup = hypot(Double(x) - 240, Double(y) - 200) < 60
                let colour = inCup ? RGBA(r: 200, g: 30, b: 30)
                    : onPlank ? RGBA(r: UInt8(120 + 70 * v), g: UInt8(70 + 45 * v), b: UInt8(30 + 20 * v))
                    : RGBA(r: 225, g: 225, b: 215)
                picture.setPixel(x, y, colour)
            }
        }
        return picture
    }

}
