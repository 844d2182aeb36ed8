/// The paint masks of the last few regions used, so a person stroking the same region again and
/// again (the usual way of colouring) pays for the fringe once.
///
/// Keyed by the region's first run: regions of one page never share a pixel, so no two regions
/// of the page have the same first run.
struct PaintMaskCache: Sendable {
    struct Key: Hashable, Sendable { let y: Int, start: Int, end: Int }
    static let capacity = 8

    private var entries: [(key: Key, mask: PaintMask)] = []

    mutating func paintMask(for region: RegionMask, lineArt: LineArt) -> PaintMask {
        let key = Key(y: region.bounds.y, start: region.runStart(0), end: region.runEnd(0))
        if let i = entries.firstIndex(where: { $0.key == key }) {
            let hit = entries.remove(at: i)
            entries.append(hit)
            return hit.mask
        }
        let mask = PaintMask(region: region, lineArt: lineArt)
        if entries.count == PaintMaskCache.capacity { entries.removeFirst() }
        entries.append((key, mask))
        return mask
    }
}
