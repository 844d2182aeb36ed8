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

    init(pieces: [Capsule], colours: [UInt32], mask: PaintMask) {
        self.pieces = pieces
        self.colours = colours
        self.mask = mask
        bounds = pieces.reduce(Rect.empty) { $0.union($1.pixelBounds) }.intersection(mask.bounds)
    }

    /// What the tip gives the square of side `2 * half` page pixels centred on page pixel
    /// (`x`, `y`), as a share of its area: its coverage (0 ... 255; 0 outside the mask) and
    /// colour, those of the first piece reaching the largest share, as stamping the pieces in
    /// order gives. With `half` 0.5 this is about the coverage a painted pixel gets; wider, a
    /// sample stands for the square around it, so that a few samples add up to the share of a
    /// display pixel the tip covers (point samples made a display pixel 99% covered look 100%,
    /// which in 256 colours can be another colour than the stroke it becomes).
    /// `near`: the pieces that may reach the square, in order.
    func paint(x: Int, y: Int, half: Double, near: [Int]) -> (coverage: UInt32, colour: UInt32) {
        guard bounds.contains(x, y), mask.contains(x, y) else { return (0, 0) }
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        var best = 0.0, colour: UInt32 = 0
        for i in near {
            let p = pieces[i]
            let px = cx - p.ax, py = cy - p.ay
            let t = min(max((px * p.dx + py * p.dy) * p.inverseLengthSquared, 0), 1)
            let ex = px - t * p.dx, ey = py - t * p.dy
            let share = min(1, (p.radius - (ex * ex + ey * ey).squareRoot()) / (2 * half) + 0.5)
            if share > best { best = share; colour = colours[i] }
            if best >= 1 { break }
        }
        return best <= 0 ? (0, 0) : (UInt32(best * 255 + 0.5), colour)
    }

    /// The pieces, in order, whose segment comes within `reach` (plus their own outer radius)
    /// of the page rows around `y`: none of the others can reach a pixel centred on that row
    /// within `reach`. (A display row's filter: a fast scribble's tip crossed the whole
    /// screen, and testing every piece at every display pixel froze the program for seconds.)
    func pieces(reachingRow y: Double, reach: Double, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        for (i, p) in pieces.enumerated() {
            let low = min(p.ay, p.by), high = max(p.ay, p.by)
            let gap = y < low ? low - y : y > high ? y - high : 0
            if gap <= p.outerRadius + reach { out.append(i) }
        }
    }

    /// The pieces, in order, that may paint a pixel within `reach` of (`x`, `y`).
    func pieces(near x: Double, _ y: Double, reach: Double, into out: inout [Int]) {
        pieces(near: x, y, reach: reach, among: pieces.indices, into: &out)
    }

    /// The same among the pieces `among` (in order): those that may reach the row, say.
    func pieces<C: Collection<Int>>(near x: Double, _ y: Double, reach: Double, among: C, into out: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        for i in among {
            let p = pieces[i]
            let r = p.outerRadius + reach
            let px = x - p.ax, py = y - p.ay
            let t = min(max((px * p.dx + py * p.dy) * p.inverseLengthSquared, 0), 1)
            let ex = px - t * p.dx, ey = py - t * p.dy
            if ex * ex + ey * ey <= r * r { out.append(i) }
        }
    }
}
