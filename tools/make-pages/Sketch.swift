import ColorCore

/// Line art being drawn: ink coverage 0...1 per pixel, painted back to front. A shape hides
/// what lies behind it by clearing the ink inside before its own outline is stroked.
struct Sketch {
    let width: Int
    let height: Int
    private(set) var ink: [Float]
    /// The colours by number meant under the lines (`PaintLayer`); they leave the ink as it is.
    private(set) var paint: PaintLayer

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        ink = [Float](repeating: 0, count: width * height)
        paint = PaintLayer(width: width, height: height)
    }

    /// Strokes a polyline with round joins and caps. Anti-aliasing: a pixel's coverage falls
    /// from 1 to 0 over the one pixel across the stroke's edge (distance-to-segment coverage).
    /// With `clip`, ink lands only on pixels the mask holds.
    mutating func stroke(_ points: [Point], closed: Bool = false, width lineWidth: Double = 4.5, clip: Mask? = nil) {
        guard points.count > 1 else { return }
        let half = lineWidth / 2
        let count = closed ? points.count : points.count - 1
        for i in 0..<count {
            let a = points[i], b = points[(i + 1) % points.count]
            let x0 = max(0, Int((min(a.x, b.x) - half - 1).rounded(.down)))
            let x1 = min(width - 1, Int((max(a.x, b.x) + half + 1).rounded(.up)))
            let y0 = max(0, Int((min(a.y, b.y) - half - 1).rounded(.down)))
            let y1 = min(height - 1, Int((max(a.y, b.y) + half + 1).rounded(.up)))
            guard x0 <= x1, y0 <= y1 else { continue }
            for y in y0...y1 {
                for x in x0...x1 {
                    let i = y * width + x
                    if let clip, !clip.bits[i] { continue }
                    let d = Point(Double(x) + 0.5, Double(y) + 0.5).distance(toSegment: a, b)
                    let coverage = Float(max(0, min(1, half + 0.5 - d)))
                    if coverage > ink[i] { ink[i] = coverage }
                }
            }
        }
    }

    /// Clears the ink inside a closed polygon (what the shape hides).
    mutating func clear(_ polygon: [Point]) {
        let mask = Mask(polygon: polygon, width: width, height: height)
        for y in mask.rows { for x in mask.columns where mask.bits[y * width + x] { ink[y * width + x] = 0 } }
    }

    /// A closed shape in front of what was drawn so far: white inside, outlined; with `paint`,
    /// meant to be coloured so inside.
    mutating func shape(_ polygon: [Point], width lineWidth: Double = 4.5, paint colour: (any PagePalette)? = nil) {
        clear(polygon)
        if let colour { fill(polygon, colour) }
        stroke(polygon, closed: true, width: lineWidth)
    }

    /// Means `colour` inside a closed polygon (within `clip`), with no line drawn: a stripe
    /// that clipped strokes cut off, or the sky between shapes.
    mutating func fill(_ polygon: [Point], _ colour: any PagePalette, clip: Mask? = nil) {
        paint.fill(polygon, number: colour.rawValue, clip: clip)
    }

    /// The outline of a union of discs (a cloud, a tree crown), white inside: every circle is
    /// stroked, then the inside of every circle is cleared again, which wipes the arcs that
    /// lie within the union and keeps its rim.
    mutating func blob(_ discs: [(centre: Point, radius: Double)], width lineWidth: Double = 4.5, paint colour: (any PagePalette)? = nil) {
        for disc in discs { clear(Shapes.circle(disc.centre, disc.radius)) }
        if let colour { for disc in discs { fill(Shapes.circle(disc.centre, disc.radius), colour) } }
        for disc in discs { stroke(Shapes.circle(disc.centre, disc.radius), closed: true, width: lineWidth) }
        for disc in discs { clear(Shapes.circle(disc.centre, disc.radius - lineWidth / 2 - 1)) }
    }

    /// Where lines nearly meet, anti-aliasing can leave specks of paper a few pixels big:
    /// they are inked over, as no one could colour them.
    mutating func inkSlivers() {
        let census = RegionCensus(width: width, height: height,
                                  paintable: ink.map { 255 - Sketch.grey($0) < LineArt.lineThreshold })
        for i in ink.indices where census.labels[i] >= 0 && census.sizes[Int(census.labels[i])] < RegionCensus.sliverSize {
            ink[i] = 1
        }
    }

    static func grey(_ ink: Float) -> UInt8 { UInt8((255 * (1 - ink)).rounded()) }

    /// The page with the colours it is to be played with by number.
    func drawing<Palette: PagePalette>(_ palette: Palette.Type) -> Drawing {
        Drawing(page: page(), palette: palette.colours, paint: paint)
    }

    /// Black ink on white paper, opaque, slivers inked over.
    func page() -> Page {
        var sketch = self
        sketch.inkSlivers()
        let ink = sketch.ink
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for i in ink.indices {
            let grey = Sketch.grey(ink[i])
            rgba[4 * i] = grey
            rgba[4 * i + 1] = grey
            rgba[4 * i + 2] = grey
        }
        return Page(width: width, height: height, rgba: rgba)
    }
}

/// The pixels whose centres lie inside a polygon (even-odd rule), by scanline.
struct Mask {
    let bits: [Bool]
    /// The rectangle outside which no bit is set.
    let rows: Range<Int>
    let columns: Range<Int>

    init(polygon: [Point], width: Int, height: Int) {
        var bits = [Bool](repeating: false, count: width * height)
        var crossings: [Double] = []
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        rows = Mask.span(ys, limit: height)
        columns = Mask.span(xs, limit: width)
        for y in rows {
            let cy = Double(y) + 0.5
            crossings.removeAll(keepingCapacity: true)
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                // Half-open in y, so a vertex on the scanline is counted once.
                if (a.y <= cy) != (b.y <= cy) {
                    crossings.append(a.x + (cy - a.y) / (b.y - a.y) * (b.x - a.x))
                }
            }
            guard !crossings.isEmpty else { continue }
            crossings.sort()
            for pair in stride(from: 0, to: crossings.count - 1, by: 2) {
                let from = max(0, Int((crossings[pair] - 0.5).rounded(.up)))
                let to = min(width - 1, Int((crossings[pair + 1] - 0.5).rounded(.down)))
                if from <= to { for x in from...to { bits[y * width + x] = true } }
            }
        }
        self.bits = bits
    }


    /// The pixel indices a coordinate range can touch, inside 0..<limit (maybe empty).
    static func span(_ values: [Double], limit: Int) -> Range<Int> {
        let low = max(0, min(limit, Int(values.min()!.rounded(.down))))
        let high = max(low, min(limit, Int(values.max()!.rounded(.up)) + 1))
        return low..<high
    }
}
