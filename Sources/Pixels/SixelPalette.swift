/// The colours a sixel image is drawn with, chosen for the image: every colour it has when they
/// fit in the terminal's registers (a page's flat paper, lines and paint are then exact: no
/// dithering noise), else the most used ones, the rest drawn with the nearest of those.
/// Colours are told apart at 6 bits a channel (sixel itself says a channel in percent, about
/// 6.6 bits); each entry is the mean of the pixels it stands for, so a flat colour stays exact.
public struct SixelPalette: Sendable {
    /// The entries as 0xRRGGBB.
    public private(set) var colours: [UInt32] = []
    /// The entry of each 18-bit colour bin the image uses (`bin(of:)`), others unset.
    var entryOfBin: [UInt16]

    static let binCount = 1 << 18
    @inline(__always) static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
    }

    /// The palette for `image` within `registers` colours (2...65536).
    public init(for image: RGBImage, registers: Int) {
        precondition(registers >= 2)
        var count = [UInt32](repeating: 0, count: Self.binCount)
        var used: [Int32] = []
        image.bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                let bin = Self.bin(p[i], p[i + 1], p[i + 2])
                if count[bin] == 0 { used.append(Int32(bin)) }
                count[bin] &+= 1
                i += 3
            }
        }
        // Sums per used bin, for each entry's mean.
        var slot = [Int32](repeating: -1, count: Self.binCount)
        for (k, bin) in used.enumerated() { slot[Int(bin)] = Int32(k) }
        var sums = [UInt64](repeating: 0, count: used.count * 3)
        image.bytes.withUnsafeBufferPointer { p in
            var i = 0
            while i < p.count {
                let k = Int(slot[Self.bin(p[i], p[i + 1], p[i + 2])]) * 3
                sums[k] += UInt64(p[i]); sums[k + 1] += UInt64(p[i + 1]); sums[k + 2] += UInt64(p[i + 2])
                i += 3
            }
        }
        func mean(_ k: Int) -> UInt32 {
            let n = UInt64(count[Int(used[k])])
            return UInt32((sums[k * 3] + n / 2) / n) << 16 | UInt32((sums[k * 3 + 1] + n / 2) / n) << 8 | UInt32((sums[k * 3 + 2] + n / 2) / n)
        }
        entryOfBin = [UInt16](repeating: 0, count: Self.binCount)
        let order = used.indices.sorted { count[Int(used[$0])] > count[Int(used[$1])] }
        let kept = order.prefix(registers)
        for k in kept {
            entryOfBin[Int(used[k])] = UInt16(colours.count)
            colours.append(mean(k))
        }
        for k in order.dropFirst(registers) {
            entryOfBin[Int(used[k])] = UInt16(Self.nearest(mean(k), in: colours))
        }
    }

    /// The entry a pixel of this colour is drawn with (a colour of the image it was made for).
    @inline(__always) public func entry(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int { Int(entryOfBin[Self.bin(r, g, b)]) }

    /// The nearest entry by squared distance, red, green and blue weighted as the eye weighs them.
    static func nearest(_ c: UInt32, in colours: [UInt32]) -> Int {
        var best = 0, bestDistance = Int.max
        for (i, e) in colours.enumerated() {
            let dr = Int(c >> 16 & 255) - Int(e >> 16 & 255), dg = Int(c >> 8 & 255) - Int(e >> 8 & 255), db = Int(c & 255) - Int(e & 255)
            let d = 3 * dr * dr + 4 * dg * dg + 2 * db * db
            if d < bestDistance { bestDistance = d; best = i }
        }
        return best
    }
}
