import ColorCore
import Testing
@testable import TimeLapse

@Suite struct FrameScalerTests {
    @Test func theDefaultSizeIsThePagesAtMost1080OnTheLongSide() {
        #expect(FilmSize.standard(pageWidth: 1600, pageHeight: 1200) == (1080, 810))
        #expect(FilmSize.standard(pageWidth: 1000, pageHeight: 3000) == (360, 1080))
        #expect(FilmSize.standard(pageWidth: 800, pageHeight: 600) == (800, 600))
        #expect(FilmSize.parse("640x480")! == (640, 480))
        #expect(FilmSize.parse("640") == nil && FilmSize.parse("0x5") == nil && FilmSize.parse("ax5") == nil)
    }

    @Test func eachOutputPixelIsTheAverageOfItsBox() {
        var page = Page(width: 4, height: 2)
        page.setPixel(0, 0, RGBA(r: 0, g: 0, b: 0))
        page.setPixel(2, 1, RGBA(r: 100, g: 0, b: 255))
        let scaled = FrameScaler(pageWidth: 4, pageHeight: 2, width: 2, height: 1).scaled(page)
        // (0+255+255+255)/4 = 191.25; (255+255+100+255)/4 = 216.25, 191.25 (green), 255.
        #expect(scaled == [0xFF_BF_BF_BF, 0xFF_FF_BF_D8])
    }

    @Test func anOutputRectCoversEveryBoxAPageRectMeets() {
        let scaler = FrameScaler(pageWidth: 1000, pageHeight: 700, width: 333, height: 97)
        for rect in [Rect(x: 0, y: 0, width: 1, height: 1), Rect(x: 997, y: 690, width: 3, height: 10), Rect(x: 123, y: 456, width: 77, height: 5)] {
            let out = scaler.outputRect(covering: rect)
            for oy in 0..<97 {
                for ox in 0..<333 {
                    let box = Rect(x: scaler.columnStarts[ox], y: scaler.rowStarts[oy], width: scaler.columnStarts[ox + 1] - scaler.columnStarts[ox], height: scaler.rowStarts[oy + 1] - scaler.rowStarts[oy])
                    if !box.intersection(rect).isEmpty { #expect(out.contains(ox, oy), "\(rect): box \(ox),\(oy)") }
                }
            }
        }
    }
}
