/// The bytes of a sixel sequence as they are written: straight into memory the encoder owns,
/// with room made a band at a time (`reserve`), so writing a byte is a store and a count, with
/// no capacity check or copy-on-write test per byte.
struct SixelByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// Room for at least `bytes` more.
    mutating func reserve(_ bytes: Int) {
        guard count + bytes > capacity else { return }
        let grown = max(capacity * 2, count + bytes)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }

    @inline(__always) mutating func append(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    mutating func append(_ bytes: [UInt8]) {
        reserve(bytes.count)
        bytes.withUnsafeBufferPointer { (base + count).update(from: $0.baseAddress!, count: $0.count) }
        count += bytes.count
    }

    /// `n` (not negative) in decimal, with no string made on the way.
    @inline(__always) mutating func append(number n: Int) {
        if n < 10 { append(48 + UInt8(n)); return }
        if n < 100 { append(48 + UInt8(n / 10)); append(48 + UInt8(n % 10)); return }
        if n < 1000 { append(48 + UInt8(n / 100)); append(48 + UInt8(n / 10 % 10)); append(48 + UInt8(n % 10)); return }
        var divisor = 1000
        while divisor * 10 <= n { divisor *= 10 }
        var rest = n
        while divisor > 0 { append(48 + UInt8(rest / divisor)); rest %= divisor; divisor /= 10 }
    }

    /// `count` sixels of value `bits` (six pixels, top one in bit 0): `!count` and the character
    /// when that is shorter.
    @inline(__always) mutating func append(sixel bits: UInt8, count: Int) {
        let c = 63 + bits
        if count > 3 {
            append(UInt8(ascii: "!"))
            append(number: count)
            append(c)
        } else {
            for _ in 0..<count { append(c) }
        }
    }

    /// The bytes written.
    var bytes: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
            if count > 0 { out.baseAddress!.update(from: base, count: count) }
            initialized = count
        }
    }
}
