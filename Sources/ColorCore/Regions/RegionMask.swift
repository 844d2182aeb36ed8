/// The pixels of one region, run-length encoded and cropped to its bounding rectangle.
///
/// Invariants: row `bounds.y + r` holds the runs `runRange(row:)`; each run is `start ..< end` in
/// page columns, runs within a row are sorted, disjoint and never touch (a canonical form, so two
/// masks of the same pixels compare equal whatever produced them). Every row of `bounds` has at
/// least one run, and the runs reach every edge of `bounds`.
public struct RegionMask: Sendable, Equatable {
    public let bounds: Rect
    public let pixelCount: Int
    /// `rowStart[r] ..< rowStart[r + 1]` indexes the runs of row `bounds.y + r`; count `bounds.height + 1`.
    public let rowStart: [Int32]
    /// Run `i` is `runBounds[2 i] ..< runBounds[2 i + 1]`.
    public let runBounds: [Int32]

    /// Builds a mask from canonical runs (see the type's invariants); `bounds` is derived.
    public init(top: Int, rowStart: [Int32], runBounds: [Int32]) {
        precondition(rowStart.count >= 2 && runBounds.count % 2 == 0)
        var minX = Int.max, maxX = Int.min, count = 0
        var i = 0
        while i < runBounds.count {
            let s = Int(runBounds[i]), e = Int(runBounds[i + 1])
            minX = min(minX, s); maxX = max(maxX, e); count += e - s
            i += 2
        }
        self.bounds = Rect(x: minX, y: top, width: maxX - minX, height: rowStart.count - 1)
        self.pixelCount = count
        self.rowStart = rowStart
        self.runBounds = runBounds
    }

    /// The mask of the given pixels (any order, duplicates allowed). For tests and small shapes.
    public init(pixels: [(x: Int, y: Int)]) {
        precondition(!pixels.isEmpty)
        let sorted = pixels.sorted { ($0.y, $0.x) < ($1.y, $1.x) }
        let top = sorted[0].y
        let rows = sorted[sorted.count - 1].y - top + 1
        var rowStart = [Int32](repeating: 0, count: rows + 1)
        var runs: [Int32] = []
        var k = 0
        for r in 0..<rows {
            rowStart[r] = Int32(runs.count / 2)
            while k < sorted.count && sorted[k].y == top + r {
                let x = sorted[k].x
                if runs.count >= 2 && Int(rowStart[r]) * 2 < runs.count && Int(runs[runs.count - 1]) >= x {
                    runs[runs.count - 1] = Int32(max(Int(runs[runs.count - 1]), x + 1))
                } else {
                    runs.append(Int32(x)); runs.append(Int32(x + 1))
                }
                k += 1
            }
        }
        rowStart[rows] = Int32(runs.count / 2)
        self.init(top: top, rowStart: rowStart, runBounds: runs)
    }

    /// Indices of the runs of page row `y` (empty outside the bounds).
    @inlinable public func runRange(row y: Int) -> Range<Int> {
        let r = y - bounds.y
        guard r >= 0 && r < bounds.height else { return 0..<0 }
        return Int(rowStart[r])..<Int(rowStart[r + 1])
    }

    @inlinable public func runStart(_ i: Int) -> Int { Int(runBounds[2 * i]) }
    @inlinable public func runEnd(_ i: Int) -> Int { Int(runBounds[2 * i + 1]) }

    /// Exact membership: binary search of the row's runs.
    @inlinable public func contains(_ x: Int, _ y: Int) -> Bool {
        guard bounds.contains(x, y) else { return false }
        var lo = Int(rowStart[y - bounds.y]), hi = Int(rowStart[y - bounds.y + 1])
        while lo < hi {
            let mid = (lo + hi) >> 1
            if Int(runBounds[2 * mid + 1]) <= x { lo = mid + 1 } else { hi = mid }
        }
        return lo < Int(rowStart[y - bounds.y + 1]) && Int(runBounds[2 * lo]) <= x
    }

    /// Calls `body(x0, x1, y)` for each run, top to bottom, left to right.
    @inlinable public func forEachRun(_ body: (Int, Int, Int) -> Void) {
        for r in 0..<bounds.height {
            for i in Int(rowStart[r])..<Int(rowStart[r + 1]) {
                body(Int(runBounds[2 * i]), Int(runBounds[2 * i + 1]), bounds.y + r)
            }
        }
    }
}

/// Which of the original app's two ways finds the region under a point.
public enum RegionMode: String, Sendable, CaseIterable, Codable {
    /// Preload every region once (connected-component labelling + spatial hash), hit-test later.
    case optimized
    /// Flood-fill the region under the point whenever asked.
    case naive
}

/// "The region under this point", whichever mode answers.
public protocol RegionFinder: Sendable {
    var lineArt: LineArt { get }
    /// The region holding page pixel (x, y); nil on a line pixel or outside the page.
    func region(atX x: Int, y: Int) -> RegionMask?
}
