import ColorCore

/// Turns cell colours into the colour numbers ncurses takes: xterm indices on a 256-colour
/// terminal (a 24-bit colour becomes its nearest index), `0xRRGGBB` on a direct-colour one (an
/// index becomes its colour in xterm's default palette).
struct TerminalColours {
    let direct: Bool
    private var quantizer = PaletteQuantizer()

    init(direct: Bool) { self.direct = direct }

    mutating func number(_ c: CellColour) -> Int32 {
        guard direct else { return Int32(c.index ?? quantizer.index(packed: c.packed)) }
        let p = c.packed
        let rgb = Int32(p & 0xff) << 16 | Int32((p >> 8) & 0xff) << 8 | Int32((p >> 16) & 0xff)
        // The *-direct entries send numbers below 8 as the 8 theme colours (SGR 30-37), which a
        // theme may change: a near-black blue that dark is shown one step lighter instead.
        return rgb < 8 ? rgb | 0x01_0100 : rgb
    }
}
