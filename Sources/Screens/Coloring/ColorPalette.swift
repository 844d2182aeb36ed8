import ColorCore

/// The colours a person picks from: 16, chosen so that their nearest xterm colours are all
/// different (they must look distinct on a 256-colour screen). The first is the session default.
public struct ColorPalette {
    public struct Entry: Equatable, Sendable {
        public var name: String
        public var rgb: RGB
        public init(name: String, rgb: RGB) { self.name = name; self.rgb = rgb }
    }

    public static let standard: [Entry] = [
        Entry(name: "red", rgb: Session.defaultColor),
        Entry(name: "orange", rgb: RGB(r: 0xFF, g: 0x8C, b: 0x00)),
        Entry(name: "yellow", rgb: RGB(r: 0xFF, g: 0xD6, b: 0x0A)),
        Entry(name: "green", rgb: RGB(r: 0x2A, g: 0x9D, b: 0x3F)),
        Entry(name: "teal", rgb: RGB(r: 0x00, g: 0xA6, b: 0xA6)),
        Entry(name: "blue", rgb: RGB(r: 0x1D, g: 0x4E, b: 0xD8)),
        Entry(name: "purple", rgb: RGB(r: 0x7B, g: 0x2C, b: 0xBF)),
        Entry(name: "pink", rgb: RGB(r: 0xFF, g: 0x70, b: 0xA6)),
        Entry(name: "brown", rgb: RGB(r: 0x8B, g: 0x5A, b: 0x2B)),
        Entry(name: "charcoal", rgb: RGB(r: 0x3A, g: 0x3A, b: 0x3A)),
        Entry(name: "sky", rgb: RGB(r: 0x8E, g: 0xCA, b: 0xE6)),
        Entry(name: "lime", rgb: RGB(r: 0xA7, g: 0xF4, b: 0x32)),
        Entry(name: "peach", rgb: RGB(r: 0xFF, g: 0xC8, b: 0xA2)),
        Entry(name: "lavender", rgb: RGB(r: 0xC8, g: 0xB6, b: 0xFF)),
        Entry(name: "grey", rgb: RGB(r: 0x9E, g: 0x9E, b: 0x9E)),
        Entry(name: "white", rgb: RGB(r: 0xFF, g: 0xFF, b: 0xFF)),
    ]

    /// The xterm index each entry is shown with.
    public static func xtermIndex(_ rgb: RGB) -> UInt8 { PaletteQuantizer.nearest(r: rgb.r, g: rgb.g, b: rgb.b) }
}
