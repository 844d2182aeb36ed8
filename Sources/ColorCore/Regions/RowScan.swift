/// Word-at-a-time scans along one row of darkness bytes.
///
/// The line threshold is 128, the top bit of a byte, so "is this a line pixel" is `byte & 0x80`
/// and eight pixels are tested at once with one 64-bit load. Region labelling and flood fill spend
/// most of their time finding where runs of paintable pixels start and end; this makes that cheap.
@usableFromInline
enum RowScan {
    @usableFromInline static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// First index in `from ..< end` holding a line pixel, or `end`.
    @inlinable
    static func nextLine(_ row: UnsafePointer<UInt8>, from: Int, end: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(row)
        while i + 8 <= end {
            let bits = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & highBits
            if bits != 0 { return i + (bits.trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < end && row[i] < 128 { i += 1 }
        return i
    }

    /// First index in `from ..< end` holding a paintable pixel, or `end`.
    @inlinable
    static func nextPaintable(_ row: UnsafePointer<UInt8>, from: Int, end: Int) -> Int {
        var i = from
        let raw = UnsafeRawPointer(row)
        while i + 8 <= end {
            let bits = ~raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & highBits
            if bits != 0 { return i + (bits.trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < end && row[i] >= 128 { i += 1 }
        return i
    }

    /// Start of the paintable run holding index `x` (which must be paintable): one past the last
    /// line pixel before it, or 0.
    @inlinable
    static func runStart(_ row: UnsafePointer<UInt8>, containing x: Int) -> Int {
        var i = x  // invariant: row[i ..< x+1] paintable
        let raw = UnsafeRawPointer(row)
        while i >= 8 {
            let bits = raw.loadUnaligned(fromByteOffset: i - 8, as: UInt64.self) & highBits
            if bits != 0 { return i - (bits.leadingZeroBitCount >> 3) }
            i -= 8
        }
        while i > 0 && row[i - 1] < 128 { i -= 1 }
        return i
    }
}
