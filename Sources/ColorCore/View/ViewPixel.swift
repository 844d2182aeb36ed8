/// Pixels of the view pyramid, packed `R | G << 8 | B << 16 | coverage << 24`: the colour a person
/// sees (sRGB, the average in linear light of the page pixels below) and the share of those page
/// pixels that are line pixels by the region rule (255: all; rounded up, so any line pixel at all
/// leaves it above 0). The renderer uses the share to keep thin lines visible.
public enum ViewPixel {
    /// Unpainted paper: white, no line.
    public static let white: UInt32 = 0x00ff_ffff

    @inlinable @inline(__always)
    public static func make(_ packed: UInt32, coverage: UInt32) -> UInt32 {
        (packed & 0x00ff_ffff) | coverage << 24
    }

    @inlinable @inline(__always)
    public static func coverage(_ p: UInt32) -> UInt32 { p >> 24 }
}

/// Merges up to four view pixels into one a level up: colours averaged in linear light, line
/// coverage averaged and rounded up. Integer arithmetic on tables, no division: the count is
/// 1, 2 or 4 (2x2 blocks, cut at the page's right and bottom edges).
struct ViewPixelMerge {
    var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, coverage: UInt32 = 0
    var count: UInt32 = 0

    @inline(__always)
    mutating func add(_ p: UInt32, _ lin: UnsafeBufferPointer<UInt16>) {
        r &+= UInt32(lin[Int(p & 0xff)])
        g &+= UInt32(lin[Int((p >> 8) & 0xff)])
        b &+= UInt32(lin[Int((p >> 16) & 0xff)])
        coverage &+= p >> 24
        count &+= 1
    }

    @inline(__always)
    func result(_ toByte: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let shift: UInt32 = count == 4 ? 2 : count == 2 ? 1 : 0
        let up: UInt32 = (1 << shift) - 1, half: UInt32 = (up + 1) >> 1
        let cr = UInt32(toByte[Int((r + half) >> shift)])
        let cg = UInt32(toByte[Int((g + half) >> shift)]) << 8
        let cb = UInt32(toByte[Int((b + half) >> shift)]) << 16
        let c: UInt32 = ((coverage + up) >> shift) << 24
        return cr | cg | cb | c
    }
}
