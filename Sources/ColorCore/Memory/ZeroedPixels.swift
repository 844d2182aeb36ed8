#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A page-sized array of `UInt32` that starts as zeros and costs no memory until written: it is
/// mapped from the kernel, which hands out a real page of memory only when one is first written
/// (reading an unwritten one reads zeros and costs nothing). A paint layer of a page painted here
/// and there thus holds only the rows it was painted in, not 64 MiB at 4096x4096.
///
/// A value: copies share the memory until one of them is written (then the writer copies all of
/// it, as an `Array` would).
struct ZeroedPixels: @unchecked Sendable {
    let count: Int
    private var storage: Storage

    init(count: Int) {
        self.count = count
        storage = Storage(count: count)
    }

    @inline(__always) subscript(i: Int) -> UInt32 { storage.base[i] }

    /// The pixels, to read; valid only inside `body`.
    @inline(__always)
    func withPointer<R>(_ body: (UnsafePointer<UInt32>) throws -> R) rethrows -> R {
        try withExtendedLifetime(storage) { try body(storage.base) }
    }

    /// Takes the memory of `range` now, in one call, rather than one page fault per 4 KiB as it
    /// is first written (a fault costs a microsecond or two; a brush stroke crossing fresh rows
    /// takes one per row). Where the system cannot (before Linux 5.14), the faults stay.
    mutating func populate(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        withMutablePointer { base in
            #if os(Linux)
            let page = 4096
            let start = Int(bitPattern: base + range.lowerBound) & ~(page - 1)
            let end = Int(bitPattern: base + range.upperBound)
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, 23)  // MADV_POPULATE_WRITE
            #endif
        }
    }

    /// The pixels, to write (copied first if another value shares them); valid only inside `body`.
    @inline(__always)
    mutating func withMutablePointer<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return try withExtendedLifetime(storage) { try body(storage.base) }
    }

    private final class Storage {
        let base: UnsafeMutablePointer<UInt32>
        let count: Int
        private let bytes: Int

        init(count: Int) {
            self.count = count
            bytes = max(1, count) * MemoryLayout<UInt32>.stride
            #if os(Linux) || canImport(Darwin)
            let p = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
            guard let p, p != MAP_FAILED else { fatalError("out of memory: \(bytes) bytes for a page layer") }
            base = p.bindMemory(to: UInt32.self, capacity: max(1, count))
            #else
            base = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, count))
            base.initialize(repeating: 0, count: max(1, count))
            #endif
        }

        /// A copy that writes only the 4 KiB blocks holding something: the copy of a barely
        /// painted layer stays as cheap as the layer.
        func copy() -> Storage {
            let other = Storage(count: count)
            let block = 1024
            var start = 0
            while start < count {
                let n = min(block, count - start)
                var any: UInt32 = 0
                for i in start..<(start + n) { any |= base[i] }
                if any != 0 { (other.base + start).update(from: base + start, count: n) }
                start += n
            }
            return other
        }

        deinit {
            #if os(Linux) || canImport(Darwin)
            munmap(UnsafeMutableRawPointer(base), bytes)
            #else
            base.deallocate()
            #endif
        }
    }
}
