/// The unfinished end of a filtered stroke: the provisional line from the curve's last final
/// point to the pen, as brush pieces inside the stroke's paint mask.
///
/// It changes at every report, so it is never painted on the canvas: painting it there meant
/// taking it back and drawing it again, page pixel by page pixel, at every report, most of a
/// drag event's work on a large page (a 2-cell brush is 70 page pixels wide on a 4096-pixel
/// page). The view blends it into the few display pixels it covers instead (`TipOverlay`).
public struct StrokeTip: Sendable {
    public let pieces: [Capsule]
    /// Each piece's colour (packed sRGB), parallel to `pieces`.
    public let colours: [UInt32]
    let mask: PaintMask
    /// The page pixels it can paint (within the mask's bounds).
    public let bounds: Rect
    private let pieceBounds: [Rect]

    init(pieces: [Capsule], colours: [UInt32], mask: PaintMask) {
        self.pieces = pieces
        self.colours = colours
        self.mask = mask
        pieceBounds = pieces.map { $0.pixelBounds.intersection(mask.bounds) }
        bounds = pieceBounds.reduce(Rect.empty) { $0.union($1) }
    }

    /// What the tip gives page pixel (`x`, `y`): its coverage (0 ... 255; 0 outside the mask)
    /// and colour, those of the first piece reaching the largest coverage, as stamping the
    /// pieces in order gives. `near`: the pieces that may reach the pixel, in order.
    func paint(x: Int, y: Int, near: [Int]) -> (coverage: UInt32, colour: UInt32) {
        guard bounds.contains(x, y), mask.contains(x, y) else { return (0, 0) }
        var best: UInt32 = 0, colour: UInt32 = 0
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        for i in near where pieceBounds[i].contains(x, y) {
            let c = pieces[i].coverage(cx: cx, cy: cy)
            if c > best { best = c; colour = colours[i] }
            if best == 255 { break }
        }
        return (best, colour)
    }

    /// The pieces, in order, that may paint a pixel within `reach` of (`x`, `y`).
    func pieces(near x: Double, _ y: Double, reach: Double, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        for (i, p) in pieces.enumerated() {
            let r = p.outerRadius + reach
            let px = x - p.ax, py = y - p.ay
            let t = min(max((px * p.dx + py * p.dy) * p.inverseLengthSquared, 0), 1)
            let ex = px - t * p.dx, ey = py - t * p.dy
            if ex * ex + ey * ey <= r * r { out.append(i) }
        }
    }

    /// Whether `other` paints exactly the same (no view redraw needed).
    func looksLike(_ other: StrokeTip) -> Bool {
        colours == other.colours && bounds == other.bounds && pieces.count == other.pieces.count
            && zip(pieces, other.pieces).allSatisfy { $0.ax == $1.ax && $0.ay == $1.ay && $0.bx == $1.bx && $0.by == $1.by && $0.radius == $1.radius }
    }
}
