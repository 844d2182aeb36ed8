import Testing
@testable import ColorCore
import TestSupport

/// `--glyphs mixed`: the shapes, their glyphs on screen and in `snapshot`, and the cell fit.
@Suite struct MixedModeTests {
    static let white: UInt32 = 0x00ff_ffff

    /// A cell of 32 display pixels: `ink` where `mask` is set, `paper` elsewhere.
    static func cell(_ mask: UInt32, ink: UInt32, paper: UInt32 = white) -> [UInt32] {
        (0..<32).map { mask >> $0 & 1 == 1 ? ink : paper }
    }

    static func fit(_ pixels: [UInt32]) -> CellFit.Result {
        pixels.withUnsafeBufferPointer { MixedCellFit.fit($0.baseAddress!) }
    }

    /// Each glyph has one shape and each shape one glyph; the eighth blocks and quadrants are
    /// there, so an edge can sit at every eighth down and every quarter across.
    @Test func shapesAreDistinctAndCoverTheEdges() {
        let shapes = MixedShapes.shapes
        #expect(Set(shapes.map(\.mask)).count == shapes.count)
        #expect(Set(shapes.map(\.glyph)).count == shapes.count)
        for k in 1...7 { #expect(MixedShapes.index(of: MixedShapes.rowsMask(8 - k..<8)) != nil, "lower \(k) eighths") }
        for c in 1...3 { #expect(MixedShapes.index(of: MixedShapes.columnsMask(0..<c)) != nil, "left \(c) quarters") }
        // The full block, 7 lower eighths, ▀ ▔, ▎▌▊▐, the 10 other quadrants, and the 58
        // sextants that are not ▌▐▃▅ already.
        #expect(shapes.count == 1 + 7 + 2 + 4 + 10 + 58)
        #expect(MixedShapes.glyphs.count == shapes.count + 1 && MixedShapes.glyphs.first == " ")
    }

    /// `snapshot` draws each glyph over exactly its shape's display pixels (2x2 image pixels each
    /// of an 8x16 cell), but the sextants, whose thirds the terminal draws at rows 0-4, 5-9 and
    /// 10-15: those differ from the shape by at most one image row per display pixel row.
    @Test func snapshotDrawsEachGlyphOverItsShape() {
        for s in MixedShapes.shapes {
            let ink = FrameImage.inkMask(s.glyph)!
            let isSextant = s.glyph.value >= 0x1FB00
            for y in 0..<16 {
                for x in 0..<8 {
                    let bit = (y / 2) * 4 + x / 2
                    let expected = s.mask >> bit & 1 == 1
                    if ink(x, y) != expected && !(isSextant && (y == 4 || y == 5)) {
                        Issue.record("\(s.glyph) at \(x),\(y)"); return
                    }
                }
            }
        }
    }

    /// A cell that is exactly a shape in two colours is fitted to that shape (or its complement)
    /// in exactly those colours, for every shape.
    @Test func exactShapesFitExactly() {
        for s in MixedShapes.shapes where s.mask != MixedShapes.full {
            let r = Self.fit(Self.cell(s.mask, ink: 0x0020_40a0))
            let pattern = UInt32(truncatingIfNeeded: r.pattern)
            let same = pattern == s.mask && r.ink == 0x0020_40a0 && r.paper == Self.white
            let swapped = pattern == ~s.mask && r.ink == Self.white && r.paper == 0x0020_40a0
            #expect(same || swapped, "\(s.glyph): pattern \(String(pattern, radix: 16)) \(r)")
        }
    }

    /// A horizontal edge 1/4 up the cell becomes ▂ with the two colours, and every display pixel
    /// reads back its colour; light ink on dark paper too, the ink in front (▂ has no complement
    /// glyph, so the darker colour cannot be).
    @Test func edgeAtOneQuarterIsTheLowerQuarterBlock() {
        let dark: UInt32 = 0x0010_1010
        let r = Self.fit(Self.cell(MixedShapes.rowsMask(6..<8), ink: dark))
        let cell = Cell.block(.mixed, pattern: r.pattern, ink: .rgb(packed: r.ink), paper: .rgb(packed: r.paper))
        #expect(cell.glyph == "\u{2582}")
        for bit in 0..<32 {
            #expect(cell.colour(ofPixel: bit, in: .mixed) == .rgb(packed: bit >= 24 ? dark : Self.white))
        }
        let light = Cell.block(.mixed, pattern: 0xff00_0000, ink: CellColour(231), paper: CellColour(16))
        #expect(light.glyph == "\u{2582}" && light.fg == CellColour(231) && light.bg == CellColour(16))
    }

    /// A faint thin line (display pixels marked `thinLine`) across white stays on the ink side,
    /// shown visibly, even where the best split by error would average part of it away.
    @Test func thinLineStaysVisible() {
        // A diagonal of faint greys, one per row, marked thin.
        var pixels = [UInt32](repeating: Self.white, count: 32)
        for row in 0..<8 { pixels[row * 4 + row / 2] = 0x00e6_e6e6 | DisplayFinish.thinLine }
        let r = Self.fit(pixels)
        let pattern = UInt32(truncatingIfNeeded: r.pattern)
        for row in 0..<8 {
            let bit = row * 4 + row / 2
            let shown = pattern >> bit & 1 == 1 ? r.ink : r.paper
            #expect(shown & 0xff < UInt32(CellFit.visibleGrey), "row \(row): \(r)")
        }
        // Unmarked (as the fringe of a thicker line would be), some of them are shown light.
        let plain = Self.fit(pixels.map { $0 & 0x00ff_ffff })
        let plainPattern = UInt32(truncatingIfNeeded: plain.pattern)
        let light = (0..<8).filter { row in
            let bit = row * 4 + row / 2
            return (plainPattern >> bit & 1 == 1 ? plain.ink : plain.paper) & 0xff >= UInt32(CellFit.visibleGrey)
        }
        #expect(!light.isEmpty)
    }

    /// An outline pixel set over a mixed cell (no shape is a single display pixel) is drawn by
    /// the smallest shape covering it, so it stays visible.
    @Test func settingOnePixelUsesTheSmallestCoveringShape() {
        let white = Cell(glyph: " ", fg: CellColour(231), bg: CellColour(231))
        let marked = white.settingPixel(13, to: CellColour(201), in: .mixed)
        #expect(marked.colour(ofPixel: 13, in: .mixed) == CellColour(201))
        let covered = (0..<32).filter { marked.colour(ofPixel: $0, in: .mixed) == CellColour(201) }.count
        #expect(covered > 1 && covered <= 8, "\(marked.glyph) covers \(covered)")
    }

    /// The grey path of the colours (one channel worked out, shown in all three) gives what the
    /// three channels give, for random grey cells and splits, with either side kept visible.
    @Test func greyColoursMatchTheThreeChannels() {
        var rng = SeededRandom(seed: 32)
        let greys: [UInt32] = [0, 40, 128, 230, 237, 238, 239, 240, 246, 247, 250, 255]
        for _ in 0..<5000 {
            let pixels = (0..<32).map { _ in greys[Int(rng.next() % UInt64(greys.count))] * 0x01_0101 }
            let ink = UInt32(truncatingIfNeeded: rng.next()) | 1
            for visible in [nil, MixedCellFit.Side.ink, .paper] {
                pixels.withUnsafeBufferPointer { p in
                    let grey = MixedCellFit.colours(p.baseAddress!, ink: ink, visible: visible, grey: true)
                    let rgb = MixedCellFit.colours(p.baseAddress!, ink: ink, visible: visible, grey: false)
                    #expect(grey == rgb, "ink \(String(ink, radix: 2)) visible \(String(describing: visible))")
                }
            }
        }
    }

    /// The shape search against every shape tried one by one, in the documented order (edges
    /// at each eighth down from the bottom, each quarter across, quadrant subsets, sextant
    /// subsets; the first best wins), its group sums added pixel by pixel: on whole-number greys
    /// the sums are exact in any order, so the two must pick the same mask, with `keep` too.
    @Test func shapeSearchMatchesEveryShapeTriedInTurn() {
        var rng = SeededRandom(seed: 33)
        var candidates: [UInt32] = (1...7).map { MixedShapes.rowsMask(8 - $0..<8) } + (1...3).map { MixedShapes.columnsMask(0..<$0) }
        candidates += (1..<8).map { MixedShapes.union($0, MixedShapes.quadrantBlocks) }
        candidates += (1..<32).map { MixedShapes.union($0, MixedShapes.sextantBlocks) }
        for round in 0..<4000 {
            // Mostly two or three greys, as line art gives; sometimes any.
            let palette = (0..<(round % 4 == 0 ? 32 : 3)).map { _ in Float(rng.next() % 256) }
            var y = (0..<32).map { _ in palette[Int(rng.next() % UInt64(palette.count))] }
            let keep: UInt32 = round % 3 == 0 ? UInt32(truncatingIfNeeded: rng.next()) & UInt32(truncatingIfNeeded: rng.next()) : 0
            var best: Float = -1, expected: UInt32 = 0
            let total = y.reduce(0, +)
            for mask in candidates where keep & mask == 0 || keep & ~mask == 0 {
                let count = mask.nonzeroBitCount
                let a = (0..<32).reduce(Float(0)) { mask >> $1 & 1 == 1 ? $0 + y[$1] : $0 }, b = total - a
                let score = a * a * MixedCellFit.reciprocals[count] + b * b * MixedCellFit.reciprocals[32 - count]
                if score > best { best = score; expected = mask }
            }
            let found = y.withUnsafeMutableBufferPointer { MixedCellFit.best($0.baseAddress!, keep: keep) }
            #expect(found == expected, "keep \(String(keep, radix: 2)): \(String(found, radix: 2)) for \(String(expected, radix: 2))")
        }
    }

    /// The two colours of a split against the rule written per pixel (each side's mean, its sum
    /// times 1 / its count, moved apart by `CellFit.contrast` within the cell's range per
    /// channel, the visible side held visibly dark), on random colours and sides.
    @Test func splitColoursMatchThePlainRule() {
        var rng = SeededRandom(seed: 34)
        for round in 0..<4000 {
            let palette = (0..<(round % 2 == 0 ? 2 : 32)).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0x00ff_ffff }
            let pixels = (0..<32).map { _ in palette[Int(rng.next() % UInt64(palette.count))] }
            let ink = UInt32(truncatingIfNeeded: rng.next()) & ~(1 << 31) | 1  // both sides hold a pixel
            for visible in [nil, MixedCellFit.Side.ink, .paper] {
                let got = pixels.withUnsafeBufferPointer { MixedCellFit.colours($0.baseAddress!, ink: ink, visible: visible, grey: false) }
                var inkColour: UInt32 = 0, paperColour: UInt32 = 0
                for shift: UInt32 in [0, 8, 16] {
                    let v = pixels.map { Float($0 >> shift & 0xff) }
                    let inside = (0..<32).filter { ink >> $0 & 1 == 1 }.map { v[$0] }, outside = (0..<32).filter { ink >> $0 & 1 == 0 }.map { v[$0] }
                    let i0 = inside.reduce(0, +) * MixedCellFit.reciprocals[inside.count], o0 = outside.reduce(0, +) * MixedCellFit.reciprocals[32 - inside.count]
                    let lo = v.min()!, hi = v.max()!, shown = Float(CellFit.visibleGrey - 1)
                    var i = min(max(i0 + CellFit.contrast * (i0 - o0), lo), hi), o = min(max(o0 + CellFit.contrast * (o0 - i0), lo), hi)
                    if visible == .ink { i = min(i, shown) }
                    if visible == .paper { o = min(o, shown) }
                    inkColour |= UInt32(i + 0.5) << shift; paperColour |= UInt32(o + 0.5) << shift
                }
                #expect(got.ink == inkColour && got.paper == paperColour && got.pattern == Int(ink))
            }
        }
    }
}
