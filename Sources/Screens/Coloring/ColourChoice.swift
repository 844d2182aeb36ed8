import ColorCore

/// The colours on offer and the one in use: the standard palette, then a 17th "picked" entry
/// once the eyedropper (or a resumed log) chose a colour that is not in it.
struct ColourChoice: Sendable {
    private(set) var entries = ColorPalette.standard
    /// How each entry is shown: its nearest xterm colour, or exactly at 24-bit depth (so the
    /// swatches match the saved picture).
    private(set) var shown: [CellColour]
    private(set) var selected = 0
    let depth: ColourDepth

    init(depth: ColourDepth = .palette256) {
        self.depth = depth
        shown = ColorPalette.standard.map { depth.colour($0.rgb) }
    }

    var current: ColorPalette.Entry { entries[selected] }
    var currentShown: CellColour { shown[selected] }
    var bar: PaletteBar { PaletteBar(swatches: shown, selected: selected) }

    /// Selects entry `i`; false when there is none.
    mutating func select(_ i: Int) -> Bool {
        guard i >= 0 && i < entries.count else { return false }
        selected = i
        return true
    }

    /// The entry `steps` away (negative: back), round the end.
    func index(movedBy steps: Int) -> Int { ((selected + steps) % entries.count + entries.count) % entries.count }

    /// Makes `rgb` the current colour: its entry, else the "picked" entry (added or replaced).
    mutating func select(_ rgb: RGB) {
        if let i = entries.firstIndex(where: { $0.rgb == rgb }) {
            selected = i
            return
        }
        let entry = ColorPalette.Entry(name: "picked \(rgb.hex)", rgb: rgb)
        let picked = ColorPalette.standard.count
        if entries.count > picked {
            entries[picked] = entry
            shown[picked] = depth.colour(rgb)
        } else {
            entries.append(entry)
            shown.append(depth.colour(rgb))
        }
        selected = picked
    }
}
