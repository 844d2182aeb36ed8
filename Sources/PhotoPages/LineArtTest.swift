import ColorCore
/// "Is this picture already line art?", measured on the darkness of the region rule: a coloring
/// page is paper and ink with only the ink's anti-aliased edges between (few mid-tones), and its
/// ink is lines, thin next to the page (few ink pixels far from paper). A photo fails the first;
/// a silhouette (one flat dark shape) fails the second.
///
/// Measured on the shared test data (LineArtTests prints the table): the eleven real pages and the
/// bundled ones have at most 6.2 % mid-tones and 4.3 % thick ink; the photos at least 60 %
/// mid-tones, and the one near-binary photo (a horse silhouette) 71 % thick ink. The thresholds
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

    /// How far from paper ink counts as thick: 1/75 of the longer side, at least 3 pixels. So
    /// the bold outlines of a young child's page, up to about 4 % of the side (24 pixels on a
    /// 600-pixel page), are lines; at 1/150, 16-pixel outlines were taken for a photo and the
    /// drawing converted.
    public static func thickReach(width: Int, height: Int) -> Int { max(3, max(width, height) / 75) }

    public init(lineArt art: LineArt) {
        let n = art.width * art.height
        var mid = 0
        art.darkness.withUnsafeBufferPointer { d in
            // 48 ..< 208 in one compare, counted without a branch (it vectorises: 10x faster).
            for v in d { mid &+= v &- 48 < 160 ? 1 : 0 }
        }
        midtones = Double(mid) / Double(max(1, n))
        let (ink, thick) = ThickInk.count(in: art, reach: Self.thickReach(width: art.width, height: art.height))
        thickInk = ink == 0 ? 0 : Double(thick) / Double(ink)
    }
}
