import ColorCore
import Screens
import Tracing

/// How a child's hand would trace an item on the tracing screen, computed from the screen's own
/// geometry (`TraceLayout`): the cells a mouse drag passes over, or the keys that walk the
/// keyboard cursor along each stroke. The trace benchmark drags them; the screen and
/// end-to-end tests play them.
public enum TraceGestures {
    /// Per stroke, the cells a drag along it passes over (sampled every half display pixel,
    /// repeats dropped), from its start to its end.
    public static func dragCells(_ item: TraceItem, _ layout: TraceLayout) -> [[(column: Int, row: Int)]] {
        item.strokes.map { cells(along($0, step: 0.5 / layout.scale), layout) }
    }

    /// The cells showing glyph points `points`, in order, repeats dropped.
    public static func cells(_ points: [StrokePoint], _ layout: TraceLayout) -> [(column: Int, row: Int)] {
        var cells: [(column: Int, row: Int)] = []
        for p in points {
            let c = layout.cell(p)
            if cells.last.map({ $0 != c }) ?? true { cells.append(c) }
        }
        return cells
    }

    /// The keys that trace every stroke with the keyboard cursor, starting where the screen puts
    /// it (on the first stroke's start): per stroke, walk to its start with the pen up, Space,
    /// walk along it in steps of the cursor (x and y alternately, a staircase), Space.
    public static func keys(_ item: TraceItem, _ layout: TraceLayout) -> [String] {
        var cursor = layout.displayPixel(item.strokes[0][0])
        return item.strokes.map { stroke in
            var keys = walk(&cursor, to: stroke[0], layout) + " "
            for p in along(stroke, step: Double(layout.keyboardStep) / layout.scale) { keys += walk(&cursor, to: p, layout) }
            return keys + " "
        }
    }

    /// h/j/k/l presses that bring the cursor within half a step of glyph point `p`, alternating
    /// axes so that a diagonal becomes a staircase.
    public static func walk(_ cursor: inout (x: Int, y: Int), to p: StrokePoint, _ layout: TraceLayout) -> String {
        let s = layout.keyboardStep
        let target = layout.pixel(p)
        var keys = ""
        func dx() -> Double { target.x - (Double(cursor.x) + 0.5) }
        func dy() -> Double { target.y - (Double(cursor.y) + 0.5) }
        while abs(dx()) > Double(s) / 2 || abs(dy()) > Double(s) / 2 {
            if abs(dx()) > Double(s) / 2 {
                keys += dx() > 0 ? "l" : "h"
                cursor.x += dx() > 0 ? s : -s
            }
            if abs(dy()) > Double(s) / 2 {
                keys += dy() > 0 ? "j" : "k"
                cursor.y += dy() > 0 ? s : -s
            }
        }
        return keys
    }

    /// Points along a polyline at most `step` apart, vertices included.
    public static func along(_ polyline: [StrokePoint], step: Double) -> [StrokePoint] {
        guard var out = polyline.first.map({ [$0] }) else { return [] }
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let n = max(1, Int((a.distance(to: b) / step).rounded(.up)))
            for k in 1...n { out.append(a + (b - a) * (Double(k) / Double(n))) }
        }
        return out
    }
}
