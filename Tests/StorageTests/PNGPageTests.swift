@testable import ColorCore
import Foundation
@testable import Storage
import Testing
import TestSupport

/// Every real coloring page of the shared test data decodes, through file and memory alike.
@Suite(.enabled(if: SharedTestData.available, SharedTestData.skipReason))
struct PNGPageTests {
    @Test func thereArePages() {
        #expect(SharedTestData.pagePaths.count >= 10)
    }

    @Test(arguments: SharedTestData.pagePaths)
    func pageDecodes(path: String) throws {
        let page = try PNGCodec.read(path: path)
        #expect(page.width > 0 && page.height > 0)
        #expect(page.rgba.count == page.width * page.height * 4)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(try PNGCodec.decode(bytes: bytes) == page)
        // Line art: some pixels are dark lines by the region rule, most are not.
        let art = LineArt(page: page)
        let lines = art.darkness.reduce(0) { $0 + ($1 >= LineArt.lineThreshold ? 1 : 0) }
        #expect(lines > 0 && lines < art.darkness.count / 2, "\(lines) line pixels")
    }

    /// A 4-bit palette page: sub-byte palette indices expand to the palette's colours.
    @Test func subBytePalettePageHasItsSize() throws {
        let path = SharedTestData.pagesDirectory.appendingPathComponent("outline001_balloons.png").path
        let page = try PNGCodec.read(path: path)
        #expect(page.width == 600 && page.height == 480)
    }
}
