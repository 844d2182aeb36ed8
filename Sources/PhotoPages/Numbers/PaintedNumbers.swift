import ColorCore

/// A drawn page numbered by its designer: a palette chosen for the picture and, per page pixel,
/// the number of the colour meant there, painted beside the lines as they were drawn. A region
/// takes the number most of its pixels carry, so the designer colours shapes, not regions (a
/// clipped stroke that cuts a shape in two leaves both halves its colour). The label goes
/// where a photo's numbers go, at the region's pole of inaccessibility.
extension PageNumbering {
    /// The guide for `page` from `paint` (one number per page pixel, 1-based into `palette`, 0
    /// where nothing is meant). Every region that counts (`RegionProgress.counts`: no speck, no
    /// sliver too small to colour, no margin outside the frame) gets a number; no other does.
    /// `problems` names each counted region most of whose pixels carry no number, and each
    /// palette colour no region takes.
    public static func painted(_ page: Page, palette: [RGB], paint: [UInt8]) -> (guide: NumberedPage, problems: [String]) {
        precondition(paint.count == page.width * page.height && (1...255).contains(palette.count))
        let art = LineArt(page: page)
        let index = RegionIndex(lineArt: art)
        let distance = LineDistance(lineArt: art)
        var regions: [NumberedRegion] = [], problems: [String] = []
        var used = Set<Int>()
        for region in index.regions where RegionProgress.counts(region, width: page.width, height: page.height) {
            var tally = [Int](repeating: 0, count: 256)
            region.forEachRun { x0, x1, y in
                for x in x0..<x1 { tally[Int(paint[y * page.width + x])] += 1 }
            }
            let label = poleOfInaccessibility(region, distance)
            // The lowest of equal counts wins: the same paint always gives the same number.
            var number = 0
            for n in 1...palette.count where tally[n] > tally[number] || number == 0 { number = n }
            guard number > 0, 2 * tally[number] > region.pixelCount else {
                problems.append("the region at \(label.x),\(label.y) (\(region.pixelCount) px) has no colour meant for most of it")
                continue
            }
            used.insert(number)
            regions.append(NumberedRegion(x: label.x, y: label.y, number: number, room: label.room))
        }
        for number in 1...palette.count where !used.contains(number) {
            problems.append("colour \(number) (\(palette[number - 1].hex)) is meant for no region")
        }
        return (NumberedPage(palette: palette, regions: regions).paintable, problems)
    }
}
