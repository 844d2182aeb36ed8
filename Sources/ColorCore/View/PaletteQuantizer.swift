/// Maps 24-bit colours to the nearest xterm colour (indices 16-255) in OKLab, exactly.
///
/// Greys (most of a line-art page: paper, lines and their soft edges) are looked up in a table,
/// and only among the palette's greys (the 24-step ramp and the cube's diagonal), so a grey never
/// comes out tinted. Other colours are computed on first use and kept in a direct-mapped cache of
/// `1 << 16` slots (the colour and its answer in one word; a colour that meets another in its
/// slot is computed again): a frame's few thousand colours cost one load each once seen. (Binning
/// to 6 bits per channel would be a smaller table, but answers for the bin's centre: #010203
/// would show as black, not the nearest grey 232.)
public struct PaletteQuantizer: Sendable {
    /// Per slot: `R | G << 8 | B << 16 | index << 24`; index 0 (never an answer) marks an empty slot.
    private var table: [UInt32]
    private static let candidates: [(index: UInt8, lab: OKLab)] = (16...255).map {
        let c = XtermPalette.rgb($0)
        return (UInt8($0), OKLab(r: c.r, g: c.g, b: c.b))
    }

    /// `PaletteQuantizer.greys`, held here so the lookups need no lazy global.
    @usableFromInline let greyTable: [UInt8]

    public init() {
        table = [UInt32](repeating: 0, count: 1 << 16)
        greyTable = Self.greys
    }

    private init(table: [UInt32], greyTable: [UInt8]) {
        self.table = table
        self.greyTable = greyTable
    }

    /// Holds nothing and must not be used: left in place while a quantiser is moved out to be
    /// written through, so that its cache is not copied.
    static let none = PaletteQuantizer(table: [], greyTable: [])

    /// The nearest grey of the palette to grey `v`, for every `v`.
    @usableFromInline static let greys: [UInt8] = (0..<256).map { v in
        let lab = OKLab(r: UInt8(v), g: UInt8(v), b: UInt8(v))
        let neutral = candidates.filter { c in
            let rgb = XtermPalette.rgb(Int(c.index))
            return rgb.r == rgb.g && rgb.g == rgb.b
        }
        return neutral.min { lab.distanceSquared(to: $0.lab) < lab.distanceSquared(to: $1.lab) }!.index
    }

    /// The nearest xterm index to the colour, exactly (no binning); for palettes and tests.
    public static func nearest(r: UInt8, g: UInt8, b: UInt8) -> UInt8 {
        let lab = OKLab(r: r, g: g, b: b)
        var best: UInt8 = 16, bestDistance = Double.infinity
        for c in candidates {
            let d = lab.distanceSquared(to: c.lab)
            if d < bestDistance { bestDistance = d; best = c.index }
        }
        return best
    }

    /// The index for a pixel packed as `R | G << 8 | B << 16` (alpha ignored).
    @inlinable @inline(__always)
    public mutating func index(packed: UInt32) -> UInt8 {
        let r = packed & 0xff
        if r == (packed >> 8) & 0xff && r == (packed >> 16) & 0xff {
            return greyTable.withUnsafeBufferPointer { $0[Int(r)] }
        }
        let colour = packed & 0x00ff_ffff
        let slot = Int((colour &* 0x9E37_79B1) >> 16)
        let cached = lookup(slot)
        return cached & 0x00ff_ffff == colour && cached >> 24 != 0 ? UInt8(cached >> 24) : fill(slot, colour)
    }

    @usableFromInline func lookup(_ slot: Int) -> UInt32 {
        table.withUnsafeBufferPointer { $0[slot] }
    }

    @usableFromInline mutating func fill(_ slot: Int, _ colour: UInt32) -> UInt8 {
        let answer = Self.nearest(r: UInt8(colour & 0xff), g: UInt8((colour >> 8) & 0xff), b: UInt8(colour >> 16))
        table[slot] = colour | UInt32(answer) << 24
        return answer
    }
}
