import ColorCore

/// What a colour, brush or tool key asks for.
enum ToolAction: Equatable, Sendable {
    case selectColour(Int)
    case previousColour, nextColour
    case smallerBrush, largerBrush
    case toggleFill
    /// Inks besides the palette's colours.
    case eraser, rainbow
}

/// What the next stroke or click paints with: the ink (palette, recent colours, eraser,
/// rainbow), the brush size and the tool (brush or fill). Changes say what they chose.
struct Tools: Sendable {
    enum Kind: Sendable { case brush, fill }

    /// The palette, the recent colours and the ink in use.
    var colours: ColourChoice
    var brush = BrushSize()
    var kind = Kind.brush

    init(palette: [ColorPalette.Entry], depth: ColourDepth, brushCells: Double?) {
        colours = ColourChoice(palette: palette, depth: depth)
        if let cells = brushCells { brush = BrushSize(nearest: cells) }
    }

    /// Carries out `action`; returns what the status line says, nil for nothing.
    mutating func handle(_ action: ToolAction) -> String? {
        switch action {
        case .selectColour(let i): return select(i)
        case .previousColour: return select(colours.index(movedBy: -1))
        case .nextColour: return select(colours.index(movedBy: 1))
        case .smallerBrush: brush.smaller(); return brush.message
        case .largerBrush: brush.larger(); return brush.message
        case .toggleFill:
            kind = kind == .brush ? .fill : .brush
            return kind == .fill ? "fill tool: click a region" : "brush tool"
        case .eraser: return choose(.eraser)
        case .rainbow: return choose(.rainbow)
        }
    }

    /// Palette entry `i`; nil (nothing to say) when there is none.
    mutating func select(_ i: Int) -> String? {
        colours.select(i) ? inkMessage : nil
    }

    /// A colour (its palette entry, else a recent one), the eraser or the rainbow.
    mutating func choose(_ ink: Ink) -> String {
        colours.choose(ink)
        return inkMessage
    }

    /// A swatch of the palette bar clicked.
    mutating func choose(_ hit: PaletteBar.Hit) -> String? {
        switch hit {
        case .colour(let i): select(i)
        case .eraser: choose(Ink.eraser)
        case .rainbow: choose(Ink.rainbow)
        }
    }

    var inkMessage: String {
        switch colours.ink {
        case .eraser: "eraser: strokes and fills remove paint (a colour key paints again)"
        case .rainbow: "rainbow: the colour changes as the stroke goes"
        case .rgb: "colour \(colours.name)"
        }
    }

    /// Takes the inks and brush of a session's log (a resumed journal, a reopened picture):
    /// the colours not in the palette become the recent colours (newest first; as the log's
    /// `recentColours` say when it kept them) and the last ink
    /// (colour, eraser or rainbow) is the current one; when the log set a brush size, the brush
    /// the person last chose, in cells (the `cells` of the last brush event), whatever the zoom
    /// it was drawn at and the terminal's size now. A log without `cells` (an older termcolor,
    /// another program) gets the rung that paints about as wide on the page at `scale`.
    mutating func adopt(_ session: Session, scale: Double) {
        for case .color(let ink) in session.log.events { colours.choose(ink) }
        // The bar as it was saved: also the colours chosen and not painted with.
        if let recent = session.log.recentColours { colours.restoreRecent(recent) }
        let setsBrush = session.log.events.contains { if case .brush = $0 { true } else { false } }
        guard setsBrush else { return }
        brush = BrushSize(nearest: session.brushCells ?? session.brushSize / scale)
    }
}
