/// The hot loops that put paint on the canvas: a brush piece (capsule), a fill, a clear. Each
/// writes only inside its mask, records before-images in the backup first, and returns the
/// rectangle it wrote (empty if none).
///
/// The pixel loops run on raw buffers with no allocation, reference counting or dynamic
/// dispatch; the backup's tiles are touched before the buffers are borrowed.
enum BrushPainter {
    /// Paints one capsule in `colour`, keeping per pixel the largest coverage this stroke has
    /// given it and blending from the stroke's before-image, so overlaps never darken the edge.
    ///
    /// With `provisional`, every coverage it raises is logged in the backup as two words (page
    /// index, coverage index, old coverage: 28 + 28 + 8 bits, pages up to 2^28 pixels; then the
    /// old pixel), so that `revertProvisional` can take the piece back exactly (the stroke's
    /// newest segment, drawn before its end tangent is known), whatever colours the stroke's
    /// earlier pieces had (the rainbow's change along the stroke).
    static func stamp(_ cap: Capsule, colour: UInt32, mask: PaintMask, provisional: Bool = false,
                      canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        let area = cap.pixelBounds.intersection(mask.bounds)
        guard !area.isEmpty else { return .empty }
        backup.touchTiles(in: area, canvas: canvas)
        canvas.willPaint(area)
        var log = backup.takeProvisionalLog()
        defer { backup.putProvisionalLog(log) }
        // No growth in the loop. Doubling: reserving each provisional piece's exact need moved the
        // whole log to fresh pages each time.
        if provisional && log.capacity < log.count + 2 * area.area {
            log.reserveCapacity(max(log.count + 2 * area.area, 2 * log.capacity))
        }
        let outer = cap.outerRadius, inner = cap.innerRadius
        let changed = CoverageWriter.with(canvas: &canvas, backup: &backup, mask: mask) { writer in
            for y in area.y..<area.maxY {
                let cy = Double(y) + 0.5
                let (o0, o1) = cap.columns(rowCentre: cy, within: outer)
                let s0 = max(o0, area.x), s1 = min(o1, area.maxX)
                guard s0 < s1 else { continue }
                // Columns fully covered need no distance.
                let (f0, f1) = inner > 0 ? cap.columns(rowCentre: cy, within: inner) : (0, 0)
                writer.raise(row: y, columns: s0, s1, colour: colour, provisional: provisional, log: &log) { c in
                    c >= f0 && c < f1 ? 255 : cap.coverage(cx: Double(c) + 0.5, cy: cy)
                }
            }
            return writer.changed
        }
        if provisional { backup.provisionalBounds = backup.provisionalBounds.union(changed) }
        return changed
    }

    /// Paints a chain of capsules in one colour (a curve's pieces), giving every pixel exactly
    /// what `stamp` gives it piece by piece: the largest coverage any piece gives it, if above
    /// what the stroke gave it before. Each pixel is visited once, where piece by piece a pixel
    /// under ten overlapping pieces (a curve's pieces are short beside a wide brush) was visited
    /// ten times. Per row: the pieces' fully covered columns joined into spans, which need no
    /// distance; the columns between them take the largest coverage of the pieces reaching them.
    static func stamp(chain caps: [Capsule], colour: UInt32, mask: PaintMask, canvas: inout Canvas,
                      backup: inout TileBackup) -> Rect {
        let bounds = caps.map { $0.pixelBounds.intersection(mask.bounds) }
        let area = bounds.reduce(Rect.empty) { $0.union($1) }
        guard !area.isEmpty else { return .empty }
        for b in bounds where !b.isEmpty {
            backup.touchTiles(in: b, canvas: canvas)
            canvas.willPaint(b)
        }
        // Per row, scratch: the pieces reaching it (outer columns, piece), the full spans, and
        // the columns reached.
        let n = caps.count
        let reach = UnsafeMutablePointer<Int>.allocate(capacity: 3 * n), full = UnsafeMutablePointer<Int>.allocate(capacity: 2 * n)
        let reachedColumns = UnsafeMutablePointer<Int>.allocate(capacity: 2 * n)
        defer { reach.deallocate(); full.deallocate(); reachedColumns.deallocate() }
        // Sorted by start (insertion: a curve's pieces come nearly in order), then joined where
        // they meet or overlap; returns how many are left.
        func sortAndJoin(_ spans: UnsafeMutablePointer<Int>, _ count: Int) -> Int {
            for i in 1..<max(1, count) {
                let a = spans[2 * i], b = spans[2 * i + 1]
                var j = i
                while j > 0 && spans[2 * (j - 1)] > a { spans[2 * j] = spans[2 * (j - 1)]; spans[2 * j + 1] = spans[2 * (j - 1) + 1]; j -= 1 }
                spans[2 * j] = a; spans[2 * j + 1] = b
            }
            var joined = 0
            for f in 0..<count {
                if joined > 0 && spans[2 * f] <= spans[2 * (joined - 1) + 1] {
                    spans[2 * (joined - 1) + 1] = max(spans[2 * (joined - 1) + 1], spans[2 * f + 1])
                } else {
                    spans[2 * joined] = spans[2 * f]; spans[2 * joined + 1] = spans[2 * f + 1]; joined += 1
                }
            }
            return joined
        }

        var noLog: [UInt64] = []
        return CoverageWriter.with(canvas: &canvas, backup: &backup, mask: mask) { writer in
        caps.withUnsafeBufferPointer { caps in
        bounds.withUnsafeBufferPointer { bounds in
            for y in area.y..<area.maxY {
                let cy = Double(y) + 0.5
                var reached = 0, fulls = 0
                for i in 0..<n where y >= bounds[i].y && y < bounds[i].maxY {
                    let (o0, o1) = caps[i].columns(rowCentre: cy, within: caps[i].outerRadius)
                    let a = max(o0, bounds[i].x), b = min(o1, bounds[i].maxX)
                    guard a < b else { continue }
                    reach[3 * reached] = a; reach[3 * reached + 1] = b; reach[3 * reached + 2] = i
                    reachedColumns[2 * reached] = a; reachedColumns[2 * reached + 1] = b
                    reached += 1
                    if caps[i].innerRadius > 0 {
                        let (f0, f1) = caps[i].columns(rowCentre: cy, within: caps[i].innerRadius)
                        guard f0 < f1 else { continue }
                        full[2 * fulls] = f0; full[2 * fulls + 1] = f1; fulls += 1
                    }
                }
                guard reached > 0 else { continue }
                let joined = sortAndJoin(full, fulls)
                // Only the columns the pieces reach: a row may cross the curve twice (a fast
                // drag's loop), and the columns between lie in tiles no piece touched.
                let spans = sortAndJoin(reachedColumns, reached)
                var span = 0  // the first full span not ending at or before the column at hand
                for m in 0..<spans {
                    writer.raise(row: y, columns: reachedColumns[2 * m], reachedColumns[2 * m + 1], colour: colour,
                                 provisional: false, log: &noLog) { c in
                        while span < joined && full[2 * span + 1] <= c { span += 1 }
                        if span < joined && full[2 * span] <= c { return 255 }
                        let cx = Double(c) + 0.5
                        var cv: UInt32 = 0
                        for r in 0..<reached where c >= reach[3 * r] && c < reach[3 * r + 1] {
                            cv = max(cv, caps[reach[3 * r + 2]].coverage(cx: cx, cy: cy))
                        }
                        return cv
                    }
                }
            }
            return writer.changed
        }}}
    }

    /// Takes back every provisional coverage rise, newest first, so each pixel returns to the
    /// coverage and the exact paint it had before; returns the rectangle it changed.
    static func revertProvisional(canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        var log = backup.takeProvisionalLog()
        let changed = backup.provisionalBounds
        backup.provisionalBounds = .empty
        guard !log.isEmpty else { backup.putProvisionalLog(log); return changed }
        canvas.withPixels { px in
        backup.coverage.withUnsafeMutableBufferPointer { cov in
            var k = log.count - 2
            while k >= 0 {
                let entry = log[k]
                cov[Int(entry >> 28 & 0xFFF_FFFF)] = UInt8(truncatingIfNeeded: entry >> 56)
                px.set(Int(entry & 0xFFF_FFFF), UInt32(truncatingIfNeeded: log[k + 1]))
                k -= 2
            }
        }}
        // Emptied here, where this is its only reference: emptied after the backup took it too,
        // it would be shared, and keeping its capacity would mean a fresh buffer every report.
        log.removeAll(keepingCapacity: true)
        backup.putProvisionalLog(log)
        return changed
    }

    /// Paints every pixel of `mask` in `colour`.
    static func fill(_ mask: PaintMask, colour: UInt32, canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        guard mask.pixelCount > 0 else { return .empty }
        for y in mask.top..<(mask.top + mask.rowCount) {
            for k in mask.runRange(row: y) {
                backup.touchTiles(in: Rect(x: mask.runStart(k), y: y, width: mask.runEnd(k) - mask.runStart(k), height: 1), canvas: canvas)
            }
        }
        canvas.willPaint(mask.bounds)
        let width = backup.width, tilesAcross = backup.tilesAcross, shift = TileBackup.shift
        canvas.withPixels { px in
        backup.written.withUnsafeMutableBufferPointer { wr in
        backup.slotOfTile.withUnsafeBufferPointer { slotOfTile in
            for y in mask.top..<(mask.top + mask.rowCount) {
                let row = y * width, tileRow = (y >> shift) * tilesAcross
                for k in mask.runRange(row: y) {
                    var x = mask.runStart(k)
                    let b = mask.runEnd(k)
                    while x < b {
                        let tx = x >> shift
                        let end = min(b, (tx + 1) << shift)
                        let w = 4 * Int(slotOfTile[tileRow + tx])
                        wr[w] = min(wr[w], Int32(x)); wr[w + 1] = min(wr[w + 1], Int32(y))
                        wr[w + 2] = max(wr[w + 2], Int32(end)); wr[w + 3] = max(wr[w + 3], Int32(y + 1))
                        px.fill(row + x, row + end, colour)
                        x = end
                    }
                }
            }
        }}}
        return mask.bounds
    }

    /// Paints everything white again; tiles already blank are left alone (and not backed up).
    static func clear(canvas: inout Canvas, backup: inout TileBackup) -> Rect {
        // Only where paint ever was: the rest of the page is blank, and its memory untouched.
        backup.touchTiles(in: canvas.paintedBounds, canvas: canvas)
        var changed = Rect.empty
        let width = backup.width
        canvas.withPixels { px in
            for slot in 0..<backup.tileOfSlot.count
            where !(backup.blockOfSlot[slot] < 0 && backup.uniformBefore[slot] == PackedPixel.white) {
                let r = backup.tileRect(Int(backup.tileOfSlot[slot]))
                backup.written[4 * slot] = Int32(r.x); backup.written[4 * slot + 1] = Int32(r.y)
                backup.written[4 * slot + 2] = Int32(r.maxX); backup.written[4 * slot + 3] = Int32(r.maxY)
                for y in r.y..<r.maxY {
                    for x in r.x..<r.maxX { px.set(y * width + x, PackedPixel.white) }
                }
                changed = changed.union(r)
            }
        }
        return changed
    }
}
