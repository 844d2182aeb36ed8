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
        let reach = Self.thickReach(width: w, height: h)
        var mid = 0, ink = 0, thick = 0
        // An ink pixel is thick when every pixel within `reach` (Chebyshev; outside the page is
        // paper) is ink: the ink eroded by a (2 reach + 1) square, done by rows then columns with
        // run lengths, one row of memory (no page-size distance map: this runs on every page
        // opened, before it is shown).
        let side = 2 * reach + 1
        var across = [Bool](repeating: false, count: w)     // the row's pixels whose row window is all ink
        var down = [Int32](repeating: 0, count: w)          // rows in a row each column was `across`
        art.darkness.withUnsafeBufferPointer { d in
            for y in 0..<h {
                let row = y * w
                var run = 0  // ink pixels in a row ending at x
                for x in 0..<w {
                    let v = d[row + x]
                    if v >= 48 && v < 208 { mid += 1 }
                    if v >= LineArt.lineThreshold { ink += 1; run += 1 } else { run = 0 }
                    // The window of x - reach ends here: all ink when the run covers it.
                    if x >= 2 * reach { across[x - reach] = run >= side }
                }
                for x in 0..<min(w, reach) { across[x] = false }
                for x in min(w, max(reach, w - reach))..<w { across[x] = false }
                for x in 0..<w {
                    down[x] = across[x] ? down[x] + 1 : 0
                    // The column window of row y - reach ends here.
                    if y >= 2 * reach && down[x] >= side { thick += 1 }
                }
            }
        }
        midtones = Double(mid) / Double(max(1, n))
        thickInk = ink == 0 ? 0 : Double(thick) / Double(ink)
    }
}
