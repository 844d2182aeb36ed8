/// The colours a sixel image is drawn with, chosen for the image: every colour it has when they
/// fit in the terminal's registers (a page's flat paper, lines and paint are then exact: no
/// dithering noise), else the most used ones, the rest drawn with the nearest of those.
/// Colours are told apart at 6 bits a channel (sixel itself says a channel in percent, about
/// 6.6 bits); each entry is the mean of the pixels it stands for, so a flat colour stays exact.
///
/// The 18-bit colour bins an image uses are kept in an open-addressing table sized to the image
/// (a drag's patch of a few hundred pixels touches a few kilobytes, not a table of every bin).
public struct SixelPalette: Sendable {
    /// The entries as 0xRRGGBB.
    public private(set) var colours: [UInt32] = []
    /// Per table slot: the bin it holds (-1: none) and that bin's entry.
    var slotBin: [Int32]
    var slotEntry: [UInt16]
    let mask: Int
    /// The table has `1 << (32 - shift)` slots; a bin's first slot is the top bits of its product
    /// with a golden-ratio constant (Fibonacci hashing: neighbouring colours spread apart).
    let shift: UInt32

    @inline(__always) static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int32 {
        Int32(r >> 2) << 12 | Int32(g >> 2) << 6 | Int32(b >> 2)
    }

    /// The table slot of `bin`: where it is, or the empty slot where it goes.
    @inline(__always) static func first(_ bin: Int32, shift: UInt32) -> Int { Int((UInt32(bitPattern: bin) &* 0x9E37_79B1) >> shift) }

    @inline(__always) static func slot(_ bin: Int32, in bins: UnsafeMutableBufferPointer<Int32>, mask: Int, shift: UInt32) -> Int {
        var s = first(bin, shift: shift)
        while bins[s] != bin && bins[s] != -1 { s = (s + 1) & mask }
        return s
    }

    /// The palette for `image` within `registers` colours (2...65536).
    public init(for image: RGBImage, registers: Int) {
        precondition(registers >= 2)
        // At least twice the distinct bins the image can have: probes stay short.
        let most = min(image.width * image.height, 1 << 18)
        var size = 16
        while size < 2 * most { size <<= 1 }
        mask = size - 1
        shift = UInt32(32 - size.trailingZeroBitCount)
        slotBin = [Int32](repeating: -1, count: size)
        slotEntry = [UInt16](repeating: 0, count: size)
        var count = [UInt32](repeating: 0, count: size)
        // 32 bits hold a channel's sum: at most 255 for each of the image's pixels (under 16 M).
        var sums = [UInt32](repeating: 0, count: size * 3)
        var used: [Int] = []
        let mask = self.mask, shift = self.shift
        image.bytes.withUnsafeBufferPointer { p in
            slotBin.withUnsafeMutableBufferPointer { bins in
                var i = 0
                while i < p.count {
                    let bin = Self.bin(p[i], p[i + 1], p[i + 2])
                    let s = Self.slot(bin, in: bins, mask: mask, shift: shift)
                    if bins[s] == -1 { bins[s] = bin; used.append(s) }
                    count[s] &+= 1
                    sums[s * 3] &+= UInt32(p[i]); sums[s * 3 + 1] &+= UInt32(p[i + 1]); sums[s * 3 + 2] &+= UInt32(p[i + 2])
                    i += 3
                }
            }
        }
        func mean(_ s: Int) -> UInt32 {
            let n = count[s]
            return UInt32((sums[s * 3] + n / 2) / n) << 16 | UInt32((sums[s * 3 + 1] + n / 2) / n) << 8 | UInt32((sums[s * 3 + 2] + n / 2) / n)
        }
        let order = used.count <= registers ? used : used.sorted { count[$0] > count[$1] }
        for s in order.prefix(registers) {
            slotEntry[s] = UInt16(colours.count)
            colours.append(mean(s))
        }
        for s in order.dropFirst(registers) { slotEntry[s] = UInt16(Self.nearest(mean(s), in: colours)) }
    }

    /// The entry a pixel of this colour is drawn with (a colour of the image it was made for).
    @inline(__always) public func entry(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let bin = Self.bin(r, g, b)
        var s = Self.first(bin, shift: shift)
        while slotBin[s] != bin && slotBin[s] != -1 { s = (s + 1) & mask }
        return Int(slotEntry[s])
    }

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
