/// The brush's reach around a point, drawn over the view so a person sees where and how wide a
/// stroke would paint before pressing: the ring of display pixels just outside the disc the
/// brush covers (the painted disc itself stays visible inside it). Each ring pixel is drawn in
/// black or white against what the view shows there, so the ring stands out on paper, on line
/// art and on any paint. A brush narrower than a display pixel still gets the four pixels
/// around its own.
public struct BrushOutline: Sendable {
    /// The ring, as screen display pixels (in the glyph mode's display pixels).
    public private(set) var points: [(x: Int, y: Int)] = []

    public static let onLight: CellColour = 16
    public static let onDark: CellColour = 231

    /// The ring of a round brush `diameter` page pixels wide centred on page point (`x`, `y`).
    public init(x: Double, y: Double, diameter: Double, geometry g: ViewGeometry) {
        let centre = g.screenPixel(pageX: x, pageY: y)
        // Radii in display pixels: each axis has its own page pixels per display pixel.
        let rx = diameter / 2 / g.scaleX, ry = diameter / 2 / g.scaleY
        let reachX = Int(rx.rounded(.up)) + 1, reachY = Int(ry.rounded(.up)) + 1
        func inside(_ dx: Int, _ dy: Int) -> Bool {
            if dx == 0 && dy == 0 { return true }
            let u = Double(dx) / max(rx, 1e-9), v = Double(dy) / max(ry, 1e-9)
            return u * u + v * v <= 1
        }
        for dy in -reachY...reachY {
            for dx in -reachX...reachX where !inside(dx, dy) {
                guard inside(dx - 1, dy) || inside(dx + 1, dy) || inside(dx, dy - 1) || inside(dx, dy + 1) else { continue }
                let sx = centre.x + dx, sy = centre.y + dy
                guard sx >= 0, sy >= 0, sx < g.areaWidth, sy < g.areaHeight else { continue }
                points.append((sx, sy))
            }
        }
    }

    /// Draws the ring into `frame`, each pixel against the colour under it.
    /// (All read before any is drawn: a drawn pixel must not decide its neighbour's colour.)
    public func draw(into frame: inout CellFrame, geometry g: ViewGeometry) {
        let colours = points.map { p in frame.displayPixel(x: p.x, y: p.y, mode: g.glyphs).map { $0.isLight ? Self.onLight : Self.onDark } }
        for (p, colour) in zip(points, colours) {
            guard let colour else { continue }
            frame.setDisplayPixel(x: p.x, y: p.y, to: colour, mode: g.glyphs)
        }
    }
}
