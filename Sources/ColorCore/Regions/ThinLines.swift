/// Line art with its thin lines taken out: the veins of a leaf, hatching, the texture lines of a
/// dense page, which split one shape into slivers a stroke cannot cross. A line pixel stays a
/// line when it belongs to a square of line pixels `thin + 1` pixels wide (the lines eroded by
/// that square, then grown back by it: an opening), so the outlines around shapes stay and
/// lines up to `thin` pixels thick go. Gap closing's bridges always stay (else the leaks they
/// close open again).
public enum ThinLines {
    /// How thick a line counts as thin on a page whose longer side is `longerSide`: 2 pixels up
    /// to 1500 (the bundled pages draw their outlines 3 to 6 pixels thick), then 2 more per
    /// 1000 pixels, as downloaded pages draw thicker at higher resolutions.
    public static func thinWidth(longerSide: Int) -> Int { 2 * max(1, (longerSide + 500) / 1000) }

    /// `art` with its lines up to `thin` pixels thick made paper.
    public static func removed(from art: LineArt, thin: Int) -> LineArt {
        let radius = max(1, thin / 2)
        var lines = BitPlane.lines(of: art)
        lines.setPadding(false)
        // Grown back: the complement of the eroded lines, eroded, complemented.
        var gaps = lines.erodedSquare(radius: radius)
        for i in gaps.words.indices { gaps.words[i] = ~gaps.words[i] }
        gaps.setPadding(false)
        let notThick = gaps.erodedSquare(radius: radius)
        var darkness = art.darkness
        let w = art.width, wpr = lines.wordsPerRow
        for y in 0..<art.height {
            for k in 0..<wpr {
                var thin = lines.words[y * wpr + k] & notThick.words[y * wpr + k]
                while thin != 0 {
                    let x = k << 6 + thin.trailingZeroBitCount
                    thin &= thin - 1
                    let i = y * w + x
                    if !art.isLineByClosingOnly(i) { darkness[i] = 0 }
                }
            }
        }
        return LineArt(width: art.width, height: art.height, darkness: darkness)
    }
}
