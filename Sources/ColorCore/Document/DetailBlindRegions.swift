/// The regions a detail-blind stroke or fill is confined to (`StrokeEvent.detail`): the page's
/// regions once lines up to `thin` pixels thick count as inside (`ThinLines`), with their own
/// paint masks (a region here may start with the same run as another of the page's own, so the
/// two never share a cache). Built when first asked for, about as long as the page's own regions
/// took.
struct DetailBlindRegions: Sendable {
    let thin: Int
    let finder: RegionIndex
    var masks = PaintMaskCache()

    init(of art: LineArt, thin: Int) {
        self.thin = thin
        finder = RegionIndex(lineArt: ThinLines.removed(from: art, thin: thin))
    }

    /// The paint mask of the region under page pixel (`x`, `y`); nil on a line that stays.
    mutating func paintMask(atX x: Int, y: Int) -> PaintMask? {
        guard let region = finder.region(atX: x, y: y) else { return nil }
        return masks.paintMask(for: region, lineArt: finder.lineArt)
    }
}
