/// Pixels of the view pyramid: four 16-bit lanes in one word, `R | G << 16 | B << 32 | coverage
/// << 48`. R, G, B are the colour a person sees in linear light (0...65535: the average of the
/// page pixels below, which is what averaging means to the eye), coverage the share of those
/// page pixels that are line pixels by the region rule (65535: all; rounded up, so any line pixel
/// at all leaves it above 0; the renderer uses it to keep thin lines visible). Linear values let
/// the renderer's box filter add pixels without table lookups.
public enum ViewPixel {
    /// Unpainted paper: white, no line.
    public static let white: UInt64 = 0x0000_ffff_ffff_ffff

    /// A page pixel (packed sRGB `R | G << 8 | B << 16`), a line pixel or not.
    @inlinable @inline(__always)
    public static func make(_ packed: UInt32, line: Bool, _ lin: UnsafeBufferPointer<UInt16>) -> UInt64 {
        if packed & 0x00ff_ffff == 0x00ff_ffff && !line { return white }
        return UInt64(lin[Int(packed & 0xff)]) | UInt64(lin[Int((packed >> 8) & 0xff)]) << 16
            | UInt64(lin[Int((packed >> 16) & 0xff)]) << 32 | (line ? 0xffff << 48 : 0)
    }

    @inlinable @inline(__always)
    public static func lanes(_ p: UInt64) -> SIMD4<UInt16> { unsafeBitCast(p, to: SIMD4<UInt16>.self) }

    @inlinable @inline(__always)
    public static func coverage(_ p: UInt64) -> UInt64 { p >> 48 }
}

/// Merges up to four view pixels into one a level up: each lane averaged, rounded to nearest,
/// coverage rounded up. The count is 1, 2 or 4 (2x2 blocks, cut at the page's right and bottom
/// edges), so the means are shifts.
struct ViewPixelMerge {
    var sum = SIMD4<UInt32>.zero
    var count: UInt32 = 0

    @inline(__always)
    mutating func add(_ p: UInt64) {
        sum &+= SIMD4<UInt32>(truncatingIfNeeded: ViewPixel.lanes(p))
        count &+= 1
    }

    @inline(__always)
    var result: UInt64 {
        let shift: UInt32 = count == 4 ? 2 : count == 2 ? 1 : 0
        let up: UInt32 = (1 << shift) - 1
        // Colour lanes rounded to nearest, the coverage lane up.
        let bias = SIMD4<UInt32>((up + 1) >> 1, (up + 1) >> 1, (up + 1) >> 1, up)
        let mean = (sum &+ bias) &>> SIMD4(repeating: shift)
        return unsafeBitCast(SIMD4<UInt16>(truncatingIfNeeded: mean), to: UInt64.self)
    }
}
