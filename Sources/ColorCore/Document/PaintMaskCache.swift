/// The paint masks of the last few regions used, so a person stroking the same region again and
/// again (the usual way of colouring) pays for the fringe once; and those of the tallest regions,
/// made ahead (`PreparedPaintMasks`).
///
/// Keyed by the region's first run: regions of one page never share a pixel, so no two regions
/// of the page have the same first run.
struct PaintMaskCache: Sendable {
    struct Key: Hashable, Sendable {
        let y: Int, start: Int, end: Int
        init(_ region: RegionMask) { y = region.bounds.y; start = region.runStart(0); end = region.runEnd(0) }
    }
    static let capacity = 8

    private var entries: [(key: Key, mask: PaintMask)] = []
    var prepared: [Key: PaintMask] = [:]

    mutating func paintMask(for region: RegionMask, lineArt: LineArt) -> PaintMask {
        let key = Key(region)
        if let mask = prepared[key] { return mask }
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

/// The paint masks of a page's tallest regions, made before anyone paints (at start-up, beside
/// the first frame): a mask takes time in proportion to its region's rows, and for a region as
/// tall as a 4096-pixel page that is milliseconds, which a stroke's first event would show as a
/// stutter. Regions at least `minimumRows` tall; only a finder with every region preloaded has
/// them to hand.
public struct PreparedPaintMasks: Sendable {
    public static let minimumRows = 512
    let masks: [PaintMaskCache.Key: PaintMask]

    public init(finder: any RegionFinder) {
        var masks: [PaintMaskCache.Key: PaintMask] = [:]
        if let index = finder as? RegionIndex {
            for region in index.regions where region.bounds.height >= Self.minimumRows {
                masks[PaintMaskCache.Key(region)] = PaintMask(region: region, lineArt: finder.lineArt)
            }
        }
        self.masks = masks
    }

    public var count: Int { masks.count }
}
