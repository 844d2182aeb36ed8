import ColorCore
import Storage
import Testing

/// The WebP and GIF bridges: what is encoded decodes back exactly, with its marker.
@Suite struct AnimationCodecTests {
    static func frame(_ seed: UInt32, width: Int = 31, height: Int = 17) -> [UInt32] {
        (0..<(width * height)).map { i in 0xFF00_0000 | (UInt32(i) &* 2_654_435_761 &+ seed) & 0x00FF_FFFF }
    }

    @Test func webpFramesComeBackExactlyWithTheirTimesAndMarker() throws {
        let encoder = try WebPAnimation.Encoder(width: 31, height: 17)
        var frames = [Self.frame(1), Self.frame(1), Self.frame(2)]
        frames[1][40] = 0xFF12_3456
        for (i, f) in frames.enumerated() { try encoder.add(f, startMs: i * 100) }
        let bytes = try encoder.finish(endMs: 1000, marker: "<x>marker</x>")
        #expect(WebPAnimation.xmp(of: bytes) == "<x>marker</x>")
        let decoded = try WebPAnimation.decode(bytes)
        #expect(decoded.width == 31 && decoded.height == 17 && decoded.loopCount == 0)
        #expect(decoded.frames.map(\.pixels) == frames)
        #expect(decoded.frames.map(\.endMs) == [100, 200, 1000])
        #expect(WebPAnimation.xmp(of: Array("not a webp".utf8)) == nil)
        #expect(throws: AnimationError.self) { try WebPAnimation.decode(Array(bytes.prefix(bytes.count / 2))) }
    }

    @Test func gifFramesAreRectanglesOfOnePalette() throws {
        let palette: [UInt8] = [0, 0, 0, 255, 255, 255, 200, 0, 0]
        let encoder = try GIFAnimation.Encoder(width: 10, height: 8, palette: palette, comment: "made here")
        try encoder.add([UInt8](repeating: 1, count: 80), in: Rect(x: 0, y: 0, width: 10, height: 8), delayCs: 5)
        try encoder.add([2, 2, 0, 2, 2, 0], in: Rect(x: 3, y: 4, width: 3, height: 2), delayCs: 150)
        let decoded = try GIFAnimation.decode(try encoder.finish())
        #expect(decoded.width == 10 && decoded.height == 8 && decoded.comment == "made here")
        #expect(Array(decoded.palette.prefix(9)) == palette && decoded.palette.count == 4 * 3)
        #expect(decoded.frames.map(\.rect) == [Rect(x: 0, y: 0, width: 10, height: 8), Rect(x: 3, y: 4, width: 3, height: 2)])
        #expect(decoded.frames.map(\.delayCs) == [5, 150])
        #expect(decoded.frames[1].indices == [2, 2, 0, 2, 2, 0])
        #expect(decoded.frames.allSatisfy { !$0.hasOwnPalette })
        #expect(throws: AnimationError.self) { try GIFAnimation.decode(Array("GIF89a".utf8)) }
    }
}
