import Testing
@testable import Pixels

/// Sixel images decoded back as a terminal paints them: a page's few colours come back exact
/// (no dithering on flat paper), a patch changes only its own pixels, many colours are drawn
/// with the nearest of the registers, and the sequence is short for flat areas.
@Suite struct SixelEncoderTests {
    /// A page-like image: white paper, black lines, a red region and antialiased grey edges.
    static func page(width: Int = 97, height: Int = 40) -> RGBImage {
        var image = RGBImage(width: width, height: height, red: 255, green: 255, blue: 255)
        for y in 0..<height { for x in 0..<width {
            if x == 10 || y == 7 || x == width - 3 { image.setPixel(x, y, 0, 0, 0) }
            else if x == 11 { image.setPixel(x, y, 128, 128, 128) }
            else if x > 11 && x < width - 3 && y > 7 && y < 25 { image.setPixel(x, y, 230, 30, 40) }
        } }
        return image
    }

    static func decode(_ image: RGBImage, registers: Int = 256, over background: (UInt8, UInt8, UInt8) = (9, 9, 9)) throws -> RGBImage {
        var decoder = SixelDecoder(over: RGBImage(width: image.width, height: image.height, red: background.0, green: background.1, blue: background.2))
        try decoder.paint(SixelEncoder.encode(image, palette: SixelPalette(for: image, registers: registers)))
        #expect(decoder.declared?.width == image.width && decoder.declared?.height == image.height)
        return decoder.canvas
    }

    /// Pixels farther than sixel's percent steps (2 of 255) from the expected image.
    static func differing(_ a: RGBImage, _ b: RGBImage) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        return stride(from: 0, to: a.bytes.count, by: 3).filter { i in
            (0..<3).contains { abs(Int(a.bytes[i + $0]) - Int(b.bytes[i + $0])) > 2 }
        }.count
    }

    @Test func aPagesColoursComeBack() throws {
        for height in [1, 5, 6, 7, 40] {
            let image = Self.page(height: height)
            let back = try Self.decode(image)
            // Every pixel in its own colour, within sixel's percent steps; paper and lines exactly.
            let differing = Self.differing(back, image)
            #expect(differing == 0, "height \(height): \(differing) pixels")
            #expect(back.pixel(0, 0) == (255, 255, 255) && back.pixel(10, 0) == (0, 0, 0))
        }
    }

    /// An antialiased page of many greys and paints on paper, with columns of several registers,
    /// lone pixels, repeated columns and bands cut short: every pixel comes back in its register's
    /// colour (none left unset), that colour is the pixel's own within its 6-bit bin and sixel's
    /// percent steps, and all paper is one register drawn exactly white. The largest is written
    /// on both cores, in two halves.
    @Test func everyPixelComesBackInItsRegistersColour() throws {
        for (width, height) in [(203, 47), (203, 48), (661, 400)] {
            #expect((width * height >= SixelEncoder.parallelPixels) == (height == 400))
            var image = RGBImage(width: width, height: height, red: 255, green: 255, blue: 255)
            var seed: UInt32 = 12345
            func next() -> Int { seed = seed &* 1_664_525 &+ 1_013_904_223; return Int(seed >> 8) }
            for y in 0..<height { for x in 0..<width {
                switch next() % 10 {
                case 0: let v = UInt8(next() % 256); image.setPixel(x, y, v, v, v)
                case 1: image.setPixel(x, y, UInt8(next() % 4 * 60), 30, UInt8(next() % 3 * 100))
                default: continue
                }
            } }
            // Forty repeated columns: black on even rows, dark red on odd ones.
            for y in 0..<height { for x in 100..<140 { image.setPixel(x, y, y % 2 == 0 ? 0 : 200, 0, 0) } }
            let palette = SixelPalette(for: image, registers: 256)
            let bytes = SixelEncoder.encode(image, palette: palette)
            var decoder = SixelDecoder(over: RGBImage(width: width, height: height, red: 9, green: 9, blue: 9))
            try decoder.paint(bytes)
            let white = palette.entry(255, 255, 255)
            var wrong = 0
            for y in 0..<height { for x in 0..<width {
                let (r, g, b) = image.pixel(x, y), e = palette.colours[palette.entry(r, g, b)]
                let (br, bg, bb) = decoder.canvas.pixel(x, y)
                let register = abs(Int(br) - Int(e >> 16 & 255)) <= 2 && abs(Int(bg) - Int(e >> 8 & 255)) <= 2 && abs(Int(bb) - Int(e & 255)) <= 2
                let own = abs(Int(r) - Int(e >> 16 & 255)) <= 3 && abs(Int(g) - Int(e >> 8 & 255)) <= 3 && abs(Int(b) - Int(e & 255)) <= 3
                if !register || !own { wrong += 1 }
                if (r, g, b) == (255, 255, 255) && (palette.entry(r, g, b) != white || decoder.canvas.pixel(x, y) != (255, 255, 255)) { wrong += 1 }
            } }
            #expect(wrong == 0, "height \(height): \(wrong) pixels")
            // The repeated columns are one run a register a band: black (rows 0, 2, 4) and red (1, 3, 5).
            let text = String(decoding: bytes, as: UTF8.self)
            let bandsWithRowFour = (0..<(height + 5) / 6).filter { height - $0 * 6 >= 5 }.count
            #expect(text.components(separatedBy: "!40T").count - 1 == bandsWithRowFour, "black runs")
            #expect(text.components(separatedBy: "!40i").count - 1 == height / 6, "red runs in the full bands")
        }
    }

    @Test func flatPaperIsOneColourAndShort() throws {
        let white = RGBImage(width: 960, height: 624, red: 255, green: 255, blue: 255)
        let bytes = SixelEncoder.encode(white, palette: SixelPalette(for: white, registers: 256))
        #expect(SixelPalette(for: white, registers: 256).colours == [0xFFFFFF])
        // 104 bands of one run each: a few bytes a band.
        #expect(bytes.count < 104 * 12 + 64, "\(bytes.count) bytes")
        #expect(Self.differing(try Self.decode(white), white) == 0)
    }

    @Test func moreColoursThanRegistersTakeTheNearest() throws {
        var image = RGBImage(width: 64, height: 12, red: 255, green: 255, blue: 255)
        for y in 0..<12 { for x in 0..<64 { image.setPixel(x, y, UInt8(x * 4), UInt8(y * 20), 128) } }
        let palette = SixelPalette(for: image, registers: 16)
        #expect(palette.colours.count == 16)
        let back = try Self.decode(image, registers: 16)
        for y in 0..<12 { for x in 0..<64 {
            let (r, g, b) = back.pixel(x, y)
            let e = palette.colours[palette.entry(image.pixel(x, y).0, image.pixel(x, y).1, image.pixel(x, y).2)]
            // Each pixel is drawn with its own entry, within sixel's percent rounding.
            #expect(abs(Int(r) - Int(e >> 16 & 255)) <= 2 && abs(Int(g) - Int(e >> 8 & 255)) <= 2 && abs(Int(b) - Int(e & 255)) <= 2)
        } }
        // The most used colour keeps its own register: a page's paper is never shifted.
        var mostlyWhite = RGBImage(width: 64, height: 12, red: 255, green: 255, blue: 255)
        for x in 0..<64 { mostlyWhite.setPixel(x, 0, UInt8(x * 4), 7, 200) }
        #expect(try Self.decode(mostlyWhite, registers: 8).pixel(30, 5) == (255, 255, 255))
    }

    /// A patch drawn at a place over the page sets its own pixels and no others.
    @Test func aPatchChangesOnlyItsPixels() throws {
        let page = Self.page()
        var painted = page
        for y in 12..<18 { for x in 30..<41 { painted.setPixel(x, y, 20, 90, 200) } }
        let patch = painted.cropped(x: 24, y: 12, width: 24, height: 13)
        var decoder = SixelDecoder(over: page)
        try decoder.paint(SixelEncoder.encode(patch, palette: SixelPalette(for: patch, registers: 256)), atX: 24, y: 12)
        let differing = Self.differing(decoder.canvas, painted)
        #expect(differing == 0, "\(differing) pixels")
    }
}
