import ColorCore
import Foundation
import Storage
import Testing
@testable import PhotoPages
import TestSupport

/// "Is this line art?" on every real page (shared and bundled: all are) and every photo (none
/// is), with the measured values printed, so a change of threshold shows its margin.
@Suite(.enabled(if: PhotoTestData.available, PhotoTestData.skipReason))
struct LineArtTestTests {
    static var pages: [String] {
        PhotoTestData.pngs(in: PhotoTestData.root.appendingPathComponent("pages"))
            + PhotoTestData.pngs(in: PhotoTestData.repository.appendingPathComponent("pages"))
    }

    @Test func pagesAreLineArtAndPhotosAreNot() throws {
        var table: [String] = []
        for path in Self.pages {
            let test = LineArtTest(lineArt: LineArt(page: try PNGCodec.read(path: path)))
            table.append(String(format: "page  %-34@ mid-tones %5.1f %%  thick ink %5.1f %%", (path as NSString).lastPathComponent, 100 * test.midtones, 100 * test.thickInk))
            #expect(test.isLineArt, "\(path): \(test)")
        }
        for name in PhotoTestData.photoNames {
            let test = LineArtTest(lineArt: LineArt(page: try PhotoTestData.photo(name)))
            table.append(String(format: "photo %-34@ mid-tones %5.1f %%  thick ink %5.1f %%", name, 100 * test.midtones, 100 * test.thickInk))
            #expect(!test.isLineArt, "\(name): \(test)")
        }
        #expect(Self.pages.count >= 14)
        print(table.joined(separator: "\n"))
    }
}

/// The two measures on tiny literal pictures.
struct LineArtMeasureTests {
    @Test func thinLinesAreLineArtAndABlotIsNot() {
        // A 60x60 page: a one-pixel square outline is thin ink, no mid-tones.
        var d = [UInt8](repeating: 0, count: 60 * 60)
        for i in 10..<50 { d[10 * 60 + i] = 255; d[49 * 60 + i] = 255; d[i * 60 + 10] = 255; d[i * 60 + 49] = 255 }
        let outline = LineArtTest(lineArt: LineArt(width: 60, height: 60, darkness: d))
        #expect(outline.midtones == 0 && outline.thickInk == 0 && outline.isLineArt)
        // The same square filled: most of its ink is more than 3 px from paper.
        for y in 10..<50 { for x in 10..<50 { d[y * 60 + x] = 255 } }
        let blot = LineArtTest(lineArt: LineArt(width: 60, height: 60, darkness: d))
        #expect(blot.thickInk > 0.5 && !blot.isLineArt)
        // A grey ramp: all mid-tones.
        let ramp = LineArtTest(lineArt: LineArt(width: 160, height: 1, darkness: (0..<160).map { UInt8(48 + $0) }))
        #expect(ramp.midtones == 1 && !ramp.isLineArt)
    }

    /// A young child's page: a frame, a divider and a ring, 24 pixels wide on a 600-pixel page,
    /// only black and white. It is line art (it was converted like a photo at 16 pixels).
    @Test func boldOutlinesAreLineArt() {
        let w = 600
        var d = [UInt8](repeating: 0, count: w * w)
        for y in 0..<w {
            for x in 0..<w {
                let frame = (20..<580).contains(x) && (20..<580).contains(y) && !(44..<556).contains(x) || (20..<580).contains(x) && ((20..<44).contains(y) || (556..<580).contains(y))
                let divider = (288..<312).contains(x)
                let r = ((Double(x) - 175) * (Double(x) - 175) + (Double(y) - 175) * (Double(y) - 175)).squareRoot()
                if frame || divider || (51..<75).contains(Int(r)) { d[y * w + x] = 255 }
            }
        }
        let bold = LineArtTest(lineArt: LineArt(width: w, height: w, darkness: d))
        #expect(bold.midtones == 0 && bold.isLineArt, "\(bold)")
    }

    /// Thick ink by square erosion is the share of ink farther than the reach from paper by an
    /// exact Chebyshev distance map (two chamfer passes, the page's edge counting as paper), on
    /// random blots and lines at sizes around the reach, edges included.
    @Test func thickInkIsTheShareFartherThanTheReachFromPaper() {
        var rng = SeededRandom(seed: 0x5E0_0003)  // seeded: a failure can be run again
        for _ in 0..<60 {
            let w = Int.random(in: 1...40, using: &rng), h = Int.random(in: 1...40, using: &rng)
            var d = [UInt8](repeating: 0, count: w * h)
            for _ in 0..<Int.random(in: 0...6, using: &rng) {  // ink rectangles, some touching the edges
                let x0 = Int.random(in: 0..<w, using: &rng), y0 = Int.random(in: 0..<h, using: &rng)
                let x1 = Int.random(in: x0..<w, using: &rng), y1 = Int.random(in: y0..<h, using: &rng)
                for y in y0...y1 { for x in x0...x1 { d[y * w + x] = UInt8.random(in: 128...255, using: &rng) } }
            }
            for _ in 0..<Int.random(in: 0...20, using: &rng) { d[Int.random(in: 0..<(w * h), using: &rng)] = 0 }  // specks of paper
            let art = LineArt(width: w, height: h, darkness: d)
            let reach = LineArtTest.thickReach(width: w, height: h)
            // Reference: Chebyshev distance to the nearest paper pixel, outside the page is paper.
            var thick = 0, ink = 0
            for y in 0..<h {
                for x in 0..<w where d[y * w + x] >= 128 {
                    ink += 1
                    var nearest = min(x + 1, y + 1, w - x, h - y)
                    for yy in 0..<h { for xx in 0..<w where d[yy * w + xx] < 128 { nearest = min(nearest, max(abs(xx - x), abs(yy - y))) } }
                    if nearest > reach { thick += 1 }
                }
            }
            let expected = ink == 0 ? 0 : Double(thick) / Double(ink)
            #expect(LineArtTest(lineArt: art).thickInk == expected, "\(w)x\(h) reach \(reach)")
        }
    }
}
