import ColorCore

/// While a stroke is open, the outline of where it may paint, drawn over the view's cells so a
/// person sees which region the paint is locked to.
///
/// Cheap: only the display pixels over the mask's bounds are looked at, each by one membership
/// test at the middle of its page range. A region too small to hold any of those samples gets
/// its bounding box outlined instead.
enum RegionHighlight {
    /// A bright magenta, rare on coloring pages.
    static let colour: CellColour = 201

    static func outline(_ mask: PaintMask, geometry g: ViewGeometry, into frame: inout CellFrame) {
        let d = g.displayRect(covering: mask.bounds)
        guard !d.isEmpty else { return }
        // Membership of each display pixel of `d`, with a one-pixel border of "outside".
        let w = d.width + 2, h = d.height + 2
        var inside = [Bool](repeating: false, count: w * h)
        var any = false
        for dy in d.y..<d.maxY {
            let rows = g.pageRows(dy)
            let py = (rows.lowerBound + rows.upperBound - 1) / 2
            for dx in d.x..<d.maxX {
                let cols = g.pageColumns(dx)
                if mask.contains((cols.lowerBound + cols.upperBound - 1) / 2, py) {
                    inside[(dy - d.y + 1) * w + dx - d.x + 1] = true
                    any = true
                }
            }
        }
        for y in 0..<d.height {
            for x in 0..<d.width {
                let i = (y + 1) * w + x + 1
                let edge = any
                    ? inside[i] && !(inside[i - 1] && inside[i + 1] && inside[i - w] && inside[i + w])
                    : (x == 0 || y == 0 || x == d.width - 1 || y == d.height - 1)
                if edge { mark(screenX: d.x + x + g.originX, screenY: d.y + y + g.originY, in: &frame, geometry: g) }
            }
        }
    }

    /// Sets one display pixel of the view area to the outline colour.
    static func mark(screenX: Int, screenY: Int, in frame: inout CellFrame, geometry g: ViewGeometry) {
        guard screenY >= 0, screenY < g.areaHeight else { return }
        frame.setDisplayPixel(x: screenX, y: screenY, to: colour, mode: g.glyphs)
    }
}
