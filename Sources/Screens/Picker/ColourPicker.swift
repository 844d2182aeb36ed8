import Foundation
import ColorCore

/// The colour picker (`p`): a panel over the page with the colours of a `ColourGrid`, by hue
/// across and lightness down. Arrows (or h j k l) move the selection, Enter or Space chooses
/// it, a click chooses the swatch under the pointer, `#` types any colour as `#rrggbb`, Esc
/// (or `p`) closes. With 24-bit colour the grid is OKLCH at a chroma that `-` and `+` change;
/// with 256 colours it is every colour the terminal shows.
struct ColourPicker: Equatable, Sendable {
    enum Outcome: Equatable, Sendable {
        case open
        case chosen(RGB)
        case cancelled
    }

    /// Whether the screen shows 24-bit colour (then any colour can be shown as it is).
    let truecolour: Bool
    private(set) var grid: ColourGrid
    private(set) var chroma: Double
    private(set) var column: Int, row: Int
    /// The `#rrggbb` being typed (without the `#`), nil when not typing.
    private(set) var typed: String?
    /// Why the last key did nothing while typing (a key that is no hex digit, Enter before six
    /// digits), shown until the next key; nil when it did something.
    private(set) var typingProblem: String?

    static let chromaSteps: [Double] = [0.03, 0.06, 0.09, 0.12, 0.15, 0.18, 0.21, 0.25, 0.30, 0.37]
    static let defaultChromaStep = 4

    /// Opens with the selection on the grid colour nearest `current`.
    init(truecolour: Bool, current: RGB) {
        self.truecolour = truecolour
        let lab = OKLab(r: current.r, g: current.g, b: current.b)
        var step = Self.defaultChromaStep
        if truecolour, let nearest = Self.chromaSteps.indices.min(by: { abs(Self.chromaSteps[$0] - lab.chroma) < abs(Self.chromaSteps[$1] - lab.chroma) }) {
            step = nearest
        }
        chroma = Self.chromaSteps[step]
        let grid = truecolour ? ColourGrid.oklch(chroma: chroma) : ColourGrid.xterm
        let distances = grid.colours.map { OKLab(r: $0.r, g: $0.g, b: $0.b).distanceSquared(to: lab) }
        let nearest = distances.indices.min { distances[$0] < distances[$1] } ?? 0
        self.grid = grid
        column = nearest % grid.columns
        row = nearest / grid.columns
    }

    /// The colour under the selection.
    var selected: RGB { grid[column, row] }

    // MARK: Input

    mutating func handle(_ key: Key) -> Outcome {
        if typed != nil { return type(key) }
        switch PickerKeys.table.action(for: key) {
        case .move(let dx, let dy)?:
            column = min(max(column + dx, 0), grid.columns - 1)
            row = min(max(row + dy, 0), grid.rows - 1)
        case .choose?: return .chosen(selected)
        case .lessChroma?: changeChroma(by: -1)
        case .moreChroma?: changeChroma(by: 1)
        case .typeColour?: typed = ""
        case .close?: return .cancelled
        case nil: break
        }
        return .open
    }

    private mutating func type(_ key: Key) -> Outcome {
        guard var text = typed else { return .open }
        typingProblem = nil
        switch key {
        // A `#` starts the value again, as Ctrl-U clears it: else `12` typed, then `#ff8800`,
        // gives #12ff88 (the `#` refused, the digits cut at six).
        case .char("#"), .control("u"): text = ""
        case .char(let c) where c.properties.isASCIIHexDigit && text.count < 6: text.unicodeScalars.append(c)
        case .char(let c) where c.properties.isASCIIHexDigit: typingProblem = "six digits at most"
        case .char: typingProblem = "hex digits only: 0-9, a-f"
        case .backspace, .delete: if !text.isEmpty { text.removeLast() }
        case .enter:
            guard let rgb = RGB(hex: "#" + text) else { typingProblem = "six hex digits, e.g. #ff8800"; break }
            typed = nil
            return .chosen(rgb)
        case .escape, .control("c"):
            typed = nil
            return .open
        default: break
        }
        typed = text
        return .open
    }

    private mutating func changeChroma(by delta: Int) {
        guard truecolour, let i = Self.chromaSteps.firstIndex(of: chroma) else { return }
        chroma = Self.chromaSteps[min(max(i + delta, 0), Self.chromaSteps.count - 1)]
        grid = ColourGrid.oklch(chroma: chroma)
    }

    /// A click chooses the swatch under it; a click below the panel (on the palette bar or the
    /// status line) closes it, as Esc does; anything else does nothing.
    mutating func handle(_ m: MouseEvent, in layout: Layout) -> Outcome {
        guard m.kind == .press, m.button == 0 else { return .open }
        if m.row >= layout.areaRows { return .cancelled }
        guard let (c, r) = layout.swatch(atColumn: m.column, row: m.row) else { return .open }
        column = c
        row = r
        return .chosen(selected)
    }

    // MARK: Drawing

    /// Where the panel's swatches are on a screen whose page area is `columns x rows` cells.
    struct Layout: Equatable, Sendable {
        let swatchWidth: Int, swatchHeight: Int
        /// The first swatch's top-left cell; the title is the row above it.
        let left: Int, top: Int
        let gridColumns: Int, gridRows: Int
        /// Room for the grid, the title and the line under it.
        let fits: Bool
        /// The rows the panel covers, from the top.
        let areaRows: Int

        func swatch(atColumn c: Int, row r: Int) -> (Int, Int)? {
            guard fits, c >= left, r >= top else { return nil }
            let gc = (c - left) / swatchWidth, gr = (r - top) / swatchHeight
            return gc < gridColumns && gr < gridRows ? (gc, gr) : nil
        }
    }

    func layout(columns: Int, rows: Int) -> Layout {
        let w = min(6, (columns - 2) / grid.columns), h = min(3, (rows - 2) / grid.rows)
        guard w >= 1 && h >= 1 else {
            return Layout(swatchWidth: 1, swatchHeight: 1, left: 0, top: 0, gridColumns: grid.columns, gridRows: grid.rows, fits: false,
                          areaRows: rows)
        }
        let left = (columns - w * grid.columns) / 2
        let top = max(1, (rows - h * grid.rows - 2) / 2 + 1)
        return Layout(swatchWidth: w, swatchHeight: h, left: left, top: top, gridColumns: grid.columns, gridRows: grid.rows, fits: true,
                      areaRows: rows)
    }

    /// How a swatch of `rgb` is shown: exactly with 24-bit colour, else the nearest xterm colour.
    func shown(_ rgb: RGB) -> CellColour {
        (truecolour ? ColourDepth.truecolor : .palette256).colour(rgb)
    }

    /// Draws the panel over the top `areaRows` rows of `frame`.
    func draw(into frame: inout CellFrame, areaRows: Int) {
        let bg = Chrome.overlayBackground
        for r in 0..<min(areaRows, frame.rows) { frame.clearRow(r, fg: Chrome.text, bg: bg) }
        let l = layout(columns: frame.columns, rows: areaRows)
        guard l.fits else {
            let notice = ["colour picker: make the terminal larger (Esc closes)", "make the terminal larger", "too small"]
                .first { $0.count <= frame.columns } ?? ""
            frame.write(notice, column: max(0, (frame.columns - notice.count) / 2), row: areaRows / 2, fg: Chrome.highlight, bg: bg)
            return
        }
        let title = truecolour ? "pick a colour: arrows move, Enter chooses, - + less / more colourful, # types one, Esc closes"
                               : "pick a colour: arrows move, Enter or click chooses, # types one, Esc closes"
        // Over the grid's left edge when it fits from there, else from the screen's.
        let titleColumn = l.left + title.count <= frame.columns ? l.left : min(l.left, 1)
        frame.write(String(title.prefix(max(0, frame.columns - titleColumn))), column: titleColumn, row: l.top - 1, fg: Chrome.highlight, bg: bg)
        for gr in 0..<grid.rows {
            for gc in 0..<grid.columns {
                let colour = shown(grid[gc, gr])
                for dy in 0..<l.swatchHeight {
                    for dx in 0..<l.swatchWidth {
                        frame[l.left + gc * l.swatchWidth + dx, l.top + gr * l.swatchHeight + dy] = Cell(glyph: " ", fg: colour, bg: colour)
                    }
                }
            }
        }
        // The selection: brackets (or a dot in narrow swatches) in black or white, whichever reads.
        let sel = selected
        let mark: CellColour = OKLab(r: sel.r, g: sel.g, b: sel.b).l > 0.6 ? CellColour(Chrome.black) : CellColour(Chrome.highlight)
        let x = l.left + column * l.swatchWidth, y = l.top + row * l.swatchHeight + (l.swatchHeight - 1) / 2
        let c = shown(sel)
        if l.swatchWidth >= 2 {
            frame[x, y] = Cell(glyph: "[", fg: mark, bg: c)
            frame[x + l.swatchWidth - 1, y] = Cell(glyph: "]", fg: mark, bg: c)
        } else {
            frame[x, y] = Cell(glyph: "\u{2022}", fg: mark, bg: c)
        }
        let infoRow = l.top + grid.rows * l.swatchHeight
        guard infoRow < areaRows else { return }
        let lab = OKLab(r: sel.r, g: sel.g, b: sel.b)
        let hue = Int((lab.hueRadians * 180 / Double.pi).rounded()) % 360
        // The way to start over is said while there is no problem to say: both fit 80 columns.
        let hint = typingProblem.map { $0 + "; Enter chooses, Esc stops" } ?? "Enter chooses, # or Ctrl-U starts again, Esc stops"
        let about = typed.map { "type a colour: #\($0)\u{2588}  (\(hint))" }
            ?? "\(sel.hex)  lightness \(Int((lab.l * 100).rounded()))%  chroma \(String(format: "%.2f", lab.chroma))  hue \(hue)\u{B0}"
        frame[l.left, infoRow] = Cell(glyph: " ", fg: c, bg: c)
        frame[l.left + 1, infoRow] = Cell(glyph: " ", fg: c, bg: c)
        frame.write(String(about.prefix(max(0, frame.columns - l.left - 3))), column: l.left + 3, row: infoRow, fg: Chrome.text, bg: bg)
    }
}
