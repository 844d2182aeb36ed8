import ColorCore

/// A session that already holds strokes (a resumed journal): the app starts with the colour and
/// brush size its log used last, not the defaults.
extension ColoringScreen {
    /// Takes the colours of the session's log: those not in the palette become the recent
    /// colours (newest first) and the last ink (colour, eraser or rainbow) is the current one;
    /// and, when the log set a brush size, the brush the person last chose, in cells (the
    /// `cells` of the last brush event), whatever the zoom it was drawn at and the terminal's
    /// size now. A log without `cells` (an older termcolor, another program) gets the rung that
    /// paints about as wide on the page at this view's scale. Says nothing: the caller has its
    /// own message. `init` calls it.
    mutating func adoptSessionState() {
        for case .color(let ink) in session.log.events { colours.choose(ink) }
        let setsBrush = session.log.events.contains { if case .brush = $0 { true } else { false } }
        guard setsBrush else { return }
        brush = BrushSize(nearest: session.brushCells ?? session.brushSize / geometry.scale)
    }
}
