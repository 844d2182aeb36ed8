import ColorCore

/// A session that already holds strokes (a resumed journal): the app starts with the colour and
/// brush size its log used last, not the defaults.
extension ColoringScreen {
    /// Takes the colours of the session's log: those not in the palette become the recent
    /// colours (newest first) and the last ink (colour, eraser or rainbow) is the current one;
    /// and, when the log set a brush size, the brush ladder rung nearest that size on the page at
    /// this view's scale: the rung that paints about as wide on the page (the same rung when the
    /// terminal is the size it was and the last stroke was drawn at fit; the log keeps the size
    /// in page pixels only, so a stroke drawn zoomed in comes back as a smaller rung). Says
    /// nothing: the caller has its own message. `init` calls it.
    mutating func adoptSessionState() {
        for case .color(let ink) in session.log.events { colours.choose(ink) }
        let setsBrush = session.log.events.contains { if case .brush = $0 { true } else { false } }
        guard setsBrush else { return }
        brush = BrushSize(nearest: session.brushSize / geometry.scale)
    }
}
