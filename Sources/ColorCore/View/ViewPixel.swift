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
public struct ViewPixelAccumulator {
    @usableFromInline var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, n: UInt32 = 0
    @usableFromInline var lr: UInt32 = 0, lg: UInt32 = 0, lb: UInt32 = 0, ln: UInt32 = 0

    @inlinable public init() {}

    @inlinable @inline(__always)
    public mutating func add(_ p: UInt32) {
        if ViewPixel.isLine(p) {
            lr &+= p & 0xff; lg &+= (p >> 8) & 0xff; lb &+= (p >> 16) & 0xff; ln &+= 1
        } else {
            r &+= p & 0xff; g &+= (p >> 8) & 0xff; b &+= (p >> 16) & 0xff; n &+= 1
        }
    }

    @inlinable @inline(__always)
    public var result: UInt32 {
        if ln > 0 {
            let h = ln / 2
            return ((lr + h) / ln) | ((lg + h) / ln) << 8 | ((lb + h) / ln) << 16 | ViewPixel.lineFlag
        }
        let k = max(n, 1), h = k / 2
        return ((r + h) / k) | ((g + h) / k) << 8 | ((b + h) / k) << 16 | ViewPixel.plainFlag
    }
}
