import ColorCore

/// How the parts follow a change: an event goes to the drawing, the view and the progress take
/// the page's change, and a moved view brings the pointer and an open stroke along.
extension ColoringScreen {
    /// Readies the session for a stroke or fill just before it starts (`Drawing.settingEvents`).
    /// `input`: the grid the stroke's points come in (mouse reports), nil for exact points.
    mutating func prepareStroke(fill: Bool? = nil, input: InputGrid? = nil) {
        statusMessage.dropNote()
        let events = document.drawing.settingEvents(ink: tools.colours.ink, brush: tools.brush, scale: geometry.scale,
                                                    isFill: fill ?? (tools.kind == .fill),
                                                    input: document.filtersInput ? input : nil)
        for event in events { apply(event) }
    }

    /// One event to the drawing (`Drawing.apply`), its change to the view and the progress.
    mutating func apply(_ event: StrokeEvent) {
        document.drawing.apply(event)
        showChanges()
    }

    /// Paints what a released stroke still waits for, before something reads the canvas.
    mutating func finishPaintingAhead() {
        guard session.isPaintingAhead else { return }
        session.finishPainting()
        showChanges()
    }

    /// Brings the view and the progress up to the session's last change (`changedParts`).
    mutating func showChanges() {
        let parts = session.changedParts
        if !parts.isEmpty {
            viewport.pageChanged(parts, canvas: session.canvas)
            document.pageChanged(parts)
            numbersChanged(parts)
        }
        // After the paint under it: the tip blends over it.
        viewport.showTip(of: session)
    }

    /// Where a press at `p` starts: `p`, or the forgiving start when `p` is on a line; nil (and
    /// the status line says so) when only lines are under the pointer.
    mutating func start(at p: StrokePoint, areas: (pointer: Rect, cell: Rect)) -> StrokePoint? {
        switch ForgivingStart.start(at: p, pointer: areas.pointer, cell: areas.cell, finder: session.regionFinder) {
        case .unchanged: return p
        case .moved(let q): return q
        case .onLine:
            say("on a line: nothing to paint here")
            return nil
        }
    }

    // MARK: The view

    /// Shows `target`; a moved view brings the rest along (`follow`).
    mutating func setViewport(_ target: Viewport) {
        follow(ColoringViewport.Reply(moved: viewport.setViewport(target, canvas: session.canvas)))
    }

    /// After the viewport handled something: a moved view takes a note away and brings the rest
    /// along; then its message.
    mutating func follow(_ reply: ColoringViewport.Reply) {
        if reply.moved {
            statusMessage.dropNote()
            viewChanged()
        }
        if let message = reply.message { say(message) }
    }

    /// After a zoom, pan or resize: the cursor snaps to its display pixel and stays on screen
    /// (dragging the keyboard pen along); the hover outline shows the region now under the
    /// pointer, which has not moved on the screen. A stroke the mouse holds ends: the page moved
    /// under the pointer, and its next report would draw a straight bar the hand never drew (a
    /// resize mid-drag did).
    mutating func viewChanged() {
        if pen == .mouse {
            apply(.up(t: document.drawing.time))
            say("the view changed under the stroke: it ends here (press again to go on)")
        }
        if let m = pointer.hover.lastPointer { pointer.hover(m, finder: session.regionFinder, geometry: geometry, pen: pen) }
        pointer.hover.viewChanged(geometry)
        moveCursor(to: pointer.cursor.snapped(in: geometry))
        // A new view starts without the stroke's tip (a pen held still, segments waiting).
        viewport.showTip(of: session)
    }
}
