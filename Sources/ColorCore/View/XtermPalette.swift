/// The xterm 256-colour palette as terminals define it by default. Indices 0-15 are left out of
/// every choice made for a 256-colour screen, since themes change them (a 16- or 8-colour screen
/// has nothing else: `AnsiPalette`); 16-231 are the 6x6x6 cube, 232-255 the greys.
public enum XtermPalette {
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]
    /// xterm's defaults for the 16 theme colours (for showing an index, and `AnsiPalette`).
    static let system: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255)]

    /// Red, green, blue of index 16-255.
    public static func rgb(_ index: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        precondition(index >= 16 && index <= 255)
        if index >= 232 {
            let v = UInt8(8 + 10 * (index - 232))
            return (v, v, v)
        }
        let i = index - 16
        return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
    }

    /// Any index 0-255, the theme colours as xterm's defaults.
    static func anyRGB(_ index: Int) -> (r: UInt8, g: UInt8, b: UInt8) {
        index < 16 ? system[index] : rgb(index)
    }
}
