/// A page's colour-by-number guide: the palette and, per numbered region, a pixel inside it and
/// its number. The pixel is both the region's seed (the region is found again from the page's
/// line art by the region rule, so the guide needs no copy of the regions) and its label point,
/// the pixel deepest inside the region, where the number has the most room.
public struct NumberedPage: Sendable, Equatable {
    /// The format version written into a page (`doc/numbered-pages.md`).
    public static let version = 1
    /// How many colours a guide may have: fewer than two is no choice, more than forty no longer
    /// fits the palette bar of an 80-column terminal with its counts.
    public static let colourCounts = 2...40

    public var palette: [RGB]
    public var regions: [NumberedRegion]

    public init(palette: [RGB], regions: [NumberedRegion]) {
        self.palette = palette
        self.regions = regions
    }

    /// The palette colour of `region`.
    public func colour(of region: NumberedRegion) -> RGB { palette[region.number - 1] }

    /// Why the guide cannot be used with a page of `width` x `height`, or nil when it can: every
    /// number names a palette colour and every label lies on the page.
    public func problem(width: Int, height: Int) -> String? {
        if palette.isEmpty { return "the palette is empty" }
        for r in regions {
            if !(1...palette.count).contains(r.number) { return "region at \(r.x),\(r.y) has number \(r.number), the palette has \(palette.count)" }
            if r.x < 0 || r.y < 0 || r.x >= width || r.y >= height { return "region label \(r.x),\(r.y) lies outside the \(width)x\(height) page" }
        }
        return nil
    }
}

/// One numbered region of a `NumberedPage`.
public struct NumberedRegion: Sendable, Equatable {
    /// The label point, a pixel of the region (page pixels).
    public var x: Int, y: Int
    /// 1-based index into the palette.
    public var number: Int
    /// How far the label point lies from the nearest pixel outside the region (page pixels): a
    /// number drawn within this distance of it stays inside.
    public var room: Double

    public init(x: Int, y: Int, number: Int, room: Double) {
        self.x = x; self.y = y; self.number = number; self.room = room
    }
}
