/// Maps 24-bit colours to the nearest xterm colour (indices 16-255) in OKLab.
///
/// Greys (most of a line-art page: paper, lines and their soft edges) are looked up exactly, and
/// only among the palette's greys (the 24-step ramp and the cube's diagonal), so a grey never
/// comes out tinted. Other colours are binned to 6 bits per channel and each bin's answer (for
/// the bin's value widened back to 8 bits by bit replication, so 0 stays black and 63 becomes
/// 255) is computed on first use and cached, so a frame costs one table load per pixel; 0 marks a
/// bin not yet computed (index 0 is never an answer).
public struct PaletteQuantizer: Sendable {
    private var table: [UInt8]
    private static let candidates: [(index: UInt8, lab: OKLab)] = (16...255).map {
        let c = XtermPalette.rgb($0)
        return (UInt8($0), OKLab(r: c.r, g: c.g, b: c.b))
    }

    /// `PaletteQuantizer.greys`, held here so the lookups need no lazy global.
    @usableFromInline let greyTable: [UInt8]

    public init() {
        table = [UInt8](repeating: 0, count: 1 << 18)
        greyTable = Self.greys
    }

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
        let key = Int((packed >> 2) & 0x3f) | Int((packed >> 10) & 0x3f) << 6 | Int((packed >> 18) & 0x3f) << 12
        let cached = lookup(key)
        return cached != 0 ? cached : fill(key)
    }

    @usableFromInline func lookup(_ key: Int) -> UInt8 {
        table.withUnsafeBufferPointer { $0[key] }
    }

    @usableFromInline mutating func fill(_ key: Int) -> UInt8 {
        func centre(_ v: Int) -> UInt8 { UInt8(v << 2 | v >> 4) }
        let answer = Self.nearest(r: centre(key & 0x3f), g: centre((key >> 6) & 0x3f), b: centre(key >> 12))
        table[key] = answer
        return answer
    }
}
