/// The xterm 256-colour palette as terminals define it by default. Indices 0-15 are left out of
/// every choice we make, since themes change them; 16-231 are the 6x6x6 cube, 232-255 the greys.
public enum XtermPalette {
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

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
}
