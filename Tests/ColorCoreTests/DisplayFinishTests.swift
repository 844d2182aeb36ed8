import Testing
@testable import ColorCore

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
