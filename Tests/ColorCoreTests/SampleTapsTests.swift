import Testing
@testable import ColorCore

@Suite struct SampleTapsTests {
    /// Every level pixel of the page belongs to exactly one display pixel (its middle lies in
    /// that pixel's page range), also when a display pixel reads more than 8 level pixels (a
    /// small page at a large reduction reads level 0: up to 20 rows a display pixel at 200x60).
    /// Bits past the eighth were once dropped, and a 1-pixel line there was shown as paper.
    @Test(arguments: [(317, 1.0), (317, 4.95), (203, 9.23), (2000, 13.7), (4096, 23.0), (600, 2.5)])
    func everyLevelPixelBelongsToOneDisplayPixel(page: Int, scale: Double) {
        let axis = ViewAxis(page: page, area: 4000, scale: scale, start: 0, cellPixels: 1)
        // The levels the renderer reads: no coarser than the display pixels.
        for level in 0...2 where Double(1 << level) <= axis.scale {
            let taps = SampleTaps(axis: axis, level: level, page: page)
            let levelPixels = (page + (1 << level) - 1) >> level
            var owners = [Int](repeating: 0, count: levelPixels)
            for d in 0..<axis.count {
                for t in 0..<Int(taps.count[d]) where taps.owned[d] >> t & 1 == 1 { owners[Int(taps.first[d]) + t] += 1 }
            }
            #expect(owners.allSatisfy { $0 == 1 },
                    "level \(level) scale \(axis.scale): \(owners.enumerated().filter { $0.element != 1 }.prefix(5).map(\.offset))")
        }
    }
}
