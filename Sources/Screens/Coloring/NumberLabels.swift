import ColorCore

/// Where a numbered page's numbers go on the screen at the current view: each at its label
/// point's cell, centred, where the whole number fits inside its region (so never on a line
/// cell); a dot where it does not fit yet; never two on one cell. Regions with more room are
/// placed first, so a crowded spot keeps the number of its biggest region.
struct NumberLabels: Equatable, Sendable {
    struct Label: Equatable, Sendable {
        /// The guide entry (`NumberedPage.regions`).
        let entry: Int
        let column: Int, row: Int
        /// The number, or "·" where it does not fit.
        let text: String
        var fits: Bool { text != NumberLabels.dot }
    }

    static let dot = "·"

    let labels: [Label]

    /// `todo`: the entries still to colour (the others show nothing).
    init(guide: NumberedPage, todo: [Bool], geometry g: ViewGeometry) {
        let cellWidth = Double(g.cellPixels.x) * g.scaleX, cellHeight = Double(g.cellPixels.y) * g.scaleY
        let order = guide.regions.indices.filter { todo[$0] }
            .sorted { (-guide.regions[$0].room, $0) < (-guide.regions[$1].room, $1) }
        var taken = Set<Int>()
        var placed: [Label] = []
        for k in order {
            let r = guide.regions[k]
            guard let (column, row) = Self.cell(ofPageX: Double(r.x) + 0.5, y: Double(r.y) + 0.5, in: g) else { continue }
            let digits = String(r.number)
            let first = column - (digits.count - 1) / 2
            // The farthest any page point of the number's cells lies from the label point: the
            // label point may lie anywhere in its cell, so a whole cell more each way.
            let across = Double(max(column - first, first + digits.count - 1 - column) + 1) * cellWidth
            let reach = (across * across + cellHeight * cellHeight).squareRoot()
            let cells = (first..<(first + digits.count)).map { row * g.columns + $0 }
            // Within `room - 1` of the label point every pixel is the region's (room is measured
            // between pixel centres).
            if reach <= r.room - 1, first >= 0, first + digits.count <= g.columns, cells.allSatisfy({ !taken.contains($0) }) {
                taken.formUnion(cells)
                placed.append(Label(entry: k, column: first, row: row, text: digits))
            } else if !taken.contains(row * g.columns + column) {
                taken.insert(row * g.columns + column)
                placed.append(Label(entry: k, column: column, row: row, text: Self.dot))
            }
        }
        labels = placed
    }

    /// The screen cell showing page point (`x`, `y`); nil when it is not in the view.
    static func cell(ofPageX x: Double, y: Double, in g: ViewGeometry) -> (column: Int, row: Int)? {
        guard x >= 0, y >= 0, x < Double(g.pageWidth), y < Double(g.pageHeight) else { return nil }
        let dx = g.x.displayIndex(x), dy = g.y.displayIndex(y)
        guard dx >= 0, dy >= 0, dx < g.displayWidth, dy < g.displayHeight else { return nil }
        let column = (dx + g.originX) / g.cellPixels.x, row = (dy + g.originY) / g.cellPixels.y
        guard column < g.columns, row < g.viewRows else { return nil }
        return (column, row)
    }
}
