import ColorCore

/// The text `termcolor doctor` prints: each fact the probe found, where it came from, and what
/// termcolor will use. A value type, so the text is tested without a terminal.
struct DoctorReport {
    let abilities: TerminalAbilities
    let environment: [String: String]
    /// TERM's terminfo entry: its colours (nil: no entry here) and its RGB flag.
    let terminfoColours: Int?
    let terminfoDirect: Bool
    let glyphs: GlyphMode
    let pixels: PixelRequest

    var text: String {
        let a = abilities
        let term = environment["TERM"] ?? "(unset)"
        let choice = PixelChoice(pixels, abilities: a)
        var lines: [(String, String)] = []
        lines.append(("terminal", a.version.map { "\($0) (XTVERSION)" } ?? "did not say (no XTVERSION answer)"))
        lines.append(("TERM", "\(term), terminfo " + (terminfoColours.map { "\($0) colours\(terminfoDirect ? ", 24-bit" : "")" } ?? "entry not found here")))
        lines.append(("COLORTERM", environment["COLORTERM"] ?? "(unset)"))
        lines.append(("multiplexer", a.multiplexer ?? "none"))
        lines.append(("answered", a.answered ? "yes, in \(Int(a.milliseconds.rounded())) ms" : "no answer to DA1 within \(Int(a.milliseconds.rounded())) ms"))
        lines.append(("DA1", a.primaryAttributes.map { "?" + $0.map(String.init).joined(separator: ";") + (a.sixel ? " (4: sixel)" : " (no sixel)") } ?? "-"))
        var sixel = a.sixel ? "yes" : "no"
        if let r = a.colourRegisters { sixel += ", \(r) colour registers" }
        if let g = a.largestSixel { sixel += ", largest image \(g.width)x\(g.height)" }
        lines.append(("sixel", sixel))
        lines.append(("kitty graphics", a.kittyMessage.map { $0 == "OK" ? "yes (a=q answered OK)" : "no (\($0))" } ?? "no (no answer)"))
        lines.append(("cell size", a.cellPixels.map { "\($0.width)x\($0.height) px" } ?? "unknown"))
        let told = [a.colours.map { "\($0) colours (XTGETTCAP)" }, a.directColour ? "24-bit (XTGETTCAP)" : nil,
                    a.highestPaletteColour.map { "colour \($0) answered (OSC 4)" }].compactMap { $0 }
        lines.append(("colours shown", told.isEmpty ? "not said" : told.joined(separator: ", ")))
        lines.append(("glyphs", glyphs.rawValue))
        lines.append(("pixel mouse", a.pixelMouse ? "yes (mode 1016)" : "no"))
        lines.append(("images possible", (choice.protocolUsed.map { "\($0.rawValue)" } ?? "none") + ": \(choice.reason)"))
        lines.append(("page drawn with", choice.protocolUsed.map { "\($0.rawValue) image (--pixels \(pixels.rawValue))" } ?? "glyphs"))
        let width = lines.map(\.0.count).max() ?? 0
        return "termcolor doctor\n" + lines.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)\n" }.joined()
    }
}
