import ColorCore
import Foundation
import Storage
import Testing
import TestSupport

/// `convert --numbers [N]` writes a numbered page; `regions --json` on it gives the palette and,
/// per numbered region, its number and label point.
struct NumbersCommandTests {
    @Test func convertNumbersAndRegionsJSONAgree() throws {
        let folder = try CommandRun.temporaryFolder()
        let photo = folder.appendingPathComponent("landscape.png").path
        try PNGCodec.write(GeneratedPhotos.landscape(), to: photo)
        let page = folder.appendingPathComponent("page.png").path
        let convert = try CommandRun(["convert", photo, "-o", page, "--numbers", "6"])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(convert.stdout.contains("numbered in"), "\(convert.stdout)")

        let run = try CommandRun(["regions", page, "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let palette = try #require(json["palette"] as? [String])
        #expect((2...6).contains(palette.count) && palette.allSatisfy { RGB(hex: $0) != nil })
        let regions = try #require(json["regions"] as? [[String: Any]])
        let guide = try #require(try NumberedPageChunk.guide(inFileAt: page, width: 320, height: 240))
        let numbered = regions.filter { $0["number"] != nil }
        #expect(numbered.count == guide.regions.count && !numbered.isEmpty)
        let art = LineArt(page: try PNGCodec.read(path: page))
        let index = RegionIndex(lineArt: art)
        for r in numbered {
            let number = try #require(r["number"] as? Int), x = try #require(r["labelX"] as? Int), y = try #require(r["labelY"] as? Int)
            #expect((1...palette.count).contains(number))
            // The label lies in the region the entry describes.
            #expect(index.regionID(atX: x, y: y) == r["id"] as? Int)
        }
        // The default count, and the same photo giving the same file.
        let again = folder.appendingPathComponent("again.png").path
        #expect(try CommandRun(["convert", photo, "-o", again, "--numbers", "6"]).status == 0)
        #expect(FileManager.default.contents(atPath: again) == FileManager.default.contents(atPath: page))
        let byDefault = folder.appendingPathComponent("default.png").path
        #expect(try CommandRun(["convert", photo, "-o", byDefault, "--numbers"]).status == 0)
        #expect(try NumberedPageChunk.guide(inFileAt: byDefault, width: 320, height: 240)!.palette.count > 6)
        // A plain page has no numbers in its JSON.
        let plain = try CommandRun(["regions", photo, "--json"])
        #expect(!plain.stdout.contains("\"palette\"") && !plain.stdout.contains("\"labelX\""))
    }

    @Test(arguments: ["1", "41"]) func refusesPalettesOutOfRange(count: String) throws {
        let folder = try CommandRun.temporaryFolder()
        let photo = folder.appendingPathComponent("landscape.png").path
        try PNGCodec.write(GeneratedPhotos.landscape(width: 64, height: 48), to: photo)
        let run = try CommandRun(["convert", photo, "-o", folder.appendingPathComponent("p.png").path, "--numbers", count])
        #expect(run.status != 0 && run.stderr.contains("--numbers"), "\(run.stderr)")
    }
    /// The bundled balloon is numbered by its generator (make-pages): every region that counts
    /// has a number of its own, and the cloud's white is a white paint can carry.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: TestTools.repositoryRoot.appendingPathComponent("pages/balloon.png").path),
                   "needs the bundled pages in pages/"))
    func theBundledBalloonIsNumberedByItsGenerator() throws {
        let path = TestTools.repositoryRoot.appendingPathComponent("pages/balloon.png").path
        let page = try PNGCodec.read(path: path)
        let guide = try #require(try NumberedPageChunk.guide(inFileAt: path, width: page.width, height: page.height))
        let index = RegionIndex(lineArt: LineArt(page: page))
        let numbered = NumberedRegions(guide: guide, index: index)
        let counted = index.regions.indices.filter { RegionProgress.counts(index.regions[$0], width: page.width, height: page.height) }
        #expect(counted.count == 11 && numbered.numberedIDs == counted)
        #expect(guide.regions.count == 11 && guide.palette.count == 8)
        let cloud = try #require(index.regionID(atX: 330, y: 215))
        #expect(numbered.label(ofRegion: cloud).map(guide.colour(of:)) == NumberedPage.paintableWhite)
    }
}
