import ColorCore

/// While a stroke is open, the outline of where it may paint, drawn over the view's cells so a
/// person sees which region the paint is locked to; before a press, the region under the
/// pointer (hover).
///
/// Only the display pixels over the mask's bounds are looked at, each by one membership test at
/// the middle of its page range. A region too small to hold any of those samples gets its
/// bounding box outlined instead. For a region filling the view that is still every display
/// pixel, a sixth of a drag event's time: so a stroke's outline is found once per stroke and
/// view (`RegionOutline`) and only drawn per frame.
enum RegionHighlight {
    /// A bright magenta, rare on coloring pages.
    static let colour: CellColour = 201

    static func outline(_ mask: PaintMask, geometry g: ViewGeometry, into frame: inout CellFrame) {
        draw(outline(of: mask, geometry: g), into: &frame, geometry: g)
    }

    /// Marks the screen display pixels `points` (an outline found before).
    static func draw(_ points: [(x: Int, y: Int)], into frame: inout CellFrame, geometry g: ViewGeometry) {
        for m in points { mark(screenX: m.x, screenY: m.y, in: &frame, geometry: g) }
    }

    /// The outline of `mask` (where the open stroke may paint), as screen display pixels.
    static func outline(of mask: PaintMask, geometry g: ViewGeometry) -> [(x: Int, y: Int)] {
        outline(covering: mask.bounds, geometry: g, holes: true) { py in { px in mask.contains(px, py) } }
    }

    /// The outline of `region` (hover: the region a press would paint), as screen display
    /// pixels to `mark`: its outer edge only, not the edges of its holes, so hovering a page's
    /// background outlines the background, not every shape drawn on it (those are its holes).
    /// Membership walks each sampled page row's runs alongside the display columns (both
    /// sorted), so a region costs the display pixels over its bounds plus its runs.
    public static func outline(of region: RegionMask, geometry g: ViewGeometry) -> [(x: Int, y: Int)] {
        outline(covering: region.bounds, geometry: g, holes: false) { py in
            let runs = region.runRange(row: py)
            var k = runs.lowerBound
            return { px in
                while k < runs.upperBound && region.runEnd(k) <= px { k += 1 }
                return k < runs.upperBound && region.runStart(k) <= px
            }
        }
    }

    /// The outline of the shape over page rectangle `bounds`: each display pixel over it is in
    /// when the middle pixel of its page range is, by `row(pageY)`'s test, which is asked the
    /// row's page columns left to right. `holes`: also the edges around the shape's holes.
    private static func outline(covering bounds: Rect, geometry g: ViewGeometry, holes: Bool,
                                row: (_ pageY: Int) -> (_ pageX: Int) -> Bool) -> [(x: Int, y: Int)] {
        let d = g.displayRect(covering: bounds)
        guard !d.isEmpty else { return [] }
        // Membership of each display pixel of `d`, with a one-pixel border of "outside".
        let w = d.width + 2, h = d.height + 2
        var inside = [Bool](repeating: false, count: w * h)
        var any = false
        for dy in d.y..<d.maxY {
            let rows = g.pageRows(dy)
            let contains = row((rows.lowerBound + rows.upperBound - 1) / 2)
            for dx in d.x..<d.maxX {
                let cols = g.pageColumns(dx)
                if contains((cols.lowerBound + cols.upperBound - 1) / 2) {
                    inside[(dy - d.y + 1) * w + dx - d.x + 1] = true
                    any = true
                }
            }
        }
        if !holes { fillHoles(&inside, width: w, height: h) }
        return edges(inside: inside, any: any, display: d, geometry: g)
    }

    /// Marks as inside every non-member that the border of "outside" cannot reach through
    /// non-members (4-connected): the shape's holes, which then have no edge of their own.
    private static func fillHoles(_ inside: inout [Bool], width w: Int, height h: Int) {
        var outside = [Bool](repeating: false, count: w * h)
        var stack = [0]
        outside[0] = true
        func visit(_ n: Int) {
            guard !outside[n] && !inside[n] else { return }
            outside[n] = true
            stack.append(n)
        }
        while let i = stack.popLast() {
            let x = i % w
            if x > 0 { visit(i - 1) }
            if x < w - 1 { visit(i + 1) }
            if i >= w { visit(i - w) }
            if i + w < w * h { visit(i + w) }
        }
        for i in inside.indices where !outside[i] { inside[i] = true }
    }

    /// Members of `inside` (display rect `d` with a border of "outside") next to a non-member,
    /// in screen coordinates; with no members at all, the border of `d`.
    private static func edges(inside: [Bool], any: Bool, display d: Rect, geometry g: ViewGeometry) -> [(x: Int, y: Int)] {
        let w = d.width + 2
        var out: [(x: Int, y: Int)] = []
        for y in 0..<d.height {
            for x in 0..<d.width {
                let i = (y + 1) * w + x + 1
                let edge = any
                    ? inside[i] && !(inside[i - 1] && inside[i + 1] && inside[i - w] && inside[i + w])
                    : (x == 0 || y == 0 || x == d.width - 1 || y == d.height - 1)
                if edge { out.append((d.x + x + g.originX, d.y + y + g.originY)) }
            }
        }
        return out
    }

    /// Sets one display pixel of the view area to the outline colour.
    static func mark(screenX: Int, screenY: Int, in frame: inout CellFrame, geometry g: ViewGeometry) {
        guard screenY >= 0, screenY < g.areaHeight else { return }
        frame.setDisplayPixel(x: screenX, y: screenY, to: colour, mode: g.glyphs)
    }
}

/// The outline of the open stroke's region as it is on screen, found when the stroke or the view
/// changes and kept until then.
struct RegionOutline: Sendable {
    private var key: (bounds: Rect, pixels: Int, top: Int, geometry: ViewGeometry)?
    private(set) var points: [(x: Int, y: Int)] = []

    /// Brings the outline up to date for `mask` (nil: no stroke open) in the view `g`.
    mutating func update(mask: PaintMask?, geometry g: ViewGeometry) {
        guard let mask else { key = nil; points = []; return }
        if isCurrent(for: mask, geometry: g) { return }
        key = (mask.bounds, mask.pixelCount, mask.top, g)
        points = RegionHighlight.outline(of: mask, geometry: g)
    }

    /// The outline of `mask` in `g`: the one kept, or (when it was not brought up to date) found now.
    func points(for mask: PaintMask, geometry g: ViewGeometry) -> [(x: Int, y: Int)] {
        isCurrent(for: mask, geometry: g) ? points : RegionHighlight.outline(of: mask, geometry: g)
    }

    private func isCurrent(for mask: PaintMask, geometry g: ViewGeometry) -> Bool {
        guard let key else { return false }
        return key.bounds == mask.bounds && key.pixels == mask.pixelCount && key.top == mask.top && key.geometry == g
    }
}
