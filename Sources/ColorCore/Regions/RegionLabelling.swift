/// Optimized-mode preload, step one: every region of a page in one pass of connected-component
/// labelling over runs (not one flood fill per region).
///
/// Row by row, the maximal runs of paintable pixels are found with word-at-a-time scans; a run
/// joins every run of the row above whose columns overlap it (that is 4-connectivity); a
/// union-find whose root is always the earliest run gives each component the raster-order
/// position of its first pixel, which is the region's id. The runs are then gathered per region
/// into run-length masks, so no per-pixel label image is ever kept.
public enum RegionLabelling {
    /// All regions of `lineArt`, ordered by their first pixel in raster order (id = index).
    public static func regions(of lineArt: LineArt) -> [RegionMask] {
        let w = lineArt.width, h = lineArt.height
        // 1. Runs, row by row.
        var runX0: [Int32] = [], runX1: [Int32] = []
        runX0.reserveCapacity(h * 4); runX1.reserveCapacity(h * 4)
        var rowFirst = [Int32](repeating: 0, count: h + 1)
        lineArt.darkness.withUnsafeBufferPointer { buf in
            let base = buf.baseAddress!
            for y in 0..<h {
                rowFirst[y] = Int32(runX0.count)
                let row = base + y * w
                var x = RowScan.nextPaintable(row, from: 0, end: w)
                while x < w {
                    let e = RowScan.nextLine(row, from: x, end: w)
                    runX0.append(Int32(x)); runX1.append(Int32(e))
                    x = RowScan.nextPaintable(row, from: e, end: w)
                }
            }
            rowFirst[h] = Int32(runX0.count)
        }
        let runCount = runX0.count
        if runCount == 0 { return [] }

        // 2. Union-find over runs; parent[i] <= i always, so a root is its component's first run.
        var parent = [Int32](unsafeUninitializedCapacity: runCount) { p, n in
            for i in 0..<runCount { p[i] = Int32(i) }
            n = runCount
        }
        var label = [Int32](repeating: 0, count: runCount)
        var regionCount = 0
        parent.withUnsafeMutableBufferPointer { parent in
            runX0.withUnsafeBufferPointer { x0 in
                runX1.withUnsafeBufferPointer { x1 in
                    @inline(__always) func find(_ i: Int32) -> Int32 {
                        var r = i
                        while parent[Int(r)] != r { r = parent[Int(r)] }
                        var c = i
                        while parent[Int(c)] != r { let n = parent[Int(c)]; parent[Int(c)] = r; c = n }
                        return r
                    }
                    for y in 1..<max(h, 1) {
                        var a = Int(rowFirst[y - 1])
                        let aEnd = Int(rowFirst[y])
                        var b = Int(rowFirst[y])
                        let bEnd = Int(rowFirst[y + 1])
                        while a < aEnd && b < bEnd {
                            if x1[a] > x0[b] && x1[b] > x0[a] {  // columns overlap: 4-connected
                                let ra = find(Int32(a)), rb = find(Int32(b))
                                if ra < rb { parent[Int(rb)] = ra } else if rb < ra { parent[Int(ra)] = rb }
                            }
                            // Advance whichever run ends first; both when they end together.
                            if x1[a] < x1[b] { a += 1 } else if x1[b] < x1[a] { b += 1 } else { a += 1; b += 1 }
                        }
                    }
                }
            }
            // 3. Labels in order of first run: a root gets the next id, others copy their root's.
            label.withUnsafeMutableBufferPointer { label in
                for i in 0..<runCount {
                    var r = Int(parent[i])
                    while Int(parent[r]) != r { r = Int(parent[r]) }
                    if r == i { label[i] = Int32(regionCount); regionCount += 1 } else { label[i] = label[r] }
                }
            }
        }

        // 4. Gather runs per region (counting sort by label keeps raster order inside each region).
        var runsPerRegion = [Int32](repeating: 0, count: regionCount + 1)
        var rowsTop = [Int32](repeating: Int32.max, count: regionCount)
        var rowsBottom = [Int32](repeating: -1, count: regionCount)
        for y in 0..<h {
            for i in Int(rowFirst[y])..<Int(rowFirst[y + 1]) {
                let l = Int(label[i])
                runsPerRegion[l + 1] += 1
                if rowsTop[l] == Int32.max { rowsTop[l] = Int32(y) }
                rowsBottom[l] = Int32(y)
            }
        }
        for l in 0..<regionCount { runsPerRegion[l + 1] += runsPerRegion[l] }
        var order = [Int32](repeating: 0, count: runCount)  // run indices grouped by region
        var runRow = [Int32](repeating: 0, count: runCount)
        var next = runsPerRegion
        for y in 0..<h {
            for i in Int(rowFirst[y])..<Int(rowFirst[y + 1]) {
                let l = Int(label[i])
                order[Int(next[l])] = Int32(i); runRow[i] = Int32(y)
                next[l] += 1
            }
        }
        var masks: [RegionMask] = []
        masks.reserveCapacity(regionCount)
        for l in 0..<regionCount {
            let lo = Int(runsPerRegion[l]), hi = Int(runsPerRegion[l + 1])
            let top = Int(rowsTop[l]), rows = Int(rowsBottom[l]) - top + 1
            var rowStart = [Int32](repeating: 0, count: rows + 1)
            var bounds = [Int32](repeating: 0, count: 2 * (hi - lo))
            for k in lo..<hi {
                let i = Int(order[k])
                rowStart[Int(runRow[i]) - top + 1] += 1
                bounds[2 * (k - lo)] = runX0[i]; bounds[2 * (k - lo) + 1] = runX1[i]
            }
            for r in 0..<rows { rowStart[r + 1] += rowStart[r] }
            masks.append(RegionMask(top: top, rowStart: rowStart, runBounds: bounds))
        }
        return masks
    }
}
