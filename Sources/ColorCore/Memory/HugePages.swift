#if canImport(Glibc)
import Glibc
#endif

/// Page-sized layers (the page, its darkness, the view's first level) asked to live on 2 MiB
/// pages: filling 64 MiB then takes one page fault per 2 MiB instead of one per 4 KiB (a quarter
/// of the time, measured), and reading a column of pixels across rows (a region's outline, a
/// brush stroke) stops missing the TLB on every row. Only where the kernel offers them on
/// request (`madvise` mode); a no-op elsewhere.
enum HugePages {
    static let size = 2 << 20

    /// Advises the whole 2 MiB pages inside `count` bytes at `base`. Call it before the memory is
    /// first written: pages already faulted in stay small.
    static func advise(_ base: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        guard count >= 2 * size else { return }
        let start = (Int(bitPattern: base) + size - 1) & ~(size - 1)
        let end = (Int(bitPattern: base) + count) & ~(size - 1)
        guard end > start, let p = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(p, end - start, MADV_HUGEPAGE)
        #endif
    }
}
