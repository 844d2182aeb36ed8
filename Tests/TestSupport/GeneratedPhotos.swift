import ColorCore
import Foundation

/// Photos made up for tests that need no shared test data.
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

    /// Fur: pixels of two browns either side of the line threshold (darkness 129 and 109), the
    /// darker one's share changing from patch to patch (a fixed random draw): 400x300.
    public static func fur() -> Page {
        var page = Page(width: 400, height: 300)
        let dark = RGBA(r: 150, g: 120, b: 100), light = RGBA(r: 170, g: 140, b: 120)
        var state: UInt64 = 0x9e37_79b9_7f4a_7c15
        func next() -> UInt64 { state &+= 0x9e37_79b9_7f4a_7c15; var z = state; z = (z ^ z >> 30) &* 0xbf58_476d_1ce4_e5b9; return z ^ z >> 27 }
        for y in 0..<300 {
            for x in 0..<400 {
                let share = UInt64((x / 7 + y / 5) % 10)  // tenths of darker pixels, by patch
                page.setPixel(x, y, next() % 10 < share ? dark : light)
            }
        }
        return page
    }

    /// The luma of the line rule (integer weights 299, 587, 114 per thousand).
    public static func luma(_ c: RGB) -> Int { (299 * Int(c.r) + 587 * Int(c.g) + 114 * Int(c.b)) / 1000 }
}
