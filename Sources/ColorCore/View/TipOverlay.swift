/// A stroke's tip (`StrokeTip`) as the view shows it: per display pixel it reaches, the change
/// in linear light the tip's paint would make there, estimated from up to `samples` x `samples`
/// page pixels of the display pixel's box instead of every one (at fit zoom on a large page a
/// display pixel holds over a thousand). Its paint is blended over the paint already there, as
/// the brush blends, and composited over the page as the canvas does (`PaintOverPage`), so the
/// tip looks like the stroke it becomes; once final, the stroke itself replaces it.
struct TipOverlay: Sendable {
    /// Samples per display pixel along each axis: a tip's soft edge lands within 1/samples of a
    /// display pixel of where painting it would put it, below what a cell colour can show.
    static let samples = 5

    /// Display pixels (window coordinates) the tip changes, and their change, row by row.
    private(set) var rect = Rect.empty
    private var delta: [SIMD4<Float>] = []

    init() {}

    /// The tip over `canvas` seen through `geometry`; `paintOnly` while the line art is hidden
    /// (the view then shows the paint alone).
    init(_ tip: StrokeTip, geometry g: ViewGeometry, canvas: Canvas, paintOnly: Bool) {
        rect = g.displayRect(covering: tip.bounds)
        guard !rect.isEmpty else { return }
        delta = [SIMD4<Float>](repeating: .zero, count: rect.area)
        let lin = LinearLight.fromByte16, width = canvas.width
        func light(_ p: UInt32) -> SIMD4<Float> {
            SIMD4(Float(lin[Int(p & 0xff)]), Float(lin[Int(p >> 8 & 0xff)]), Float(lin[Int(p >> 16 & 0xff)]), 0)
        }
        var near: [Int] = [], inRow: [Int] = []
        // The widest display pixel's half width, for a reach that serves the whole row.
        let widest = (rect.x..<rect.maxX).reduce(0) { max($0, g.pageColumns($1).count) }
        for dy in rect.y..<rect.maxY {
            let rows = g.pageRows(dy)
            let ny = min(rows.count, Self.samples)
            let rowHalf = Double(rows.count) / 2, widestHalf = Double(widest) / 2
            tip.pieces(reachingRow: Double(rows.lowerBound) + rowHalf,
                       reach: (widestHalf * widestHalf + rowHalf * rowHalf).squareRoot(), into: &inRow)
            guard !inRow.isEmpty else { continue }
            for dx in rect.x..<rect.maxX {
                let columns = g.pageColumns(dx)
                let nx = min(columns.count, Self.samples)
                // Only the pieces that reach the display pixel's box; most of the tip's
                // rectangle is reached by none.
                let hw = Double(columns.count) / 2, hh = Double(rows.count) / 2
                tip.pieces(near: Double(columns.lowerBound) + hw, Double(rows.lowerBound) + hh,
                           reach: (hw * hw + hh * hh).squareRoot(), among: inRow, into: &near)
                guard !near.isEmpty else { continue }
                // Each sample stands for its share of the box (at least its own pixel).
                let half = max(0.5, min(Double(columns.count) / Double(nx), Double(rows.count) / Double(ny)) / 2)
                var sum = SIMD4<Float>.zero
                for j in 0..<ny {
                    let y = rows.lowerBound + (2 * j + 1) * rows.count / (2 * ny)
                    for i in 0..<nx {
                        let x = columns.lowerBound + (2 * i + 1) * columns.count / (2 * nx)
                        let (coverage, colour) = tip.paint(x: x, y: y, half: half, near: near)
                        guard coverage > 0 else { continue }
                        let index = y * width + x
                        let paint = canvas.paint(at: index)
                        let painted = PackedPixel.blend(paint, colour, coverage: coverage)
                        if paintOnly {
                            sum += light(painted) - light(paint)
                        } else {
                            let page = canvas.page(at: index)
                            sum += light(PaintOverPage.composite(page: page, paint: painted)) - light(canvas.picture[index])
                        }
                    }
                }
                delta[(dy - rect.y) * rect.width + dx - rect.x] = sum * (1 / (65535 * Float(nx * ny)))
            }
        }
    }

    /// Adds the tip's change to the display pixels of `image` it reaches.
    func apply(to image: inout DisplayImage) {
        let r = rect.intersection(image.rect)
        guard !r.isEmpty else { return }
        for dy in r.y..<r.maxY {
            for dx in r.x..<r.maxX {
                let i = image.index(dx, dy)
                var v = image.light[i] + delta[(dy - rect.y) * rect.width + dx - rect.x]
                v = v.clamped(lowerBound: .zero, upperBound: SIMD4(1, 1, 1, v[3]))
                image.light[i] = v
                image.flags[i] &= ~DisplayImage.plainPaper
            }
        }
    }
}
