import ColorCore

/// The inks on offer and the one in use, as the palette bar shows them: the palette (the 16
/// standard colours or a GIMP palette), then the recent colours (chosen in the picker or with
/// the eyedropper, or found in a resumed log; newest first), and the eraser and the rainbow.
struct ColourChoice: Equatable, Sendable {
    static let recentCapacity = 8

    let palette: [ColorPalette.Entry]
    /// Newest first; never a colour the palette has.
    private(set) var recent: [RGB] = []
    /// The palette, then the recent colours.
    private(set) var entries: [ColorPalette.Entry]
    /// How each entry is shown: its nearest xterm colour, or exactly at 24-bit depth (so the
    /// swatches match the saved picture).
    private(set) var shown: [CellColour]
    let depth: ColourDepth
    private(set) var selected = 0
    /// The eraser or the rainbow when in use; nil while painting with `current`.
    private(set) var special: Ink?

    init(palette: [ColorPalette.Entry] = ColorPalette.standard, depth: ColourDepth = .palette256) {
        precondition(!palette.isEmpty)
        self.palette = palette
        entries = palette
        self.depth = depth
        shown = palette.map { depth.colour($0.rgb) }
    }

    var current: ColorPalette.Entry { entries[selected] }
    /// What the next stroke paints with.
    var ink: Ink { special ?? .rgb(current.rgb) }

    /// What the status line calls it. On a 16- or 8-colour screen with its RGB too: many colours
    /// share a swatch colour there, and the RGB says which will be saved.
    var name: String {
        switch special {
        case .eraser?: "eraser"
        case .rainbow?: "rainbow"
        default: depth.ansiPalette == nil || current.name == current.rgb.hex ? current.name : "\(current.name) \(current.rgb.hex)"
        }
    }

    /// The colour square on the status line.
    var statusColour: CellColour { PaletteBar.swatch(of: ink, colour: shown[selected], depth: depth) }

    func bar(columns: Int) -> PaletteBar {
        PaletteBar(swatches: shown, selected: special == nil ? selected : nil, special: special, columns: columns, depth: depth)
    }

    /// Selects entry `i` (and leaves the eraser or rainbow); false when there is none.
    mutating func select(_ i: Int) -> Bool {
        guard i >= 0 && i < entries.count else { return false }
        selected = i
        special = nil
        return true
    }

    /// The entry `steps` away (negative: back), round the end; from the eraser or rainbow, the
    /// colour that was in use.
    func index(movedBy steps: Int) -> Int {
        special != nil ? selected : ((selected + steps) % entries.count + entries.count) % entries.count
    }

    /// Makes `rgb` the current colour: its palette entry, else a recent colour (moved or added to
    /// the front; the oldest goes beyond `recentCapacity`).
    mutating func select(_ rgb: RGB) {
        if let i = palette.firstIndex(where: { $0.rgb == rgb }) {
            _ = select(i)
            return
        }
        recent.removeAll { $0 == rgb }
        recent.insert(rgb, at: 0)
        if recent.count > Self.recentCapacity { recent.removeLast() }
        entries = palette + recent.map { ColorPalette.Entry(name: $0.hex, rgb: $0) }
        shown = shown.prefix(palette.count) + recent.map { depth.colour($0) }
        _ = select(palette.count)
    }

    /// Makes `colours` (newest first) the recent colours, as a saved picture kept them; the
    /// colour in use stays in use. Palette colours and repeats are left out, the oldest beyond
    /// `recentCapacity` too.
    mutating func restoreRecent(_ colours: [RGB]) {
        let inUse = current.rgb
        var kept: [RGB] = []
        for c in colours where !palette.contains(where: { $0.rgb == c }) && !kept.contains(c) && kept.count < Self.recentCapacity {
            kept.append(c)
        }
        if selected >= palette.count && !kept.contains(inUse) {
            kept.insert(inUse, at: 0)
            if kept.count > Self.recentCapacity { kept.removeLast() }
        }
        recent = kept
        entries = palette + recent.map { ColorPalette.Entry(name: $0.hex, rgb: $0) }
        shown = shown.prefix(palette.count) + recent.map { depth.colour($0) }
        selected = entries.firstIndex { $0.rgb == inUse } ?? 0
    }

    /// A colour (as `select`), the eraser or the rainbow.
    mutating func choose(_ ink: Ink) {
        switch ink {
        case .rgb(let c): select(c)
        case .eraser, .rainbow: special = ink
        }
    }
}
