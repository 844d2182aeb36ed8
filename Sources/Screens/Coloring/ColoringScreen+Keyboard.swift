import ColorCore

/// What a key asks of the keyboard cursor and pen, or of the regions under it.
enum CursorAction: Equatable, Sendable {
    /// Move the keyboard cursor by display pixels.
    case moveCursor(dx: Int, dy: Int)
    case togglePen, fillAtCursor
    case nextRegion
    /// The eyedropper, under the cursor or the pointer, whichever moved last.
    case pickColour
    /// Hover outline, and the terminal's motion reports, on / off.
    case toggleHover
    /// The detail-blind brush on / off: thin lines count as inside shapes (`StrokeEvent.detail`).
    case toggleDetailBlind
}

/// Painting with the keyboard: the cursor, the pen, filling and picking under the cursor, and
/// visiting the regions not coloured yet.
extension ColoringScreen {
    mutating func perform(_ action: CursorAction) {
        let g = geometry
        switch action {
        case .moveCursor(let dx, let dy):
            let (cursor, viewport) = pointer.cursor.moved(dx: dx, dy: dy, in: g)
            pointer.movedLast = .keyboard
            // The outline follows the keyboard now, also when the view pans under it.
            pointer.hover.lastPointer = nil
            setViewport(viewport)
            moveCursor(to: cursor)
            pointer.hoverAtCursor(finder: session.regionFinder, geometry: geometry, pen: pen)
        case .togglePen:
            if pen == .keyboard {
                apply(.up(t: document.drawing.time))
            } else {
                paintAtCursor()
            }
        case .fillAtCursor:
            let c = pointer.cursor
            guard c.x >= 0, c.y >= 0, c.x < Double(g.pageWidth), c.y < Double(g.pageHeight),
                  let p = start(at: pointer.cursorPoint, areas: pointer.cursorAreas(in: g)) else { return }
            prepareStroke(fill: true)
            apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            say(filledMessage)
        case .nextRegion:
            if !visitNearestNumbered() { visitNextRegion() }
        case .pickColour:
            let at = pointer.movedLast == .mouse ? pointer.mouseCell.map { g.pagePointAnywhere(column: $0.column, row: $0.row) } : nil
            pickColour(atX: at?.x ?? pointer.cursor.x, y: at?.y ?? pointer.cursor.y, quietIfUnpainted: false)
        case .toggleHover:
            say(pointer.toggleHover())
        case .toggleDetailBlind:
            toggleDetailBlind()
        }
    }

    /// `d`: strokes and fills from now on treat lines up to a few page pixels thick (veins,
    /// hatching) as inside the shape they cross, or no longer. The hover outline shows the
    /// shape a press now paints.
    private mutating func toggleDetailBlind() {
        var thin: Int?
        if session.detailThin == nil {
            guard let width = ThinLines.thinWidth(for: session.finder.lineArt) else {
                say("every line of this page is thin: detail-blind would colour across the outlines (it stays off)", warning: true)
                return
            }
            thin = width
        }
        apply(.detail(thin))
        let last = pointer.hover.lastPointer
        pointer.hover.clear()
        if let last {
            pointer.hover.lastPointer = last
            pointer.hover(last, finder: session.regionFinder, geometry: geometry, pen: pen)
        } else if pointer.movedLast == .keyboard {
            pointer.hoverAtCursor(finder: session.regionFinder, geometry: geometry, pen: pen)
        }
        say(thin.map { "detail-blind: lines up to \($0) px thick are inside shapes (d: off)" } ?? "detail-blind off: every line is a border")
    }

    /// Space: the pen goes down at the cursor (a fill with the fill tool).
    private mutating func paintAtCursor() {
        guard let p = start(at: pointer.cursorPoint, areas: pointer.cursorAreas(in: geometry)) else { return }
        prepareStroke()
        if tools.kind == .fill {
            apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            return
        }
        apply(.down(x: p.x, y: p.y, t: document.drawing.time))
        pointer.penHolder = .keyboard
    }

    /// The cursor moves; with the keyboard pen down that is a stroke `move`.
    mutating func moveCursor(to cursor: KeyboardCursor) {
        guard cursor != pointer.cursor else { return }
        pointer.cursor = cursor
        if pen == .keyboard { apply(.move(x: cursor.x, y: cursor.y, t: document.drawing.time)) }
    }

    /// `n`: zooms and pans to the next uncoloured region after the one visited last (in reading
    /// order, passing by those too small to colour: `RegionProgress`), and puts the cursor
    /// inside it (Enter then fills it).
    private mutating func visitNextRegion() {
        finishPaintingAhead()  // the progress counts what was drawn
        let progress = document.progress
        guard let id = progress.nextUncoloured(after: document.lastVisitedRegion) else {
            say("every region is coloured")
            return
        }
        document.lastVisitedRegion = id
        let region = progress.regions[id]
        let b = region.bounds
        let g = geometry
        // Comfortably large: the region's box about a third of the view.
        let wanted = max(Double(b.width) / (0.35 * Double(g.areaWidth)), Double(b.height) / (0.35 * Double(g.areaHeight)))
        // No closer than `contextZoom`: the region is seen with what is around it.
        let ladder = Viewport.ladder(fit: g.fitScale), closest = g.fitScale / RegionProgress.contextZoom
        let scale = max(ladder.first { $0 <= wanted } ?? Viewport.closestScale, ladder.last { $0 >= closest } ?? g.fitScale)
        setViewport(scale >= g.fitScale ? .fit : g.centred(scale: scale, onPageX: Double(b.x) + Double(b.width) / 2,
                                                            y: Double(b.y) + Double(b.height) / 2))
        // The middle of the longest run of the region's middle row is surely inside it.
        let y = b.y + b.height / 2
        var best = (start: 0, end: 0)
        for i in region.runRange(row: y) where region.runEnd(i) - region.runStart(i) > best.end - best.start {
            best = (region.runStart(i), region.runEnd(i))
        }
        if pen == .keyboard { apply(.up(t: document.drawing.time)) }
        pointer.cursor = KeyboardCursor(x: Double(best.start + best.end) / 2, y: Double(y) + 0.5)
        pointer.movedLast = .keyboard
        // Outlined, so "this one" is plain to see (at fit the cursor alone did not say which).
        pointer.hover.show(region, geometry: geometry)
        let left = document.progress.regionCount - document.progress.colouredCount
        say("\(left) region\(left == 1 ? "" : "s") to colour; this one: Enter fills it, n shows the next")
    }

    /// Picks the paint at page point (x, y) as the current colour: a palette entry when it is
    /// one, else a recent colour.
    mutating func pickColour(atX x: Double, y: Double, quietIfUnpainted: Bool) {
        finishPaintingAhead()  // the paint picked is what was drawn
        let (ix, iy) = (Int(x.rounded(.down)), Int(y.rounded(.down)))
        let c = session.canvas
        guard ix >= 0, iy >= 0, ix < c.width, iy < c.height, c.paint(at: iy * c.width + ix) != PackedPixel.white else {
            if !quietIfUnpainted { say("no paint there to pick") }
            return
        }
        say(tools.choose(.rgb(RGB(packed: c.paint(at: iy * c.width + ix)))))
    }
}
