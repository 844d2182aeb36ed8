/// Pixels of the view pyramid: a colour packed `R | G << 8 | B << 16`, with the top byte saying
/// whether the pixel covers line art (0) or only paintable pixels (255). Line wins when pixels
/// are merged, so a line a single page pixel thin still darkens the display pixel that holds it.
public enum ViewPixel {
    public static let lineFlag: UInt32 = 0
    public static let plainFlag: UInt32 = 0xff00_0000

    @inlinable @inline(__always)
    public static func make(_ packed: UInt32, isLine: Bool) -> UInt32 {
        (packed & 0x00ff_ffff) | (isLine ? lineFlag : plainFlag)
    }

    @inlinable @inline(__always)
    public static func isLine(_ p: UInt32) -> Bool { p >> 24 == 0 }
}

/// Merges view pixels: the mean of the line pixels when there are any, otherwise the mean of all.
///
/// Branch-free per pixel: the three channels are summed side by side in 21-bit lanes of one
/// 64-bit word, line and plain pixels into separate words selected by a mask; the means divide
/// by multiplying with a reciprocal, exact for the counts used (at most 16 pixels).
public struct ViewPixelAccumulator {
    @usableFromInline var plain: UInt64 = 0, line: UInt64 = 0
    @usableFromInline var plainCount: UInt32 = 0, lineCount: UInt32 = 0

    @inlinable public init() {}

    @inlinable @inline(__always)
    public mutating func add(_ p: UInt32) {
        let lanes = UInt64(p & 0xff) | UInt64((p >> 8) & 0xff) << 21 | UInt64((p >> 16) & 0xff) << 42
        let lineBit: UInt32 = p >> 24 == 0 ? 1 : 0
        let mask = UInt64(0) &- UInt64(lineBit)
        line &+= lanes & mask
        plain &+= lanes & ~mask
        lineCount &+= lineBit
        plainCount &+= 1 &- lineBit
    }

    @inlinable @inline(__always)
    public var result: UInt32 {
        let useLine = lineCount > 0
        let sum = useLine ? line : plain
        let k = Int(useLine ? lineCount : max(plainCount, 1))
        let m = UInt64(ViewPixelAccumulator.reciprocal(k)), h = UInt64(k >> 1)
        // Parenthesised: in Swift `>>` binds tighter than `&*`.
        let r = (((sum & 0x1f_ffff) + h) &* m) >> 21
        let g = ((((sum >> 21) & 0x1f_ffff) + h) &* m) >> 21
        let b = (((sum >> 42) + h) &* m) >> 21
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | (useLine ? ViewPixel.lineFlag : ViewPixel.plainFlag)
    }

    /// `ceil(2^21 / k)`: `(x * reciprocal(k)) >> 21 == x / k` for every `x < 2^21 / k`.
    /// Literal constants, so no division runs per pixel.
    @inlinable @inline(__always)
    static func reciprocal(_ k: Int) -> UInt32 {
        switch k {
        case 1: return 2_097_152
        case 2: return 1_048_576
        case 3: return 699_051
        case 4: return 524_288
        case 5: return 419_431
        case 6: return 349_526
        case 7: return 299_594
        case 8: return 262_144
        case 9: return 233_017
        case 10: return 209_716
        case 11: return 190_651
        case 12: return 174_763
        case 13: return 161_320
        case 14: return 149_797
        case 15: return 139_811
        case 16: return 131_072
        default: return UInt32(((1 << 21) + k - 1) / k)
        }
    }
}
