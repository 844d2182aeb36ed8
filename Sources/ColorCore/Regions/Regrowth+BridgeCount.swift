/// Counting the bridges the search left.
extension Regrowth {
    /// How many separate bridges (8-connected groups of bridge pixels) there are. `pixels` are
    /// page indices in raster order: they are cut into runs along rows, and each run is joined
    /// (union-find) to the runs of the row above that it touches, diagonally included.
    static func componentCount(_ pixels: [Int32], width: Int) -> Int {
        var runRow: [Int] = [], runA: [Int] = [], runB: [Int] = []
        for p in pixels {
            let y = Int(p) / width, x = Int(p) % width
            if let last = runB.last, runRow.last == y, last + 1 == x { runB[runB.count - 1] = x; continue }
            runRow.append(y); runA.append(x); runB.append(x)
        }
        var parent = Array(runA.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i { parent[i] = parent[parent[i]]; i = parent[i] }
            return i
        }
        var count = runA.count
        var rowStart = 0, previousStart = 0, previousEnd = 0
        while rowStart < runA.count {
            var rowEnd = rowStart
            while rowEnd < runA.count && runRow[rowEnd] == runRow[rowStart] { rowEnd += 1 }
            if rowStart > 0 && runRow[rowStart - 1] + 1 == runRow[rowStart] {
                var j = previousStart
                for i in rowStart..<rowEnd {
                    while j < previousEnd && runB[j] + 1 < runA[i] { j += 1 }
                    var k = j
                    while k < previousEnd && runA[k] <= runB[i] + 1 {
                        let a = root(i), b = root(k)
                        if a != b { parent[a] = b; count -= 1 }
                        k += 1
                    }
                }
            }
            previousStart = rowStart; previousEnd = rowEnd
            rowStart = rowEnd
        }
        return count
    }
}
