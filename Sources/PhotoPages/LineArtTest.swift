import ColorCore
/// "Is this picture already line art?", measured on the darkness of the region rule: a coloring
/// page is paper and ink with only the ink's anti-aliased edges between (few mid-tones), and its
/// ink is lines, thin next to the page (few ink pixels far from paper). A photo fails the first;
/// a silhouette (one flat dark shape) fails the second.
///
/// Measured on ../shared/testdata (LineArtTests prints the table): the eleven real pages and the
/// bundled ones have at most 6.2 % mid-tones and 15.1 % thick ink; the photos at least 60 %
/// mid-tones, and the one near-binary photo (a horse silhouette) 82 % thick ink. The thresholds
/// sit between, with room on both sides.
public struct LineArtTest: Sendable {
    /// Share of pixels with darkness in 48 ..< 208 (neither paper nor ink).
    public let midtones: Double
    /// Share of ink pixels (darkness >= 128) more than `thickReach` pixels (Chebyshev) from any
    /// non-ink pixel.
    public let thickInk: Double

    public static let maximumMidtones = 0.25
    public static let maximumThickInk = 0.45

    public var isLineArt: Bool { midtones < Self.maximumMidtones && thickInk < Self.maximumThickInk }

    /// How far from paper ink counts as thick: 1/150 of the longer side, at least 3 pixels.
    public static func thickReach(width: Int, height: Int) -> Int { max(3, max(width, height) / 150) }

    public init(lineArt art: LineArt) {
        let w = art.width, h = art.height, n = w * h
        var mid = 0, ink = 0
        // Chebyshev distance to the nearest non-ink pixel, capped: two chamfer passes.
        let reach = Self.thickReach(width: w, height: h)
        let cap = UInt16(min(reach + 1, Int(UInt16.max)))
        var dist = [UInt16](repeating: 0, count: n)
        art.darkness.withUnsafeBufferPointer { d in
            dist.withUnsafeMutableBufferPointer { t in
                for i in 0..<n {
                    let v = d[i]
                    if v >= 48 && v < 208 { mid += 1 }
                    if v >= 128 { ink += 1; t[i] = cap }
                }
                for y in 0..<h {
                    for x in 0..<w where t[y * w + x] != 0 {
                        var m = t[y * w + x]
                        // Outside the page counts as paper: an ink pixel on the edge is 1 away.
                        if x == 0 || y == 0 { m = 1 } else {
                            m = min(m, t[y * w + x - 1] + 1, t[(y - 1) * w + x] + 1, t[(y - 1) * w + x - 1] + 1)
                            if x + 1 < w { m = min(m, t[(y - 1) * w + x + 1] + 1) }
                        }
                        t[y * w + x] = m
                    }
                }
                for y in stride(from: h - 1, through: 0, by: -1) {
                    for x in stride(from: w - 1, through: 0, by: -1) where t[y * w + x] != 0 {
                        var m = t[y * w + x]
                        if x == w - 1 || y == h - 1 { m = 1 } else {
                            m = min(m, t[y * w + x + 1] + 1, t[(y + 1) * w + x] + 1, t[(y + 1) * w + x + 1] + 1)
                            if x > 0 { m = min(m, t[(y + 1) * w + x - 1] + 1) }
                        }
                        t[y * w + x] = m
                    }
                }
            }
        }
        var thick = 0
        for v in dist where Int(v) > reach { thick += 1 }
        midtones = Double(mid) / Double(max(1, n))
        thickInk = ink == 0 ? 0 : Double(thick) / Double(ink)
    }
}
