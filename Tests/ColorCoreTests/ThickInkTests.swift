@testable import ColorCore
import Testing
import TestSupport

/// The bit-plane erosion behind the line-art test against the definition (each ink pixel's
/// Chebyshev distance to paper, outside the page being paper), on random pictures of widths
/// that do and do not fill the last word, and reaches past one word.
struct ThickInkTests {
    /// The definition, pixel by pixel.
    static func reference(_ art: LineArt, reach: Int) -> (ink: Int, thick: Int) {
        var ink = 0, thick = 0
        for y in 0..<art.height {
            for x in 0..<art.width where !art.isPaintable(x, y) {
                ink += 1
                // Outside the page is paper: an edge within reach decides at once.
                var allInk = min(x + 1, y + 1, art.width - x, art.height - y) > reach
                for dy in -reach...reach where allInk {
                    for dx in -reach...reach {
                        if art.isPaintable(x + dx, y + dy) { allInk = false; break }
                    }
                }
                if allInk { thick += 1 }
            }
        }
        return (ink, thick)
    }

    @Test(arguments: [(1, 1), (37, 0), (64, 2), (65, 3), (130, 1), (150, 70), (200, 9)])
    func matchesTheDefinition(width: Int, reach: Int) {
        var rng = SeededRandom(seed: UInt64(width * 1000 + reach))  // seeded: a failure can be run again
        for trial in 0..<4 {
            let height = [1, 7, 40, 90][trial]
            // Blobs of ink: mostly ink (so thick pixels exist) with paper specks, or the reverse.
            let inkShare = [0.97, 0.995, 0.5, 1.0][trial]
            let darkness = (0..<(width * height)).map { _ in Double.random(in: 0..<1, using: &rng) < inkShare ? UInt8(200) : UInt8(10) }
            let art = LineArt(width: width, height: height, darkness: darkness)
            let got = ThickInk.count(in: art, reach: reach), want = Self.reference(art, reach: reach)
            #expect(got == want, "width \(width), height \(height), reach \(reach)")
        }
    }
}
