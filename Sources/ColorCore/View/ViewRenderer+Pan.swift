/// Panning: a move by whole cells keeps the cells it can.
extension ViewRenderer {
    /// After a pan by whole cells at the same scale (an arrow key): the cells that show the same
    /// page pixels as before, two cells or more inside the window's edges on both sides of the
    /// move (at the edges the taps and the finish see the window end), are moved, not rendered;
    /// the rest, and the cells of the last stroke tip, are rendered. False when the view did not
    /// pan so (nothing done).
    mutating func pan<S: ViewPixelSource>(source: S, lineArt: LineArt, from old: ViewGeometry) -> Bool {
        let g = geometry, (cx, cy) = g.cellPixels
        guard shortcuts, old.columns == g.columns, old.rows == g.rows, old.glyphs == g.glyphs,
              old.x.scale == g.x.scale, old.y.scale == g.y.scale, old.x.count == g.x.count, old.y.count == g.y.count,
              old.x.origin == g.x.origin, old.y.origin == g.y.origin,
              Self.level(for: g, in: pyramid) == level else { return false }
        let sx = g.x.offset - old.x.offset, sy = g.y.offset - old.y.offset
        guard sx % cx == 0, sy % cy == 0 else { return false }
        let dc = sx / cx, dr = sy / cy
        // The cells (new positions) whose content stays: inside by two cells before and after.
        let margin = 2
        let lo = (x: g.x.origin / cx + margin, y: g.y.origin / cy + margin)
        let hi = (x: (g.x.origin + g.x.count) / cx - margin, y: (g.y.origin + g.y.count) / cy - margin)
        let kept = Rect(minX: max(lo.x, lo.x - dc), minY: max(lo.y, lo.y - dr),
                        maxX: min(hi.x, hi.x - dc) - 1, maxY: min(hi.y, hi.y - dr) - 1)
        guard !kept.isEmpty else { return false }
        let oldTip = old.cells(showing: tip.rect)
        tip = TipOverlay()
        columnTaps = SampleTaps(axis: g.x, level: level, page: pyramid.width)
        rowTaps = SampleTaps(axis: g.y, level: level, page: pyramid.height)
        let columns = frame.columns, before = frame.cells
        frame.cells.withUnsafeMutableBufferPointer { cells in
            for r in kept.y..<kept.maxY {
                for c in kept.x..<kept.maxX { cells[r * columns + c] = before[(r + dr) * columns + c + dc] }
            }
        }
        let view = Rect(x: 0, y: 0, width: g.columns, height: g.viewRows)
        let strips = [Rect(x: 0, y: 0, width: view.width, height: kept.y),
                      Rect(minX: 0, minY: kept.maxY, maxX: view.maxX - 1, maxY: view.maxY - 1),
                      Rect(minX: 0, minY: kept.y, maxX: kept.x - 1, maxY: kept.maxY - 1),
                      Rect(minX: kept.maxX, minY: kept.y, maxX: view.maxX - 1, maxY: kept.maxY - 1),
                      Rect(x: oldTip.x - dc, y: oldTip.y - dr, width: oldTip.width, height: oldTip.height).intersection(kept)]
        for strip in strips where !strip.isEmpty { renderCells(source: source, lineArt: lineArt, strip.intersection(view)) }
        return true
    }
}
