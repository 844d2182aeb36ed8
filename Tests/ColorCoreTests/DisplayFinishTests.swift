import Testing
@testable import ColorCore
import TestSupport

/// The line floor's neighbour rule (`DisplayFinish`) on a 3x3 literal: the middle display pixel
/// owns a thin line piece covering 0.05 of it, below the floor (0.15).
@Suite struct DisplayFinishTests {
    static let floor = ViewRenderer.minimumLineCoverage

    /// The middle pixel's shown colour (red byte) with these neighbour coverages, black lines on
    /// white paper.
    static func middle(left: Float = 0, right: Float = 0, up: Float = 0, down: Float = 0, glyphs: GlyphMode) -> UInt32 {
        let cover: [Float] = [0, up, 0, left, 0.05, right, 0, down, 0]
        let light = cover.map { SIMD4<Float>(1 - $0, 1 - $0, 1 - $0, $0) }
        let flags: [UInt8] = cover.map { $0 > 0 ? DisplayImage.ownsLine : 0 }
        let finish = DisplayFinish(floor: floor, glyphs: glyphs)
        return light.withUnsafeBufferPointer { l in
            flags.withUnsafeBufferPointer { f in
                LinearLight.toByte.withUnsafeBufferPointer { t in
                    finish.colour(l.baseAddress!, f.baseAddress!, rect: Rect(x: 0, y: 0, width: 3, height: 3), 1, 1,
                                  toByte: t.baseAddress!) & 0xff
                }
            }
        }
    }

    /// What a display pixel covered exactly `floor` shows (one level of rounding either way).
    static let atFloor = LinearLight.packed(SIMD4<Float>(1 - floor, 1 - floor, 1 - floor, floor)) & 0xff

    /// The fringe of a line that shows beside it (a neighbour covered 1.3 floor, paper on the
    /// other side): half blocks leave it light (no pale seam along the line); two-colour cells
    /// still floor it, as a cell may blend that neighbour below visible.
    @Test func fringeBesideAShownLineStaysLightInHalfBlocksOnly() {
        let shown = 1.3 * Self.floor
        #expect(Self.middle(left: shown, glyphs: .half) > Self.atFloor + 5)
        #expect(Self.middle(down: shown, glyphs: .half) > Self.atFloor + 5)
        for mode in [GlyphMode.quadrant, .sextant, .mixed] { #expect(Self.middle(left: shown, glyphs: mode) <= Self.atFloor + 1) }
    }

    /// A pixel between a shown neighbour and any line on the other side is on a line's path
    /// (the line going on thinly, or a second outline): floored in every mode, so no gap lets the
    /// papers on either side meet.
    @Test func pixelOnALinesPathIsFlooredInEveryMode() {
        let shown = 1.3 * Self.floor
        for mode in GlyphMode.allCases {
            #expect(Self.middle(left: shown, right: 0.05, glyphs: mode) <= Self.atFloor + 1)
            #expect(Self.middle(up: 0.02, down: shown, glyphs: mode) <= Self.atFloor + 1)
        }
    }

    /// Beside a neighbour covered twice the floor, the thin piece stands back in every mode.
    @Test func besideAThickLineNoModeFloors() {
        for mode in GlyphMode.allCases { #expect(Self.middle(left: 2.5 * Self.floor, glyphs: mode) > Self.atFloor + 5) }
    }
}

/// `DisplayFinish.row` (four pixels at a time) gives every pixel exactly the colour `colour`
/// gives it, on random images whose coverages sit on and around every threshold (0, the floor,
/// twice the floor, the thin-line limit, 1), with painted colours, lines owned or not, at the
/// image's edges and inside, for rows of every length (so the leftover pixels are covered too).
@Suite struct DisplayFinishRowTests {
    static let coverages: [Float] = [0, 0, 0.01, 0.05, 0.1499, 0.15, 0.1501, 0.2, 0.3, 0.2999, 0.3001, 0.5,
                                     0.7499, 0.75, 0.7501, 0.9, 0.99, 1, 1]

    @Test(arguments: [GlyphMode.half, .sextant], [1, 2, 3, 4, 5, 6, 7, 8])
    func rowGivesTheColoursOfTheScalarFinish(glyphs: GlyphMode, seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let rect = Rect(x: 3, y: 2, width: 13, height: 5)
        let light: [SIMD4<Float>] = (0..<rect.area).map { _ in
            // Half the pixels uncovered, as on a page, so that pixels with no line near them occur.
            let c = rng.next() % 2 == 0 ? 0 : Self.coverages[Int(rng.next() % UInt64(Self.coverages.count))]
            let paper = Float(rng.next() % 4 == 0 ? 1 : 0.2 + Float(rng.next() % 80) / 100)
            let tint = SIMD4<Float>(paper, rng.next() % 2 == 0 ? paper : 0.3, paper, 0)
            return tint * (1 - c) + SIMD4(0, 0, 0, c)
        }
        let flags: [UInt8] = (0..<rect.area).map { _ in rng.next() % 2 == 0 ? 0 : DisplayImage.ownsLine }
        let finish = DisplayFinish(floor: ViewRenderer.minimumLineCoverage, glyphs: glyphs)
        light.withUnsafeBufferPointer { l in
            flags.withUnsafeBufferPointer { f in
                LinearLight.toByte.withUnsafeBufferPointer { t in
                    let (l, f, t) = (l.baseAddress!, f.baseAddress!, t.baseAddress!)
                    var out = [UInt32](repeating: 0, count: rect.width)
                    for y in rect.y..<rect.maxY {
                        for start in rect.x..<rect.maxX {
                            for end in (start + 1)...rect.maxX {
                                out.withUnsafeMutableBufferPointer { o in
                                    finish.row(l, f, rect: rect, y: y, x: start..<end, toByte: t, into: o.baseAddress!)
                                }
                                for x in start..<end {
                                                    let expected = finish.colour(l, f, rect: rect, x, y, toByte: t)
                                    #expect(out[x - start] == expected, "pixel (\(x), \(y)) of row \(start)..<\(end)")
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
