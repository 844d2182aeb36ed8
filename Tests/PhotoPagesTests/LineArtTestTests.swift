import ColorCore
import Foundation
import Storage
import Testing
@testable import PhotoPages

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
}
