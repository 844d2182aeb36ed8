/// The pixel loop both brush stamps share (`BrushPainter.stamp`): over a paint mask's runs in
/// some columns of a row, tile by tile, it records in the backup what the stroke wrote, and
/// raises each pixel's coverage to what the brush gives it there (never lowers it), blending the
/// colour from the stroke's before-image so overlaps never darken the edge. It holds one stamp's
/// borrowed buffers (`with`), so the loop runs on raw pointers.
struct CoverageWriter {
    let px: CanvasPixels
    let coverage: UnsafeMutablePointer<UInt8>
    let written: UnsafeMutablePointer<Int32>
    let blocks: UnsafePointer<UInt32>
    let slotOfTile: UnsafePointer<Int32>
    let blockOfSlot: UnsafePointer<Int32>
    let uniformBefore: UnsafePointer<UInt32>
    let mask: PaintMask
    /// The mask's runs.
    let runs: UnsafePointer<Int32>
    let width: Int, tilesAcross: Int
    /// The bounds of the pixels written so far (`changed`).
    private var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min

    /// The rectangle written so far, empty if none.
    var changed: Rect { minX == Int.max ? .empty : Rect(minX: minX, minY: minY, maxX: maxX - 1, maxY: maxY) }

    /// Runs `body` with a writer on the canvas, the backup (the stamp's tiles touched already) and `mask`.
    static func with<R>(canvas: inout Canvas, backup: inout TileBackup, mask: PaintMask,
                        _ body: (inout CoverageWriter) -> R) -> R {
        let width = backup.width, tilesAcross = backup.tilesAcross
        return canvas.withPixels { px in
        backup.coverage.withUnsafeMutableBufferPointer { coverage in
        backup.written.withUnsafeMutableBufferPointer { written in
        backup.blocks.withUnsafeBufferPointer { blocks in
        backup.slotOfTile.withUnsafeBufferPointer { slotOfTile in
        backup.blockOfSlot.withUnsafeBufferPointer { blockOfSlot in
        backup.uniformBefore.withUnsafeBufferPointer { uniformBefore in
        mask.runs.withUnsafeBufferPointer { runs in
            var writer = CoverageWriter(px: px, coverage: coverage.baseAddress!, written: written.baseAddress!,
                                        blocks: blocks.baseAddress!, slotOfTile: slotOfTile.baseAddress!,
                                        blockOfSlot: blockOfSlot.baseAddress!, uniformBefore: uniformBefore.baseAddress!,
                                        mask: mask, runs: runs.baseAddress!, width: width, tilesAcross: tilesAcross)
            return body(&writer)
        }}}}}}}}
    }

    /// Columns `s0 ..< s1` of row `y`, where the mask has them: each pixel not
    /// fully covered yet takes `brush(column)` if that is more than it has. With `provisional`,
    /// every rise is appended to `log` first (`BrushPainter.stamp`: page index, coverage index,
    /// old coverage; then the old pixel).
    @inline(__always)
    mutating func raise(row y: Int, columns s0: Int, _ s1: Int, colour: UInt32,
                        provisional: Bool, log: inout [UInt64], brush: (Int) -> UInt32) {
        let shift = TileBackup.shift, side = TileBackup.side, tileArea = TileBackup.area
        let rowRuns = mask.runRange(row: y)
        var k = mask.firstRun(in: rowRuns, endingAfter: s0)
        let row = y * width, tileRow = (y >> shift) * tilesAcross, inTileRow = (y & (side - 1)) * side
        while k < rowRuns.upperBound && Int(runs[2 * k]) < s1 {
            let a = max(Int(runs[2 * k]), s0), b = min(Int(runs[2 * k + 1]), s1)
            k += 1
            guard a < b else { continue }
            minX = min(minX, a); maxX = max(maxX, b); minY = min(minY, y); maxY = max(maxY, y)
            var x = a
            while x < b {
                let tx = x >> shift
                let end = min(b, (tx + 1) << shift)
                let slot = Int(slotOfTile[tileRow + tx])
                let w = 4 * slot
                written[w] = min(written[w], Int32(x)); written[w + 1] = min(written[w + 1], Int32(y))
                written[w + 2] = max(written[w + 2], Int32(end)); written[w + 3] = max(written[w + 3], Int32(y + 1))
                // Index of page column c in this tile's row: base + c.
                let base = slot * tileArea + inTileRow - (tx << shift)
                let block = Int(blockOfSlot[slot])
                let uniform = uniformBefore[slot]
                let blockBase = block * tileArea + inTileRow - (tx << shift)
                var c = x
                while c < end {
                    // Overlapping pieces: most of the work ends here, eight pixels at a time.
                    if c + 8 <= end && UnsafeRawPointer(coverage + base + c).loadUnaligned(as: UInt64.self) == .max {
                        c += 8
                        continue
                    }
                    let was = UInt32(coverage[base + c])
                    if was != 255 {
                        let cv = brush(c)
                        if cv > was {
                            if provisional {
                                log.append(UInt64(row + c) | UInt64(base + c) << 28 | UInt64(was) << 56)
                                log.append(UInt64(px.paint(row + c)))
                            }
                            coverage[base + c] = UInt8(truncatingIfNeeded: cv)
                            if cv == 255 {
                                px.set(row + c, colour)
                            } else {
                                let before = block < 0 ? uniform : blocks[blockBase + c]
                                px.set(row + c, PackedPixel.blend(before, colour, coverage: cv))
                            }
                        }
                    }
                    c += 1
                }
                x = end
            }
        }
    }
}
