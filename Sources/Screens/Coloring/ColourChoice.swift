import ColorCore

/// The colours on offer and the one in use: the standard palette, then a 17th "picked" entry
/// once the eyedropper (or a resumed log) chose a colour that is not in it.
struct ColourChoice: Sendable {
    private(set) var entries = ColorPalette.standard
    /// The xterm index each entry is shown with.
    private(set) var xtermIndices = ColorPalette.standard.map { ColorPalette.xtermIndex($0.rgb) }
    private(set) var selected = 0

    var current: ColorPalette.Entry { entries[selected] }
    var bar: PaletteBar { PaletteBar(swatches: xtermIndices, selected: selected) }

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
            xtermIndices[picked] = ColorPalette.xtermIndex(rgb)
        } else {
            entries.append(entry)
            xtermIndices.append(ColorPalette.xtermIndex(rgb))
        }
        selected = picked
    }
}
