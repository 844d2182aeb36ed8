import ColorCore
import Foundation
import Tracing

extension TraceScreen {
    /// The whole screen: the row of items, the worksheet, the status line, and the help over it.
    public func frame() -> CellFrame {
        let l = layout
        if l.isTooSmall { return Notice.frame("make the terminal larger", columns: l.columns, rows: l.rows) }
        var f = CellFrame(columns: l.columns, rows: l.rows, fill: Cell(glyph: " ", fg: Chrome.text, bg: Chrome.barBackground))
        let raster = worksheet()
        raster.draw(into: &f, top: TraceLayout.topRows)
        drawMarks(into: &f, raster)
        drawItemRow(into: &f)
        drawStatus(into: &f)
        if helpVisible { TraceKeys.help.draw(into: &f, areaRows: l.rows - 1) }
        return f
    }

    // MARK: Pixels

    /// Ink is a third of the threshold wide on each side (at least a display pixel across).
    var inkRadius: Double { max(0.7, 0.3 * layout.thresholdPixels) }

    /// The drawing area's pixels.
    func worksheet() -> TraceRaster {
        let l = layout, b = board, item = b.item
        let t = b.threshold * l.scale  // the board's threshold at this size
        let colours = self.colours
        var r = TraceRaster(width: l.width, height: l.height, colour: colours.paper)
        if item.kind != .shape {
            // School writing lines: the cap line and baseline solid, the x-height dashed (and the
            // descender line for g j p q y).
            let box = item.box
            for (y, dash) in [(0.0, 0), (0.5, 2), (1.0, 0)] + (box.maxY > 1 ? [(1.5, 2)] : []) {
                r.horizontal(y: Int(l.pixel(StrokePoint(x: 0, y: y)).y.rounded(.down)), from: 0, to: l.width,
                             colour: colours.writingLine, dash: dash)
            }
        }
        let strokes = item.strokes.map { $0.map(l.pixel) }
        // The guide: every point within the threshold of the path, so drawing inside it is right.
        for s in strokes { r.polyline(s, radius: t, colour: b.isComplete ? colours.guideDone : colours.guide) }
        if !b.isComplete { r.polyline(strokes[b.nextStroke], radius: 0.5, colour: colours.path) }
        if !b.isComplete && drawsMarksInPixels {
            // Arrowheads along the stroke to draw, under the ink.
            for (p, u) in arrowMarks(strokes[b.nextStroke]) {
                // A shaft and a head, as in →, about two thresholds long.
                let n = StrokePoint(x: -u.y, y: u.x), tip = p + u * t, base = p + u * (0.2 * t)
                r.capsule(p - u * t, base, radius: max(0.7, 0.15 * t), colour: colours.arrow)
                r.polygon([tip, base + n * (0.55 * t), base - n * (0.55 * t)], colour: colours.arrow)
            }
        }
        // Ink: finished strokes, then the one being drawn.
        let done = b.isComplete
        for stroke in b.visible {
            let colour = done ? colours.inkDone : stroke.counted.isEmpty ? colours.inkMissed : colours.ink
            drawInk(stroke.pieces, colour: colour, into: &r)
        }
        if let pen = b.pen {
            drawInk(pen.ink.pieces, colour: colours.ink, into: &r)
            r.polyline(pen.provisional.map(l.pixel), radius: inkRadius, colour: colours.ink)
        }
        if !b.isComplete {
            let centre = strokes[b.nextStroke][0], radius = max(1.5, 0.8 * t)
            r.disc(centre, radius: radius, colour: colours.startDot)
            if drawsMarksInPixels { drawNumber(b.nextStroke + 1, centre: centre, radius: radius, into: &r) }
        }
        if let since = hintSince, b.showsHint { drawHint(strokes[b.nextStroke], since: since, into: &r) }
        if b.isComplete { drawStars(b.stars, into: &r) }
        if cursorShown { drawCursor(into: &r) }
        return r
    }

    private func drawInk(_ pieces: [InkPiece], colour: UInt8, into r: inout TraceRaster) {
        for p in pieces {
            r.capsule(layout.pixel(p.a), layout.pixel(p.b), radius: inkRadius, colour: p.off ? colours.offPath : colour)
        }
    }

    /// The expected stroke drawn by a dot in the hint colour (orange in 256 colours), over `hintDraw` seconds, then a pause.
    private func drawHint(_ stroke: [StrokePoint], since: Double, into r: inout TraceRaster) {
        let elapsed = (now - since).truncatingRemainder(dividingBy: Self.hintDraw + Self.hintPause)
        let upTo = Self.along(stroke, fraction: min(1, max(0, elapsed / Self.hintDraw)))
        r.polyline(upTo, radius: inkRadius, colour: colours.hint)
        if let head = upTo.last { r.disc(head, radius: max(1.5, 0.7 * layout.thresholdPixels), colour: colours.hint) }
    }

    /// The part of a polyline from its start to `fraction` of its length.
    static func along(_ polyline: [StrokePoint], fraction: Double) -> [StrokePoint] {
        guard polyline.count > 1 else { return polyline }
        let total = zip(polyline, polyline.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        var left = total * fraction
        var out = [polyline[0]]
        for (a, b) in zip(polyline, polyline.dropFirst()) {
            let d = a.distance(to: b)
            if d >= left {
                out.append(d > 0 ? a + (b - a) * (left / d) : b)
                return out
            }
            left -= d
            out.append(b)
        }
        return out
    }

    /// Three stars beside the item (earned ones gold), or along the bottom when there is no room.
    private func drawStars(_ earned: Int, into r: inout TraceRaster) {
        let l = layout, box = board.item.box
        let right = l.pixel(StrokePoint(x: box.maxX + TraceLayout.margin, y: 0)).x
        let room = Double(l.width) - right
        var size = min(room * 0.7, Double(l.height) / 3.6)
        let centres: [StrokePoint]
        if size >= 6 {
            let cx = right + room / 2, cy = Double(l.height) / 2
            centres = (-1...1).map { StrokePoint(x: cx, y: cy + Double($0) * size * 1.15) }
        } else {
            size = min(Double(l.height) / 5, Double(l.width) / 8)
            let cy = Double(l.height) - size * 0.6
            centres = (-1...1).map { StrokePoint(x: Double(l.width) / 2 + Double($0) * size * 1.2, y: cy) }
        }
        for (k, c) in centres.enumerated() {
            r.polygon(Self.star(centre: c, radius: size / 2), colour: k < earned ? colours.star : colours.starEmpty)
        }
    }

    /// A five-pointed star's ten corners, point up.
    static func star(centre c: StrokePoint, radius: Double) -> [StrokePoint] {
        (0..<10).map { k in
            let a = (-90 + 36 * Double(k)) * .pi / 180, rr = k % 2 == 0 ? radius : radius * 0.42
            return StrokePoint(x: c.x + rr * cos(a), y: c.y + rr * sin(a))
        }
    }

    /// A small cross at the cursor, filled while the keyboard pen is down.
    private func drawCursor(into r: inout TraceRaster) {
        let (x, y) = cursor
        for (dx, dy) in [(0, 0), (-1, 0), (1, 0), (0, -1), (0, 1)] { r[x + dx, y + dy] = colours.cursor }
        if pen == .keyboard { for (dx, dy) in [(-1, -1), (1, -1), (-1, 1), (1, 1)] { r[x + dx, y + dy] = colours.cursor } }
    }

    /// Big enough for arrowheads and the stroke number drawn in pixels (else they are glyphs).
    var drawsMarksInPixels: Bool { board.threshold * layout.scale >= 5 }

    /// Where arrows go along a stroke (display pixels), each with its unit direction: a little
    /// after the start, after each corner (where the way turns), and every eight thresholds on
    /// long runs; none near the start dot, the end, or another arrow (where a star's lines
    /// cross).
    func arrowMarks(_ stroke: [StrokePoint]) -> [(point: StrokePoint, direction: StrokePoint)] {
        let t = board.threshold * layout.scale
        var lengths = [0.0]
        for (a, b) in zip(stroke, stroke.dropFirst()) { lengths.append(lengths[lengths.count - 1] + a.distance(to: b)) }
        let total = lengths[lengths.count - 1]
        // In order of importance: the start, each turn, then the long runs (not just before a turn).
        let corners = stroke.indices.filter { Waypoints.isCorner(stroke, at: $0) }.map { lengths[$0] }
        var wanted = [2.5 * t] + corners.map { $0 + 2 * t }
        var s = 2.5 * t
        while s < total {
            s += 8 * t
            if corners.allSatisfy({ abs($0 - s) >= 3 * t }) { wanted.append(s) }
        }
        var out: [(point: StrokePoint, direction: StrokePoint)] = []
        for s in wanted where s > 0 && s < total - 1.5 * t {
            let part = Self.along(stroke, fraction: s / total)
            guard part.count >= 2 else { continue }
            let p = part[part.count - 1], d = p - part[part.count - 2], l = (d.x * d.x + d.y * d.y).squareRoot()
            guard l > 0, p.distance(to: stroke[0]) >= 2 * t, out.allSatisfy({ $0.point.distance(to: p) >= 3 * t }) else { continue }
            out.append((p, d * (1 / l)))
        }
        return out
    }

    /// Stroke number `n` in white on the start dot, drawn with our own digit paths.
    private func drawNumber(_ n: Int, centre: StrokePoint, radius: Double, into r: inout TraceRaster) {
        guard let digit = TraceItem(String(min(n, 9))) else { return }
        let size = radius * 1.1, box = digit.box
        let origin = centre - StrokePoint(x: (box.maxX + box.minX) / 2 * size, y: 0.5 * size)
        for s in digit.strokes {
            r.polyline(s.map { origin + $0 * size }, radius: max(0.6, radius * 0.13), colour: colours.numberText)
        }
    }

    // MARK: Cells

    /// On small screens: the next stroke's number on its start dot and arrows along it, as
    /// glyphs in cells where the centre line runs clear of ink.
    private func drawMarks(into f: inout CellFrame, _ r: TraceRaster) {
        let b = board, l = layout
        guard !b.isComplete && !drawsMarksInPixels else { return }
        let startCell = l.cell(b.item.strokes[b.nextStroke][0])
        for (p, u) in arrowMarks(b.item.strokes[b.nextStroke].map(l.pixel)) {
            let column = Int(p.x.rounded(.down)), row = TraceLayout.topRows + Int((p.y / 2).rounded(.down))
            guard column >= 0 && column < f.columns && l.isAreaRow(row) && (column, row) != startCell else { continue }
            let upper = r[column, 2 * (row - TraceLayout.topRows)], lower = r[column, 2 * (row - TraceLayout.topRows) + 1]
            let clear = [colours.guide, colours.path]
            if clear.contains(upper) && clear.contains(lower) {
                f[column, row] = Cell(glyph: Self.arrow(dx: u.x, dy: u.y), fg: colours.arrow, bg: colours.guide)
            }
        }
        if startCell.column >= 0 && startCell.column < f.columns && l.isAreaRow(startCell.row) {
            let digit = Unicode.Scalar(UInt8(ascii: "1") + UInt8(min(b.nextStroke, 8)))
            f[startCell.column, startCell.row] = Cell(glyph: digit, fg: colours.numberText, bg: colours.startDot)
        }
    }

    /// The arrow glyph nearest the direction (dx, dy) (y down).
    static func arrow(dx: Double, dy: Double) -> Unicode.Scalar {
        let arrows: [Unicode.Scalar] = ["\u{2192}", "\u{2198}", "\u{2193}", "\u{2199}", "\u{2190}", "\u{2196}", "\u{2191}", "\u{2197}"]
        let k = Int((atan2(dy, dx) / (.pi / 4)).rounded())
        return arrows[((k % 8) + 8) % 8]
    }

    /// The items in a row, the current one highlighted, finished ones green.
    private func drawItemRow(into f: inout CellFrame) {
        f.clearRow(0, fg: Chrome.text, bg: Chrome.barBackground)
        let counter = " \(game.index + 1) of \(game.items.count) "
        let labels = game.items.map { " \($0.text) " }
        let completed = game.completed
        let room = f.columns - counter.count - 7
        // A window of items around the current one that fits.
        var first = game.index, last = game.index, width = labels[game.index].count
        while true {
            var grew = false
            if last + 1 < labels.count && width + labels[last + 1].count <= room { last += 1; width += labels[last].count; grew = true }
            if first > 0 && width + labels[first - 1].count <= room { first -= 1; width += labels[first].count; grew = true }
            if !grew { break }
        }
        var c = f.write(" trace ", column: 0, row: 0, fg: Chrome.highlight, bg: Chrome.barBackground)
        for i in first...last {
            let (fg, bg): (UInt8, UInt8) = i == game.index
                ? (Chrome.black, Chrome.highlight)
                : (i < completed.count && completed[i] ? colours.doneLabel : i < completed.count ? colours.skippedLabel : Chrome.text,
                   Chrome.barBackground)
            c = f.write(labels[i], column: c, row: 0, fg: fg, bg: bg)
        }
        if f.columns - counter.count >= c { f.write(counter, column: f.columns - counter.count, row: 0, fg: Chrome.text, bg: Chrome.barBackground) }
    }

    /// The message on the left, the keys on the right when there is room.
    private func drawStatus(into f: inout CellFrame) {
        let row = f.rows - 1
        f.clearRow(row, fg: Chrome.text, bg: Chrome.barBackground)
        let keys = ["mouse or h j k l + Space · u undo · n next · q quit · ? help", "u undo · q quit · ? help", "? help"]
        let text = " " + message
        let fitting = keys.first { text.count + $0.count + 3 <= f.columns } ?? ""
        f.write(text, column: 0, row: row, fg: messageIsWarning ? Chrome.warning : Chrome.highlight, bg: Chrome.barBackground)
        if !fitting.isEmpty { f.write(fitting + " ", column: f.columns - fitting.count - 1, row: row, fg: 245, bg: Chrome.barBackground) }
    }
}
