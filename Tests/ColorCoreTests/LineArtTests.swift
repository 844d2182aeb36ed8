import Testing
@testable import ColorCore

@Suite struct LineArtTests {
    @Test func darknessFollowsTheRegionRule() {
        // Integer arithmetic of spec/stroke-log.md, worked by hand.
        #expect(LineArt.darkness(r: 0, g: 0, b: 0, a: 255) == 255)
        #expect(LineArt.darkness(r: 255, g: 255, b: 255, a: 255) == 0)
        #expect(LineArt.darkness(r: 0, g: 0, b: 0, a: 0) == 0)         // transparent paper is white
        #expect(LineArt.darkness(r: 0, g: 0, b: 0, a: 128) == 128)     // half-covered black is a line
        #expect(LineArt.darkness(r: 0, g: 0, b: 0, a: 127) == 127)
        // luma(200, 100, 50) = (59800 + 58700 + 5700) / 1000 = 124; d = 131.
        #expect(LineArt.darkness(r: 200, g: 100, b: 50, a: 255) == 131)
        // With alpha 200: 131 * 200 / 255 = 102.
        #expect(LineArt.darkness(r: 200, g: 100, b: 50, a: 200) == 102)
    }

    @Test func pageBecomesLineArt() {
        var page = Page(width: 3, height: 2)
        page.setPixel(1, 0, .black)
        page.setPixel(2, 1, RGBA(r: 0, g: 0, b: 0, a: 0))
        let art = LineArt(page: page)
        #expect(art.isLine(1, 0))
        #expect(!art.isLine(0, 0) && !art.isLine(2, 1))
        #expect(art.isPaintable(2, 1) && !art.isPaintable(3, 1) && !art.isPaintable(-1, 0))
    }
}
