/// Line art with its thin lines taken out: the veins of a leaf, hatching, the texture lines of a
/// dense page, which split one shape into slivers a stroke cannot cross. A line pixel stays a
/// line when it belongs to a square of line pixels `thin + 1` pixels wide (the lines eroded by
/// that square, then grown back by it: an opening), so the outlines around shapes stay and
/// lines up to `thin` pixels thick go. Gap closing's bridges always stay (else the leaks they
/// close open again).
public enum ThinLines {
    /// Of the ink, the share that must stay a line for a width to count as thin detail: below
    /// it the page's outlines are themselves that thin, and taking them out would let paint
    /// across every shape.
    static let keptInk = 0.5

    /// How thick a line counts as thin on `art`: the widest of 2, 4, ... up to 2 per 1000 pixels
    /// of the longer side (rounded) that leaves at least `keptInk` of the ink a line. Nil when
    /// even 2 takes out more: every line of the page is that thin.
    public static func thinWidth(for art: LineArt) -> Int? {
        var lines = BitPlane.lines(of: art)
        lines.setPadding(false)
        let ink = lines.setBitCount
        guard ink > 0 else { return nil }
        let widest = max(1, (max(art.width, art.height) + 500) / 1000)
        for radius in stride(from: widest, through: 1, by: -1) {
            let kept = thick(lines, radius: radius)
            if Double(kept.setBitCount) >= keptInk * Double(ink) { return 2 * radius }
        }
        return nil
    }

    /// `art` with its lines up to `thin` pixels thick made paper.
    public static func removed(from art: LineArt, thin: Int) -> LineArt {
        var lines = BitPlane.lines(of: art)
        lines.setPadding(false)
        let kept = thick(lines, radius: max(1, thin / 2))
        var darkness = art.darkness
        let w = art.width, wpr = lines.wordsPerRow
        for y in 0..<art.height {
            for k in 0..<wpr {
                var thin = lines.words[y * wpr + k] & ~kept.words[y * wpr + k]
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

    /// The line pixels (`lines`, padding clear) in some square of line pixels of side
    /// 2 `radius` + 1: eroded by the square, then grown back by it (the complement eroded).
    static func thick(_ lines: BitPlane, radius: Int) -> BitPlane {
        var gaps = lines.erodedSquare(radius: radius)
        for i in gaps.words.indices { gaps.words[i] = ~gaps.words[i] }
        gaps.setPadding(false)
        var kept = gaps.erodedSquare(radius: radius)
        // Grown back near the page's edge too far (outside counts as no line there): only
        // line pixels are kept.
        for i in kept.words.indices { kept.words[i] = ~kept.words[i] & lines.words[i] }
        return kept
    }
}
