import Foundation
import Testing
@testable import ColorCore

/// The eraser (`"rgb": "none"`): strokes and fills that remove paint inside their start region,
/// so the page shows through, and never touch the line art.
@Suite struct EraserTests {
    /// 60x40: a box with a 2 px line from (10, 10) to (49, 29) and a grey anti-aliased fringe
    /// (darkness < 128, so paintable) inside the line. Regions: outside, and inside the box.
    static let page: Page = {
        var rgba = [UInt8](repeating: 255, count: 60 * 40 * 4)
        func set(_ x: Int, _ y: Int, _ v: UInt8) { for c in 0..<3 { rgba[(y * 60 + x) * 4 + c] = v } }
        for y in 10..<30 {
            for x in 10..<50 {
                let edge = min(x - 10, 49 - x, y - 10, 29 - y)
                if edge < 2 { set(x, y, 20) } else if edge == 2 { set(x, y, 180) }
            }
        }
        return Page(width: 60, height: 40, rgba: rgba)
    }()
    static let art = LineArt(page: page)
    static let red = RGB(r: 0xE6, g: 0x39, b: 0x46), blue = RGB(r: 0x1D, g: 0x4E, b: 0xD8)

    static func session(_ events: [StrokeEvent], mode: RegionMode = .optimized) -> Session {
        var s = Session(page: page, finder: mode.makeFinder(for: art))
        for e in events { s.apply(e) }
        return s
    }

    /// The page as a session with no paint shows it.
    static let blankPicture = Session(page: page, finder: RegionMode.optimized.makeFinder(for: art)).renderedPage()

    static let eraseAcross: [StrokeEvent] = [.color(.eraser), .brush(6), .down(x: 16, y: 20, t: nil),
                                             .move(x: 25, y: 20, t: nil), .move(x: 35, y: 21, t: nil), .up(t: nil)]

    @Test func anEraserStrokeShowsThePageWhereItWentAndNowhereElse() {
        let s = EraserTests.session([.color(.rgb(EraserTests.red)), .fill(x: 30, y: 20)] + EraserTests.eraseAcross)
        let picture = s.renderedPage(), blank = EraserTests.blankPicture
        // Along the stroke the paint is gone: the picture is the page itself.
        for x in 16...35 {
            #expect(s.canvas.paint[20 * 60 + x] == PackedPixel.white, "paint left at (\(x), 20)")
            #expect(picture.pixel(x, 20) == blank.pixel(x, 20))
        }
        // Away from it the fill is untouched.
        for (x, y) in [(14, 14), (45, 26), (30, 14), (30, 26)] {
            #expect(s.canvas.paint[y * 60 + x] == EraserTests.red.packed, "(\(x), \(y)) lost its paint")
        }
    }

    @Test func anEraserFillGivesTheBlankPageBackExactly() {
        let s = EraserTests.session([.color(.rgb(EraserTests.red)), .fill(x: 30, y: 20), .color(.rgb(EraserTests.blue)),
                                     .brush(4), .down(x: 20, y: 15, t: nil), .move(x: 40, y: 25, t: nil), .up(t: nil),
                                     .color(.eraser), .fill(x: 30, y: 20)])
        #expect(s.renderedPage() == EraserTests.blankPicture)
        #expect(s.canvas.paint.allSatisfy { $0 == PackedPixel.white })
    }

    /// An eraser stroke that starts inside the box and runs out across the line: the outside
    /// keeps its paint (the stroke is confined to its start region), the line stays exactly as
    /// the page draws it, and after erasing everything each line pixel is the page's own.
    @Test func theEraserNeverRemovesLineArtOrLeavesItsRegion() {
        let s = EraserTests.session([.color(.rgb(EraserTests.blue)), .fill(x: 2, y: 2), .color(.rgb(EraserTests.red)), .fill(x: 30, y: 20),
                                     .color(.eraser), .brush(10), .down(x: 30, y: 20, t: nil), .move(x: 30, y: 5, t: nil),
                                     .move(x: 30, y: 0, t: nil), .up(t: nil)])
        let picture = s.renderedPage(), blank = EraserTests.blankPicture
        for x in 26...34 {
            if abs(x - 30) < 4 { #expect(s.canvas.paint[20 * 60 + x] == PackedPixel.white) }  // erased inside
            for y in 0..<8 { #expect(s.canvas.paint[y * 60 + x] == EraserTests.blue.packed, "(\(x), \(y)) outside was erased") }
            for y in 10..<12 {
                let p = picture.pixel(x, y)
                #expect(PackedPixel.luma(UInt32(p.r) | UInt32(p.g) << 8 | UInt32(p.b) << 16) < 128, "line pixel (\(x), \(y)) went light")
            }
        }
        var all = s
        all.apply(.fill(x: 30, y: 20)); all.apply(.fill(x: 2, y: 2))
        let erased = all.renderedPage()
        for y in 0..<40 {
            for x in 0..<60 where EraserTests.art.isLine(x, y) {
                #expect(erased.pixel(x, y) == blank.pixel(x, y), "line pixel (\(x), \(y)) is not the page's")
            }
        }
        #expect(erased == blank)
    }

    @Test(arguments: [Smoothing.hermite, .linear])
    func undoAndRedoOfAnEraserStrokeAreExact(smoothing: Smoothing) {
        var s = Session(page: EraserTests.page, finder: RegionMode.naive.makeFinder(for: EraserTests.art), smoothing: smoothing)
        for e in [StrokeEvent.color(.rgb(EraserTests.red)), .fill(x: 30, y: 20), .brush(3), .color(.rgb(EraserTests.blue)),
                  .down(x: 14, y: 14, t: nil), .move(x: 44, y: 25, t: nil), .up(t: nil)] { s.apply(e) }
        let painted = s.canvas.paint
        for e in EraserTests.eraseAcross { s.apply(e) }
        let erased = s.canvas.paint
        #expect(erased != painted)
        s.apply(.undo)
        #expect(s.canvas.paint == painted)
        s.apply(.redo)
        #expect(s.canvas.paint == erased)
    }

    /// On a blank page the eraser changes no pixel.
    @Test func erasingNothingChangesNothing() {
        let s = EraserTests.session(EraserTests.eraseAcross + [.fill(x: 2, y: 2)])
        #expect(s.renderedPage() == EraserTests.blankPicture)
    }
}
