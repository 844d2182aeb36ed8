import Dispatch
import Foundation

/// Splits the rows of a picture into bands, one task per band on every core, for per-pixel work
/// whose bands write disjoint memory. Small jobs run on the calling thread.
public enum ParallelRows {
    /// The cores this process may use.
    public static let cores = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// Calls `body(rows)` for bands covering `0 ..< count` (in any order, concurrently).
    public static func forEachBand(count: Int, minimumRows: Int = 64, _ body: @Sendable (Range<Int>) -> Void) {
        let bands = min(cores * 2, max(1, count / max(1, minimumRows)))
        if bands <= 1 {
            if count > 0 { body(0..<count) }
            return
        }
        let per = (count + bands - 1) / bands
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            let lo = band * per, hi = min(count, lo + per)
            if lo < hi { body(lo..<hi) }
        }
    }
}
