/// Where a press starts when the page pixel under it is a line. At fit zoom one display pixel
/// covers many page pixels, so the pixel under the pointer's exact point is often a line pixel
/// although the person pointed at the colour around it: the press then starts in the region
/// that covers most of the pointer's display pixel, at its pixel nearest the point; failing
/// that, at the nearest paintable pixel of the pointer's cell. The result is a paintable point,
/// so a stroke log that records it stays valid by the region rule.
public enum ForgivingStart {
    public enum Outcome: Equatable, Sendable {
        /// The point is paintable (or off the page): start there.
        case unchanged
        /// Start here instead (a pixel centre).
        case moved(StrokePoint)
        /// Only lines under the pointer's cell: nothing to paint.
        case onLine
    }

    /// `pointer`: the page pixels the pointer's display pixel shows (for a cell report, all
    /// the cell's); `cell`: those its cell shows.
    public static func start(at p: StrokePoint, pointer: Rect, cell: Rect, finder: any RegionFinder) -> Outcome {
        let art = finder.lineArt
        let (x, y) = p.pixel
        guard x >= 0, y >= 0, x < art.width, y < art.height else { return .unchanged }
        if art.isPaintable(x, y) { return .unchanged }
        if let q = nearestInMajorityRegion(pointer.intersection(art.bounds), to: p, finder: finder) { return .moved(q) }
        if let q = nearestPaintable(cell.intersection(art.bounds), to: p, art: art) { return .moved(q) }
        return .onLine
    }

    /// The region holding most of `area`'s pixels, and its pixel in `area` nearest `p`.
    static func nearestInMajorityRegion(_ area: Rect, to p: StrokePoint, finder: any RegionFinder) -> StrokePoint? {
        guard !area.isEmpty else { return nil }
        let art = finder.lineArt
        var counted = [Bool](repeating: false, count: area.area)
        var best: (count: Int, mask: RegionMask)?
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where !counted[(y - area.y) * area.width + x - area.x] && art.isPaintable(x, y) {
                guard let mask = finder.region(atX: x, y: y) else { continue }
                // Every pixel of `area` in this region, counted once.
                var count = 0
                for yy in area.y..<area.maxY {
                    for i in mask.runRange(row: yy) {
                        let s = max(mask.runStart(i), area.x), e = min(mask.runEnd(i), area.maxX)
                        guard s < e else { continue }
                        count += e - s
                        for xx in s..<e { counted[(yy - area.y) * area.width + xx - area.x] = true }
                    }
                }
                if best == nil || count > best!.count { best = (count, mask) }
            }
        }
        guard let mask = best?.mask else { return nil }
        return nearest(in: area, to: p) { mask.contains($0, $1) }
    }

    static func nearestPaintable(_ area: Rect, to p: StrokePoint, art: LineArt) -> StrokePoint? {
        guard !area.isEmpty else { return nil }
        return nearest(in: area, to: p) { art.isPaintable($0, $1) }
    }

    /// The centre of the pixel of `area` nearest `p` for which `accepts` holds (ties: first in
    /// row order, so the answer never depends on anything else).
    private static func nearest(in area: Rect, to p: StrokePoint, accepts: (Int, Int) -> Bool) -> StrokePoint? {
        var best: (d: Double, x: Int, y: Int)?
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX where accepts(x, y) {
                let dx = Double(x) + 0.5 - p.x, dy = Double(y) + 0.5 - p.y
                let d = dx * dx + dy * dy
                if best == nil || d < best!.d { best = (d, x, y) }
            }
        }
        return best.map { StrokePoint(x: Double($0.x) + 0.5, y: Double($0.y) + 0.5) }
    }
}
