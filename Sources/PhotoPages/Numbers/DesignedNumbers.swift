import ColorCore

/// A drawn page numbered by its designer: a palette chosen for the picture and, per region, a
/// point inside it and its number. The label goes where a photo's numbers go, at the region's
/// pole of inaccessibility, so the designer need only name a point somewhere inside.
extension PageNumbering {
    public struct Seed: Sendable {
        public var x: Int, y: Int
        /// 1-based index into the palette.
        public var number: Int
        public init(x: Int, y: Int, number: Int) { self.x = x; self.y = y; self.number = number }
    }

    /// The guide for `page` with `palette`, one entry per seed's region, and the first seed that
    /// names none (on a line, or in a region an earlier seed named); nil when every seed names its own.
    public static func designed(_ page: Page, palette: [RGB], seeds: [Seed]) -> (guide: NumberedPage, problem: String?) {
        let art = LineArt(page: page)
        let index = RegionIndex(lineArt: art)
        let distance = LineDistance(lineArt: art)
        var seen = Set<Int>(), regions: [NumberedRegion] = [], problem: String?
        for seed in seeds {
            guard let id = index.regionID(atX: seed.x, y: seed.y), seen.insert(id).inserted else {
                problem = problem ?? "seed \(seed.x),\(seed.y) lies on a line or in a region already numbered"
                continue
            }
            let label = poleOfInaccessibility(index.regions[id], distance)
            regions.append(NumberedRegion(x: label.x, y: label.y, number: seed.number, room: label.room))
        }
        return (NumberedPage(palette: palette, regions: regions).paintable, problem)
    }
}
