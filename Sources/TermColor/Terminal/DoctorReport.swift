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
    /// The entry the coloring book would start with (`TermChoice`), and the colours it would
    /// draw the page in there (nil: not worked out).
    var termChoice: TermChoice? = nil
    var depth: ColourDepth? = nil
    /// Where the cell size came from: the kernel's window size (true) or `CSI 16 t` (false);
    /// nil: not known.
    var cellSizeFromKernel: Bool? = nil

    var text: String {
        let a = abilities
        let term = environment["TERM"] ?? "(unset)"
        let choice = PixelChoice(pixels, abilities: a)
        var lines: [(String, String)] = []
        lines.append(("terminal", terminalLine))
        if let m = a.multiplexer {
            lines.append(("outside \(m)", TerminalFromEnvironment.name(environment) ?? "not named in the environment"))
        }
        lines.append(("TERM", "\(term), terminfo " + (terminfoColours.map { "\($0) colours\(terminfoDirect ? ", 24-bit" : "")" } ?? "entry not found here")))
        lines.append(("COLORTERM", environment["COLORTERM"] ?? "(unset)"))
        lines.append(("multiplexer", a.multiplexer ?? "none"))
        lines.append(("answered", a.answered ? "yes, in \(Int(a.milliseconds.rounded())) ms" : "no answer to DA1 within \(Int(a.milliseconds.rounded())) ms"))
        lines.append(("DA1", a.primaryAttributes.map { "?" + $0.map(String.init).joined(separator: ";") + (a.sixel ? " (4: sixel)" : " (no sixel)") } ?? "-"))
        lines.append(("sixel", sixelLine))
        lines.append(("kitty graphics", a.kittyMessage.map { $0 == "OK" ? "yes (a=q answered OK)" : "no (\($0))" } ?? "no (no answer)"))
        let cellSource = cellSizeFromKernel.map { $0 ? " (the kernel's window size)" : " (CSI 16 t)" } ?? ""
        lines.append(("cell size", a.cellPixels.map { "\($0.width)x\($0.height) px\(cellSource)" } ?? "unknown"))
        let colourterm = environment["COLORTERM"].flatMap { ["truecolor", "24bit"].contains($0) ? "24-bit (COLORTERM=\($0))" : nil }
        let told = [a.colours.map { "\($0) colours (XTGETTCAP)" }, a.directColour ? "24-bit (XTGETTCAP)" : nil,
                    a.highestPaletteColour.map { "colour \($0) answered (OSC 4)" }, colourterm].compactMap { $0 }
        lines.append(("colours shown", told.isEmpty ? "not said" : told.joined(separator: ", ")))
        if let termChoice { lines.append(("colours used", Self.colourLine(termChoice, depth: depth, term: term))) }
        lines.append(("glyphs", glyphs.rawValue))
        lines.append(("pixel mouse", pixelMouseLine))
        lines.append(("images possible", (choice.protocolUsed.map { "\($0.rawValue)" } ?? "none") + ": \(choice.reason)"))
        lines.append(("page drawn with", choice.protocolUsed.map { "\($0.rawValue) image (--pixels \(pixels.rawValue))" } ?? "glyphs"))
        let width = lines.map(\.0.count).max() ?? 0
        return "termcolor doctor\n" + lines.map { "  \($0.0.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.1)\n" }.joined()
    }

    /// XTVERSION's answer; where none came, the terminal the environment names. Inside a
    /// multiplexer the answer is the multiplexer's own.
    var terminalLine: String {
        if let version = abilities.version {
            let multiplexerItself = abilities.multiplexer.flatMap { m in
                version.lowercased().hasPrefix(m.split(separator: " ")[0].lowercased()) ? m : nil
            }
            return "\(version) (XTVERSION" + (multiplexerItself.map { ", answered by \($0) itself" } ?? "") + ")"
        }
        if abilities.multiplexer == nil, let named = TerminalFromEnvironment.name(environment) {
            return named + ", no XTVERSION answer"
        }
        return "did not say (no XTVERSION answer)"
    }

    /// Sixel, its colour registers and largest image (XTSMGRAPHICS), each said or said missing.
    var sixelLine: String {
        let a = abilities
        guard a.sixel else { return "no" }
        let registers = a.colourRegisters.map { "\($0) colour registers" } ?? "colour registers not said (XTSMGRAPHICS)"
        let largest = a.largestSixel.map { "largest image \($0.width)x\($0.height)" } ?? "largest image not said (XTSMGRAPHICS)"
        return "yes, \(registers), \(largest)"
    }

    /// SGR-pixels reports, or why the mouse reports whole cells instead.
    var pixelMouseLine: String {
        switch abilities.pixelMouseMode {
        case let mode? where (1...4).contains(mode): return "yes (mode 1016)"
        case 0?: return "no (mode 1016 unknown to the terminal): the mouse reports cells"
        case let mode?: return "no (mode 1016 answered \(mode)): the mouse reports cells"
        case nil: return "no (no answer for mode 1016): the mouse reports cells"
        }
    }

    /// The colour mode chosen and why: the depth, the entry, and the reason when not TERM's own.
    static func colourLine(_ choice: TermChoice, depth: ColourDepth?, term: String) -> String {
        switch choice {
        case .refuse(let line): return "none, refused: " + line.replacingOccurrences(of: "termcolor: ", with: "")
        case .use(let entry, let note):
            let mode = switch depth {
            case .truecolor: "24-bit"
            case .palette256: "256 (xterm indices 16-255)"
            case .ansi16: "16 (the ANSI colours, paint dithered)"
            case .ansi8: "8 (the ANSI colours, paint dithered)"
            case nil: "?"
            }
            return "\(mode) through \(entry)" + (note.map { " (\($0))" } ?? (entry == term ? " (TERM's own entry)" : ""))
        }
    }
}
