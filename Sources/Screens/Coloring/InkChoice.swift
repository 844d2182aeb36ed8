import ColorCore

/// Which ink the next stroke uses, as the palette bar shows it: an entry of the palette (the 16
/// standard colours or a GIMP palette), one of the recent colours (chosen in the picker or with
/// the eyedropper, newest first, after the palette), or the eraser or the rainbow.
public struct InkChoice: Equatable, Sendable {
    public static let recentCapacity = 8

    public private(set) var palette: [ColorPalette.Entry]
    /// Newest first; never a colour the palette has.
    public private(set) var recent: [RGB] = []
    /// Index into `entries`.
    public private(set) var selected = 0
    /// The eraser or the rainbow when chosen; nil while painting with `entries[selected]`.
    public private(set) var special: Ink?

    public init(palette: [ColorPalette.Entry] = ColorPalette.standard) {
        precondition(!palette.isEmpty)
        self.palette = palette
    }

    /// The swatches of the palette bar: the palette, then the recent colours.
    public var entries: [ColorPalette.Entry] {
        palette + recent.map { ColorPalette.Entry(name: $0.hex, rgb: $0) }
    }

    public var ink: Ink { special ?? .rgb(entries[selected].rgb) }

    /// What the status line calls it.
    public var name: String {
        switch special {
        case .eraser?: "eraser"
        case .rainbow?: "rainbow"
        default: entries[selected].name
        }
    }

    /// The bar's bracket: none while the eraser or the rainbow is in use.
    public var barSelection: Int? { special == nil ? selected : nil }

    public mutating func select(_ i: Int) {
        guard i >= 0 && i < palette.count + recent.count else { return }
        selected = i
        special = nil
    }

    public mutating func step(by delta: Int) {
        let n = palette.count + recent.count
        select(special == nil ? ((selected + delta) % n + n) % n : selected)
    }

    /// Makes `rgb` the colour: its palette entry, else a recent colour (moved or added to the
    /// front, the oldest dropped beyond `recentCapacity`).
    public mutating func choose(_ rgb: RGB) {
        if let i = palette.firstIndex(where: { $0.rgb == rgb }) {
            select(i)
            return
        }
        recent.removeAll { $0 == rgb }
        recent.insert(rgb, at: 0)
        if recent.count > Self.recentCapacity { recent.removeLast() }
        select(palette.count)
    }

    /// The eraser or the rainbow; `.rgb` chooses that colour.
    public mutating func choose(_ ink: Ink) {
        switch ink {
        case .rgb(let c): choose(c)
        case .eraser, .rainbow: special = ink
        }
    }
}
