import ColorCore
import Foundation
import Storage
@testable import TermColor
import Testing

/// What the gallery shows of the recent pictures: every one the list keeps, in its order, with
/// previews, and names that tell same-named pictures apart.
struct GalleryLoaderTests {
    /// Twelve recent pictures: all twelve are tiles (it showed the first 8 only), each with its
    /// preview (small pages are read well within the budget).
    @Test func everyRecentPictureIsATile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var list = RecentPictures()
        for i in 0..<12 {
            var page = Page(width: 40, height: 30)
            for x in 0..<40 { page.setPixel(x, 5 + i, .black) }
            let path = folder.appendingPathComponent("page\(i).png").path
            _ = try PNGCodec.write(page, to: path)
            list.record(RecentPictures.Picture(page: path, output: folder.appendingPathComponent("page\(i)-colored.png").path,
                                               coloured: i, regions: 2, time: Double(i)))
        }
        try list.jsonData().write(to: URL(fileURLWithPath: folder.appendingPathComponent("recent.json").path))
        var loader = GalleryLoader(store: RecentStore(folder: folder.path))
        let recent = loader.load().recent
        #expect(recent.count == 12)
        #expect(recent.map(\.name) == (0..<12).reversed().map { "page\($0)-colored" })
        #expect(recent.allSatisfy { $0.preview != nil })
    }

    /// Where tiles are images, previews are twice as large (an image tile 200-500 screen pixels
    /// wide would show a 160-pixel preview enlarged); glyph tiles keep the smaller ones.
    @Test func imageTilesGetLargerPreviews() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var page = Page(width: 1280, height: 960)
        for x in 0..<1280 { for y in 470..<476 { page.setPixel(x, y, .black) } }
        let path = folder.appendingPathComponent("page.png").path
        _ = try PNGCodec.write(page, to: path)
        var list = RecentPictures()
        list.record(RecentPictures.Picture(page: path, output: folder.appendingPathComponent("page-colored.png").path,
                                           coloured: 0, regions: 2, time: 1))
        try list.jsonData().write(to: URL(fileURLWithPath: folder.appendingPathComponent("recent.json").path))
        for (imageTiles, side) in [(false, 160), (true, 320)] {
            var loader = GalleryLoader(store: RecentStore(folder: folder.path), imageTiles: imageTiles)
            let preview = try #require(loader.load().recent.first?.preview)
            #expect(max(preview.width, preview.height) == side && preview.width * 3 == preview.height * 4, "\(preview.width) x \(preview.height)")
        }
    }

    /// A picture whose page was moved is still a tile (with its preview, marked as having no
    /// page); one whose picture is gone too is left out.
    @Test func aPictureWhosePageMovedIsStillATile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termcolor-gallery-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        var page = Page(width: 40, height: 30)
        for x in 0..<40 { page.setPixel(x, 10, .black) }
        var list = RecentPictures()
        for (i, name) in ["kept", "moved", "lost"].enumerated() {
            _ = try PNGCodec.write(page, to: path("\(name).png"))
            _ = try PNGCodec.write(page, to: path("\(name)-colored.png"))
            list.record(RecentPictures.Picture(page: path("\(name).png"), output: path("\(name)-colored.png"), coloured: 1, regions: 2, time: Double(i)))
        }
        try list.jsonData().write(to: URL(fileURLWithPath: path("recent.json")))
        try FileManager.default.moveItem(atPath: path("moved.png"), toPath: path("elsewhere.png"))
        try FileManager.default.removeItem(atPath: path("lost.png"))
        try FileManager.default.removeItem(atPath: path("lost-colored.png"))
        var loader = GalleryLoader(store: RecentStore(folder: folder.path))
        let recent = loader.load().recent
        #expect(recent.map(\.name) == ["moved-colored", "kept-colored"])
        #expect(recent.map(\.pageMissing) == [true, false])
        #expect(recent.allSatisfy { $0.preview != nil })
    }

    @Test func sameNamesSayTheirFolders() {
        #expect(GalleryLoader.labels(["/a/book1/house-colored.png", "/a/book2/house-colored.png", "/a/cat.png", "rel/tree-colored.png"])
                == ["house-colored in book1", "house-colored in book2", "cat", "tree-colored"])
        #expect(GalleryLoader.labels([]) == [])
        // Folders of the same name: as much of the path as tells them apart.
        #expect(GalleryLoader.labels(["/a/house/house-colored.png", "/b/house/house-colored.png", "/b/x/house-colored.png"])
                == ["house-colored in a/house", "house-colored in b/house", "house-colored in x"])
    }
}
