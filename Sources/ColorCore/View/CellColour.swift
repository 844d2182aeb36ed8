/// The colour of a cell's glyph or background: an xterm 256-colour index (chrome, and the page on
/// a 256-colour screen) or a 24-bit colour (the page on a truecolor screen).
///
/// Packed in one word so cells stay small and compare fast: bits 0-23 hold the index (0-255) or
/// `R | G << 8 | B << 16`, bit 24 says which. Integer literals are indices, so chrome code writes
/// `Cell(glyph: "x", fg: 252, bg: 235)` as before.
public struct CellColour: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let raw: UInt32
    @usableFromInline static let rgbFlag: UInt32 = 1 << 24

    /// xterm index `index`.
    @inlinable public init(_ index: UInt8) { raw = UInt32(index) }
    @inlinable public init(integerLiteral value: UInt8) { raw = UInt32(value) }
    @inlinable init(raw: UInt32) { self.raw = raw }

    /// A 24-bit colour.
    @inlinable public static func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> CellColour {
        CellColour(raw: UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | rgbFlag)
    }

    /// A 24-bit colour from a pixel packed `R | G << 8 | B << 16` (the top byte is ignored).
    @inlinable public static func rgb(packed: UInt32) -> CellColour {
        CellColour(raw: (packed & 0x00ff_ffff) | rgbFlag)
    }

    @inlinable public static func rgb(_ c: RGB) -> CellColour { rgb(c.r, c.g, c.b) }

    @inlinable public var isRGB: Bool { raw & Self.rgbFlag != 0 }

    /// The xterm index, or nil for a 24-bit colour.
    @inlinable public var index: UInt8? { isRGB ? nil : UInt8(truncatingIfNeeded: raw) }

    /// What a person sees: a 24-bit colour as it is, an index as xterm's default palette defines it.
    public var rgb: RGB {
        if isRGB { return RGB(packed: raw | 0xff00_0000) }
        let c = XtermPalette.anyRGB(Int(raw))
        return RGB(r: c.r, g: c.g, b: c.b)
    }

    /// The colour packed `R | G << 8 | B << 16`, indices resolved through the palette.
    public var packed: UInt32 { isRGB ? raw & 0x00ff_ffff : rgb.packed & 0x00ff_ffff }

    /// Light enough that black text reads on it (else white text does).
    public var isLight: Bool {
        let c = rgb
        return 299 * Int(c.r) + 587 * Int(c.g) + 114 * Int(c.b) > 140_000
    }

    /// Ordered by the packed word: the cell encoder puts the smaller colour in the foreground so
    /// a screen needs at most half the colour pairs.
    @inlinable public static func < (a: CellColour, b: CellColour) -> Bool { a.raw < b.raw }

    /// `196` for an index, `#ff0000` for a 24-bit colour (cell-frame snapshots).
    public var description: String { isRGB ? rgb.hex : String(raw) }
}
