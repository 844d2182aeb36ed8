import ColorCore
import Testing
@testable import TimeLapse

@Suite struct AnimationPaletteTests {
    @Test func theLogsColoursAndThePagesGreysAreInItExactly() {
        let inks = (0..<300).map { RGB(r: UInt8($0 % 256), g: UInt8(($0 * 7) % 256), b: 200) }
        let log = TimeLapseTestData.log(inks.prefix(30).map { .color(.rgb($0)) } + [.color(.rainbow)])
        let blank = PackedPixels(TimeLapseTestData.page).pixels + [0xFF_77_77_77]
        var palette = AnimationPalette(blankFrame: blank, log: log)
        #expect(palette.colours.count <= 256 && palette.colours.count > 30)
        for ink in inks.prefix(30) {
            let packed = ink.packed | 0xFF00_0000
            #expect(palette.colours[Int(palette.index(of: packed))] == packed)
        }
        for grey: UInt32 in [0xFF00_0000, 0xFFFF_FFFF, 0xFF77_7777] { #expect(palette.colours[Int(palette.index(of: grey))] == grey) }
        // Many colours still fit in 256 entries.
        let crowded = AnimationPalette(blankFrame: blank, log: TimeLapseTestData.log(inks.map { .color(.rgb($0)) }))
        #expect(crowded.colours.count == 256)
    }

    @Test func aColourNotInItGoesToTheNearest() {
        var palette = AnimationPalette(blankFrame: [0xFFFF_FFFF], log: TimeLapseTestData.log([.color(.rgb(RGB(r: 200, g: 0, b: 0)))]))
        let red = palette.colours[Int(palette.index(of: 0xFF00_00C4))]
        #expect(red == 0xFF00_00C8)
    }
}
