import ColorCore

/// While a stroke is open, the outline of where it may paint, drawn over the view's cells so a
/// person sees which region the paint is locked to.
///
/// Only the display pixels over the mask's bounds are looked at, each by one membership test at
/// the middle of its page range. A region too small to hold any of those samples gets its
/// bounding box outlined instead. For a region filling the view that is still every display
/// pixel, a sixth of a drag event's time: so the outline is found once per stroke and view
/// (`RegionOutline`) and only drawn per frame.
enum RegionHighlight {
    /// A bright magenta, rare on coloring pages.
    static let colour: UInt8 = 201

    static func outline(_ mask: PaintMask, geometry g: ViewGeometry, into frame: inout CellFrame) {
        draw(edge(of: mask, geometry: g), into: &frame, viewRows: g.viewRows)
    }

    /// Draws the screen display pixels of `edge` (from `edge(of:geometry:)`).
    static func draw(_ edge: [(x: Int32, y: Int32)], into frame: inout CellFrame, viewRows: Int) {
        for p in edge { mark(screenX: Int(p.x), screenY: Int(p.y), in: &frame, viewRows: viewRows) }
    }

    /// The screen display pixels of the outline of `mask` in the view `g`.
    static func edge(of mask: PaintMask, geometry g: ViewGeometry) -> [(x: Int32, y: Int32)] {
        var edge: [(x: Int32, y: Int32)] = []
        let d = g.displayRect(covering: mask.bounds)
        guard !d.isEmpty else { return edge }
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
                let isEdge = any
                    ? inside[i] && !(inside[i - 1] && inside[i + 1] && inside[i - w] && inside[i + w])
                    : (x == 0 || y == 0 || x == d.width - 1 || y == d.height - 1)
                if isEdge { edge.append((Int32(d.x + x + g.originX), Int32(d.y + y + g.originY))) }
            }
        }
        return edge
    }

    /// Sets one display pixel of the frame to the outline colour.
    static func mark(screenX: Int, screenY: Int, in frame: inout CellFrame, viewRows: Int) {
        let row = screenY >> 1
        guard screenX >= 0, screenX < frame.columns, row >= 0, row < viewRows else { return }
        let cell = frame[screenX, row]
        frame[screenX, row] = screenY & 1 == 0
            ? Cell.halfBlock(upper: colour, lower: cell.lowerColour)
            : Cell.halfBlock(upper: cell.upperColour, lower: colour)
    }
}

/// The outline of the open stroke's region as it is on screen, found when the stroke or the view
/// changes and kept until then.
struct RegionOutline: Sendable {
    private var key: (bounds: Rect, pixels: Int, top: Int, geometry: ViewGeometry)?
    private(set) var edge: [(x: Int32, y: Int32)] = []

    /// Brings the outline up to date for `mask` (nil: no stroke open) in the view `g`.
    mutating func update(mask: PaintMask?, geometry g: ViewGeometry) {
        guard let mask else { key = nil; edge = []; return }
        if isCurrent(for: mask, geometry: g) { return }
        key = (mask.bounds, mask.pixelCount, mask.top, g)
        edge = RegionHighlight.edge(of: mask, geometry: g)
    }

    /// The outline of `mask` in `g`: the one kept, or (when it was not brought up to date) found now.
    func edge(for mask: PaintMask, geometry g: ViewGeometry) -> [(x: Int32, y: Int32)] {
        isCurrent(for: mask, geometry: g) ? edge : RegionHighlight.edge(of: mask, geometry: g)
    }

    private func isCurrent(for mask: PaintMask, geometry g: ViewGeometry) -> Bool {
        guard let key else { return false }
        return key.bounds == mask.bounds && key.pixels == mask.pixelCount && key.top == mask.top && key.geometry == g
    }
}
