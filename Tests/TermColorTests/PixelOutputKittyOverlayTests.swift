import ColorCore
import Foundation
import Pixels
import Screens
import Storage
import Testing
@testable import TermColor

/// In kitty the image lies over the text, so what shows over the page (outlines, hover, the
/// cursor, the tip) is drawn into the pixels sent and never written as text; while a modal
/// covers the page area the image is not drawn at all.
@Suite struct PixelOutputKittyOverlayTests {
    /// The images sent, as (keys, pixels): the payload of each kitty sequence, chunks joined and
    /// inflated where it went compressed.
    static func images(_ bytes: [UInt8]) -> [(keys: [String: String], pixels: [UInt8])] {
        let text = String(decoding: bytes, as: UTF8.self)
        var out: [(keys: [String: String], pixels: [UInt8])] = []
        var keys: [String: String] = [:], base64 = ""
        for part in text.components(separatedBy: "\u{1b}_G").dropFirst() {
            let body = part.components(separatedBy: "\u{1b}\\")[0]
            let split = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
            var pairs: [String: String] = [:]
            for kv in split[0].split(separator: ",") {
                let p = kv.split(separator: "=", maxSplits: 1).map(String.init)
                pairs[p[0]] = p.count > 1 ? p[1] : ""
            }
            if base64.isEmpty { keys = pairs }
            base64 += split.count > 1 ? String(split[1]) : ""
            if pairs["m"] == "0" {
                var payload = Array(Data(base64Encoded: base64) ?? Data())
                // A compressed payload (o=z) holds s x v RGB pixels; nil (no pixels) if it does not.
                if keys["o"] == "z", let w = keys["s"].flatMap(Int.init), let h = keys["v"].flatMap(Int.init) {
                    payload = Zlib.decompress(payload, expected: w * h * 3) ?? []
                }
                out.append((keys, payload))
                base64 = ""
            }
        }
        return out
    }

    static func pixel(_ image: (keys: [String: String], pixels: [UInt8]), _ x: Int, _ y: Int) -> [UInt8] {
        let width = Int(image.keys["s"]!)!
        let i = (y * width + x) * 3
        return Array(image.pixels[i..<i + 3])
    }

    static let red = Cell(glyph: "█", fg: 196, bg: 196)

    @Test func overlaysAreDrawnIntoTheImageNotWrittenAsText() {
        var output = PixelOutput(kind: .kitty, cellWidth: 6, cellHeight: 12, registers: nil)
        let cells = PixelPresenterTests.blankCells
        let page = PixelPresenterTests.page(cells)
        var hovered = cells
        hovered[7, 2] = Self.red
        let full = output.bytes(for: hovered, page: page)
        #expect(!String(decoding: full, as: UTF8.self).contains("█"))
        let placed = Self.images(full)
        #expect(placed.count == 1 && placed[0].keys["a"] == "T")
        // Cell (7, 2) of 6 x 12 pixels is red; the cells beside it are the page's.
        #expect(Self.pixel(placed[0], 7 * 6 + 3, 2 * 12 + 6) == [255, 0, 0])
        #expect(Self.pixel(placed[0], 6 * 6 + 3, 2 * 12 + 6) != [255, 0, 0] && Self.pixel(placed[0], 8 * 6 + 3, 2 * 12 + 6) != [255, 0, 0])

        // The hover moves on: a patch brings the old cell's pixels back, another draws the new one.
        var moved = cells
        moved[9, 2] = Self.red
        let patches = Self.images(output.bytes(for: moved, page: page))
        #expect(patches.allSatisfy { $0.keys["a"] == "f" })
        let at = { (x: Int) in patches.first { $0.keys["x"] == String(x * 6) && $0.keys["y"] == String(2 * 12) } }
        let old = at(7), new = at(9)
        #expect(old != nil && new != nil)
        if let old, let new {
            #expect(Self.pixel(old, 3, 6) != [255, 0, 0] && Self.pixel(new, 3, 6) == [255, 0, 0])
        }
    }

    /// Overlay cells outside the images go as runs of cells side by side and nothing else: a
    /// cell between two might still show an overlay that would be sent without it.
    @Test func overlayCellsOutsideTheImagesGoAsRunsOfThemAlone() {
        let cell = Self.red
        var plan = PixelPresenter.Plan()
        plan.images = [Rect(x: 0, y: 0, width: 2, height: 2)]
        plan.overlays = [.init(column: 1, row: 1, cell: cell), .init(column: 3, row: 2, cell: cell), .init(column: 4, row: 2, cell: cell),
                         .init(column: 6, row: 2, cell: cell), .init(column: 0, row: 3, cell: cell)]
        #expect(PixelOutput.withOverlayCells(plan) == [Rect(x: 0, y: 0, width: 2, height: 2), Rect(x: 3, y: 2, width: 2, height: 1),
                                                      Rect(x: 6, y: 2, width: 1, height: 1), Rect(x: 0, y: 3, width: 1, height: 1)])
    }

    @Test func aModalOverThePageAreaTakesTheKittyImageAway() {
        let cells = PixelPresenterTests.blankCells
        let covered = PixelPage(page: ShownPage(canvas: PixelPresenterTests.canvas, lineArtShown: true),
                                geometry: PixelPresenterTests.geometry, pageCells: cells, letterbox: RGB(r: 48, g: 48, b: 48),
                                modalCoversArea: true)
        let kitty = PixelOutput(kind: .kitty, cellWidth: 6, cellHeight: 12, registers: nil)
        let sixel = PixelOutput(kind: .sixel, cellWidth: 6, cellHeight: 12, registers: nil)
        #expect(!kitty.draws(covered) && kitty.draws(PixelPresenterTests.page(cells)))
        // Sixel pixels are cells: text over them shows, so the image stays.
        #expect(sixel.draws(covered))
    }
}
