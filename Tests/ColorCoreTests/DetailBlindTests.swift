import Foundation
import Testing
@testable import ColorCore

/// The detail-blind brush (`StrokeEvent.detail`): lines up to a few pixels thick count as inside
/// the shape they cross, so one fill or stroke colours a leaf with its veins; the outlines stay
/// borders, the thin lines stay drawn over the paint, and the log replays the same.
@Suite struct DetailBlindTests {
    /// A 200x120 page: a box outlined 6 pixels thick, split in two by a vein 2 pixels thick.
    static func leaf() -> Page {
        var page = Page(width: 200, height: 120)
        let box = Rect(x: 20, y: 20, width: 160, height: 80)
        for y in box.y..<box.maxY { for x in box.x..<box.maxX where !box.insetBy(6).contains(x, y) { page.setPixel(x, y, .black) } }
        for y in 26..<94 { for x in 100..<102 { page.setPixel(x, y, .black) } }
        return page
    }

    @Test func thinLinesAreTakenOutAndOutlinesStay() {
        let art = LineArt(page: Self.leaf())
        #expect(ThinLines.thinWidth(for: art) == 2)
        // A page whose every line is 2 pixels thick has no thin detail to take out.
        var thinOnly = Page(width: 200, height: 120)
        for x in 10..<190 { for y in [10, 11, 100, 101] { thinOnly.setPixel(x, y, .black) } }
        #expect(ThinLines.thinWidth(for: LineArt(page: thinOnly)) == nil)
        let blind = ThinLines.removed(from: art, thin: 2)
        #expect(blind.darkness[60 * 200 + 100] == 0)  // the vein
        #expect(blind.darkness[60 * 200 + 22] == art.darkness[60 * 200 + 22] && art.darkness[60 * 200 + 22] >= 128)  // the outline
        #expect(RegionLabelling.regions(of: art).count == 3 && RegionLabelling.regions(of: blind).count == 2)
    }

    @Test func oneFillColoursBothSidesOfTheVeinAndTheVeinStaysDrawn() throws {
        let page = Self.leaf()
        let art = LineArt(page: page)
        var plain = Session(page: page, finder: RegionIndex(lineArt: art))
        plain.apply(.fill(x: 50, y: 60))
        #expect(plain.canvas.paint(at: 60 * 200 + 150) == PackedPixel.white)
        var blind = Session(page: page, finder: RegionIndex(lineArt: art))
        blind.apply(.detail(2))
        blind.apply(.fill(x: 50, y: 60))
        let red = Session.defaultColor.packed
        #expect(blind.canvas.paint(at: 60 * 200 + 50) == red && blind.canvas.paint(at: 60 * 200 + 150) == red)
        // The outline still stops it; the vein is drawn over the paint.
        #expect(blind.canvas.paint(at: 10 * 200 + 10) == PackedPixel.white)
        let shown = blind.renderedPage()
        #expect(shown.pixel(100, 60) == .black)
        // A stroke across the vein too; then off again: a fill stays on its side.
        blind.apply(.color(.rgb(RGB(r: 0, g: 0, b: 255))))
        blind.apply(.down(x: 80, y: 40, t: nil))
        blind.apply(.move(x: 130, y: 40, t: nil))
        blind.apply(.up(t: nil))
        #expect(blind.canvas.paint(at: 40 * 200 + 125) == RGB(r: 0, g: 0, b: 255).packed)
        blind.apply(.detail(nil))
        blind.apply(.color(.rgb(RGB(r: 0, g: 255, b: 0))))
        blind.apply(.fill(x: 50, y: 80))
        #expect(blind.canvas.paint(at: 80 * 200 + 150) == red)
        // The log says so, and replays to the same picture.
        let log = try StrokeLog(json: blind.log.jsonData())
        #expect(log.events.contains(.detail(2)) && log.events.contains(.detail(nil)))
        let replayed = try StrokeReplay.render(log, on: page, finder: RegionIndex(lineArt: art))
        #expect(replayed.rgba == blind.renderedPage().rgba)
    }

    @Test func theLogFormIsCheckedAndReadBack() throws {
        for event in [StrokeEvent.detail(3), .detail(nil)] {
            let data = try JSONEncoder().encode(event)
            #expect(try JSONDecoder().decode(StrokeEvent.self, from: data) == event)
        }
        let text = String(decoding: try JSONEncoder().encode(StrokeEvent.detail(4)), as: UTF8.self)
        #expect(text.contains("\"type\":\"detail\"") && text.contains("\"thin\":4"))
        #expect(throws: (any Error).self) { try JSONDecoder().decode(StrokeEvent.self, from: Data(#"{"type":"detail","thin":0}"#.utf8)) }
    }
}
