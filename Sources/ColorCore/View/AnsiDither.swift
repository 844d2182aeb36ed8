/// Shows any colour in an `AnsiPalette` by ordered dithering (`OrderedDither`): per colour, the
/// two palette colours and the share of the second whose mix comes nearest, per display pixel
/// one of the two by the threshold there.
///
/// The mix is chosen in sRGB, as a terminal's cells are seen side by side: of every pair (and
/// every colour alone) the one whose mix at the best share is nearest (luma-weighted squared
/// distance), plus a penalty on the pair's own distance so that a colour between two near
/// colours is not shown as a speckle of two far ones (grey 128 as grey, not black and white).
/// A palette colour is its own best mix at no error, so white paper and black lines show plain.
/// In 16 colours greys (and near-greys, `nearGrey`) are never dithered: they are the line art and its soft edges, and a line
/// one display pixel wide shown half in one grey and half in another is a dotted line; a grey is
/// shown as the nearest of the four greys, and a visibly dark one (`CellFit.visibleGrey`) never
/// as the paper's white. 8 colours have only black and grey 229, the paper's: there a grey is
/// shown with those two alone (never a speckle of hues). Only the middle greys
/// (`eightColourDithered`) are dithered between them: a line thinner than a display pixel
/// finishes as a mid grey, and dithered in proportion to its grey (as once all greys were) it
/// came out a dotted line, its light antialiased edge a speckle on the paper. Darker greys are
/// black, lighter ones paper: the lines whole and the paper clean, while a grey fill still shows
/// as a pattern. (Mean SSIM of luma on the 11 test pages, 8 colours, half blocks: 0.627 / 0.707 /
/// 0.745 at 80x24 / 100x40 / 160x50 dithered in proportion, 0.646 / 0.726 / 0.763 so; a plain cut
/// at 100 scored 0.648 / 0.728 / 0.765 but shows every grey fill flat.)
/// Mixes are kept in a direct-mapped cache of `1 << 16` slots, as in `PaletteQuantizer`.
public struct AnsiDither: Sendable {
    public let palette: AnsiPalette
    /// Per slot: `colour | first << 24 | second << 28 | share << 32 | 1 << 40` (bit 40: filled).
    private var table: [UInt64]
    /// Colours whose channels differ by at most this are greys (by their luma): the soft edges of
    /// lines on a scanned or tinted page, which dithered among the hues came out as green and
    /// magenta speckles along the lines.
    static let nearGrey = 24.0
    /// Of the pair's squared distance, the part added to a mix's error.
    static let pairPenalty = 0.1
    /// In 8 colours, the greys (luma) dithered between black and the paper's grey, from all
    /// black to all grey across the range; darker ones are black, lighter ones the paper's.
    static let eightColourDithered = 85.0...150.0

    public struct Mix: Equatable, Sendable {
        /// Palette indices, and how many of 64 display pixels show `second`.
        public var first: UInt8, second: UInt8, share: Int
    }

    public init(palette: AnsiPalette) {
        self.palette = palette
        table = [UInt64](repeating: 0, count: 1 << 16)
    }

    /// The palette index shown at display pixel (`x`, `y`) for the colour packed `R | G << 8 | B << 16`.
    @inline(__always)
    public mutating func index(packed: UInt32, x: Int, y: Int) -> UInt8 {
        let m = mix(packed: packed)
        return OrderedDither.threshold(x: x, y: y) < m.share ? m.second : m.first
    }

    public mutating func mix(packed: UInt32) -> Mix {
        let colour = packed & 0x00ff_ffff
        let slot = Int((colour &* 0x9E37_79B1) >> 16)
        let cached = table[slot]
        if cached >> 40 != 0 && UInt32(cached & 0x00ff_ffff) == colour {
            return Mix(first: UInt8((cached >> 24) & 0xf), second: UInt8((cached >> 28) & 0xf), share: Int((cached >> 32) & 0xff))
        }
        let m = Self.bestMix(colour, in: palette)
        table[slot] = UInt64(colour) | UInt64(m.first) << 24 | UInt64(m.second) << 28 | UInt64(m.share) << 32 | 1 << 40
        return m
    }

    static func bestMix(_ packed: UInt32, in palette: AnsiPalette) -> Mix {
        let c = channels(packed)
        let colours = (0..<palette.count).map { channels(palette.packed($0)) }
        let weight = SIMD3<Double>(0.299, 0.587, 0.114)
        if c.max() - c.min() <= nearGrey {
            let v = (c * weight).sum()
            if palette.count > 8 { return Mix(first: nearestGrey(v, in: colours), second: 0, share: 0) }
            // Between black and grey 229 only: a grey is never shown as a speckle of hues.
            let band = eightColourDithered
            let share = Int((min(1, max(0, (v - band.lowerBound) / (band.upperBound - band.lowerBound)))
                * Double(OrderedDither.levels)).rounded())
            return share == OrderedDither.levels ? Mix(first: 7, second: 0, share: 0) : Mix(first: 0, second: 7, share: share)
        }
        func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { ((a - b) * (a - b) * weight).sum() }
        var best = Mix(first: 0, second: 0, share: 0), bestError = Double.infinity
        for i in 0..<palette.count {
            let e = distance(c, colours[i])
            if e < bestError { bestError = e; best = Mix(first: UInt8(i), second: UInt8(i), share: 0) }
        }
        for i in 0..<palette.count {
            for j in (i + 1)..<palette.count {
                let a = colours[i], d = colours[j] - a
                let length = (d * d * weight).sum()
                guard length > 0 else { continue }
                let t = min(1, max(0, ((c - a) * d * weight).sum() / length))
                let share = Int((t * Double(OrderedDither.levels)).rounded())
                guard share > 0 && share < OrderedDither.levels else { continue }
                let shown = a + d * (Double(share) / Double(OrderedDither.levels))
                let e = distance(c, shown) + pairPenalty * length * (abs(t - 0.5) + 0.5)
                if e < bestError { bestError = e; best = Mix(first: UInt8(i), second: UInt8(j), share: share) }
            }
        }
        return best
    }

    /// Of the palette's greys, the nearest to grey `v`; for a visibly dark `v`, the nearest other
    /// than the one white paper is shown in.
    static func nearestGrey(_ v: Double, in colours: [SIMD3<Double>]) -> UInt8 {
        let greys = colours.indices.filter { colours[$0].x == colours[$0].y && colours[$0].y == colours[$0].z }
        func nearest(_ v: Double, among: [Int]) -> Int { among.min { abs(colours[$0].x - v) < abs(colours[$1].x - v) }! }
        let paper = nearest(255, among: greys)
        let shown = nearest(v, among: greys)
        guard shown == paper && v < Double(CellFit.visibleGrey) else { return UInt8(shown) }
        return UInt8(nearest(v, among: greys.filter { $0 != paper }))
    }

    private static func channels(_ p: UInt32) -> SIMD3<Double> {
        SIMD3(Double(p & 0xff), Double((p >> 8) & 0xff), Double((p >> 16) & 0xff))
    }
}
