import ColorCore
import Foundation
import PhotoPages
import Screens
import Storage
import Testing
import TestSupport

/// The shared photos and pages (`SharedTestData`, read in place, never copied into the
/// repository) and the checks on converted pages.
enum PhotoTestData {
    static var root: URL { SharedTestData.root }
    static let repository: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var available: Bool { SharedTestData.available }
    static var skipReason: Comment { SharedTestData.skipReason }

    static func pngs(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".png") }.sorted().map { folder.appendingPathComponent($0).path }
    }

    /// A conversion with the coloring book's smallest brush as the reach, as the program does it.
    static func convert(_ picture: Page, detail: Detail, detailLines: Bool = true) -> PageConverter.Result {
        PageConverter.convert(picture, detail: detail, smallestBrush: BrushSize.smallest, detailLines: detailLines)
    }

    static var photoNames: [String] { ["astronaut", "camera", "chelsea", "coffee", "horse"] }
    static func photo(_ name: String) throws -> Page {
        try PNGCodec.read(path: root.appendingPathComponent("photos/\(name).png").path)
    }

    /// The largest distance from `region`'s pixels to its outside, at least: whether a disc of
    /// `diameter` page pixels fits inside it (every pixel within `diameter / 2` of some pixel of it
    /// belongs to it and to the page).
    static func holdsDisc(_ region: RegionMask, owner: [Int32], id: Int32, width: Int, height: Int, diameter: Double) -> Bool {
        let r = diameter / 2, reach = Int(r.rounded(.up))
        var offsets: [(Int, Int)] = []
        for dy in -reach...reach {
            for dx in -reach...reach where Double(dx * dx + dy * dy) <= r * r { offsets.append((dx, dy)) }
        }
        var fits = false
        region.forEachRun { x0, x1, y in
            guard !fits else { return }
            for x in x0..<x1 where !fits {
                fits = offsets.allSatisfy { dx, dy in
                    let px = x + dx, py = y + dy
                    return px >= 0 && py >= 0 && px < width && py < height && owner[py * width + px] == id
                }
            }
        }
        return fits
    }

    /// Per page pixel, the id of the region holding it (-1 on a line).
    static func owners(_ regions: [RegionMask], width: Int, height: Int) -> [Int32] {
        var owner = [Int32](repeating: -1, count: width * height)
        for (id, region) in regions.enumerated() {
            region.forEachRun { x0, x1, y in for x in x0..<x1 { owner[y * width + x] = Int32(id) } }
        }
        return owner
    }
}
