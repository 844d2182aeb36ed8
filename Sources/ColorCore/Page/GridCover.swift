/// Rectangles that overlap or lie side by side, as disjoint rectangles of a grid's squares
/// covering them all: each square of side `side` (a power of two; squares aligned to multiples
/// of it) that meets a
/// rectangle, in runs along each grid row, with runs of the same columns in consecutive rows
/// joined. The union of many small rectangles (the brush pieces of a stroke bending back on
/// itself) stays about as large as they are, where one rectangle around them, or merging those
/// that overlap until none do, can grow to many times their area.
public struct GridCover: Sendable {
    /// The squares meeting the rectangles, clipped to the bounds given; none when all are empty.
    public let rects: [Rect]

    public init(covering rects: [Rect], side: Int, within bounds: Rect) {
        precondition(side > 0 && side & (side - 1) == 0, "a power of two")
        let shift = side.trailingZeroBitCount
        let clipped = rects.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        func cell(_ v: Int) -> Int { v >> shift }
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min
        for r in clipped {
            x0 = min(x0, cell(r.x)); y0 = min(y0, cell(r.y))
            x1 = max(x1, cell(r.maxX - 1)); y1 = max(y1, cell(r.maxY - 1))
        }
        guard !clipped.isEmpty else {
            self.rects = []
            return
        }
        let w = x1 - x0 + 1, h = y1 - y0 + 1
        var marked = [Bool](repeating: false, count: w * h)
        for r in clipped {
            for gy in cell(r.y)...cell(r.maxY - 1) {
                for gx in cell(r.x)...cell(r.maxX - 1) { marked[(gy - y0) * w + gx - x0] = true }
            }
        }
        // Runs of marked squares per grid row; a run with the same columns as one in the row
        // above extends it.
        var out: [Rect] = [], open: [(x: Int, end: Int, index: Int)] = []
        for gy in 0..<h {
            var now: [(x: Int, end: Int, index: Int)] = []
            var gx = 0
            while gx < w {
                guard marked[gy * w + gx] else { gx += 1; continue }
                let start = gx
                while gx < w && marked[gy * w + gx] { gx += 1 }
                if let above = open.first(where: { $0.x == start && $0.end == gx }) {
                    out[above.index].height += side
                    now.append(above)
                } else {
                    out.append(Rect(x: (x0 + start) * side, y: (y0 + gy) * side, width: (gx - start) * side, height: side))
                    now.append((start, gx, out.count - 1))
                }
            }
            open = now
        }
        self.rects = out.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
    }
}
