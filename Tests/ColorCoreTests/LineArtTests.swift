@testable import ColorCore
import Testing
import TestSupport

@Suite struct LineArtTests {
    /// The region rule, written plainly in integer arithmetic:
    /// `luma = (299 R + 587 G + 114 B) / 1000`, `d = (255 - luma) * a / 255`.
    static func specDarkness(r: Int, g: Int, b: Int, a: Int) -> Int {
        let luma = (299 * r + 587 * g + 114 * b) / 1000
        return (255 - luma) * a / 255
    }

    /// `LineArt(page:).darkness` of a one-pixel page.
    static func pageDarkness(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> Int {
        Int(LineArt(page: Page(width: 1, height: 1, rgba: [r, g, b, a])).darkness[0])
    }

    @Test func darknessFollowsTheRegionRule() {
        // Worked by hand; both the spec formula and the page conversion give them.
        let cases: [(r: UInt8, g: UInt8, b: UInt8, a: UInt8, d: Int)] = [
            (0, 0, 0, 255, 255),
            (255, 255, 255, 255, 0),
            (0, 0, 0, 0, 0),          // transparent paper is white
            (0, 0, 0, 128, 128),      // half-covered black is a line
            (0, 0, 0, 127, 127),
            // luma(200, 100, 50) = (59800 + 58700 + 5700) / 1000 = 124; d = 131.
            (200, 100, 50, 255, 131),
            // With alpha 200: 131 * 200 / 255 = 102.
            (200, 100, 50, 200, 102),
        ]
        for c in cases {
            #expect(Self.specDarkness(r: Int(c.r), g: Int(c.g), b: Int(c.b), a: Int(c.a)) == c.d, "\(c)")
            #expect(Self.pageDarkness(r: c.r, g: c.g, b: c.b, a: c.a) == c.d, "\(c)")
        }
    }

    /// The vectorised loop in `LineArt.init(page:)` against the spec formula: every alpha with
    /// a spread of greys, the extremes of each channel, and many random pixels; on pages of
    /// several pixel counts (so the loop's scalar tail after whole vectors runs too) and shapes.
    @Test func pageDarknessMatchesTheSpecOnRandomPixels() {
        var rng = SeededRandom(seed: 0x11_7EA7)
        var rgba: [UInt8] = []
        for v in stride(from: 0, through: 255, by: 5) { for a in 0...255 { rgba += [UInt8(v), UInt8(v), UInt8(v), UInt8(a)] } }
        let edges: [UInt8] = [0, 1, 254, 255]
        for r in edges { for g in edges { for b in edges { for a: UInt8 in [0, 1, 127, 128, 254, 255] { rgba += [r, g, b, a] } } } }
        for _ in 0..<100_000 { rgba += (0..<4).map { _ in UInt8.random(in: 0...255, using: &rng) } }
        let count = rgba.count / 4
        var expected = [UInt8](repeating: 0, count: count)
        for i in 0..<count {
            let d = Self.specDarkness(r: Int(rgba[4 * i]), g: Int(rgba[4 * i + 1]), b: Int(rgba[4 * i + 2]), a: Int(rgba[4 * i + 3]))
            expected[i] = UInt8(d)
        }
        let shapes = [(count, 1), (1, count), (count - 1, 1), (count - 7, 1), (count - 33, 1), (173, count / 173)]
        for (width, height) in shapes {
            let n = width * height
            let art = LineArt(page: Page(width: width, height: height, rgba: Array(rgba[..<(4 * n)])))
            guard art.darkness != Array(expected[..<n]) else { continue }
            let bad = (0..<n).filter { art.darkness[$0] != expected[$0] }
            let first = bad[0]
            let pixel = Array(rgba[(4 * first)..<(4 * first + 4)])
            Issue.record("\(width)x\(height): \(bad.count) pixels differ from the spec, e.g. RGBA \(pixel) gives \(art.darkness[first]), spec \(expected[first])")
        }
    }

    @Test func pageBecomesLineArt() {
        var page = Page(width: 3, height: 2)
        page.setPixel(1, 0, .black)
        page.setPixel(2, 1, RGBA(r: 0, g: 0, b: 0, a: 0))
        let art = LineArt(page: page)
        #expect(art.isLine(1, 0))
        #expect(!art.isLine(0, 0) && !art.isLine(2, 1))
        #expect(art.isPaintable(2, 1) && !art.isPaintable(3, 1) && !art.isPaintable(-1, 0))
    }
}
