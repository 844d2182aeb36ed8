import ColorCore
import Foundation
import Opening
import Screens
import Storage

/// Reads what the gallery shows: the recent pictures (their saved PNGs as previews, progress
/// from the list) and the bundled pages (previews and region counts). Each file is read once
/// per version (its modification time): opening the gallery again costs only what changed.
struct GalleryLoader {
    let store: RecentStore?
    /// Every recent picture the list keeps is shown (not only the first eight), one whose page
    /// is gone too, while its saved picture is there (left out, it would seem lost); the
    /// first `previewedFirst` always with their previews, the others with theirs when read
    /// before in this run or while `previewBudget` lasts (a preview decodes the whole saved PNG
    /// and its page: about 0.1 s for a 4096x4096 picture), else as a tile without one.
    static let previewedFirst = 8
    static let previewBudget = Duration.milliseconds(300)
    private var cache: [String: (modified: Date, preview: Page?, regions: Int?)] = [:]
    /// The long side of a preview: larger where the tiles are images (a tile 22 to 64 cells
    /// wide is 130 to 580 screen pixels at 6 to 9 pixels a cell), so an image tile is not a
    /// glyph tile's preview enlarged.
    let previewSide: Int
    static let imageTileSide = 2 * PagePreview.glyphTileSide

    init(store: RecentStore?, imageTiles: Bool = false) {
        self.store = store
        previewSide = imageTiles ? Self.imageTileSide : PagePreview.glyphTileSide
    }

    mutating func load() -> (recent: [GalleryItem], pages: [GalleryItem]) {
        let exists = { (path: String) in FileManager.default.fileExists(atPath: path) }
        // A picture whose page is gone is still shown while the picture itself is there. Each
        // file is looked up once.
        let pictures = (store?.load().0.pictures ?? []).map { (picture: $0, hasPage: exists($0.page), hasOutput: exists($0.output)) }
            .filter { $0.hasPage || $0.hasOutput }
        let names = Self.labels(pictures.map(\.picture.output))
        let clock = ContinuousClock(), deadline = clock.now + Self.previewBudget
        var recent: [GalleryItem] = []
        for (i, ((p, hasPage, hasOutput), name)) in zip(pictures, names).enumerated() {
            let read = i < Self.previewedFirst || clock.now < deadline || isCached(hasOutput ? p.output : p.page)
            let asIs = p.asIs ?? false
            let preview = !read ? nil
                : hasOutput ? picturePreview(p.output, page: p.page, asIs: asIs) : self.read(p.page, countRegions: false).preview
            recent.append(GalleryItem(kind: .recent, name: name, page: p.page, output: p.output, coloured: p.coloured,
                                      regions: p.regions, byNumber: p.byNumber ?? false, preview: preview,
                                      finishesLines: !asIs, pageMissing: !hasPage))
        }
        let pages = BundledPages.all().map { path in
            let (preview, regions) = read(path, countRegions: true)
            return GalleryItem(kind: .page, name: URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent,
                               page: path, regions: regions, preview: preview)
        }
        return (recent, pages)
    }

    /// Whether `path`'s preview was read before and the file has not changed since.
    private func isCached(_ path: String) -> Bool {
        guard let hit = cache[path] else { return false }
        return hit.modified == (((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast)
    }

    /// The tiles' names for these outputs: the file name without `.png`, and where two are the
    /// same, as much of their folders as tells them apart, from the end ("house-colored in
    /// book1", "house-colored in a/house"), so that every tile says which picture it is (not
    /// two tiles named "house-colored").
    static func labels(_ outputs: [String]) -> [String] {
        let urls = outputs.map { URL(fileURLWithPath: $0).standardizedFileURL }
        let names = urls.map { $0.deletingPathExtension().lastPathComponent }
        let folders = urls.map { Array($0.deletingLastPathComponent().pathComponents.dropFirst()) }  // without "/"
        return names.indices.map { i in
            let same = names.indices.filter { names[$0] == names[i] && folders[$0] != folders[i] }
            guard !same.isEmpty else { return names[i] }
            // The fewest trailing folders that no other picture of this name shares.
            var k = 1
            while k < folders[i].count && same.contains(where: { folders[$0].suffix(k) == folders[i].suffix(k) }) { k += 1 }
            return "\(names[i]) in " + folders[i].suffix(k).joined(separator: "/")
        }
    }

    /// A coloured picture's preview, its lines told from its dark paint by its page's line art
    /// (the photo itself for a picture coloured on one as it is).
    private mutating func picturePreview(_ path: String, page: String, asIs: Bool) -> Page? {
        let modified = ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
        if let hit = cache[path], hit.modified == modified { return hit.preview }
        let picture = try? PNGCodec.read(path: path)
        let lines = coloringPage(page, asIs: asIs, madeFor: EarlierPageDigests.at(SavePaths(page: page, output: path)))
            .map { LineArt(page: $0) }
        let preview = picture.map { PagePreview.reduce($0, lines: lines, maxSide: previewSide) }
        cache[path] = (modified, preview, nil)
        return preview
    }

    /// The page a picture is coloured on: a JPEG or photo as the coloring book opens it (for
    /// the picture whose page digests are `madeFor`).
    private func coloringPage(_ path: String, asIs: Bool = false, madeFor digests: Set<String> = []) -> Page? {
        (try? PictureFile.read(path: path)).map { ColoringPage.prepare($0.page, asIs: asIs, madeFor: digests).page }
    }

    /// A file's preview and, for a page, its regions that count (as the status line counts them).
    private mutating func read(_ path: String, countRegions: Bool) -> (preview: Page?, regions: Int?) {
        let modified = ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
        if let hit = cache[path], hit.modified == modified, !countRegions || hit.regions != nil { return (hit.preview, hit.regions) }
        guard let page = coloringPage(path) else {
            cache[path] = (modified, nil, nil)
            return (nil, nil)
        }
        let regions = countRegions
            ? RegionLabelling.regions(of: LineArt(page: page)).filter { RegionProgress.counts($0, width: page.width, height: page.height) }.count
            : nil
        let preview = PagePreview.reduce(page, maxSide: previewSide)
        cache[path] = (modified, preview, regions)
        return (preview, regions)
    }
}
