/// Arithmetic on the canvas's packed pixels (little-endian R, G, B, A in a `UInt32`), channel by
/// channel. Kept branch-free and allocation-free: these run once per painted pixel.
public enum PackedPixel {
    public static let white: UInt32 = 0xFFFF_FFFF

    /// `a * b / 255` rounded to nearest, exact for all 8-bit inputs.
    @inlinable @inline(__always)
    public static func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 { div255(a * b) }

    /// `t / 255` rounded to nearest, exact for `0 ... 255 * 255`.
    @inlinable @inline(__always)
    public static func div255(_ t: UInt32) -> UInt32 {
        let u = t + 128
        return (u + (u >> 8)) >> 8
    }

    /// Paint multiplied by the page, channel by channel; alpha 255. White paint leaves the page
    /// exactly as it is, and the result is never lighter than the page (so lines stay dark).
    @inlinable @inline(__always)
    public static func multiply(_ page: UInt32, _ paint: UInt32) -> UInt32 {
        let r = mul255(page & 0xFF, paint & 0xFF)
        let g = mul255(page >> 8 & 0xFF, paint >> 8 & 0xFF)
        let b = mul255(page >> 16 & 0xFF, paint >> 16 & 0xFF)
        return r | g << 8 | b << 16 | 0xFF00_0000
    }

    /// `from` moved towards `to` by `coverage / 255`, rounded; alpha 255. Coverage 255 gives `to`
    /// exactly, 0 gives `from` exactly.
    @inlinable @inline(__always)
    public static func blend(_ from: UInt32, _ to: UInt32, coverage c: UInt32) -> UInt32 {
        let k = 255 - c
        let r = div255((from & 0xFF) * k + (to & 0xFF) * c)
        let g = div255((from >> 8 & 0xFF) * k + (to >> 8 & 0xFF) * c)
        let b = div255((from >> 16 & 0xFF) * k + (to >> 16 & 0xFF) * c)
        return r | g << 8 | b << 16 | 0xFF00_0000
    }

    /// One RGBA pixel composited over white, packed. Rounds down, so a line pixel (darkness
    /// >= 128 by the region rule) keeps luma < 128 after compositing.
    @inlinable @inline(__always)
    public static func overWhite(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        // Opaque and fully transparent pixels are most of any page: no arithmetic for them.
        if a == 255 { return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000 }
        if a == 0 { return white }
        let al = UInt32(a), back = 255 * (255 - al)
        let cr = (UInt32(r) * al + back) / 255
        let cg = (UInt32(g) * al + back) / 255
        let cb = (UInt32(b) * al + back) / 255
        return cr | cg << 8 | cb << 16 | 0xFF00_0000
    }

    /// Luma by the region rule's integer formula.
    @inlinable public static func luma(_ p: UInt32) -> Int {
        (299 * Int(p & 0xFF) + 587 * Int(p >> 8 & 0xFF) + 114 * Int(p >> 16 & 0xFF)) / 1000
    }
}
