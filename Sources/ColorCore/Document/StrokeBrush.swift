/// What a stroke that can paint paints with: where (its region's paint mask), in what colour
/// along it, and how wide. A stroke that began off the page or on a line has none.
struct StrokeBrush: Sendable {
    let mask: PaintMask
    let colouring: StrokeColouring
    /// The brush radius of the smoothed stroke, in page pixels.
    let radius: Double

    /// A round dot of `radius` at `p`, `distance` page pixels along the stroke.
    func dot(at p: StrokePoint, distance: Double, radius: Double, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        BrushPainter.stamp(Capsule(from: p, to: p, radius: radius), colour: colouring.colour(atDistance: distance), mask: mask,
                           canvas: &canvas, backup: &backup)
    }

    /// Rasterises a curve segment as a chain of short straight capsules (`pieces`), `start`
    /// page pixels along the stroke.
    func draw(_ segment: CubicSegment, from start: Double, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        let pieces = pieces(segment, from: start)
        // One colour: the pieces as one chain, each pixel visited once (the same pixels).
        if let solid = colouring.solid {
            return BrushPainter.stamp(chain: pieces.map(\.0), colour: solid, mask: mask, canvas: &canvas, backup: &backup)
        }
        var changed = Rect.empty
        for (cap, colour) in pieces {
            changed = changed.union(BrushPainter.stamp(cap, colour: colour, mask: mask, canvas: &canvas, backup: &backup))
        }
        return changed
    }

    /// A curve segment as a chain of short straight capsules, each with its colour. `start` is
    /// the stroke's travel at the segment's first point; each piece takes the colour at its
    /// start, counting travel along the chord between the segment's input points.
    func pieces(_ segment: CubicSegment, from start: Double) -> [(Capsule, UInt32)] {
        let n = segment.pieceCount()
        let chord = segment.p3.distance(to: segment.p0)
        var out: [(Capsule, UInt32)] = []
        out.reserveCapacity(n)
        var from = segment.p0
        for i in 1...n {
            let to = i == n ? segment.p3 : segment.point(at: Double(i) / Double(n))
            out.append((Capsule(from: from, to: to, radius: radius), colouring.colour(atDistance: start + chord * Double(i - 1) / Double(n))))
            from = to
        }
        return out
    }

    /// The rainbow's hue after `distance` page pixels of this stroke; nil for one colour.
    func rainbowHue(afterDistance distance: Double) -> Double? {
        colouring.solid == nil ? colouring.hue(afterDistance: distance) : nil
    }
}
