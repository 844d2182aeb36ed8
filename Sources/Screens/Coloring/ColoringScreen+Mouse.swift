import ColorCore

/// The mouse: the left button paints, fills, picks a swatch or answers the modal; the wheel
/// zooms; a right or middle drag pans and a right click picks the colour under it; motion
/// outlines the region under the pointer.
extension ColoringScreen {
    mutating func handleMouse(_ m: MouseEvent) {
        if let answer = modal.answerPicker(m, columns: geometry.columns, areaRows: geometry.viewRows) {
            _ = settle(answer)
            return
        }
        pointer.hover.lastPointer = m
        if handleViewMouse(m) { return }
        switch m.kind {
        case .press where m.button == 0:
            _ = settle(modal.answerPress())
            if m.row == geometry.rows - 2, let hit = tools.colours.bar(columns: geometry.columns).hit(atColumn: m.column) {
                if let said = tools.choose(hit) { say(said) }
                return
            }
            guard geometry.pagePoint(column: m.column, row: m.row) != nil else { return }
            let (point, grid) = ColoringPointer.place(m, in: geometry)
            guard let p = start(at: point, areas: ColoringPointer.areas(of: m, in: geometry)) else { return }
            pointer.hover.clear()
            prepareStroke(input: grid)
            if tools.kind == .fill {
                apply(.fill(x: p.x.rounded(.down), y: p.y.rounded(.down)))
            } else {
                apply(.down(x: p.x, y: p.y, t: document.drawing.time))
                pointer.penHolder = .mouse
            }
        case .drag where pen == .mouse:
            let p = ColoringPointer.place(m, in: geometry).point
            apply(.move(x: p.x, y: p.y, t: document.drawing.time))
        case .move:
            pointer.hover(m, finder: session.regionFinder, geometry: geometry, pen: pen)
        case .release where pen == .mouse:
            apply(.up(t: document.drawing.time))
        default:
            break
        }
    }

    /// The wheel zooms around the pointer; a right- or middle-button drag pans; a right click
    /// picks the colour under it. True when the event was one of these.
    private mutating func handleViewMouse(_ m: MouseEvent) -> Bool {
        pointer.mouseCell = (m.column, m.row)
        pointer.lastMouse = m
        pointer.movedLast = .mouse
        switch m.kind {
        case .scrollUp, .scrollDown:
            guard m.row < geometry.viewRows else { return true }
            let (cx, cy) = geometry.cellPixels
            follow(viewport.zoom(by: m.kind == .scrollUp ? 1 : -1, displayX: (Double(m.column) + 0.5) * Double(cx),
                                 displayY: (Double(m.row) + 0.5) * Double(cy), canvas: session.canvas))
            // The keyboard cursor goes where the person zoomed (else it is left at a window
            // edge, snapped there from wherever it was); a keyboard stroke keeps its own.
            if pen != .keyboard, geometry.pagePoint(column: m.column, row: m.row) != nil {
                let p = ColoringPointer.place(m, in: geometry).point
                pointer.cursor = KeyboardCursor(x: p.x, y: p.y).snapped(in: geometry)
            }
            return true
        case .press where m.button == 1 || m.button == 2:
            pointer.panDrag = (m.column, m.row, m.button, false)
            return true
        case .drag where pointer.panDrag != nil:
            guard let from = pointer.panDrag else { return true }
            let g = geometry
            // The page follows the pointer.
            setViewport(g.panned(dx: (from.column - m.column) * g.cellPixels.x, dy: (from.row - m.row) * g.cellPixels.y))
            pointer.panDrag = (m.column, m.row, from.button, from.moved || (m.column, m.row) != (from.column, from.row))
            return true
        case .release where pointer.panDrag != nil:
            if let from = pointer.panDrag, from.button == 2, !from.moved, m.row < geometry.viewRows {
                let p = geometry.pagePointAnywhere(column: m.column, row: m.row)
                pickColour(atX: p.x, y: p.y, quietIfUnpainted: false)
            }
            pointer.panDrag = nil
            return true
        default:
            return false
        }
    }

    /// The region the hover outline shows (nil: none).
    public var hoveredRegion: RegionMask? { pointer.hover.region }

    /// Motion reports with no button held are wanted while hover is on.
    public var mouseMode: MouseMode { pointer.hover.enabled ? .allMotion : .buttons }
}
