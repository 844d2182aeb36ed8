/// The colours of a terminal that has only the 16 ANSI colours (or the first 8, the Linux
/// console), at xterm's default values: the terminal's theme may differ, but nothing better is
/// known of it, and these are what the ANSI colours are meant to look like.
public struct AnsiPalette: Equatable, Sendable {
    /// 16 or 8.
    public let count: Int

    public static let sixteen = AnsiPalette(count: 16)
    public static let eight = AnsiPalette(count: 8)

    private init(count: Int) { self.count = count }

    /// Colour `index` (below `count`) packed `R | G << 8 | B << 16`.
    public func packed(_ index: Int) -> UInt32 {
        let c = XtermPalette.system[index]
        return UInt32(c.0) | UInt32(c.1) << 8 | UInt32(c.2) << 16
    }

    private static let labs: [OKLab] = XtermPalette.system.map { OKLab(r: $0.0, g: $0.1, b: $0.2) }

    /// The nearest of the colours in OKLab (cells that show one colour, chrome, swatches).
    public func nearest(packed p: UInt32) -> UInt8 {
        let lab = OKLab(r: UInt8(p & 0xff), g: UInt8((p >> 8) & 0xff), b: UInt8((p >> 16) & 0xff))
        var best = 0, bestDistance = Double.infinity
        for i in 0..<count {
            let d = lab.distanceSquared(to: Self.labs[i])
            if d < bestDistance { bestDistance = d; best = i }
        }
        return UInt8(best)
    }
}
