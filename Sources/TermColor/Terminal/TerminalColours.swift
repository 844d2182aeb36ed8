import ColorCore

/// Turns cell colours into the colour numbers ncurses takes: xterm indices on a 256-colour
/// terminal (a 24-bit colour becomes its nearest index), `0xRRGGBB` on a direct-colour one (an
/// index becomes its colour in xterm's default palette), the ANSI colours on a 16- or 8-colour
/// one (an index or colour outside them, chrome's greys among others, becomes the nearest).
struct TerminalColours {
    let direct: Bool
    /// On a 16- or 8-colour terminal, its colours.
    let ansi: AnsiPalette?
    private var quantizer = PaletteQuantizer()
    private var nearestAnsi: [UInt32: Int32] = [:]

    /// `colourCount`: the terminal's (ncurses' COLORS) when it has fewer than 256.
    init(direct: Bool, colourCount: Int = 256) {
        self.direct = direct
        ansi = direct || colourCount >= 256 ? nil : colourCount >= 16 ? .sixteen : .eight
    }

    mutating func number(_ c: CellColour) -> Int32 {
        if let ansi {
            if let i = c.index, Int(i) < ansi.count { return Int32(i) }
            let p = c.packed
            if let n = nearestAnsi[p] { return n }
            let n = Int32(ansi.nearest(packed: p))
            nearestAnsi[p] = n
            return n
        }
        guard direct else { return Int32(c.index ?? quantizer.index(packed: c.packed)) }
        let p = c.packed
        let rgb = Int32(p & 0xff) << 16 | Int32((p >> 8) & 0xff) << 8 | Int32((p >> 16) & 0xff)
        // The *-direct entries send numbers below 8 as the 8 theme colours (SGR 30-37), which a
        // theme may change: a near-black blue that dark is shown one step lighter instead.
        return rgb < 8 ? rgb | 0x01_0100 : rgb
    }
}
