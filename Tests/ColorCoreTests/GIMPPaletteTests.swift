import Testing
@testable import ColorCore

@Suite struct GIMPPaletteTests {
    @Test func readsNameColoursAndNamesAndSkipsCommentsAndColumns() throws {
        let text = "GIMP Palette\r\nName: Pastel dreams\r\nColumns: 4\r\n#\r\n# a comment\r\n255 204 204\tRose pink\r\n"
            + "  0 128   0 green\n\n204 230 255\n"
        let palette = try GIMPPalette(text: text)
        #expect(palette.name == "Pastel dreams")
        #expect(palette.colours == [
            .init(rgb: RGB(r: 255, g: 204, b: 204), name: "Rose pink"),
            .init(rgb: RGB(r: 0, g: 128, b: 0), name: "green"),
            .init(rgb: RGB(r: 204, g: 230, b: 255), name: ""),
        ])
    }

    @Test(arguments: [
        ("", "line 1: not a GIMP palette (the first line must be \"GIMP Palette\")"),
        ("JASC-PAL\n0100\n", "line 1: not a GIMP palette (the first line must be \"GIMP Palette\")"),
        ("GIMP Palette\nName: empty\n# nothing\n", "the palette has no colours"),
        ("GIMP Palette\n255 0 0 red\n256 0 0 too red\n", "line 3: expected red, green and blue from 0 to 255 and a name, got \"256 0 0 too red\""),
        ("GIMP Palette\n\n12 34\n", "line 3: expected red, green and blue from 0 to 255 and a name, got \"12 34\""),
        ("GIMP Palette\n1 2 -3 minus\n", "line 2: expected red, green and blue from 0 to 255 and a name, got \"1 2 -3 minus\""),
        ("GIMP Palette\r\n# hex is not GIMP's\r\nff 00 00 red\r\n", "line 3: expected red, green and blue from 0 to 255 and a name, got \"ff 00 00 red\""),
    ])
    func badPalettesSayWhichLineAndWhy(text: String, message: String) {
        #expect(throws: GIMPPalette.ParseError.self) { try GIMPPalette(text: text) }
        do { _ = try GIMPPalette(text: text) } catch { #expect(error.description == message) }
    }
}
