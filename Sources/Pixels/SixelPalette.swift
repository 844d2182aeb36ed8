/// The colours a sixel image is drawn with, chosen for the image: every colour it has when they
/// fit in the terminal's registers (a page's flat paper, lines and paint are then exact: no
/// dithering noise), else the most used ones, the rest drawn with the nearest of those.
/// Colours are told apart at 6 bits a channel (sixel itself says a channel in percent, about
/// 6.6 bits; binning in percent showed pages no closer and took 12% more bytes, a grey ramp's
/// neighbours each switching registers); each entry is the mean of the pixels it stands for, so
/// a flat colour stays exact.
public struct SixelPalette: Sendable {
    /// The entries as 0xRRGGBB.
    public private(set) var colours: [UInt32] = []
    /// The image's colour bins, and per bin (by its number in `bins`) the entry drawing it.
    let bins: SixelBinTable
    let entryOfBin: [UInt16]

    /// The palette for `image` within `registers` colours (2...65536).
    public init(for image: RGBImage, registers: Int) {
        self.init(for: SixelRuns(image), registers: registers)
    }

    /// The palette for the image read as `runs`, within `registers` colours (2...65536).
    init(for runs: SixelRuns, registers: Int) {
        precondition(registers >= 2)
        var bins = SixelBinTable()
        var counts: [UInt64] = []
        var sums: [UInt64] = []
        // Each run is counted at once; a colour repeated run after run is looked up once.
        var previous: UInt32 = .max, number = 0
        for y in 0..<runs.height {
            var start: Int32 = 0
            for k in Int(runs.rowStarts[y])..<Int(runs.rowStarts[y + 1]) {
                let rgb = runs.colours[k], end = runs.ends[k]
                let length = UInt64(end - start)
                start = end
                if rgb != previous {
                    number = bins.number(adding: SixelBinTable.bin(rgb))
                    if number == counts.count { counts.append(0); sums += [0, 0, 0] }
                    previous = rgb
                }
                counts[number] += length
                sums[number * 3] += UInt64(rgb >> 16) * length
                sums[number * 3 + 1] += UInt64(rgb >> 8 & 255) * length
                sums[number * 3 + 2] += UInt64(rgb & 255) * length
            }
        }
        func mean(_ n: Int) -> UInt32 {
            let c = counts[n]
            func channel(_ k: Int) -> UInt32 { UInt32((sums[n * 3 + k] + c / 2) / c) }
            return channel(0) << 16 | channel(1) << 8 | channel(2)
        }
        let all = Array(0..<counts.count)
        let order = all.count <= registers ? all : all.sorted { counts[$0] > counts[$1] }
        var entryOfBin = [UInt16](repeating: 0, count: counts.count)
        for n in order.prefix(registers) {
            entryOfBin[n] = UInt16(colours.count)
            colours.append(mean(n))
        }
        for n in order.dropFirst(registers) { entryOfBin[n] = UInt16(Self.nearest(mean(n), in: colours)) }
        self.bins = bins
        self.entryOfBin = entryOfBin
    }

    /// The entry a pixel of this colour is drawn with (a colour of the image it was made for).
    public func entry(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(entry(UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)))
    }

    /// The entry for 0xRRGGBB; a colour the image does not have gets the first entry.
    @inline(__always) func entry(_ rgb: UInt32) -> UInt16 {
        guard let n = bins.number(of: SixelBinTable.bin(rgb)) else { return 0 }
        return entryOfBin[n]
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
