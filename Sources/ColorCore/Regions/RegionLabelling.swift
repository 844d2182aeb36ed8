/// Optimized-mode preload, step one: every region of a page in one pass of connected-component
/// labelling over runs (not one flood fill per region).
///
/// Row by row, the maximal runs of paintable pixels are found and labelled (`RunLabelling`); the
/// runs are then gathered per region into run-length masks, so no per-pixel label image is ever kept.
public enum RegionLabelling {
    /// All regions of `lineArt`, ordered by their first pixel in raster order (id = index).
    public static func regions(of lineArt: LineArt) -> [RegionMask] {
        masks(of: RunLabelling(lineArt: lineArt))
    }

    /// The run-length mask of every labelled region, ordered by id.
    static func masks(of runs: RunLabelling) -> [RegionMask] {
        let h = runs.height, runCount = runs.runX0.count, regionCount = runs.regionCount
        if runCount == 0 { return [] }
        let rowFirst = runs.rowFirst, label = runs.label, runX0 = runs.runX0, runX1 = runs.runX1
        // Gather runs per region (counting sort by label keeps raster order inside each region).
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
