import ColorCore

/// A session that already holds strokes (a resumed journal): the app starts with the colour and
/// brush size its log used last, not the defaults.
extension ColoringScreen {
    /// Takes the colours of the session's log: those not in the palette become the recent
    /// colours (newest first) and the last ink (colour, eraser or rainbow) is the current one;
    /// and the brush ladder rung of `session.brushSize` when the log set one and it is a rung at
    /// this view's fit scale. Says nothing: the caller has its own message. `init` calls it.
    mutating func adoptSessionState() {
        for case .color(let ink) in session.log.events { colours.choose(ink) }
        let setsBrush = session.log.events.contains { if case .brush = $0 { true } else { false } }
        guard setsBrush else { return }
        let size = session.brushSize, scale = geometry.scale
        // The size was logged rounded to 0.01 page pixels (`prepareStroke`).
        if let rung = BrushSize(pagePixels: size, scale: scale) { brush = rung }
    }
}
