import ColorCore

/// Colouring by number: the page's guide (`NumberedPage`), which of its regions are done, and
/// what the screen shows of it. A region is done when at least `doneShare` of its pixels are
/// painted its number's colour: a fill does it at once, a brush once the region is nearly
/// covered, and a stroke that strays a little over the line's edge leaves it done. A region
/// painted another colour is allowed (numbers guide, they do not forbid) and stays to do.
/// The guide is played with its colours as paint can carry them (`NumberedPage.paintable`): a
/// region numbered white is done once painted, not while it is still bare paper.
struct NumberGuide: Sendable {
    static let doneShare = 0.9

    let guide: NumberedPage
    /// Per guide entry, its region on this page (nil: the label names no region here).
    private let masks: [RegionMask?]
    private(set) var done: [Bool]
    /// The entries that count: their label names a region.
    let total: Int

    init(guide: NumberedPage, finder: any RegionFinder, canvas: Canvas) {
        self.guide = guide.paintable
        var seen = Set<[Int]>()
        masks = guide.regions.map { r in
            guard let m = finder.region(atX: r.x, y: r.y) else { return nil }
            // A second label in one region names nothing (the first one numbers it); regions
            // never overlap, so two with the same box and size are the same one.
            let key = [m.bounds.x, m.bounds.y, m.bounds.width, m.bounds.height, m.pixelCount]
            return seen.insert(key).inserted ? m : nil
        }
        total = masks.compactMap { $0 }.count
        done = [Bool](repeating: false, count: guide.regions.count)
        update(canvas: canvas, dirty: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
    }

    var doneCount: Int { done.lazy.filter { $0 }.count }
    var isFinished: Bool { total > 0 && doneCount == total }
    var progressText: String { "\(doneCount) of \(total) by number" }

    /// Regions of `number` (1-based) still to do.
    func left(number: Int) -> Int {
        guide.regions.indices.lazy.filter { masks[$0] != nil && !done[$0] && guide.regions[$0].number == number }.count
    }

    /// Entries still to do (false for those that name no region).
    var todo: [Bool] { guide.regions.indices.map { masks[$0] != nil && !done[$0] } }

    /// Rechecks the regions `dirty` (page pixels) touches.
    mutating func update(canvas: Canvas, dirty: Rect) {
        for (k, mask) in masks.enumerated() {
            guard let mask, !mask.bounds.intersection(dirty).isEmpty else { continue }
            let want = guide.colour(of: guide.regions[k]).packed & 0x00FF_FFFF
            var right = 0
            mask.forEachRun { x0, x1, y in
                for x in x0..<x1 where canvas.paint(at: y * canvas.width + x) & 0x00FF_FFFF == want { right += 1 }
            }
            done[k] = Double(right) >= Self.doneShare * Double(mask.pixelCount)
        }
    }

    /// The entry of `number` still to do whose label lies nearest page point (`x`, `y`).
    func nearestToDo(number: Int, fromX x: Double, y: Double) -> Int? {
        guide.regions.indices.filter { masks[$0] != nil && !done[$0] && guide.regions[$0].number == number }
            .min { a, b in
                let ra = guide.regions[a], rb = guide.regions[b]
                let da = (Double(ra.x) - x) * (Double(ra.x) - x) + (Double(ra.y) - y) * (Double(ra.y) - y)
                let db = (Double(rb.x) - x) * (Double(rb.x) - x) + (Double(rb.y) - y) * (Double(rb.y) - y)
                return (da, a) < (db, b)
            }
    }

    /// The numbers on the view: the chosen colour's (`selected`, 1-based) on the highlight, the
    /// others dark grey on the page.
    func draw(into frame: inout CellFrame, geometry: ViewGeometry, selected: Int?) {
        let placed = NumberLabels(guide: guide, todo: todo, geometry: geometry)
        for label in placed.labels {
            let chosen = guide.regions[label.entry].number == selected
            for (i, glyph) in label.text.unicodeScalars.enumerated() {
                let column = label.column + i
                let under = frame[column, label.row].bg
                frame[column, label.row] = Cell(glyph: glyph, fg: CellColour(chosen ? Chrome.black : Self.numberGrey),
                                                bg: chosen ? CellColour(Self.chosenBackground) : under)
            }
        }
    }

    /// xterm colours: a mid grey that reads on light paper and on most photo colours; a yellow
    /// that stands out from every page for the chosen colour's numbers.
    static let numberGrey: UInt8 = 240, chosenBackground: UInt8 = 226

    /// On the palette bar, at each shown swatch's gap, how many of its regions are left: a digit,
    /// `+` for ten or more, `✓` for none.
    func drawCounts(on bar: PaletteBar, into frame: inout CellFrame, row: Int) {
        let first = bar.firstShown
        for i in first..<min(bar.swatches.count, first + bar.visibleCount) where i < guide.palette.count {
            let left = left(number: i + 1)
            let glyph: Unicode.Scalar = left == 0 ? "✓" : left < 10 ? Unicode.Scalar(UInt8(ascii: "0") + UInt8(left)) : "+"
            let column = 1 + (i - first) * PaletteBar.swatchWidth + 3
            guard column < frame.columns else { break }
            frame[column, row] = Cell(glyph: glyph, fg: CellColour(Chrome.text), bg: CellColour(Chrome.barBackground))
        }
    }
}
