import ColorCore
import Tracing

/// The tracing screen's drawing area as display pixels (one column wide, half a cell high, so
/// about square) in xterm colours, with the shapes the screen draws; shown as half-block cells.
struct TraceRaster {
    let width: Int, height: Int
    private(set) var pixels: [UInt8]

    init(width: Int, height: Int, colour: UInt8) {
        self.width = max(0, width); self.height = max(0, height)
        pixels = [UInt8](repeating: colour, count: self.width * self.height)
    }

    subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * width + x] }
        set { if x >= 0 && y >= 0 && x < width && y < height { pixels[y * width + x] = newValue } }
    }

    /// Every pixel whose centre lies within `radius` of the segment a-b (display pixels): the
    /// colouring brush's capsule.
    mutating func capsule(_ a: StrokePoint, _ b: StrokePoint, radius: Double, colour: UInt8) {
        let cap = Capsule(from: a, to: b, radius: radius)
        let bounds = cap.pixelBounds.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !bounds.isEmpty else { return }
        for y in bounds.y..<bounds.maxY {
            let (lo, hi) = cap.columns(rowCentre: Double(y) + 0.5, within: radius)
            let x0 = max(lo, bounds.x), x1 = min(hi, bounds.maxX)
            guard x0 < x1 else { continue }
            for x in x0..<x1 { pixels[y * width + x] = colour }
        }
    }

    mutating func disc(_ c: StrokePoint, radius: Double, colour: UInt8) { capsule(c, c, radius: radius, colour: colour) }

    /// A polyline of capsules.
    mutating func polyline(_ points: [StrokePoint], radius: Double, colour: UInt8) {
        guard let first = points.first else { return }
        if points.count == 1 { disc(first, radius: radius, colour: colour) }
        for (a, b) in zip(points, points.dropFirst()) { capsule(a, b, radius: radius, colour: colour) }
    }

    /// Pixels whose centre is inside the closed polygon (even-odd rule).
    mutating func polygon(_ corners: [StrokePoint], colour: UInt8) {
        guard corners.count >= 3 else { return }
        let y0 = max(0, Int(corners.map(\.y).min()!.rounded(.down))), y1 = min(height, Int(corners.map(\.y).max()!.rounded(.up)))
        guard y0 < y1 else { return }
        for y in y0..<y1 {
            let cy = Double(y) + 0.5
            var crossings: [Double] = []
            for (i, a) in corners.enumerated() {
                let b = corners[(i + 1) % corners.count]
                if (a.y <= cy) != (b.y <= cy) { crossings.append(a.x + (cy - a.y) / (b.y - a.y) * (b.x - a.x)) }
            }
            crossings.sort()
            for k in stride(from: 0, to: crossings.count - 1, by: 2) {
                let x0 = max(0, Int((crossings[k] - 0.5).rounded(.up))), x1 = min(width, Int((crossings[k + 1] - 0.5).rounded(.up)))
                if x0 < x1 { for x in x0..<x1 { pixels[y * width + x] = colour } }
            }
        }
    }

    /// Row `y` from column `x0` to `x1` (exclusive); `dash` > 0 leaves gaps of that length.
    mutating func horizontal(y: Int, from x0: Int, to x1: Int, colour: UInt8, dash: Int = 0) {
        guard y >= 0 && y < height else { return }
        for x in max(0, x0)..<max(max(0, x0), min(width, x1)) where dash == 0 || (x / dash) % 2 == 0 {
            pixels[y * width + x] = colour
        }
    }

    /// Writes the pixels as half-block cells into `frame` from terminal row `top`.
    func draw(into frame: inout CellFrame, top: Int) {
        for r in 0..<(height / 2) where top + r < frame.rows {
            for c in 0..<min(width, frame.columns) {
                frame[c, top + r] = Cell.halfBlock(upper: pixels[2 * r * width + c], lower: pixels[(2 * r + 1) * width + c])
            }
        }
    }
}
