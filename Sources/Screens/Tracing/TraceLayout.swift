import ColorCore
import Tracing

/// Where an item sits on a terminal of `columns x rows` cells, and how cells and glyph units map
/// onto each other.
///
/// The top row lists the items and the bottom row is the status line; the rows between are the
/// drawing area, each cell two stacked display pixels (about square), so the area is `columns`
/// display pixels wide and `2 * (rows - 2)` high. The item's box (`TraceItem.box`), with room
/// around it for the guide, is fitted into it and centred. The pen threshold is a tenth of the
/// cap height (at least two display pixels, the height of a cell, which is as precisely as a
/// mouse report places the pen), so tracing is as forgiving at 80x24 as at 200x60.
public struct TraceLayout: Equatable, Sendable {
    public static let topRows = 1, bottomRows = 1
    /// Glyph units of room around the item's box (the guide band, the start dot, its number).
    static let margin = 0.22
    /// The threshold as a fraction of the cap height, and its least value in display pixels.
    public static let thresholdFraction = 0.1, leastThresholdPixels = 2.0

    public let columns: Int, rows: Int
    /// The drawing area in display pixels.
    public let width: Int, height: Int
    /// Display pixels per glyph unit, and the display position of glyph point (0, 0) (area
    /// coordinates: x from the left column, y from the top of the area's first row).
    public let scale: Double, originX: Double, originY: Double

    public init(item: TraceItem, columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        width = max(1, self.columns)
        height = max(1, 2 * (self.rows - Self.topRows - Self.bottomRows))
        let box = item.box
        let w = box.maxX - box.minX + 2 * Self.margin, h = box.maxY - box.minY + 2 * Self.margin
        scale = max(1e-3, min(Double(width) / w, Double(height) / h))
        originX = (Double(width) - (box.maxX - box.minX) * scale) / 2 - box.minX * scale
        originY = (Double(height) - (box.maxY - box.minY) * scale) / 2 - box.minY * scale
    }

    /// Too small to trace on (a short notice is shown instead).
    public var isTooSmall: Bool { columns < 20 || rows < 8 }

    /// The pen threshold in display pixels, and in glyph units (for a `TraceBoard`).
    public var thresholdPixels: Double { max(Self.leastThresholdPixels, Self.thresholdFraction * scale) }
    public var threshold: Double { thresholdPixels / scale }

    /// Display pixels per h/j/k/l step: half the threshold, so a keyboard staircase along a
    /// diagonal stays well inside it.
    public var keyboardStep: Int { max(1, Int((thresholdPixels / 2).rounded())) }

    /// Glyph units to area display pixels (continuous: pixel (i, j) covers [i, i+1) x [j, j+1)).
    public func pixel(_ p: StrokePoint) -> StrokePoint {
        StrokePoint(x: originX + p.x * scale, y: originY + p.y * scale)
    }

    /// Area display pixels to glyph units.
    public func glyph(_ p: StrokePoint) -> StrokePoint {
        StrokePoint(x: (p.x - originX) / scale, y: (p.y - originY) / scale)
    }

    /// The glyph point a mouse report on cell (`column`, `row`) stands for: the middle of the
    /// column, half-way down the cell (a report does not say which half).
    public func point(column: Int, row: Int) -> StrokePoint {
        glyph(StrokePoint(x: Double(column) + 0.5, y: Double(2 * (row - Self.topRows) + 1)))
    }

    /// The glyph point of a mouse report, and the grid of such reports in display pixels (the
    /// input filter's): a cell report as `point(column:row:)`, one display pixel wide and two
    /// high; a pixel report (mode 1016) exactly, one screen pixel apart.
    public func pointer(_ m: MouseEvent) -> (point: StrokePoint, grid: InputGrid) {
        guard let px = m.pixel else { return (point(column: m.column, row: m.row), InputGrid(width: 1, height: 2)) }
        let p = glyph(StrokePoint(x: px.x, y: 2 * (px.y - Double(Self.topRows))))
        return (p, InputGrid(width: px.stepX, height: 2 * px.stepY))
    }

    /// The glyph point at the centre of area display pixel (`x`, `y`) (the keyboard cursor).
    public func point(pixelX x: Int, pixelY y: Int) -> StrokePoint {
        glyph(StrokePoint(x: Double(x) + 0.5, y: Double(y) + 0.5))
    }

    /// The area display pixel holding glyph point `p` (maybe outside the area).
    public func displayPixel(_ p: StrokePoint) -> (x: Int, y: Int) {
        let q = pixel(p).limited
        return (Int(q.x.rounded(.down)), Int(q.y.rounded(.down)))
    }

    /// The terminal cell showing glyph point `p` (maybe off screen).
    public func cell(_ p: StrokePoint) -> (column: Int, row: Int) {
        let d = displayPixel(p)
        return (d.x, Self.topRows + Int((Double(d.y) / 2).rounded(.down)))
    }

    /// Whether terminal row `row` is in the drawing area.
    public func isAreaRow(_ row: Int) -> Bool { row >= Self.topRows && row < rows - Self.bottomRows }
}
