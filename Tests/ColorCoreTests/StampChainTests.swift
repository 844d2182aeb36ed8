import Foundation
import Testing
@testable import ColorCore
import TestSupport

/// A one-colour curve's pieces are stamped as one chain, each pixel visited once: the picture,
/// the paint, the stroke's coverage and the rectangle reported must be exactly those of stamping
/// the pieces one by one (replay gives the same PNG as every earlier version).
@Suite struct StampChainTests {
    /// A wandering polyline of short pieces, as a flattened curve is (some pieces of length 0).
    static func chain(seed: UInt64, from start: (x: Int, y: Int), radius: Double) -> [Capsule] {
        var rng = SeededRandom(seed: seed)
        var p = StrokePoint(x: Double(start.x) + 0.5, y: Double(start.y) + 0.5)
        var heading = Double.random(in: 0..<6.28, using: &rng)
        var out: [Capsule] = []
        for _ in 0..<Int.random(in: 1...70, using: &rng) {
            heading += .random(in: -0.9...0.9, using: &rng)
            let step = Bool.random(using: &rng) && Int.random(in: 0..<8, using: &rng) == 0 ? 0 : Double.random(in: 0.2...radius, using: &rng)
            let q = StrokePoint(x: p.x + step * cos(heading), y: p.y + step * sin(heading))
            out.append(Capsule(from: p, to: q, radius: radius))
            p = q
        }
        return out
    }

    @Test(arguments: Array(UInt64(1)...24))
    func aChainPaintsWhatItsPiecesPaintOneByOne(seed: UInt64) {
        let page = StrokeTestPages.page(width: 160, height: 120, shapes: 3, seed: seed)
        let art = LineArt(page: page)
        let finder = RegionMode.optimized.makeFinder(for: art)
        var rng = SeededRandom(seed: seed &* 977)
        var start = (x: 0, y: 0)
        repeat { start = (Int.random(in: 0..<160, using: &rng), Int.random(in: 0..<120, using: &rng)) } while !art.isPaintable(start.x, start.y)
        let mask = PaintMask(region: finder.region(atX: start.x, y: start.y)!, lineArt: art)
        // Thin to wide brushes: radius below the smallest drawn, at it, and up to a wide brush.
        let radius = [0.6, 1.25, 2.5, 6, 17, 40][Int(seed % 6)]
        let colour = RGB(r: UInt8(seed * 40 % 256), g: 90, b: 200).packed
        var one = Canvas(page: page, lineArt: art), chained = one
        var oneBackup = TileBackup(width: 160, height: 120), chainedBackup = oneBackup
        oneBackup.begin(trackingCoverage: true); chainedBackup.begin(trackingCoverage: true)
        // Earlier pieces of the same stroke (coverage already given), in another colour.
        for cap in Self.chain(seed: seed &+ 100, from: start, radius: radius).prefix(5) {
            _ = BrushPainter.stamp(cap, colour: 0x00_40_80_20, mask: mask, canvas: &one, backup: &oneBackup)
            _ = BrushPainter.stamp(cap, colour: 0x00_40_80_20, mask: mask, canvas: &chained, backup: &chainedBackup)
        }
        let caps = Self.chain(seed: seed, from: start, radius: radius)
        var expected = Rect.empty
        for cap in caps { expected = expected.union(BrushPainter.stamp(cap, colour: colour, mask: mask, canvas: &one, backup: &oneBackup)) }
        let changed = BrushPainter.stamp(chain: caps, colour: colour, mask: mask, canvas: &chained, backup: &chainedBackup)
        #expect(changed == expected)
        #expect(Bool(chained.picture == one.picture), "pictures differ")
        #expect(Bool(chained.paintPixels == one.paintPixels), "paint differs")
        #expect(Bool(chained.paintPixels != Canvas(page: page, lineArt: art).paintPixels), "nothing was painted")
        // The same coverage: a further piece blends alike on both.
        let more = Capsule(from: StrokePoint(x: 10, y: 10), to: StrokePoint(x: 150, y: 110), radius: radius + 1)
        _ = BrushPainter.stamp(more, colour: 0x00_10_20_30, mask: mask, canvas: &one, backup: &oneBackup)
        _ = BrushPainter.stamp(more, colour: 0x00_10_20_30, mask: mask, canvas: &chained, backup: &chainedBackup)
        #expect(Bool(chained.paintPixels == one.paintPixels), "coverage differs")
        // And the same before-image: undoing gives the blank page back on both.
        _ = oneBackup.finish().swap(with: &one)
        _ = chainedBackup.finish().swap(with: &chained)
        #expect(Bool(one.paintPixels == chained.paintPixels && one.picture == chained.picture), "undo differs")
        #expect(Bool(chained.picture == Canvas(page: page, lineArt: art).picture), "undo leaves paint")
    }

    /// A fast drag's curve: long pieces that cross the same rows far apart (down the left, along
    /// the bottom, up the right). The columns between the crossings lie in tiles no piece
    /// touched; a chain that walked them wrote through a tile slot of -1 (a crash in the
    /// program, a trap here). Paints exactly what the pieces paint one by one, nothing between.
    @Test(arguments: [1.25, 6, 30])
    func aChainCrossingARowTwiceLeavesTheColumnsBetweenAlone(radius: Double) {
        let page = Page(width: 700, height: 200)
        let art = LineArt(page: page)
        let mask = PaintMask(region: RegionMode.optimized.makeFinder(for: art).region(atX: 0, y: 0)!, lineArt: art)
        let corners = [StrokePoint(x: 20, y: 10), StrokePoint(x: 30, y: 190), StrokePoint(x: 670, y: 190),
                       StrokePoint(x: 680, y: 10), StrokePoint(x: 350, y: 100)]
        let caps = zip(corners, corners.dropFirst()).map { Capsule(from: $0, to: $1, radius: radius) }
        var one = Canvas(page: page, lineArt: art), chained = one
        var oneBackup = TileBackup(width: 700, height: 200), chainedBackup = oneBackup
        oneBackup.begin(trackingCoverage: true); chainedBackup.begin(trackingCoverage: true)
        var expected = Rect.empty
        for cap in caps { expected = expected.union(BrushPainter.stamp(cap, colour: 0x00_20_40_c0, mask: mask, canvas: &one, backup: &oneBackup)) }
        let changed = BrushPainter.stamp(chain: caps, colour: 0x00_20_40_c0, mask: mask, canvas: &chained, backup: &chainedBackup)
        #expect(changed == expected)
        #expect(Bool(chained.paintPixels == one.paintPixels), "paint differs")
        // Row 50, between the left and right pieces and away from the last one: unpainted.
        #expect(chained.paint(at: 50 * 700 + 200) == PackedPixel.white)
        #expect(chained.paint(at: 50 * 700 + 22) != PackedPixel.white)
        _ = chainedBackup.finish().swap(with: &chained)
        #expect(Bool(chained.picture == Canvas(page: page, lineArt: art).picture), "undo leaves paint")
    }
}
