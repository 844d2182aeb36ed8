import Testing
@testable import ColorCore

/// Previews: small, lines kept visible, paint kept in its colour.
@Suite struct PagePreviewTests {
    @Test func smallPagesStayAsTheyAre() {
        let page = Page(width: 100, height: 50)
        #expect(PagePreview.reduce(page, maxSide: 160) == page)
    }

    @Test func linesDarkenTheirBlocksMoreThanTheirShare() {
        // A 1600x1200 white page with a 6-pixel black line down x = 800..805.
        var page = Page(width: 1600, height: 1200)
        for y in 0..<1200 { for x in 800..<806 { page.setPixel(x, y, .black) } }
        let small = PagePreview.reduce(page, maxSide: 160)
        #expect(small.width == 160 && small.height == 120)
        let block = small.pixel(80, 60), paper = small.pixel(10, 60)
        #expect(paper == .white)
        // The line covers 6 of the block's 10 columns' samples... a share s; kept: 1 - 2.5 s.
        #expect(block.r < 128 && block.r == block.g && block.g == block.b)
    }

    /// Dark paint (this blue is "line" by the region rule) keeps its colour when the page's
    /// own line art says where the lines are.
    @Test func paintKeepsItsHue() {
        let blue = RGBA(r: 0x1D, g: 0x4E, b: 0xD8)
        var page = Page(width: 800, height: 800)
        for x in 0..<800 { for y in 400..<402 { page.setPixel(x, y, .black) } }
        var coloured = Page(width: 800, height: 800, filledWith: blue)
        for x in 0..<800 { for y in 400..<402 { coloured.setPixel(x, y, .black) } }
        let small = PagePreview.reduce(coloured, lines: LineArt(page: page), maxSide: 100)
        #expect(small.pixel(5, 5) == blue)
        let lined = small.pixel(5, 50)
        #expect(lined.b > lined.g && lined.g > lined.r && lined.b < blue.b)
        // Without the page's lines, the blue counts as line: the preview is black.
        #expect(PagePreview.reduce(coloured, maxSide: 100).pixel(5, 5) == RGBA(r: 0, g: 0, b: 0))
    }
}
