/// The colour bins (6 bits a channel, 18 bits in all) an image uses, each numbered in the order it
/// was first seen, found through an open-addressing table that grows with the bins rather than
/// with the image: a page's few hundred greys and paints stay in a few kilobytes of cache,
/// whether the image is a drag's patch or the whole page area.
struct SixelBinTable: Sendable {
    /// Per slot: the bin it holds (-1: none) and that bin's number.
    private var slotBins: [Int32]
    private var slotNumbers: [Int32]
    /// The bins, by number.
    private(set) var bins: [Int32] = []
    private var mask: Int
    /// A bin's first slot is the top bits of its product with a golden-ratio constant (Fibonacci
    /// hashing: neighbouring colours spread apart).
    private var shift: UInt32

    init() {
        let size = 512
        slotBins = [Int32](repeating: -1, count: size)
        slotNumbers = [Int32](repeating: 0, count: size)
        mask = size - 1
        shift = UInt32(32 - size.trailingZeroBitCount)
    }

    /// The bin of a colour given as 0xRRGGBB.
    @inline(__always) static func bin(_ rgb: UInt32) -> Int32 {
        Int32(bitPattern: (rgb >> 6 & 0x3F000) | (rgb >> 4 & 0xFC0) | (rgb >> 2 & 0x3F))
    }

    @inline(__always) private func firstSlot(_ bin: Int32) -> Int { Int((UInt32(bitPattern: bin) &* 0x9E37_79B1) >> shift) }

    /// The number of `bin`, or nil when the table does not hold it.
    @inline(__always) func number(of bin: Int32) -> Int? {
        var s = firstSlot(bin)
        while true {
            let held = slotBins[s]
            if held == bin { return Int(slotNumbers[s]) }
            if held == -1 { return nil }
            s = (s + 1) & mask
        }
    }

    /// The number of `bin`, which is added (as the next number) when new.
    @inline(__always) mutating func number(adding bin: Int32) -> Int {
        var s = firstSlot(bin)
        while true {
            let held = slotBins[s]
            if held == bin { return Int(slotNumbers[s]) }
            if held == -1 { break }
            s = (s + 1) & mask
        }
        // At most half full, so probes stay short and an empty slot always ends one.
        if (bins.count + 1) * 2 > slotBins.count {
            grow()
            return number(adding: bin)
        }
        slotBins[s] = bin
        slotNumbers[s] = Int32(bins.count)
        bins.append(bin)
        return bins.count - 1
    }

    private mutating func grow() {
        let size = slotBins.count * 2
        slotBins = [Int32](repeating: -1, count: size)
        slotNumbers = [Int32](repeating: 0, count: size)
        mask = size - 1
        shift = UInt32(32 - size.trailingZeroBitCount)
        for (n, bin) in bins.enumerated() {
            var s = firstSlot(bin)
            while slotBins[s] != -1 { s = (s + 1) & mask }
            slotBins[s] = bin
            slotNumbers[s] = Int32(n)
        }
    }
}
