import ColorCore

extension ColoringScreen {
    /// Who holds the pen down, nil when it is up: derived from the session's open stroke, so it
    /// cannot disagree with it.
    var pen: PenHolder? { session.isStrokeOpen ? reach.penHolder : nil }

    /// Display pixels an arrow key pans: an eighth of the view.
    var panStep: (x: Int, y: Int) { (max(1, geometry.areaWidth / 8), max(1, geometry.areaHeight / 8)) }

    mutating func perform(_ action: ColoringAction) {
        let g = geometry
        switch action {
        case .zoomIn, .zoomOut:
            zoom(by: action == .zoomIn ? 1 : -1, displayX: Double(g.areaWidth / 2) + 0.5, displayY: Double(g.areaHeight / 2))
        case .fitPage:
            setViewport(.fit)
        case .pan(let dx, let dy):
            setViewport(g.panned(dx: dx * panStep.x, dy: dy * panStep.y))
        case .moveCursor(let dx, let dy):
            let (cursor, viewport) = reach.cursor.moved(dx: dx, dy: dy, in: g)
            reach.pointerIsLatest = false
            // The outline follows the keyboard now, also when the view pans under it.
            reach.hover.lastPointer = nil
            setViewport(viewport)
            moveCursor(to: cursor)
            hoverAtCursor()
        case .togglePen:
            if pen == .keyboard {
                apply(.up(t: reach.time))
            } else {
                paintAtCursor()
            }
        case .fillAtCursor:
            let c = reach.cursor
            guard c.x >= 0, c.y >= 0, c.x < Double(g.pageWidth), c.y < Double(g.pageHeight),
                  let p = start(at: StrokePoint(x: c.x, y: c.y), areas: cursorAreas) else { return }
            prepareStroke(fill: true)
            apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            say("filled: \(progressText)")
        case .nextRegion:
            visitNextRegion()
        case .pickColour:
            let at = reach.pointerIsLatest ? reach.pointer.map { g.pagePointAnywhere(column: $0.column, row: $0.row) } : nil
            pickColour(atX: at?.x ?? reach.cursor.x, y: at?.y ?? reach.cursor.y, quietIfUnpainted: false)
        case .toggleLineArt:
            // While it is hidden the view shows the paint alone, which the session then keeps.
            session.keepPaintAlone(renderer.showsLineArt)
            renderer.setLineArtShown(!renderer.showsLineArt, canvas: session.canvas, lineArt: lineArt)
            showTip()
            say(renderer.showsLineArt ? "line art shown" : "line art hidden: paint only (v shows it; the saved picture keeps it)")
        default:
            break
        }
    }

    /// The page pixels under the keyboard cursor's display pixel, and under its cell.
    var cursorAreas: (pointer: Rect, cell: Rect) {
        let s = reach.cursor.screenPixel(in: geometry), (cx, cy) = geometry.cellPixels
        func cell(_ v: Int, _ n: Int) -> Int { v >= 0 ? v / n : (v + 1) / n - 1 }
        return pointerAreas(column: cell(s.x, cx), row: cell(s.y, cy), screen: s)
    }

    /// The hover outline at the keyboard cursor: the region Space would paint (a cursor on a
    /// line outlines the neighbour region the stroke would start in, or nothing).
    private mutating func hoverAtCursor() {
        guard reach.hover.enabled, pen == nil else { return }
        let areas = cursorAreas
        reach.hover.point(at: StrokePoint(x: reach.cursor.x, y: reach.cursor.y), area: areas.pointer, cell: areas.cell,
                          finder: session.finder, geometry: geometry)
    }

    /// Space: the pen goes down at the cursor (a fill with the fill tool).
    private mutating func paintAtCursor() {
        guard let p = start(at: StrokePoint(x: reach.cursor.x, y: reach.cursor.y), areas: cursorAreas) else { return }
        prepareStroke()
        if tool == .fill {
            apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            return
        }
        apply(.down(x: p.x, y: p.y, t: reach.time))
        reach.penHolder = .keyboard
    }

    /// The cursor moves; with the keyboard pen down that is a stroke `move`.
    private mutating func moveCursor(to cursor: KeyboardCursor) {
        guard cursor != reach.cursor else { return }
        reach.cursor = cursor
        if pen == .keyboard { apply(.move(x: cursor.x, y: cursor.y, t: reach.time)) }
    }

    /// Zooms `steps` rungs around screen display position (`displayX`, `displayY`): the page
    /// point there stays there (to within a display pixel, and unless a page edge stops it).
    mutating func zoom(by steps: Int, displayX: Double, displayY: Double) {
        let g = geometry
        let scale = Viewport.step(from: g.scale, by: steps, fit: g.fitScale)
        guard scale != g.scale else {
            say(steps > 0 ? "closest zoom" : "whole page shown")
            return
        }
        if scale >= g.fitScale { setViewport(.fit); return }
        let p = g.pagePoint(displayX: displayX, displayY: displayY)
        setViewport(g.anchored(scale: scale, pageX: p.x, pageY: p.y, atDisplayX: displayX, y: displayY))
    }

    mutating func setViewport(_ viewport: Viewport) {
        if renderer.setViewport(viewport, canvas: session.canvas, lineArt: lineArt) {
            dropNote()
            viewChanged()
        }
    }

    /// After a zoom, pan or resize: the cursor snaps to its display pixel and stays on screen
    /// (dragging the keyboard pen along); the hover outline shows the region now under the
    /// pointer, which has not moved on the screen. A stroke the mouse holds ends: the page moved
    /// under the pointer, and its next report would draw a straight bar the hand never drew (a
    /// tester resized the terminal mid-drag).
    mutating func viewChanged() {
        if pen == .mouse {
            apply(.up(t: reach.time))
            say("the view changed under the stroke: it ends here (press again to go on)")
        }
        if let m = reach.hover.lastPointer { hover(m) }
        reach.hover.viewChanged(geometry)
        moveCursor(to: reach.cursor.snapped(in: geometry))
        // A new view starts without the stroke's tip (a pen held still, segments waiting).
        showTip()
    }

    // MARK: Regions

    /// `n`: zooms and pans to the next uncoloured region after the one visited last, and puts the
    /// cursor inside it (Enter then fills it).
    private mutating func visitNextRegion() {
        finishPaintingAhead()  // the progress counts what was drawn
        guard let id = reach.progress.nextUncoloured(after: reach.lastVisitedRegion) else {
            say("every region is coloured")
            return
        }
        reach.lastVisitedRegion = id
        let region = reach.progress.regions[id]
        let b = region.bounds
        let g = geometry
        // Comfortably large: the region's box about a third of the view.
        let wanted = max(Double(b.width) / (0.35 * Double(g.areaWidth)), Double(b.height) / (0.35 * Double(g.areaHeight)))
        let scale = Viewport.ladder(fit: g.fitScale).first { $0 <= wanted } ?? Viewport.closestScale
        setViewport(scale >= g.fitScale ? .fit : g.centred(scale: scale, onPageX: Double(b.x) + Double(b.width) / 2,
                                                            y: Double(b.y) + Double(b.height) / 2))
        // The middle of the longest run of the region's middle row is surely inside it.
        let y = b.y + b.height / 2
        var best = (start: 0, end: 0)
        for i in region.runRange(row: y) where region.runEnd(i) - region.runStart(i) > best.end - best.start {
            best = (region.runStart(i), region.runEnd(i))
        }
        if pen == .keyboard { apply(.up(t: reach.time)) }
        reach.cursor = KeyboardCursor(x: Double(best.start + best.end) / 2, y: Double(y) + 0.5)
        reach.pointerIsLatest = false
        // Outlined, so "this one" is plain to see (at fit the cursor alone did not say which).
        reach.hover.show(region, geometry: geometry)
        let left = reach.progress.regionCount - reach.progress.colouredCount
        say("\(left) region\(left == 1 ? "" : "s") to colour; this one: Enter fills it, n shows the next")
    }

    // MARK: Eyedropper

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
        choose(.rgb(RGB(packed: c.paint(at: iy * c.width + ix))))
    }

    // MARK: Mouse

    /// The wheel zooms around the pointer; a right- or middle-button drag pans; a right click
    /// picks the colour under it. True when the event was one of these.
    mutating func handleViewMouse(_ m: MouseEvent) -> Bool {
        reach.pointer = (m.column, m.row)
        reach.pointerIsLatest = true
        switch m.kind {
        case .scrollUp, .scrollDown:
            guard m.row < geometry.viewRows else { return true }
            let (cx, cy) = geometry.cellPixels
            zoom(by: m.kind == .scrollUp ? 1 : -1, displayX: (Double(m.column) + 0.5) * Double(cx),
                 displayY: (Double(m.row) + 0.5) * Double(cy))
            return true
        case .press where m.button == 1 || m.button == 2:
            reach.panFrom = (m.column, m.row, m.button, false)
            return true
        case .drag where reach.panFrom != nil:
            guard let from = reach.panFrom else { return true }
            let g = geometry
            // The page follows the pointer.
            setViewport(g.panned(dx: (from.column - m.column) * g.cellPixels.x, dy: (from.row - m.row) * g.cellPixels.y))
            reach.panFrom = (m.column, m.row, from.button, from.moved || (m.column, m.row) != (from.column, from.row))
            return true
        case .release where reach.panFrom != nil:
            if let from = reach.panFrom, from.button == 2, !from.moved, m.row < geometry.viewRows {
                let p = geometry.pagePointAnywhere(column: m.column, row: m.row)
                pickColour(atX: p.x, y: p.y, quietIfUnpainted: false)
            }
            reach.panFrom = nil
            return true
        default:
            return false
        }
    }

    // MARK: Output

    var zoomText: String {
        let g = geometry
        if g.isFit { return "fit" }
        let z = g.zoom
        return "zoom " + (z >= 10 ? "\(Int(z.rounded()))x" : "\(StatusLine.formatCells(z))x")
    }

    var progressText: String { "\(reach.progress.colouredCount) of \(RegionProgress.regions(reach.progress.regionCount)) coloured" }

    /// The open stroke's region outlined, and the keyboard cursor's marker.
    func drawViewMarks(into f: inout CellFrame) {
        let g = geometry
        if let mask = session.openStrokeMask {
            RegionHighlight.draw(reach.outline.points(for: mask, geometry: g), into: &f, geometry: g)
        } else if pen == nil {
            reach.hover.draw(into: &f, geometry: g)
        }
        let p = reach.cursor.screenPixel(in: g)
        guard reach.cursor.isVisible(in: g) else { return }
        guard let under = f.displayPixel(x: p.x, y: p.y, mode: g.glyphs) else { return }
        let cell = g.cell(ofScreenX: p.x, y: p.y)
        f[cell.column, cell.row] = Cell(glyph: pen == .keyboard ? "*" : "+", fg: CellColour(under.isLight ? Chrome.black : Chrome.highlight), bg: under)
    }
}
